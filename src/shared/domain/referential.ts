/**
 * The referentials of the referential page (spec 2 §2.9, §7 Admin; issue 12): small tables the publisher
 * administers by file, imported whole (previewed first) and exported in json, xml or xlsx (regex: its own
 * text file).
 */

export const REFERENTIAL_TYPES = ['pdc', 'emetteurs', 'tailles-pubs', 'regex', 'types-texte', 'article-tags', 'push-online'] as const;
export type ReferentialType = (typeof REFERENTIAL_TYPES)[number];
/** Every table imported and exported by file: the referential page's, and the layout tool's Ouvrages (issue 13). */
export type ReferentialFileType = ReferentialType | 'ouvrages';

/** Their French names, as the server's messages and the downloads panel say them (the page uses its catalogue). */
export const REFERENTIAL_LABELS: Readonly<Record<ReferentialType, string>> = {
  pdc: 'Plan de classement',
  emetteurs: 'Émetteurs',
  'tailles-pubs': 'Tailles de publicité',
  regex: 'Motifs de liens de référence',
  'types-texte': 'Types de texte',
  'article-tags': 'Étiquettes d’article',
  'push-online': 'Cibles de mise en ligne',
};

/** The columns of each referential's files, in order (the rules of src/shared/referential-file are checked against them). */
export const REFERENTIAL_COLUMN_NAMES: Readonly<Record<ReferentialType, readonly string[]>> = {
  pdc: ['code', 'libelle', 'parent'],
  emetteurs: ['code', 'libelle'],
  'tailles-pubs': ['code', 'libelle', 'largeur_mm', 'hauteur_mm'],
  regex: ['libelle', 'motif'],
  'types-texte': ['code', 'libelle'],
  'article-tags': ['libelle'],
  'push-online': ['code', 'libelle', 'url'],
};

export const REFERENTIAL_FORMATS = ['json', 'xml', 'xlsx', 'txt'] as const;
export type ReferentialFormat = (typeof REFERENTIAL_FORMATS)[number];

/** The formats of a type, export and import alike: regex is its patterns file, the layout tool's Ouvrages an xlsx, the others tables. */
export function referentialFormats(type: ReferentialFileType): readonly ReferentialFormat[] {
  if (type === 'ouvrages') return ['xlsx'];
  return type === 'regex' ? ['txt'] : ['xlsx', 'json', 'xml'];
}

/** A referential's path on the back-office (spec 2 §7 Admin): its import (POST) and its export (GET). */
export function referentialPath(type: ReferentialType): string {
  return `/api/admin/referential/${type}`;
}

/** An import file: 2 MB is thousands of rows of any of these tables. */
export const REFERENTIAL_IMPORT_MAX_BYTES = 2_000_000;
/** Rows per file, whatever the format (parsing is bounded, spec's "no zip bomb"); `referential-import-10000` measures the largest. */
export const REFERENTIAL_MAX_ROWS = 10_000;
/** Faults listed in a refusal; the count of the others follows. */
export const REFERENTIAL_MAX_FAULTS = 10;

/** A row: values by column name (text, number, or null for an empty optional cell). */
export type ReferentialValue = string | number | null;
export type ReferentialRow = Readonly<Record<string, ReferentialValue>>;

export interface ReferentialColumn {
  /** The column's name in every format: xlsx header, json property, xml element. */
  name: string;
  kind: 'text' | 'number' | 'url';
  required: boolean;
}

export interface ReferentialChange {
  key: string;
  before: ReferentialRow;
  after: ReferentialRow;
  /** Columns whose value differs. */
  fields: string[];
}

/** What an import would do (preview) or did (applied) to the referential. */
export interface ReferentialDiff {
  added: ReferentialRow[];
  changed: ReferentialChange[];
  removed: ReferentialRow[];
  unchanged: number;
}

export interface ReferentialImportResult extends ReferentialDiff {
  type: ReferentialFileType;
  fileName: string;
  format: ReferentialFormat;
  /** The columns, in order, to show the rows. */
  columns: ReferentialColumn[];
  /** The key column. */
  key: string;
  /** false: a preview (nothing written); true: written, whole, in one transaction. */
  applied: boolean;
  /**
   * The state previewed against, 32 hexadecimal digits: an import confirmed after someone else changed the
   * referential is refused (409). The server's own fingerprint when it previewed (sent back as `?baseline=`,
   * an extension), else core's of the referential it read.
   */
  baseline: string;
}

/**
 * Who computed a preview: the back-office, by its dry run (the extension 'referential-dry-run'), or core
 * ('client'), from the file and the referential the back-office exports (spec 2 §7 GET), when it has none.
 */
export const REFERENTIAL_PREVIEWERS = ['server', 'client'] as const;
export type ReferentialPreviewer = (typeof REFERENTIAL_PREVIEWERS)[number];

/** What an import would do, and who says so. */
export interface ReferentialPreview extends ReferentialImportResult {
  previewedBy: ReferentialPreviewer;
}

/** What confirming a preview hands back: who computed it, against which state. */
export type ReferentialBaseline = Pick<ReferentialPreview, 'previewedBy' | 'baseline'>;
