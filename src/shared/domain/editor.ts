import type { ArticleNature, ArticleType, BundleType, DocumentKind } from './publication';

/**
 * The structured XML editor of articles and bundles (spec 2 §2.6, §7 Editor, §9; issue 11 "Editor"): a
 * session bound to the user and one document, the document's XML and version, and the lock that the
 * first editor holds while core sends its heartbeat.
 */

/** Spec 2 §7: the editor's base path. */
export const EDITOR_BASE_PATH = '/api/fonto/';
/** Spec 2 §9 "Editor heartbeat 15" (seconds): core extends the lock this often while a document is open. */
export const EDITOR_HEARTBEAT_SECONDS = 15;
/** Issue 11: a lock lapses 45 s after its last heartbeat (three missed beats). */
export const EDITOR_LOCK_LAPSE_SECONDS = 45;
/** Spec 2 §7, §9: the editor reads the document again this often while it has no unsaved change. */
export const EDITOR_REFETCH_MS = 10_000;
/** Decision: an article's XML is 5 MB at most (as an imported file), checked by the bridge and the server. */
export const EDITOR_XML_MAX_BYTES = 5 * 1024 * 1024;

/** Who holds a document's lock, and until when it holds without a heartbeat. */
export interface EditorLock {
  username: string;
  /** The holder's display name. */
  name: string;
  /** ISO date-times. */
  acquiredAt: string;
  heartbeatAt: string;
  expiresAt: string;
}

/**
 * The lock as one session sees it. `editable`: this session holds the lock and may save. Otherwise
 * `reason` says why in French (held by someone else or the user's other window, the state or the role forbids),
 * and `canTakeOver` whether editor.takeOver would give it the lock. Free (available, no holder, nothing to say:
 * isLockFree), the document is shown editable and the first change takes the lock (Fonto's optimistic locking).
 */
export interface EditorLockState {
  editable: boolean;
  lock: EditorLock | null;
  canTakeOver: boolean;
  reason: string | null;
}

/** Free to this session: nobody holds the lock and nothing forbids it; editor.lock takes it at the first change (issue 33). */
export const isLockFree = (state: EditorLockState): boolean => !state.editable && state.canTakeOver && state.lock === null && state.reason === null;

/** POST /api/fonto/session answer (spec 2 §2.6: what the editor is given). */
export interface EditorSession {
  /** The session token: every later call of this editor names it; bound to the user and the document. */
  token: string;
  basePath: string;
  documentId: number;
  /** Spec 2 §9: 15 (seconds). */
  heartbeatSeconds: number;
  /** Spec 2 §2.6: role Tl, or kl for the document's periodical; computed by the server. */
  expertMode: boolean;
  kind: DocumentKind;
  isBundle: boolean;
  nature: ArticleNature;
  type: ArticleType | BundleType;
  periodicalId: string;
  title: string;
  user: { username: string; name: string };
  /** The lock as this new session found it: the first editor gets it. */
  lockState: EditorLockState;
}

/**
 * A document as the editor reads it (GET /api/fonto/document, Fonto's contract): its XML, the revision read
 * (null when the back-office gives none), who saved it when (only when the back-office's metadata says it), and the lock.
 */
export interface EditorDocument {
  id: number;
  xml: string;
  /** Sent back by a save: a stale one is refused (412) and the page is told who saved when, when known. */
  revisionId: string | null;
  modificationDate: string | null;
  modificationUser: string | null;
  lockState: EditorLockState;
}

/** POST /api/fonto/document/state, as the page is told: the revision the back-office holds and the lock. */
export interface EditorState {
  revisionId: string | null;
  lockState: EditorLockState;
}

/**
 * What made a kept version (issue 27): the text held before the first kept change, a save in the editor,
 * an XML import (the import dialog, or a .xml put in the editor), the watched folder, a Word import put in
 * the editor, a restore; UNKNOWN for the versions kept before the history said what made them.
 */
export const VERSION_ORIGINS = ['INITIAL', 'EDITOR', 'XML_IMPORT', 'WATCHED_FOLDER', 'WORD_IMPORT', 'RESTORE', 'UNKNOWN'] as const;
export type VersionOrigin = (typeof VERSION_ORIGINS)[number];
/** What an editor's save may say made it (the import dialog and restores say it themselves). */
export const SAVE_ORIGINS = ['EDITOR', 'XML_IMPORT', 'WORD_IMPORT'] as const satisfies readonly VersionOrigin[];
export type SaveOrigin = (typeof SAVE_ORIGINS)[number];

/** PUT /api/fonto/document: the XML and the revision it was read from. */
export interface EditorSave {
  xml: string;
  revisionId: string | null;
  /** Absent: EDITOR. Sent beside the contract's fields: a back-office that does not know it ignores it. */
  origin?: SaveOrigin;
}

/**
 * A revision of a document's history (GET /api/fonto/document/history): its id, author and date as the
 * contract gives them; what made it, the revision a restore brought back and its size only when the back-office's
 * metadata says them (null otherwise).
 */
export interface EditorVersion {
  revisionId: string;
  creationDate: string;
  creationUser: string | null;
  origin: VersionOrigin | null;
  restoredFrom: string | null;
  bytes: number | null;
}

/** A document's history, newest first (the contract gives it whole). */
export interface EditorHistory {
  documentId: number;
  /** The newest revision: what a restore sends back as the revision read; null for an empty history. */
  current: string | null;
  versions: EditorVersion[];
  /** Older revisions remain: asked with the last one's id (a back-office offering history-pages; else the history comes whole). */
  hasMore: boolean;
}

/** A history page holds this many revisions at most, where the back-office pages it (the extension history-pages). */
export const HISTORY_PAGE_SIZE = 25;

/** GET /api/fonto/document/revision: one revision's XML and its size in bytes. */
export interface EditorVersionText {
  revisionId: string;
  xml: string;
  bytes: number;
}

/**
 * The article XML's elements and attributes (src/shared/editor/article-schema.ts), what the editor's completion
 * offers (shaped for @codemirror/lang-xml's ElementSpec and AttrSpec).
 */
export interface XmlAttributeSpec {
  name: string;
  required: boolean;
  /** The values offered; absent: free text. */
  values?: string[];
  description: string;
}
export interface XmlElementSpec {
  name: string;
  /** May be the document's root. */
  top: boolean;
  /** Element children allowed, in the usual order. */
  children: string[];
  /** Text allowed directly inside (mixed content). */
  text: boolean;
  attributes: XmlAttributeSpec[];
  description: string;
  /** Offered only in expert mode (spec 2 §2.6). */
  expert: boolean;
}
export interface ArticleXmlSchema {
  /** Root element of an article and of a bundle. */
  roots: { ARTICLE: string; BUNDLE: string };
  elements: XmlElementSpec[];
}

/**
 * A file imported into the editor (spec 2 §2.6, §5 "Article editor import accepts .xml and .docx"), as core
 * read and checked it: an XML document replaces the text; a Word document's blocks replace the body.
 */
/** A Word document may carry images (left out by the import), hence a larger bound than an XML one's. */
export const EDITOR_WORD_MAX_BYTES = 20_000_000;

export type EditorImport =
  | { name: string; format: 'XML'; xml: string }
  | { name: string; format: 'WORD'; blocks: string; droppedImages: number };
