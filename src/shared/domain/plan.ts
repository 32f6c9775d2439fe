/**
 * Plans (chemins de fer) and the generic tree every tree editor of the product works on (spec 2 §3 "Plan
 * node", "Publication plan", "CdF tree"; §5 tree depths and drop rules). The bundle plan template is in bundle.ts.
 */

/** Spec 2 §3 Plan node type. */
export const PLAN_NODE_TYPES = ['ARTICLE', 'ILLUSTRATION', 'ADVERTISEMENT', 'CONTAINER'] as const;
export type PlanNodeType = (typeof PLAN_NODE_TYPES)[number];

/**
 * A plan node as the API carries it (spec 2 §3). `id`: a container's own id; for an item, the id of the
 * article, bundle, ad or illustration, in decimal. `planNodeId`: the periodical plan node (rubrique) an
 * article or bundle belongs to, or that a container stands for. `name` may hold renvoi markup (renvoi.ts).
 */
export interface PlanNode {
  id: string;
  name: string;
  type: PlanNodeType;
  sub: PlanNode[];
  planNodeId?: string | null;
  /** An ARTICLE node that is a bundle. */
  meta?: { isBundle?: boolean };
}

/**
 * Kinds of the generic tree: containers (rubriques, levels) hold the others; ARTICLE, BUNDLE,
 * ADVERTISEMENT and ILLUSTRATION are items (leaves). A BUNDLE is the plan's ARTICLE with meta.isBundle.
 */
export const TREE_NODE_KINDS = ['CONTAINER', 'ARTICLE', 'BUNDLE', 'ADVERTISEMENT', 'ILLUSTRATION'] as const;
export type TreeNodeKind = (typeof TREE_NODE_KINDS)[number];
export type TreeItemKind = Exclude<TreeNodeKind, 'CONTAINER'>;

/**
 * A node of the generic tree (what react-arborist wraps). `id` is unique in the tree: a container's id,
 * or for an item `{article|ad|illustration}-{entity id}` (plan-tree.ts), so an item is never there twice.
 * Containers have `children` (maybe empty); items have none.
 */
export interface TreeNode {
  id: string;
  kind: TreeNodeKind;
  name: string;
  planNodeId?: string | null;
  /**
   * A kyrielle placed unit (spec 2 §3 "Placed document unit"): an ARTICLE leaf whose `ref` is the document
   * id, placed once per level but maybe in several; `id` is then the placement's own id.
   */
  ref?: string;
  children?: readonly TreeNode[];
}
/** The root's children. */
export type Tree = readonly TreeNode[];

/**
 * Every tree of the product (spec 2 §2.3, §2.7, §2.9, §2.10, §5): the publication plan (organise), the
 * bundle plan (bundle organise), the periodical plan and bundle plan templates (admin), the publication
 * plan administration, and the kyrielle (CdF) structure.
 */
export const TREE_TYPES = ['PUBLICATION_PLAN', 'BUNDLE_PLAN', 'PERIODICAL_PLAN', 'BUNDLE_PLAN_TEMPLATE', 'PUBLICATION_PLAN_ADMIN', 'KYRIELLE'] as const;
export type TreeType = (typeof TREE_TYPES)[number];

/** A cross-reference in a node name (spec 2 §3): a markup element with type url, refid and text. */
export interface Renvoi {
  type: 'url';
  refid: string;
  text: string;
}

/** Spec 2 §3 Publication plan: GET/PUT /api/publication_plan/publication/{id}. */
export interface PublicationPlan {
  id: number;
  periodicalId: string;
  year: number;
  number: string;
  /** null from the server is replaced by an empty list. */
  plan: PlanNode[];
}

/** Spec 2 §3 "Plan search payload" (POST /api/publication_plan/search): rubriques by name, periodicals kept or left out. */
export interface RubriqueSearch {
  page: number;
  size: number;
  query: string;
  includePeriodical: string[];
  excludePeriodical: string[];
}

/** A rubrique found (spec 2 §3: "result[] with id, name, parentName, periodicalId"). */
export interface RubriqueHit {
  id: string;
  name: string;
  parentName: string | null;
  periodicalId: string;
}
