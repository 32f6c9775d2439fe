/**
 * The layout tool (kyrielle, CdF: spec 2 §2.10, §3 "CdF tree", "Document unit", "Search request (CdF)",
 * §9): four trees of levels, each level holding document units drawn from four sources.
 */

export const KYRIELLE_TREE_TYPES = ['ACTES_CLAUSES', 'ETUDES_SOCIETES', 'ETUDES_BOURSE', 'FORMULES_SOCIALES'] as const;
export type KyrielleTreeType = (typeof KYRIELLE_TREE_TYPES)[number];

/** Spec 2 §3 Enumerations "Document sources", with the radio's French labels (§2.10). */
export const DOCUMENT_SOURCES = ['LEXPRESS', 'GDA', 'OUVRAGE', 'OXYGEN'] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];
export const DOCUMENT_SOURCE_LABELS = { LEXPRESS: 'Lex-press', GDA: 'GDA', OUVRAGE: 'Ouvrage', OXYGEN: 'Oxygen' } as const satisfies Record<DocumentSource, string>;

export const DOCUMENT_STATUSES = ['ATTACHED', 'NOT_ATTACHED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS = { ATTACHED: 'Rattaché', NOT_ATTACHED: 'Non rattaché' } as const satisfies Record<DocumentStatus, string>;

export const DOCUMENT_NATURES = ['ACTE', 'CLAUSE', 'LOT', 'MODELE'] as const;
export type DocumentNature = (typeof DOCUMENT_NATURES)[number];
export const OXYGEN_TYPES = ['ETUDE', 'FORMULE'] as const;
export type OxygenType = (typeof OXYGEN_TYPES)[number];
export const OXYGEN_CATEGORIES = ['SOCIETE', 'BOURSE', 'AUTRE', 'TRAVAIL'] as const;
export type OxygenCategory = (typeof OXYGEN_CATEGORIES)[number];

/** Spec 2 §9: layout tool search size 50, options 50, 40, 30, 20, 10. */
export const KYRIELLE_PAGE_SIZES = [50, 40, 30, 20, 10] as const;
export const KYRIELLE_PAGE_SIZE = 50;
/** Spec 2 §5, §9: the publication date filter's bounds. */
export const KYRIELLE_DATE_MIN = '2000-01-01';
export const KYRIELLE_DATE_MAX = '2030-01-01';
/** Spec 2 §5: "CdF administration 8"; element names 256 characters at most. */
export const KYRIELLE_MAX_DEPTH = 8;
export const KYRIELLE_NAME_MAX = 256;
/** Spec 2 §5, §9: free text, thematic, act type and plan-node searches debounced 500 ms. */
export const KYRIELLE_DEBOUNCE_MS = 500;
/** Thematic and act-type suggestions answered at most. */
export const KYRIELLE_SUGGESTIONS = 20;

/** Spec 2 §3 "Placed document unit". `pointerId`: the server's id of this placement, once saved. */
export interface PlacedUnit {
  documentId: string;
  title: string;
  nodeId: string;
  type: DocumentSource;
  alert: boolean;
  pointerId?: number | null;
}

/** Spec 2 §3 "Tree node". */
export interface KyrielleNode {
  id: string;
  name: string;
  documentUnits: PlacedUnit[];
  sub: KyrielleNode[];
}

export interface KyrielleTreeSummary {
  id: number;
  type: KyrielleTreeType;
  /** An extension of the reference server: spec 2 §7 lists trees by id and type, and a tree without one is titled from its type. */
  name?: string;
}

/** Spec 2 §3 "CdF tree", with the version a save starts from when the server gives one (a stale one is a 409). */
export interface KyrielleTree extends KyrielleTreeSummary {
  /** Optional: a reference server extension absent from spec 2 §3. */
  version?: number;
  nodes: KyrielleNode[];
  modifiedAt: string;
  modifiedBy: string | null;
  publishedAt: string | null;
}

/** What a save sends: the tree as edited and the version it was loaded at, if it had one. */
export interface KyrielleTreeSave {
  /** Absent when the tree read had none (a reference server extension, not in spec 2 §3): last write wins. */
  version?: number;
  nodes: KyrielleNode[];
}

/** Spec 2 §3 "Document unit (search result)": `title` is HTML, sanitised before display. */
export interface DocumentUnit {
  id: string;
  title: string;
  countInTree: number;
  type: DocumentSource;
}

/** Spec 2 §3 "Search request (CdF)"; `type` is the source, without which nothing is searched. */
export interface KyrielleSearchRequest {
  treeId: number;
  type: DocumentSource;
  searchText?: string;
  status?: DocumentStatus[];
  nature?: DocumentNature[];
  oxygenCategory?: OxygenCategory[];
  oxygenType?: OxygenType | null;
  ean?: string;
  periodicalFilter?: string[];
  planNodeFilter?: string[];
  publicationDateFilter?: { start?: string | null; end?: string | null } | null;
  thematic?: string;
  typeActe?: string;
  publicationIdFilter?: number[];
}

/** Spec 2 §3 "Paged result". */
export interface PagedResult<T> {
  content: T[];
  size: number;
  number: number;
  totalElements: number;
  totalPages: number;
}

/** A publish (GET /api/kyrielle/tree/{id}/publish): the tree alone ("Cdf") or with its deliverables ("Livrable"). */
export interface KyriellePublication {
  treeId: number;
  version: number;
  delivery: boolean;
  publishedAt: string;
  publishedBy: string;
}

/**
 * The source products the tool's top bar links to (spec 2 §2.10 "links to Lex-Press and Oxygen"), opened in
 * the system browser; core's external-link check allows their sites. The spec gives no address: these are the
 * products' public sites, to be confirmed by the publisher.
 */
export const KYRIELLE_EXTERNAL_LINKS = {
  lexpress: 'https://www.lex-press.fr/',
  oxygen: 'https://oxygen.lexbase.fr/',
} as const;

/**
 * Where a placed unit is previewed in its source product (spec 2 §2.10 "a link to the unit's preview in the
 * source product"): Oxygen's units on Oxygen, the others on Lex-Press, which publishes the decisions, the GDA
 * and the Ouvrages. The paths are assumptions to be confirmed with the publisher, like the sites above.
 */
const PREVIEW_PATHS: Record<DocumentSource, string> = {
  LEXPRESS: `${KYRIELLE_EXTERNAL_LINKS.lexpress}document/`,
  GDA: `${KYRIELLE_EXTERNAL_LINKS.lexpress}gda/`,
  OUVRAGE: `${KYRIELLE_EXTERNAL_LINKS.lexpress}ouvrage/`,
  OXYGEN: `${KYRIELLE_EXTERNAL_LINKS.oxygen}document/`,
};

/** The preview address of a unit: its id, encoded as one path segment, under its source's site. */
export function unitPreviewUrl(source: DocumentSource, documentId: string): string {
  return `${PREVIEW_PATHS[source]}${encodeURIComponent(documentId)}`;
}
