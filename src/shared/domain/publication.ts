import type { PlanNode } from './plan';

/**
 * Publications (issues), their print workflow and the article enumerations the rules need (spec 2 §3
 * "Publication", "Enumerations"; §4 "Publication"). Articles in full belong to the articles area; what is
 * here is what the publication rules, the plans and the server model share.
 */

/** Spec 2 §3: IN_PROGRESS -> PUBLISHING -> PUBLISHED (§4). */
export const PUBLICATION_STATUSES = ['IN_PROGRESS', 'PUBLISHING', 'PUBLISHED'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** Spec 2 §3; the dialog's labels (§2.2): Classique, Hors-Série. */
export const EDITION_TYPES = ['STANDARD', 'SPECIAL_EDITION'] as const;
export type EditionType = (typeof EDITION_TYPES)[number];
export const EDITION_TYPE_LABELS = { STANDARD: 'Classique', SPECIAL_EDITION: 'Hors-Série' } as const satisfies Record<EditionType, string>;

/** Status of a placard or printer-PDF process (spec 2 §3). */
export const PROCESS_STATUSES = ['GEN_REQUEST_PACKAGE', 'PENDING', 'GEN_RESULT_PACKAGE', 'FINISHED', 'ERROR', 'CANCEL', 'OUT_OF_DATE'] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];
/** Spec 2 §4: a process shows "in progress" in these; generation starts at GEN_REQUEST_PACKAGE. */
export const PROCESS_IN_PROGRESS_STATUSES = ['GEN_REQUEST_PACKAGE', 'PENDING', 'GEN_RESULT_PACKAGE'] as const satisfies readonly ProcessStatus[];

/** Spec 2 §3: the `name` of POST /api/workflow/publication(s). */
export const PUBLICATION_WORKFLOW_ACTIONS = [
  'UNLOCK_PUBLICATION_PLACARD',
  'GENERATE_PUBLICATION_PLACARD',
  'GENERATE_PUBLICATION_PRINTER_PDF',
  'INVALIDATE_PUBLICATION_PRINTER_PDF',
  'BAP_ARTICLES_OF_PUBLICATION',
  'BAT_PUBLICATION',
  'CLOSE_PUBLICATION',
] as const;
export type PublicationWorkflowAction = (typeof PUBLICATION_WORKFLOW_ACTIONS)[number];

/** Spec 2 §3: the `name` of POST /api/workflow/article(s). */
export const ARTICLE_WORKFLOW_ACTIONS = ['BAP_ARTICLE', 'GENERATE_ARTICLE_PLACARD', 'UPDATE_ARTICLE', 'UNLOCK_ARTICLE_PLACARD'] as const;
export type ArticleWorkflowAction = (typeof ARTICLE_WORKFLOW_ACTIONS)[number];

/** A placard or printer-PDF process as the publication reports it (spec 2 §3 lastRequestPlacardProcess). */
export interface ProcessInfo {
  id: number;
  status: ProcessStatus;
  /** ISO date-time of the request. */
  creationDate: string;
  /** Who asked for it. */
  username: string | null;
}

/** Spec 2 §3 Publication. Dates without time are yyyy-MM-dd; others ISO date-times. */
export interface Publication {
  id: number;
  periodicalId: string;
  year: number;
  /** Built by publication-number.ts: "12", "11-12", "hors-serie", "hors-serie-2". */
  number: string;
  editionType: EditionType;
  startDate: string;
  endDate: string | null;
  closingDate: string | null;
  status: PublicationStatus;
  modificationDate: string;
  publicationOnlineDate: string | null;
  /** Closing scheduled for this date-time by `username` (the scheduled icon, §4). */
  scheduledDate: string | null;
  username: string | null;
  /** Set by BAT, cleared by invalidating the printer PDF (§4). */
  validationDate: string | null;
  /** Also seen as lastPrinterProcessStatus in the spec. */
  lastPrinterPdfProcessStatus: ProcessStatus | null;
  lastAvailablePlacardProcessStatus: ProcessStatus | null;
  lastRequestPlacardProcessStatus: ProcessStatus | null;
  lastRequestPlacardProcess: ProcessInfo | null;
  allArticlesReady: boolean;
  title: string | null;
  /** Cover text: GPL only. */
  text: string | null;
  /** Cover article and image: DEF and GPL only. */
  articleId: number | null;
  imageId: number | null;
  /** The chemin de fer; null from the server reads as an empty list (§3 Publication plan). */
  plan: PlanNode[];
}

/** POST /api/publication and PUT /api/publication/{id}: the new-publication dialog's payload (spec 2 §3 Create form). */
export interface PublicationInput {
  periodicalId: string;
  year: number;
  number: string;
  editionType: EditionType;
  startDate: string;
  endDate: string | null;
  title: string | null;
  articleId: number | null;
  imageId: number | null;
  text: string | null;
}

/**
 * A publication showing an image or an ad: on its cover or in its plan (spec 1 §3
 * lastPublicationsModified). Used by the image and ad areas.
 */
export interface PublicationRef {
  publicationId: number;
  /** The spec's identifier periodicalId_year_number: BJS_2024_12. */
  publicationName: string;
  title: string | null;
  /**
   * Spec 1 §3 gives a use as publicationId, publicationName and title: core reads the periodical and the status
   * from the publication search when the answer has none; null when it could not.
   */
  periodicalId: string | null;
  status: PublicationStatus | null;
}

// Periodicals with rules of their own (spec 2 §2.2, §4, §5, §9). Other periodicals follow the default rules.

/** Spec 2 §5: only DEF and GPL carry an article and an image on the cover. */
export const COVER_ARTICLE_AND_IMAGE_PERIODICALS = ['DEF', 'GPL'] as const;
/** Spec 2 §5: GPL also carries a text on the cover. */
export const COVER_TEXT_PERIODICALS = ['GPL'] as const;
/** Spec 2 §9: placard hidden for these; they have no placard, hence no printer PDF either. */
export const NO_PLACARD_PERIODICALS = ['GDA', 'AJU', 'RDA', 'DNU'] as const;
/**
 * Spec 2 §4: "only some periodicals allow closing (list not shown)". Decision: the periodicals printed
 * through the placard workflow, since closing follows BAT (issue 10: placard, printer PDF, BAT, close).
 */
export const CLOSABLE_PERIODICALS = ['BJS', 'DEF', 'GDP', 'GPL'] as const;

// Article enumerations (spec 2 §3), shared by the plan rules and the server model.

export const ARTICLE_STATUSES = ['IN_PROGRESS', 'READY', 'PUBLISHING', 'PUBLISHED'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
/** Filter-only values of the article list. */
export const ARTICLE_STATUS_FILTERS = [...ARTICLE_STATUSES, 'PLACARD_GENERATION', 'ONLINE', 'NOT_ONLINE'] as const;
export type ArticleStatusFilter = (typeof ARTICLE_STATUS_FILTERS)[number];

export const ARTICLE_NATURES = ['SIMPLE', 'COMPLEXE'] as const;
export type ArticleNature = (typeof ARTICLE_NATURES)[number];
export const DOCUMENT_KINDS = ['ARTICLE', 'BUNDLE'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The first five are SIMPLE, STUDY and FORMULATE are COMPLEXE. */
export const ARTICLE_TYPES = ['BRIEF', 'THREADED', 'INTERVIEW', 'COMMENTARY', 'FOCUS', 'STUDY', 'FORMULATE'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export const ARTICLE_TYPE_NATURES = {
  BRIEF: 'SIMPLE',
  THREADED: 'SIMPLE',
  INTERVIEW: 'SIMPLE',
  COMMENTARY: 'SIMPLE',
  FOCUS: 'SIMPLE',
  STUDY: 'COMPLEXE',
  FORMULATE: 'COMPLEXE',
} as const satisfies Record<ArticleType, ArticleNature>;

/** UNKNOWN exists but is never offered (spec 2 §2.8). */
export const BUNDLE_TYPES = ['ANALYSIS', 'PRACTICAL_CASE', 'CHRONICLE', 'FOLDER', 'PANORAMA', 'BOARD', 'UNKNOWN'] as const;
export type BundleType = (typeof BUNDLE_TYPES)[number];
export const BUNDLE_TYPE_LABELS = {
  ANALYSIS: 'Analyse et formule',
  PRACTICAL_CASE: 'Cas pratique',
  CHRONICLE: 'Chronique',
  FOLDER: 'Dossier',
  PANORAMA: 'Panorama',
  BOARD: 'Tableau de veille',
} as const satisfies Record<Exclude<BundleType, 'UNKNOWN'>, string>;

/** Where an article is attached. CDF kinds: a publication plan; BUNDLE kinds: a bundle. */
export const ATTACHMENTS = ['CDF', 'CDF_FIXE', 'CDF_BUNDLE', 'CDF_BUNDLE_FIXE', 'BUNDLE', 'BUNDLE_FIXE', 'NONE'] as const;
export type Attachment = (typeof ATTACHMENTS)[number];
/** The FIXE kinds cannot be moved or deleted. */
export const FIXED_ATTACHMENTS = ['CDF_FIXE', 'CDF_BUNDLE_FIXE', 'BUNDLE_FIXE'] as const satisfies readonly Attachment[];
export const ATTACHMENT_FILTERS = ['CDF', 'BUNDLE', 'NONE'] as const satisfies readonly Attachment[];

// Shapes of the REST answers and requests of publications (spec 2 §7 "Publications and plans", "Workflows"),
// as the reference server gives them.

/** A publication as the server answers it: the spec's fields, its name and the versions a save sends back. */
export interface PublicationDetail extends Publication {
  /** periodicalId_year_number (publication-number.ts publicationName); core builds it when the answer has none. */
  name: string;
  /** Core reads it from GET /api/periodical when the answer has none (neither is in spec 2 §3). */
  periodicalLabel: string;
  /** Sent back by PUT /api/publication/{id} (stale: 409); optional, a reference server extension absent from spec 2 §3. */
  version?: number;
  /** Sent back by the plan save (stale: 409); optional, a reference server extension absent from spec 2 §3. */
  planVersion?: number;
  // The optional fields below are extensions of the reference server, absent from spec 2 §3: a back-office
  // may leave them out, and the screens then show what they can.
  /** The plan's total character volume (articles and bundles placed). */
  charVolume?: number;
  creationDate?: string;
  creationUser?: string | null;
  modificationUser?: string | null;
  lastPrinterPdfProcess?: ProcessInfo | null;
  /** The placard that GET /api/publication/download/{id}/placard gives (FINISHED or since OUT_OF_DATE). */
  lastAvailablePlacardProcess?: ProcessInfo | null;
}

/** A row of the publication list (POST /api/publication/search): the detail without its plan. */
export type PublicationRow = Omit<PublicationDetail, 'plan'>;

export const PUBLICATION_SORT_ATTRIBUTES = ['ID', 'UPDATE', 'START_DATE'] as const;
export type PublicationSortAttribute = (typeof PUBLICATION_SORT_ATTRIBUTES)[number];

/** POST /api/publication/search (spec 2 §2.1 query values). Absent filters filter nothing. */
export interface PublicationSearchRequest {
  query?: string;
  page?: number;
  size?: number;
  sort?: { attr: PublicationSortAttribute; order: 'ASC' | 'DESC' };
  statusFilter?: PublicationStatus[];
  periodicalFilter?: string[];
  /** Same as periodicalFilter (both names are in the spec). */
  periodicalIdFilter?: string[];
  /** Publications showing one of these images (cover or plan). */
  imageFilter?: number[];
  /** Publications by id or by name (BJS_2024_12). */
  publicationFilter?: (number | string)[];
  /** true: only the publications an article may still be attached to (IN_PROGRESS). */
  attachedFilterBis?: boolean;
  editionTypeFilter?: EditionType[];
  yearFilter?: number[];
}

/** PUT /api/publication/{id}: the dialog's payload and the version read, if any. */
export interface PublicationUpdate extends PublicationInput {
  /** Absent when the answer read had none (a reference server extension, not in spec 2 §3): last write wins. */
  version?: number;
}

/** PUT /api/publication/{id}/organize and PUT /api/publication_plan/publication/{id}. */
export interface PlanSave {
  /** Absent when the answer read had none (a reference server extension, not in spec 2 §3): last write wins. */
  planVersion?: number;
  plan: PlanNode[];
}

/** POST /api/workflow/publication. */
export interface PublicationWorkflowRequest {
  name: PublicationWorkflowAction;
  id: number;
}

/** POST /api/workflow/publications: 200 when all succeeded, 202 when some did (spec 2 §8). */
export interface PublicationsWorkflowRequest {
  name: PublicationWorkflowAction;
  ids: number[];
}

/**
 * A refused workflow action: `message` is the key the client translates (spec 2 §8 "a message starting
 * WORKFLOW_"), `reason` the French sentence of the shared rule (publication-workflow.ts).
 */
export interface WorkflowRefusal {
  status: 400 | 403 | 404;
  message: string;
  reason: string;
}

/** The reference server's body of a bulk workflow answer (an extension: spec 2 §8 gives the status only). */
export interface BulkWorkflowResult {
  succeeded: number[];
  failed: (WorkflowRefusal & { id: number })[];
}

/**
 * What a bulk workflow action did, as core reads its answer (spec 2 §8): `rows` says it for each id (the
 * answer's body, or all of them on a 200 or 204); `partial` is a 202 without that body: some succeeded, which
 * ones is not said.
 */
export type BulkWorkflowOutcome = ({ kind: 'rows' } & BulkWorkflowResult) | { kind: 'partial' };

/** POST /api/search/autocomplete/publication (spec 2 §7): body page, size, query, periodicalIdFilter. */
export interface PublicationAutocompleteRequest {
  query: string;
  periodicalIdFilter?: string[];
  page?: number;
  size?: number;
}

/** One proposal of the publication autocomplete: "list of id and label" (spec 2 §7). */
export interface PublicationProposal {
  id: number;
  label: string;
}

/** The left table of the organise page (spec 2 §2.3): what may be placed in the plan. */
export const PLAN_CANDIDATE_KINDS = ['ARTICLE', 'BUNDLE', 'ADVERTISEMENT'] as const;
export type PlanCandidateKind = (typeof PLAN_CANDIDATE_KINDS)[number];

export interface PlanCandidateSearchRequest {
  kind: PlanCandidateKind;
  query?: string;
  page?: number;
  /** Spec 2 §9: 50 by default. */
  size?: number;
  /** true by default: articles and bundles attached to this publication; ads meant for its periodical. */
  attachedOnly?: boolean;
}

export interface PlanCandidate {
  id: number;
  kind: PlanCandidateKind;
  /** May contain markup (articles). */
  name: string;
  status: ArticleStatus | null;
  type: string | null;
  planNodeId: string | null;
  planNode: { id: string; name: string } | null;
  charVolume: number;
  /** Already in this publication's plan (an item is not placed twice). */
  inPlan: boolean;
  /** Placed in another publication's plan: it cannot be placed here. */
  otherPublication: string | null;
  modificationDate: string;
}

/** Not given by the spec; decision: a publication import file (.xml) of 5 MB at most, checked by the client and the server. */
export const PUBLICATION_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** POST /api/publication/import: one card line per publication of the file. */
export const IMPORT_STATUSES = ['IN_PROGRESS', 'DONE', 'ERROR'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export interface PublicationImportItem {
  name: string;
  status: ImportStatus;
  publicationId: number | null;
  messages: string[];
}

export interface PublicationImportResult {
  status: ImportStatus;
  items: PublicationImportItem[];
}
