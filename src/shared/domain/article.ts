import type { PlanNode } from './plan';
import type {
  ArticleNature,
  ArticleStatus,
  ArticleStatusFilter,
  ArticleType,
  ArticleWorkflowAction,
  Attachment,
  BundleType,
  DocumentKind,
  ImportStatus,
  ProcessStatus,
} from './publication';

/**
 * Articles and bundles (spec 2 §3 "Article or bundle", §2.4 list, §2.8 dialog, §4 Article, Import dialog,
 * Push online; §7 Articles). The enumerations live in publication.ts, which the plans share; these are the
 * REST shapes of /api/article, in and out.
 */

/** An author as an article cites it (spec 2 §3: id, first_name, last_name, particle). */
export interface ArticleAuthor {
  id: number;
  first_name: string | null;
  last_name: string;
  particle: string | null;
}

/** Spec 2 §9: up to 3 authors shown inline, then an ellipsis. */
export const ARTICLE_INLINE_AUTHORS = 3;

/** Spec 2 §3 Article or bundle, as GET /api/article/{id} answers it. */
export interface Article {
  id: number;
  /** May contain markup (rich text: <i>, <sup>...). */
  title: string;
  /** An article type for an ARTICLE, a bundle type for a BUNDLE. */
  type: ArticleType | BundleType;
  nature: ArticleNature;
  isBundle: boolean;
  /** The bundle the article was created in (the dialog's bundle); null for a bundle. */
  bundleId: number | null;
  periodicalId: string;
  publicationId: number | null;
  /** The publication's name periodicalId_year_number. */
  publication: string | null;
  planNodeId: string | null;
  planNode: { id: string; name: string } | null;
  /** Every author, in order (the list's row has the first three). */
  authors: ArticleAuthor[];
  status: ArticleStatus;
  isValid: boolean;
  isFrontCover: boolean;
  isImportant: boolean;
  attached: Attachment;
  creationDate: string;
  creationUser: string | null;
  modificationDate: string;
  modificationUser: string | null;
  publicationOnlineDate: string | null;
  /** A push online scheduled for this date-time by this user (spec 2 §4 "scheduled"). */
  nextPublicationOnlineDate: string | null;
  nextPublicationOnlineUsername: string | null;
  lastRequestPlacardProcessStatus: ProcessStatus | null;
  lastAvailablePlacardProcessStatus: ProcessStatus | null;
  numberOfPages: number | null;
  charVolume: number;
  charDaVolume: number;
  /** A bundle's plan; [] for an article. */
  plan: PlanNode[];
  /** Page counts (the dialog's tags). Optional: a reference server extension, absent from spec 2 §3's article. */
  tags?: string[];
  /** Optional: a reference server extension, absent from spec 2 §3's article. */
  bundlePlanVersionId?: number | null;
  /** The XML body's version (each save a version). Optional: a reference server extension, absent from spec 2 §3. */
  version?: number;
}

/**
 * A row of the article list (POST /api/article/search): no plan, its authors and how many in all. The reference
 * server gives the first 3 and `authorCount`; spec 2 §3 has no count: core then counts the authors answered.
 */
export interface ArticleRow extends Omit<Article, 'plan' | 'authors'> {
  authors: ArticleAuthor[];
  authorCount: number;
}

/** Spec 2 §9: 10, 20, 30, 50, 100; default sort UPDATE descending; id and name ASC first. */
export const ARTICLE_PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export const ARTICLE_SORT_ATTRIBUTES = ['ID', 'NAME', 'UPDATE'] as const;
export type ArticleSortAttribute = (typeof ARTICLE_SORT_ATTRIBUTES)[number];

/** Spec 2 §9 "Collection filters ILLUSTRATION, ADVERTISEMENT": articles showing an image of that collection. */
export const ARTICLE_COLLECTION_FILTERS = ['ILLUSTRATION', 'ADVERTISEMENT'] as const;
export type ArticleCollectionFilter = (typeof ARTICLE_COLLECTION_FILTERS)[number];

/**
 * Spec 2 §3 "Attachment filter values: CDF, BUNDLE, NONE" and §9 "fixed attachment filter CDF_FIXE".
 * CDF: placed in a publication plan (CDF, CDF_FIXE); BUNDLE: placed in a bundle (the four BUNDLE kinds);
 * CDF_FIXE: the fixed kinds only.
 */
export const ARTICLE_ATTACHMENT_FILTERS = ['CDF', 'BUNDLE', 'NONE', 'CDF_FIXE'] as const;
export type ArticleAttachmentFilter = (typeof ARTICLE_ATTACHMENT_FILTERS)[number];

/**
 * POST /api/article/search (spec 2 §2.1, §2.4): the article list's URL filters and the per-context
 * searches (organise pages, autocompletes). Absent filters filter nothing; values of one filter are
 * alternatives, filters combine. Statuses: the four states, PLACARD_GENERATION (a placard being made),
 * ONLINE and NOT_ONLINE (pushed online or not).
 */
export interface ArticleSearchRequest {
  query?: string;
  page?: number;
  size?: number;
  sort?: { attr: ArticleSortAttribute; order: 'ASC' | 'DESC' } | null;
  statusFilter?: ArticleStatusFilter[];
  periodicalFilter?: string[];
  /** Same as periodicalFilter (both names are in the spec). */
  periodicalIdFilter?: string[];
  /** Publications by id ("12") or name (BJS_2024_12): the publication chosen for the article. */
  publicationFilter?: string[];
  /** Articles of these bundles (chosen in the dialog or placed in their plan). */
  bundleFilter?: number[];
  /** Articles citing one of these authors. */
  authorFilter?: number[];
  collectionFilter?: ArticleCollectionFilter[];
  /** Articles showing one of these images. */
  imageFilter?: number[];
  attachedFilter?: ArticleAttachmentFilter[];
  kindFilter?: DocumentKind[];
  typeFilter?: (ArticleType | BundleType)[];
  /** Rubriques (periodical plan nodes). */
  planNodeFilter?: string[];
  /** yyyy-MM-dd bounds of the modification date. */
  modificationDateFilter?: { start?: string | null; end?: string | null } | null;
  /** Only what is attached somewhere (spec 2 §9: true by default on the list; the organise searches). */
  attachedOnly?: boolean;
  /** The URL's table/grid view marker (spec 2 §2.1): carried, it filters nothing. */
  grid?: boolean;
}

/** POST /api/article: the dialog's payload for an article (spec 2 §3 Article dialog form, §5). */
export interface ArticleInput {
  periodicalId: string;
  /** Required unless type is BRIEF (§5); rich text. */
  title: string;
  type: ArticleType;
  planNodeId: string | null;
  publicationId: number | null;
  bundleId: number | null;
  tags: string[];
}

/** PUT /api/article/{id}/move and /copy: where to (spec 2 §2.8 modes MOVE, COPY), and the article's type and title. */
export interface ArticleDestination {
  periodicalId: string;
  publicationId: number | null;
  bundleId: number | null;
  planNodeId: string | null;
  /** The title (rich text) the item keeps or the copy takes; absent: the original's. BRIEF has none. */
  title?: string;
  /** An article's type, any of them (§2.8 "copy and move modes see all types"); absent: unchanged. A bundle keeps its plan's. */
  type?: ArticleType;
}

/** POST /api/article/move (spec 2 §7: ids, periodicalId, publicationId): MOVE_MULTIPLE. */
export interface ArticlesMove {
  ids: number[];
  periodicalId: string;
  publicationId: number | null;
}

/** POST /api/article/delete answers 409 with this body when some cannot go (spec 2 §8). */
export interface ArticleDeleteConflict {
  message: string;
  /** "12 — Titre" of each conflicting item. */
  names: string[];
}

/** POST /api/article/publish-online (spec 2 §7: articleIds, delay). */
export interface PushOnlineRequest {
  articleIds: number[];
  /** Paris date-time yyyy-MM-ddTHH:mm (seconds optional) to come; null pushes now. */
  delay: string | null;
}

/** The reference server's answer of publish-online: the push created (the admin push-online list shows it). */
export interface OnlinePush {
  id: number;
  name: string | null;
  title: string;
  /** ISO date-time of the execution. */
  executionDate: string;
  username: string;
  articleIds: number[];
  /** Pushed already (a push now runs before the answer). */
  done: boolean;
}

/**
 * What core says of a push asked (articles.pushOnline): whether it is done and when it runs, the answer's when
 * it says so (the reference server's OnlinePush, whose other fields come along), else the request's (spec 2 §7
 * does not show the answer): a push now accepted is done, a push later runs at its delay.
 */
export type PushOnlineOutcome = Pick<OnlinePush, 'done' | 'executionDate'> & Partial<Omit<OnlinePush, 'done' | 'executionDate'>>;

/** Spec 2 §3 "Import mode includes MODIFICATION": CREATION when the file names no existing article. */
export const ARTICLE_IMPORT_MODES = ['CREATION', 'MODIFICATION'] as const;
export type ArticleImportMode = (typeof ARTICLE_IMPORT_MODES)[number];

/** POST /api/article/ask-import answer (spec 2 §7): what importing the file would do. */
export interface ArticleImportCheck {
  mode: ArticleImportMode;
  metadata: { id: number | null; title: string };
  periodical: { id: string; label: string };
  publication: { id: number; label: string } | null;
}

/** The dialog's states (spec 2 §4 Import dialog), as core answers ask-import: a refusal carries the server's reason. */
export type ArticleImportVerdict = ({ importable: true } & ArticleImportCheck) | { importable: false; reason: string };

/** POST /api/article/import: the result card, one item per article of the file. */
export interface ArticleImportItem {
  name: string;
  status: ImportStatus;
  articleId: number | null;
  messages: string[];
}
export interface ArticleImportResult {
  status: ImportStatus;
  items: ArticleImportItem[];
}

/** Not given by the spec; decision: an article file (.xml) of 5 MB at most, checked by core and the server. */
export const ARTICLE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** POST /api/workflow/article. */
export interface ArticleWorkflowRequest {
  name: ArticleWorkflowAction;
  id: number;
}

/** GET /api/articleBase/{articleId}: what a publication's cover shows of its article (spec 2 §7). */
export interface ArticleBase {
  id: number;
  title: string;
  type: ArticleType | BundleType;
  isBundle: boolean;
  periodicalId: string;
  status: ArticleStatus;
  authors: ArticleAuthor[];
}
