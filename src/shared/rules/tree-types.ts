import type { TreeItemKind, TreeType } from '../domain/plan';

/**
 * What each tree of the product holds and how deep it goes (spec 2 §5 "Tree depth", §9 "Tree depths").
 * Depth counts levels: a node at the root is at depth 1, and items count as a level, so a publication plan
 * of depth 3 is rubrique > sous-rubrique > article, and its administration (depth 2) edits the two
 * rubrique levels only.
 */
export interface TreeRules {
  /** The deepest level a node may reach (root-level nodes are at depth 1). */
  maxDepth: number;
  /** Item kinds accepted besides containers; none for structure-only trees. */
  itemKinds: readonly TreeItemKind[];
  /** A container with children may be deleted (spec 2 §2.9, publication plan administration). */
  deleteNonEmptyContainers: boolean;
  /**
   * An article or bundle with a planNodeId goes only into the container of its rubrique (spec 2 §5). True
   * where the containers are the periodical's rubriques (publication plan); false in a bundle plan, whose
   * containers are the bundle's own sections: an article's rubrique does not bind it there.
   */
  itemsFollowPlanNode: boolean;
  /** Containers are neither moved, added nor deleted (kyrielle organise: the levels are administered elsewhere). */
  fixedContainers?: boolean;
  /** A container may hold items beside its sub-containers (a kyrielle level holds units and sub-levels). */
  itemsBesideContainers?: boolean;
  /** Containers holding what the tree does not show (a kyrielle level's units, in administration): never deleted. */
  keptContainers?: ReadonlySet<string>;
  /**
   * An item added from outside (a search result) into a container already holding the same document (`ref`)
   * replaces it instead of being refused (kyrielle organise, spec 2 §4 CdF tree "adds it, replacing the same
   * document"). A move onto such a container is still refused.
   */
  replaceSameRef?: boolean;
}

export const TREE_RULES = {
  /** §2.3, §5: organise page of a publication; articles, bundles and ads from the left table (§2.3). */
  PUBLICATION_PLAN: { maxDepth: 3, itemKinds: ['ARTICLE', 'BUNDLE', 'ADVERTISEMENT', 'ILLUSTRATION'], deleteNonEmptyContainers: false, itemsFollowPlanNode: true },
  /** §2.7, §5 "bundle plan 5": a bundle's articles. */
  BUNDLE_PLAN: { maxDepth: 5, itemKinds: ['ARTICLE'], deleteNonEmptyContainers: false, itemsFollowPlanNode: false },
  /** §2.9, §5 "admin periodical plans 5": the periodical's rubriques. */
  PERIODICAL_PLAN: { maxDepth: 5, itemKinds: [], deleteNonEmptyContainers: false, itemsFollowPlanNode: true },
  /** §2.9, §5 "admin bundle plans 5": a bundle plan template's structure. */
  BUNDLE_PLAN_TEMPLATE: { maxDepth: 5, itemKinds: [], deleteNonEmptyContainers: false, itemsFollowPlanNode: true },
  /** §2.9: "Maximum depth 2 ... container nodes may be added, any container may be deleted". */
  PUBLICATION_PLAN_ADMIN: { maxDepth: 2, itemKinds: [], deleteNonEmptyContainers: true, itemsFollowPlanNode: true },
  /** §2.10, §5 "CdF administration 8": the levels of a kyrielle tree (its units are lists on the nodes). */
  KYRIELLE: { maxDepth: 8, itemKinds: [], deleteNonEmptyContainers: false, itemsFollowPlanNode: true },
} as const satisfies Record<TreeType, TreeRules>;
