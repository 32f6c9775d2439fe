import type { PlanNode } from '../../../shared/domain/plan';
import { publicationName } from '../../../shared/rules/publication-number';
import type { Queryable } from '../../db/db';
import { toBuffer } from '../../db/sql';
import { loadPlan } from '../../plans/store';

/**
 * The "request package" of a placard or printer PDF (spec 2 §3 GEN_REQUEST_PACKAGE): what the layout
 * needs, read from the plan in its order. Containers give the rubriques, articles their title, authors
 * and volume, a bundle its articles; ads and illustrations their file.
 */

export interface PrintImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export interface PrintArticle {
  id: number;
  title: string;
  authors: string[];
  charVolume: number;
}

export type PrintEntry =
  | { kind: 'SECTION'; depth: number; name: string }
  | ({ kind: 'ARTICLE'; rubriques: string[] } & PrintArticle)
  | ({ kind: 'BUNDLE'; rubriques: string[]; articles: PrintArticle[] } & PrintArticle)
  | { kind: 'ADVERTISEMENT' | 'ILLUSTRATION'; id: number; name: string; image: PrintImage | null };

export interface PrintPackage {
  publicationId: number;
  /** periodicalId_year_number */
  name: string;
  periodicalId: string;
  periodicalLabel: string;
  year: number;
  number: string;
  editionType: string;
  title: string | null;
  startDate: string;
  endDate: string | null;
  planVersion: number;
  entries: PrintEntry[];
}

interface ArticleInfo extends PrintArticle {
  kind: 'ARTICLE' | 'BUNDLE';
}

async function articlesById(db: Queryable, ids: readonly number[]): Promise<Map<number, ArticleInfo>> {
  const rows = await db.query<{ id: number; type: 'ARTICLE' | 'BUNDLE'; title: string; char_volume: number; authors: string[] | null }>(
    `SELECT a.id, a.type, a.title, a.char_volume,
       ARRAY(SELECT concat_ws(' ', au.first_name, au.particle, au.last_name) FROM article_author aa JOIN author au ON au.id = aa.author_id
             WHERE aa.article_id = a.id ORDER BY aa.position) AS authors
     FROM article a WHERE a.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, kind: r.type, title: r.title, charVolume: r.char_volume, authors: r.authors ?? [] }]));
}

async function imagesById(db: Queryable, ids: readonly number[]): Promise<Map<number, PrintImage>> {
  const rows = await db.query<{ id: number; bytes: Uint8Array; content_type: string; width: number; height: number }>(
    `SELECT i.id, b.bytes, b.content_type, b.width, b.height FROM image i JOIN image_blob b ON b.sha256 = i.original_sha256 WHERE i.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { bytes: toBuffer(r.bytes), contentType: r.content_type, width: r.width, height: r.height }]));
}

function flat(plan: readonly PlanNode[]): PlanNode[] {
  return plan.flatMap((node) => [node, ...flat(node.sub)]);
}

export async function loadPrintPackage(db: Queryable, publicationId: number): Promise<PrintPackage> {
  const [p] = await db.query<{
    periodical_id: string;
    label: string;
    year: number;
    number: string;
    edition_type: string;
    title: string | null;
    start_date: string;
    end_date: string | null;
    plan_version: number;
  }>(
    `SELECT p.periodical_id, pe.label, p.year, p.number, p.edition_type, p.title, to_char(p.start_date, 'YYYY-MM-DD') AS start_date,
       to_char(p.end_date, 'YYYY-MM-DD') AS end_date, p.plan_version
     FROM publication p JOIN periodical pe ON pe.id = p.periodical_id WHERE p.id = $1`,
    [publicationId],
  );
  if (!p) throw new Error(`Publication introuvable : ${publicationId}.`);
  const plan = await loadPlan(db, { publicationId }, null);
  const nodes = flat(plan);
  const articleIds = nodes.filter((n) => n.type === 'ARTICLE').map((n) => Number(n.id));
  const bundlePlans = new Map<number, PlanNode[]>();
  for (const node of nodes.filter((n) => n.type === 'ARTICLE' && n.meta?.isBundle)) bundlePlans.set(Number(node.id), await loadPlan(db, { bundleId: Number(node.id) }, null));
  const memberIds = [...bundlePlans.values()].flatMap((sub) => flat(sub).filter((n) => n.type === 'ARTICLE').map((n) => Number(n.id)));
  const [articles, images] = await Promise.all([
    articlesById(db, [...articleIds, ...memberIds]),
    imagesById(db, nodes.filter((n) => n.type === 'ADVERTISEMENT' || n.type === 'ILLUSTRATION').map((n) => Number(n.id))),
  ]);

  const entries: PrintEntry[] = [];
  const walk = (level: readonly PlanNode[], rubriques: string[]) => {
    for (const node of level) {
      if (node.type === 'CONTAINER') {
        entries.push({ kind: 'SECTION', depth: rubriques.length + 1, name: node.name });
        walk(node.sub, [...rubriques, node.name]);
      } else if (node.type === 'ARTICLE') {
        const article = articles.get(Number(node.id));
        if (!article) continue;
        const { kind: _kind, ...info } = article;
        if (article.kind === 'BUNDLE') {
          const members = flat(bundlePlans.get(article.id) ?? []).filter((n) => n.type === 'ARTICLE');
          const list = members.map((m) => articles.get(Number(m.id))).filter((a): a is ArticleInfo => a !== undefined).map(({ kind: _k, ...a }) => a);
          entries.push({ kind: 'BUNDLE', rubriques, ...info, articles: list });
        } else entries.push({ kind: 'ARTICLE', rubriques, ...info });
      } else {
        entries.push({ kind: node.type, id: Number(node.id), name: node.name, image: images.get(Number(node.id)) ?? null });
      }
    }
  };
  walk(plan, []);
  return {
    publicationId,
    name: publicationName({ periodicalId: p.periodical_id, year: p.year, number: p.number }),
    periodicalId: p.periodical_id,
    periodicalLabel: p.label,
    year: p.year,
    number: p.number,
    editionType: p.edition_type,
    title: p.title,
    startDate: p.start_date,
    endDate: p.end_date,
    planVersion: p.plan_version,
    entries,
  };
}
