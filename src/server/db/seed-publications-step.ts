import type { PlanNode } from '../../shared/domain/plan';
import { ARTICLE_TYPE_NATURES, PROCESS_IN_PROGRESS_STATUSES, type ArticleStatus, type ProcessStatus } from '../../shared/domain/publication';
import { replacePlan } from '../plans/store';
import { makePlacard, makePrinterPdf } from '../workflow/pdf/documents';
import { loadPrintPackage } from '../workflow/pdf/package';
import type { Queryable } from './db';
import {
  ARCHIVE_SERIES,
  ARTICLE_STATUS_OF,
  BUNDLE_PLAN_SEEDS,
  PUBLICATION_SEEDS,
  ROTATING_TYPES,
  RUBRIQUES,
  type ArticleSeedSpec,
  type BundleSeedSpec,
  type PublicationSeedSpec,
  type RubriqueSeed,
  type SectionSeed,
} from './seed-publications';

/**
 * Seed step of issue 10 (data in seed-publications.ts). It may run on a database seeded before it: the
 * first cut's publications are found by name and completed, their images and ads kept in their plans.
 * Seeded processes still in progress get their job: the worker takes them on at start.
 */

interface SeedContext {
  authors: number[];
  illustrations: number[];
  rubriqueNames: Map<string, string>;
  counter: number;
}

async function insertRubriques(tx: Queryable): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [periodicalId, list] of Object.entries(RUBRIQUES)) {
    const insert = async (nodes: readonly RubriqueSeed[], parent: string | null) => {
      for (const [position, node] of nodes.entries()) {
        await tx.query('INSERT INTO periodical_plan_node (id, periodical_id, parent_id, position, name) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING', [
          node.id,
          periodicalId,
          parent,
          position,
          node.name,
        ]);
        names.set(node.id, node.name);
        await insert(node.sub ?? [], node.id);
      }
    };
    await insert(list, null);
  }
  return names;
}

/** Articles of the first seed steps get the fields of migration 004 (on a new database they came after it). */
async function completeOlderArticles(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE article SET
       article_type = CASE WHEN type = 'BUNDLE' THEN 'FOLDER' ELSE (ARRAY['COMMENTARY', 'THREADED', 'FOCUS', 'STUDY', 'INTERVIEW', 'BRIEF', 'FORMULATE'])[1 + id % 7] END,
       status = 'PUBLISHED', publication_online_date = modification_date, char_volume = 4000 + (id * 7919) % 16000
     WHERE article_type IS NULL`,
  );
  await tx.query(`UPDATE article SET nature = CASE WHEN type = 'BUNDLE' OR article_type IN ('STUDY', 'FORMULATE') THEN 'COMPLEXE' ELSE 'SIMPLE' END WHERE nature IS NULL`);
}

interface ArticlePlacement {
  publicationId: number;
  periodicalId: string;
  rubrique: string;
  status: ArticleStatus;
  publishedAt: string | null;
  modifiedBefore: string;
  user: string;
  bundleId: number | null;
}

async function insertArticle(tx: Queryable, ctx: SeedContext, spec: ArticleSeedSpec | BundleSeedSpec, at: ArticlePlacement): Promise<number> {
  const n = ctx.counter++;
  const bundle = 'articles' in spec;
  const type = bundle ? spec.type : (spec.type ?? (ROTATING_TYPES[n % ROTATING_TYPES.length] as NonNullable<ArticleSeedSpec['type']>));
  const nature = bundle ? 'COMPLEXE' : ARTICLE_TYPE_NATURES[type as keyof typeof ARTICLE_TYPE_NATURES];
  const modified = new Date(new Date(at.modifiedBefore).getTime() - (n + 1) * 3_600_000);
  const status = bundle ? at.status : (spec.status ?? at.status);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO article (title, type, periodical_id, publication_date, creation_date, modification_date, article_type, nature, status, is_valid, fixed,
       publication_id, bundle_id, plan_node_id, char_volume, number_of_pages, creation_user, modification_user, publication_online_date, tags)
     SELECT $1, $2, $3, p.start_date, $4::timestamptz - interval '20 days', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16, $17
     FROM publication p WHERE p.id = $10 RETURNING id`,
    [
      spec.title,
      bundle ? 'BUNDLE' : 'ARTICLE',
      at.periodicalId,
      modified.toISOString(),
      type,
      nature,
      status,
      bundle ? true : spec.valid !== false,
      bundle ? false : spec.fixed === true,
      at.publicationId,
      at.bundleId,
      at.rubrique,
      bundle ? 0 : 3000 + ((n * 2749) % 18000),
      bundle ? null : 1 + (n % 4),
      at.user,
      status === 'PUBLISHED' ? at.publishedAt : null,
      JSON.stringify(bundle ? [] : [{ pages: 1 + (n % 4) }]),
    ],
  );
  const id = row?.id ?? 0;
  const authors = bundle ? [] : [ctx.authors[n % ctx.authors.length], ...(n % 3 === 0 ? [ctx.authors[(n * 7 + 3) % ctx.authors.length]] : [])];
  const distinct = [...new Set(authors.filter((x): x is number => x !== undefined))];
  if (distinct.length) await tx.query('INSERT INTO article_author (article_id, author_id, position) SELECT $1, unnest($2::int[]), generate_subscripts($2::int[], 1) - 1', [id, distinct]);
  return id;
}

/** A bundle, its articles and its own plan (one container: items are never at the root). */
async function insertBundle(tx: Queryable, ctx: SeedContext, spec: BundleSeedSpec, at: ArticlePlacement): Promise<number> {
  const bundleId = await insertArticle(tx, ctx, spec, at);
  const members: PlanNode[] = [];
  for (const article of spec.articles) {
    const id = await insertArticle(tx, ctx, article, { ...at, bundleId });
    members.push({ id: String(id), name: article.title, type: 'ARTICLE', sub: [] });
  }
  await replacePlan(tx, { bundleId }, [{ id: 'sommaire', name: 'Sommaire du lot', type: 'CONTAINER', sub: members }]);
  return bundleId;
}

async function sectionNode(tx: Queryable, ctx: SeedContext, section: SectionSeed, at: Omit<ArticlePlacement, 'rubrique' | 'bundleId'>, placed: number[]): Promise<PlanNode> {
  const sub: PlanNode[] = [];
  const here = { ...at, rubrique: section.rubrique, bundleId: null };
  for (const child of section.sub ?? []) sub.push(await sectionNode(tx, ctx, child, at, placed));
  for (const article of section.articles ?? []) {
    const id = await insertArticle(tx, ctx, article, here);
    if (article.placed !== false) {
      sub.push({ id: String(id), name: article.title, type: 'ARTICLE', sub: [], planNodeId: section.rubrique });
      placed.push(id);
    }
  }
  for (const bundle of section.bundles ?? []) {
    const id = await insertBundle(tx, ctx, bundle, here);
    if (bundle.placed !== false) sub.push({ id: String(id), name: bundle.title, type: 'ARTICLE', sub: [], planNodeId: section.rubrique, meta: { isBundle: true } });
  }
  return { id: section.rubrique, name: ctx.rubriqueNames.get(section.rubrique) ?? section.rubrique, type: 'CONTAINER', sub, planNodeId: section.rubrique };
}

async function publicationId(tx: Queryable, spec: PublicationSeedSpec): Promise<number> {
  const [found] = await tx.query<{ id: number }>('SELECT id FROM publication WHERE periodical_id = $1 AND year = $2 AND number = $3', [spec.periodicalId, spec.year, spec.number]);
  if (found) return found.id;
  const [created] = await tx.query<{ id: number }>('INSERT INTO publication (periodical_id, year, number, start_date) VALUES ($1, $2, $3, $4) RETURNING id', [
    spec.periodicalId,
    spec.year,
    spec.number,
    spec.startDate,
  ]);
  return created?.id ?? 0;
}

async function seedPublication(tx: Queryable, ctx: SeedContext, spec: PublicationSeedSpec): Promise<void> {
  const id = await publicationId(tx, spec);
  const media = await tx.query<{ image_id: number; type: 'ADVERTISEMENT' | 'ILLUSTRATION'; name: string }>(
    `SELECT n.image_id, n.type, i.name FROM plan_node n JOIN image i ON i.id = n.image_id WHERE n.publication_id = $1 ORDER BY n.position, n.id`,
    [id],
  );
  await tx.query('DELETE FROM plan_node WHERE publication_id = $1', [id]);
  const at = {
    publicationId: id,
    periodicalId: spec.periodicalId,
    status: spec.articleStatus ?? ARTICLE_STATUS_OF[spec.status],
    publishedAt: spec.onlineDate ?? null,
    modifiedBefore: spec.modificationDate,
    user: spec.modificationUser,
  };
  const placed: number[] = [];
  const plan: PlanNode[] = [];
  for (const section of spec.sections) plan.push(await sectionNode(tx, ctx, section, at, placed));
  if (media.length) {
    const sub = media.map((m): PlanNode => ({ id: String(m.image_id), name: m.name, type: m.type, sub: [] }));
    plan.push({ id: 'encarts', name: 'Encarts', type: 'CONTAINER', sub, planNodeId: null });
  }
  await replacePlan(tx, { publicationId: id }, plan);
  const olderPlan = spec.processes?.some((p) => p.olderPlan) ?? false;
  await tx.query(
    `UPDATE publication SET edition_type = $2, title = $3, status = $4, start_date = $5, end_date = $6, closing_date = $7, validation_date = $8,
       publication_online_date = $9, scheduled_date = $10, scheduled_by = $11, modification_date = $12, modification_user = $13,
       creation_date = $12::timestamptz - interval '30 days', creation_user = $13, article_id = $14, cover_text = $15,
       image_id = coalesce($16, image_id), plan_version = $17, plan_modification_date = $12, plan_modification_user = $13
     WHERE id = $1`,
    [
      id,
      spec.editionType,
      spec.title,
      spec.status,
      spec.startDate,
      spec.endDate,
      spec.closingDate ?? null,
      spec.validationDate ?? null,
      spec.onlineDate ?? null,
      spec.scheduled?.date ?? null,
      spec.scheduled?.by ?? null,
      spec.modificationDate,
      spec.modificationUser,
      spec.coverArticle ? (placed[0] ?? null) : null,
      spec.coverText ?? null,
      spec.coverIllustration === undefined ? null : (ctx.illustrations[spec.coverIllustration] ?? null),
      olderPlan ? 1 : 0,
    ],
  );
  if (spec.scheduled) await tx.query(`INSERT INTO job (kind, publication_id, run_at) VALUES ('CLOSE_PUBLICATION', $1, $2)`, [id, spec.scheduled.date]);
  await seedProcesses(tx, id, spec, olderPlan);
}

async function seedProcesses(tx: Queryable, id: number, spec: PublicationSeedSpec, olderPlan: boolean): Promise<void> {
  const pkg = spec.processes?.length ? await loadPrintPackage(tx, id) : null;
  for (const p of spec.processes ?? []) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO process (type, publication_id, status, plan_version, creation_date, creation_user, modification_date, message)
       VALUES ($1, $2, $3, $4, $5, $6, $5::timestamptz + interval '3 minutes', $7) RETURNING id`,
      [p.type, id, p.status, olderPlan && p.olderPlan ? 0 : olderPlan ? 1 : 0, p.at, p.user, p.message ?? null],
    );
    const processId = row?.id ?? 0;
    if (pkg && (p.status === 'FINISHED' || p.file)) {
      const made = await (p.type === 'PLACARD' ? makePlacard(pkg, new Date(p.at)) : makePrinterPdf(pkg, new Date(p.at)));
      await tx.query('INSERT INTO process_file (process_id, file_name, page_count, bytes, creation_date) VALUES ($1, $2, $3, $4, $5)', [
        processId,
        made.fileName,
        made.pageCount,
        made.bytes,
        p.at,
      ]);
    }
    if ((PROCESS_IN_PROGRESS_STATUSES as readonly ProcessStatus[]).includes(p.status)) await tx.query(`INSERT INTO job (kind, process_id) VALUES ('PROCESS_STEP', $1)`, [processId]);
  }
}

/** Older published numbers, without plans: the list has pages to turn. */
async function seedArchives(tx: Queryable, scale: number): Promise<void> {
  for (const series of ARCHIVE_SERIES) {
    for (let n = 0; n < series.count * scale; n++) {
      const number = series.from + n;
      const start = new Date(Date.UTC(series.year, 0, 1 + ((number - 1) * 7) % 358));
      await tx.query(
        `INSERT INTO publication (periodical_id, year, number, title, status, start_date, end_date, closing_date, validation_date, publication_online_date,
           modification_date, creation_date, creation_user, modification_user)
         VALUES ($1, $2, $3, $4, 'PUBLISHED', $5::date, $5::date, $5::date - 1, $6::timestamptz - interval '3 days', $6, $6, $6::timestamptz - interval '40 days', 'Alice Administratrice', 'Paule Productrice')
         ON CONFLICT (periodical_id, year, number) DO NOTHING`,
        [series.periodicalId, series.year, String(number), `Numéro ${number}`, start.toISOString().slice(0, 10), new Date(start.getTime() + 6 * 3_600_000).toISOString()],
      );
    }
  }
}

async function seedBundlePlans(tx: Queryable): Promise<void> {
  for (const seed of BUNDLE_PLAN_SEEDS) {
    const [plan] = await tx.query<{ id: number }>('INSERT INTO bundle_plan (periodical_id, name, type) VALUES ($1, $2, $3) RETURNING id', [seed.periodicalId, seed.name, seed.type]);
    const tree = seed.sections.map((name, n): PlanNode => ({ id: `s${n + 1}`, name, type: 'CONTAINER', sub: [] }));
    await tx.query('INSERT INTO bundle_plan_version (bundle_plan_id, plan) VALUES ($1, $2)', [plan?.id, JSON.stringify(tree)]);
  }
}

export async function seedPublications(tx: Queryable, scale: number): Promise<void> {
  const rubriqueNames = await insertRubriques(tx);
  await completeOlderArticles(tx);
  const authors = (await tx.query<{ id: number }>('SELECT id FROM author WHERE id >= 7 AND enable ORDER BY id LIMIT 60')).map((r) => r.id);
  const illustrations = (await tx.query<{ id: number }>(`SELECT id FROM image WHERE collection = 'ILLUSTRATION' ORDER BY id`)).map((r) => r.id);
  const ctx: SeedContext = { authors, illustrations, rubriqueNames, counter: 0 };
  for (const spec of PUBLICATION_SEEDS) await seedPublication(tx, ctx, spec);
  await seedArchives(tx, scale);
  await seedBundlePlans(tx);
}
