import type { PlanNode, PlanNodeType } from '../../shared/domain/plan';
import type { Queryable } from '../db/db';

/**
 * Plans in the database (plan_node): a publication's or a bundle's tree, read as the API's plan nodes
 * (spec 2 §3 Plan node) and written whole. A container keeps its id (container_key) across saves; an item
 * is named by what it stands for (an article's title, an image's name) and carries the article's rubrique.
 */

export type PlanOwner = { publicationId: number } | { bundleId: number };

const ownerColumn = (owner: PlanOwner) => ('publicationId' in owner ? 'publication_id' : 'bundle_id');
const ownerId = (owner: PlanOwner) => ('publicationId' in owner ? owner.publicationId : owner.bundleId);

interface PlanNodeRow {
  id: number;
  parent_id: number | null;
  type: PlanNodeType;
  container_key: string | null;
  name: string;
  periodical_plan_node_id: string | null;
  article_id: number | null;
  image_id: number | null;
  article_title: string | null;
  article_kind: 'ARTICLE' | 'BUNDLE' | null;
  article_plan_node_id: string | null;
  article_periodical_id: string | null;
  image_name: string | null;
}

/** What an article or bundle of the plan is called for an account that may not read its periodical's articles. */
export const UNREADABLE_TITLE = 'Titre réservé aux lecteurs de la revue';

/**
 * The plan, siblings in order; an empty plan is an empty list. `readable`: the periodicals whose articles
 * the reader reads (readablePeriodicals; null: all): the others' titles are masked, their place kept.
 */
export async function loadPlan(db: Queryable, owner: PlanOwner, readable: readonly string[] | null): Promise<PlanNode[]> {
  const rows = await db.query<PlanNodeRow>(
    `SELECT n.id, n.parent_id, n.type, n.container_key, n.name, n.periodical_plan_node_id, n.article_id, n.image_id,
       a.title AS article_title, a.type AS article_kind, a.plan_node_id AS article_plan_node_id, a.periodical_id AS article_periodical_id, i.name AS image_name
     FROM plan_node n LEFT JOIN article a ON a.id = n.article_id LEFT JOIN image i ON i.id = n.image_id
     WHERE n.${ownerColumn(owner)} = $1 ORDER BY n.position, n.id`,
    [ownerId(owner)],
  );
  const children = new Map<number | null, PlanNodeRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parent_id);
    if (siblings) siblings.push(row);
    else children.set(row.parent_id, [row]);
  }
  const mayRead = (row: PlanNodeRow) => readable === null || readable.includes(row.article_periodical_id ?? '');
  const build = (parent: number | null): PlanNode[] => (children.get(parent) ?? []).map((row) => toPlanNode(row, build, mayRead(row)));
  return build(null);
}

function toPlanNode(row: PlanNodeRow, build: (parent: number) => PlanNode[], readable: boolean): PlanNode {
  if (row.type === 'CONTAINER') {
    return { id: row.container_key ?? String(row.id), name: row.name, type: 'CONTAINER', sub: build(row.id), planNodeId: row.periodical_plan_node_id };
  }
  if (row.type === 'ARTICLE') {
    const node: PlanNode = { id: String(row.article_id), name: readable ? (row.article_title ?? '') : UNREADABLE_TITLE, type: 'ARTICLE', sub: [], planNodeId: row.article_plan_node_id };
    if (row.article_kind === 'BUNDLE') node.meta = { isBundle: true };
    return node;
  }
  return { id: String(row.image_id), name: row.image_name ?? '', type: row.type, sub: [], planNodeId: null };
}

interface NodeRecord {
  id: number;
  parent_id: number | null;
  position: number;
  type: PlanNodeType;
  container_key: string | null;
  name: string;
  periodical_plan_node_id: string | null;
  article_id: number | null;
  image_id: number | null;
}

/** Replaces the whole plan (checked before: validate.ts). Two statements whatever its size. */
export async function replacePlan(tx: Queryable, owner: PlanOwner, plan: readonly PlanNode[]): Promise<void> {
  await tx.query(`DELETE FROM plan_node WHERE ${ownerColumn(owner)} = $1`, [ownerId(owner)]);
  const count = countNodes(plan);
  if (count === 0) return;
  const ids = (await tx.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('plan_node', 'id'))::int AS id FROM generate_series(1, $1)`, [count])).map((r) => r.id);
  const records: NodeRecord[] = [];
  const walk = (nodes: readonly PlanNode[], parent: number | null) => {
    for (const [position, node] of nodes.entries()) {
      const id = ids[records.length] as number;
      const container = node.type === 'CONTAINER';
      const entity = container ? null : Number(node.id);
      records.push({
        id,
        parent_id: parent,
        position,
        type: node.type,
        container_key: container ? node.id : null,
        name: container ? node.name : '',
        periodical_plan_node_id: container ? (node.planNodeId ?? null) : null,
        article_id: node.type === 'ARTICLE' ? entity : null,
        image_id: node.type === 'ILLUSTRATION' || node.type === 'ADVERTISEMENT' ? entity : null,
      });
      if (container) walk(node.sub, id);
    }
  };
  walk(plan, null);
  // Parents come before their children: the foreign key holds row by row.
  await tx.query(
    `INSERT INTO plan_node (id, ${ownerColumn(owner)}, parent_id, position, type, container_key, name, periodical_plan_node_id, article_id, image_id)
     SELECT x.id, $2, x.parent_id, x.position, x.type, x.container_key, x.name, x.periodical_plan_node_id, x.article_id, x.image_id
     FROM jsonb_to_recordset($1::jsonb) AS x(id integer, parent_id integer, position integer, type text, container_key text, name text,
       periodical_plan_node_id text, article_id integer, image_id integer)
     ORDER BY x.id`,
    [JSON.stringify(records), ownerId(owner)],
  );
}

export function countNodes(plan: readonly PlanNode[]): number {
  return plan.reduce((n, node) => n + 1 + countNodes(node.type === 'CONTAINER' ? node.sub : []), 0);
}

/** Every node of a plan, depth first. */
export function planNodes(plan: readonly PlanNode[]): PlanNode[] {
  return plan.flatMap((node) => [node, ...planNodes(node.sub)]);
}
