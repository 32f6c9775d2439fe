import { KYRIELLE_MAX_DEPTH, type DocumentSource, type KyrielleNode, type KyriellePublication, type KyrielleTree, type KyrielleTreeSave, type KyrielleTreeSummary, type KyrielleTreeType } from '../../shared/domain/kyrielle';
import { TREE_REFUSALS } from '../../shared/rules/tree-rules';
import { replacedUnits } from '../../shared/rules/kyrielle-tree';
import type { Queryable } from '../db/db';
import type { ApiUser } from '../http/access-token';
import { HttpError } from '../http/errors';
import { staleVersion } from '../http/versions';

/**
 * The four kyrielle trees (spec 2 §4 CdF tree, §7 Layout tool; issue 13). A tree is read and saved whole:
 * organise saves move units (the levels stay as they are), administration saves shape the levels (the units
 * stay where they are). Each save replaces the tree in one transaction, from the version it was loaded at
 * (409 otherwise), then rebuilds the tree's placement counts, which the document search reads.
 */

interface TreeRow {
  id: number;
  type: KyrielleTreeType;
  name: string;
  nodes: KyrielleNode[];
  /** The levels as stored, when read as text. */
  nodes_text?: string;
  version: number;
  modified_at: Date;
  modified_by: string | null;
  next_pointer: number;
  published_at: Date | null;
}

export type SaveMode = 'organise' | 'administrate';

export async function listTrees(db: Queryable): Promise<KyrielleTreeSummary[]> {
  return db.query<KyrielleTreeSummary>('SELECT id, type, name FROM kyrielle_tree ORDER BY id');
}

async function treeRow(db: Queryable, id: number, forUpdate = false, asText = false): Promise<TreeRow> {
  const [row] = await db.query<TreeRow>(
    `SELECT t.id, t.type, t.name, ${asText ? `'[]'::json AS nodes, t.nodes::text AS nodes_text` : 't.nodes'}, t.version, t.modified_at, t.modified_by, t.next_pointer,
       (SELECT max(published_at) FROM kyrielle_publication p WHERE p.tree_id = t.id) AS published_at
     FROM kyrielle_tree t WHERE t.id = $1${forUpdate ? ' FOR UPDATE OF t' : ''}`,
    [id],
  );
  if (!row) throw new HttpError(404, `Chemin de fer introuvable : ${id}.`);
  return row;
}

const treeOf = (row: TreeRow, nodes: KyrielleNode[]): KyrielleTree => ({
  id: row.id,
  type: row.type,
  name: row.name,
  version: row.version,
  nodes,
  modifiedAt: row.modified_at.toISOString(),
  modifiedBy: row.modified_by,
  publishedAt: row.published_at?.toISOString() ?? null,
});

/**
 * GET /api/kyrielle/tree/{id}, as JSON text: the levels as stored, spliced in without being parsed and written
 * again (issue 35: megabytes for a large tree, twice, on every read). Every unit carries its node's id (spec 2 §7
 * "the client sets nodeId on every unit"): every write stores it so (saveTree, the seed).
 */
export async function loadTreeJson(db: Queryable, id: number): Promise<string> {
  const row = await treeRow(db, id, false, true);
  const { nodes: _stored, ...head } = treeOf(row, []);
  return `${JSON.stringify(head).slice(0, -1)},"nodes":${row.nodes_text}}`;
}

const withNodeIds = (nodes: KyrielleNode[]): KyrielleNode[] =>
  nodes.map((node) => ({ ...node, documentUnits: node.documentUnits.map((unit) => ({ ...unit, nodeId: node.id })), sub: withNodeIds(node.sub) }));

function* walk(nodes: KyrielleNode[], depth = 1, parent: string | null = null): Generator<{ node: KyrielleNode; depth: number; parent: string | null; position: number }> {
  for (const [position, node] of nodes.entries()) {
    yield { node, depth, parent, position };
    yield* walk(node.sub, depth + 1, node.id);
  }
}

/** The levels alone (ids, names, parents, order): what organise may not change. */
const structureOf = (nodes: KyrielleNode[]) => [...walk(nodes)].map(({ node, parent, position }) => `${node.id}|${parent ?? ''}|${position}|${node.name}`).join('\n');
/** The units and where they are: what administration may not change. */
const unitsOf = (nodes: KyrielleNode[]) =>
  [...walk(nodes)]
    .flatMap(({ node }) => node.documentUnits.map((unit) => `${node.id}|${unit.documentId}|${unit.alert}`))
    .sort()
    .join('\n');

/** The tree's own rules: unique level ids, depth 8 at most, known units of their source (a unit once per level: replacedUnits). */
async function checkTree(db: Queryable, nodes: KyrielleNode[]): Promise<Map<string, { source: DocumentSource; title: string }>> {
  const ids = new Set<string>();
  const documentIds = new Set<string>();
  for (const { node, depth } of walk(nodes)) {
    if (ids.has(node.id)) throw new HttpError(400, `Chemin de fer refusé : le niveau ${node.id} y figure deux fois.`);
    ids.add(node.id);
    if (depth > KYRIELLE_MAX_DEPTH) throw new HttpError(400, `Chemin de fer refusé : ${TREE_REFUSALS.tooDeep(KYRIELLE_MAX_DEPTH)}`);
    for (const unit of node.documentUnits) documentIds.add(unit.documentId);
  }
  const known = await db.query<{ id: string; source: DocumentSource; title: string }>('SELECT id, source, title FROM document_unit WHERE id = ANY($1::text[])', [[...documentIds]]);
  const documents = new Map(known.map((d) => [d.id, { source: d.source, title: d.title }]));
  for (const { node } of walk(nodes)) {
    for (const unit of node.documentUnits) {
      const document = documents.get(unit.documentId);
      if (!document) throw new HttpError(400, `Chemin de fer refusé : l’unité documentaire ${unit.documentId} est inconnue.`);
      if (document.source !== unit.type) throw new HttpError(400, `Chemin de fer refusé : l’unité ${unit.documentId} vient de ${document.source}, pas de ${unit.type}.`);
    }
  }
  return documents;
}

/**
 * POST /api/kyrielle/tree/{id}/save and /admin/save. The server keeps the units' titles and sources of its
 * own documents, sets each unit's node, and gives a placement id to each new placement. Answers the tree as
 * saved, from what it wrote: a tree is megabytes of JSON, not read back.
 */
export async function saveTree(tx: Queryable, id: number, { version, nodes: sent }: KyrielleTreeSave, mode: SaveMode, user: ApiUser): Promise<KyrielleTree> {
  const row = await treeRow(tx, id, true);
  // A document placed twice in one level: the later placement replaces the earlier, as a drop does (spec 2 §4).
  const replaced = (nodes: KyrielleNode[]): KyrielleNode[] => nodes.map((node) => ({ ...node, documentUnits: replacedUnits(node.documentUnits), sub: replaced(node.sub) }));
  const save = { version, nodes: replaced(sent) };
  // Without a version (a client of spec 2 alone) no staleness check: the last write wins.
  if (save.version !== undefined && save.version !== row.version) {
    throw staleVersion('Le chemin de fer', false, save.version, { version: row.version, modificationDate: row.modified_at, modificationUser: row.modified_by });
  }
  if (mode === 'organise' && structureOf(save.nodes) !== structureOf(row.nodes)) {
    throw new HttpError(400, 'Chemin de fer refusé : les niveaux se créent, se renomment et se déplacent dans l’administration du chemin de fer.');
  }
  if (mode === 'administrate' && unitsOf(save.nodes) !== unitsOf(withNodeIds(row.nodes))) {
    throw new HttpError(400, 'Chemin de fer refusé : un niveau qui contient des unités ne peut pas être supprimé, et les unités se placent depuis l’organisation.');
  }
  const documents = await checkTree(tx, save.nodes);
  const known = new Set([...walk(row.nodes)].flatMap(({ node }) => node.documentUnits.map((u) => u.pointerId ?? 0)));
  const used = new Set<number>();
  let next = row.next_pointer;
  const stored = (nodes: KyrielleNode[]): KyrielleNode[] =>
    nodes.map((node) => ({
      id: node.id,
      name: node.name,
      documentUnits: node.documentUnits.map((unit) => {
        const document = documents.get(unit.documentId);
        const keep = unit.pointerId != null && known.has(unit.pointerId) && !used.has(unit.pointerId);
        const pointerId = keep ? (unit.pointerId as number) : next++;
        used.add(pointerId);
        return { documentId: unit.documentId, title: document?.title ?? unit.title, nodeId: node.id, type: document?.source ?? unit.type, alert: unit.alert, pointerId };
      }),
      sub: stored(node.sub),
    }));
  const nodes = stored(save.nodes);
  const [saved] = await tx.query<Pick<TreeRow, 'version' | 'modified_at' | 'modified_by'>>(
    'UPDATE kyrielle_tree SET nodes = $2, version = version + 1, modified_at = now(), modified_by = $3, next_pointer = $4 WHERE id = $1 RETURNING version, modified_at, modified_by',
    [id, JSON.stringify(nodes), user.name, next],
  );
  const counts = new Map<string, number>();
  for (const { node } of walk(nodes)) for (const unit of node.documentUnits) counts.set(unit.documentId, (counts.get(unit.documentId) ?? 0) + 1);
  await tx.query('DELETE FROM kyrielle_placement WHERE tree_id = $1', [id]);
  if (counts.size > 0) {
    await tx.query('INSERT INTO kyrielle_placement (tree_id, document_id, count) SELECT $1, * FROM unnest($2::text[], $3::int[])', [id, [...counts.keys()], [...counts.values()]]);
  }
  return treeOf({ ...row, ...saved }, nodes);
}

/** GET /api/kyrielle/tree/{id}/publish?delivery=: the tree as saved ("Cdf"), with its deliverables ("Livrable") or not. */
export async function publishTree(tx: Queryable, id: number, delivery: boolean, user: ApiUser): Promise<KyriellePublication> {
  const row = await treeRow(tx, id, true);
  const [published] = await tx.query<{ published_at: Date }>(
    'INSERT INTO kyrielle_publication (tree_id, version, delivery, published_by) VALUES ($1, $2, $3, $4) RETURNING published_at',
    [id, row.version, delivery, user.name],
  );
  return { treeId: id, version: row.version, delivery, publishedAt: (published?.published_at ?? new Date()).toISOString(), publishedBy: user.name };
}
