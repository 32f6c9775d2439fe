import type { EditorLock, VersionOrigin } from './editor';

/**
 * The wire shapes of Fonto's Standard CMS connector (issue 33; /work/shared/fonto-cms-contract.md), relative to
 * the editor's base path /api/fonto/: what the reference server answers and what core reads. `metadata` and
 * `documentContext` are the back-office's own (opaque to the contract); the reference server's `metadata` is
 * declared below, and the client reads it only when present.
 */

/** Sent on every call: the edit session's token (never an authentication) and the document it is about. */
export interface FontoContext {
  editSessionToken: string;
  documentId?: string;
}

/** The contract's lock: acquired by this edit session, or available to it; `reason` in French. */
export interface FontoLock {
  isLockAcquired: boolean;
  isLockAvailable: boolean;
  reason?: string;
}

export type FontoOpaque = Record<string, unknown>;

/** GET /document. */
export interface FontoDocument {
  documentId: string;
  content: string;
  lock: FontoLock;
  revisionId?: string;
  documentContext?: FontoOpaque;
  metadata?: FontoOpaque;
}

/** PUT /document answer (200; a 204 says nothing changed). */
export interface FontoSaved {
  revisionId?: string;
  documentContext?: FontoOpaque;
}

/** PUT /document/lock answer (200; a 204 says the lock is as asked and nothing else changed). */
export interface FontoLockAnswer {
  lock?: FontoLock;
  revisionId?: string;
  documentContext?: FontoOpaque;
}

/** POST /document/state: one result per document asked, in the same order. */
export interface FontoStateResult {
  status: number;
  /** `metadata`: the reference server's own (not in the contract's state; a strict server drops it): who holds the lock. */
  body?: { lock?: FontoLock; revisionId?: string; documentContext?: FontoOpaque; metadata?: FontoOpaque };
}
export interface FontoState {
  results: FontoStateResult[];
}

/** GET /document/history: newest first. */
export interface FontoRevision {
  id: string;
  author: { id: string; displayName?: string };
  lastModifiedTimestamp: string;
  /** The reference server's extension (absent from the contract): what made the revision. */
  metadata?: FontoOpaque;
}
export interface FontoHistory {
  revisions: FontoRevision[];
  initialFromRevisionId?: string;
  /** The extension history-pages only: older revisions remain beyond this page. */
  hasMore?: boolean;
}

/** GET /document/revision (the contract leaves its shape open: this client's reading). */
export interface FontoRevisionText {
  documentId: string;
  revisionId: string;
  content: string;
}

/** The reference server's document `metadata`: who saved the current revision when, and who holds the lock. */
export interface ReferenceDocumentMetadata {
  modificationDate: string;
  modificationUser: string | null;
  lockHolder: EditorLock | null;
}

/** The reference server's revision `metadata` (issue 27): what made it, the revision a restore brought back, its size. */
export interface ReferenceRevisionMetadata {
  origin: VersionOrigin;
  restoredFrom: string | null;
  bytes: number;
}
