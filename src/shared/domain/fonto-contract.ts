import type { z } from 'zod';
import type { fontoDocument, fontoHistory, fontoLock, fontoLockAnswer, fontoRevision, fontoSaved, fontoState } from '../spec-entities';
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

/**
 * The contract's answers as spec-entities.ts declares them (a field is named there once), with the reference
 * server's extensions a back-office may leave out. Core checks each answer against its declaration (fonto-client.ts).
 */

/** The contract's lock: acquired by this edit session, or available to it; `reason` in French. */
export type FontoLock = z.infer<typeof fontoLock>;

export type FontoOpaque = Record<string, unknown>;

/** GET /document. */
export type FontoDocument = z.infer<typeof fontoDocument>;

/** PUT /document answer (200; a 204 says nothing changed). */
export type FontoSaved = z.infer<typeof fontoSaved>;

/** PUT /document/lock answer (200; a 204 says the lock is as asked and nothing else changed). */
export type FontoLockAnswer = z.infer<typeof fontoLockAnswer>;

/** POST /document/state: one result per document asked, in the same order. */
export type FontoStateResult = Omit<z.infer<typeof fontoState>['results'][number], 'body'> & {
  /** `metadata`: the reference server's own (not in the contract's state; a strict server drops it): who holds the lock. */
  body?: FontoLockAnswer & { metadata?: FontoOpaque };
};
export interface FontoState {
  results: FontoStateResult[];
}

/** GET /document/history: newest first. */
export type FontoRevision = z.infer<typeof fontoHistory>['revisions'][number] & {
  /** The reference server's extension (absent from the contract): what made the revision. */
  metadata?: FontoOpaque;
};
export type FontoHistory = Omit<z.infer<typeof fontoHistory>, 'revisions'> & {
  revisions: FontoRevision[];
  /** The extension history-pages only: older revisions remain beyond this page. */
  hasMore?: boolean;
};

/** GET /document/revision (the contract leaves its shape open: this client's reading). */
export type FontoRevisionText = z.infer<typeof fontoRevision>;

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
