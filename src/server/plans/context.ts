import type { PlanNode } from '../../shared/domain/plan';
import type { ArticleStatus } from '../../shared/domain/publication';
import type { Queryable } from '../db/db';
import { planNodes, type PlanOwner } from './store';

/** What the checks of a plan need from the database (validate.ts), read in three statements. */
export interface PlanContext {
  periodicalId: string;
  articles: Map<
    number,
    {
      kind: 'ARTICLE' | 'BUNDLE';
      title: string;
      periodicalId: string;
      planNodeId: string | null;
      status: ArticleStatus;
      /** The other publication (BJS_2025_1) or bundle (lot 12) whose plan already holds it. */
      placedIn: string | null;
      /** The other publication it was created for. */
      attachedTo: string | null;
    }
  >;
  images: Map<number, { collection: string; name: string }>;
  /** The periodical's rubriques (periodical_plan_node). */
  rubriques: Map<string, string>;
}

const NAME = (p: string) => `${p}.periodical_id || '_' || ${p}.year || '_' || ${p}.number`;

export async function loadPlanContext(db: Queryable, owner: PlanOwner, periodicalId: string, plan: readonly PlanNode[]): Promise<PlanContext> {
  const nodes = planNodes(plan);
  const idsOf = (types: readonly string[]) => [...new Set(nodes.filter((n) => types.includes(n.type) && /^\d{1,9}$/.test(n.id)).map((n) => Number(n.id)))];
  const publicationId = 'publicationId' in owner ? owner.publicationId : null;
  const bundleId = 'bundleId' in owner ? owner.bundleId : null;
  const [articles, images, rubriques] = await Promise.all([
    db.query<{ id: number; type: 'ARTICLE' | 'BUNDLE'; title: string; periodical_id: string; plan_node_id: string | null; status: ArticleStatus; placed_in: string | null; attached_to: string | null }>(
      `SELECT a.id, a.type, a.title, a.periodical_id, a.plan_node_id, a.status,
         coalesce(
           (SELECT ${NAME('p')} FROM plan_node pn JOIN publication p ON p.id = pn.publication_id
            WHERE pn.article_id = a.id AND pn.publication_id IS DISTINCT FROM $2::int AND $2::int IS NOT NULL),
           -- An article of a bundle is placed with its bundle, never on its own.
           (SELECT 'lot ' || pn.bundle_id FROM plan_node pn WHERE pn.article_id = a.id AND pn.bundle_id IS DISTINCT FROM $3::int)
         ) AS placed_in,
         (SELECT ${NAME('p')} FROM publication p WHERE p.id = a.publication_id AND p.id IS DISTINCT FROM $2::int AND $2::int IS NOT NULL) AS attached_to
       FROM article a WHERE a.id = ANY($1::int[])`,
      [idsOf(['ARTICLE']), publicationId, bundleId],
    ),
    db.query<{ id: number; collection: string; name: string }>('SELECT id, collection, name FROM image WHERE id = ANY($1::int[])', [idsOf(['ADVERTISEMENT', 'ILLUSTRATION'])]),
    db.query<{ id: string; name: string }>('SELECT id, name FROM periodical_plan_node WHERE periodical_id = $1', [periodicalId]),
  ]);
  return {
    periodicalId,
    articles: new Map(
      articles.map((a) => [
        a.id,
        { kind: a.type, title: a.title, periodicalId: a.periodical_id, planNodeId: a.plan_node_id, status: a.status, placedIn: a.placed_in, attachedTo: a.attached_to },
      ]),
    ),
    images: new Map(images.map((i) => [i.id, { collection: i.collection, name: i.name }])),
    rubriques: new Map(rubriques.map((r) => [r.id, r.name])),
  };
}
