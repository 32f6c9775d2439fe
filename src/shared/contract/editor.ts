import { z } from 'zod';
import {
  EDITOR_XML_MAX_BYTES,
  SAVE_ORIGINS,
  type EditorDocument,
  type EditorHistory,
  type EditorImport,
  type EditorLockState,
  type EditorSave,
  type EditorSession,
  type EditorState,
  type EditorVersionText,
} from '../domain/editor';
import { editorBrowseRequest, type BrowseResult, type UploadedAsset } from '../domain/editor-browse';
import { DOCUMENT_KINDS } from '../domain/publication';
import { entityId, fileSource } from '../schemas';
import { event, method } from './define';

/** A session token the server gave (POST /api/fonto/session): 43 base64url characters. */
export const editorToken = z.string().min(32).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Jeton de session d’éditeur invalide.');

/** A revision id of Fonto's contract: the back-office's opaque string. */
const revisionId = z.string().min(1).max(64);

/**
 * A save: the XML (5 MB at most; characters bound the bridge, the server counts bytes) and the revision
 * read (null when the back-office gives none). Well-formedness is checked by the server, which answers the line
 * and column of the first fault.
 */
const editorSave = z.object({ xml: z.string().min(1).max(EDITOR_XML_MAX_BYTES), revisionId: revisionId.nullable(), origin: z.enum(SAVE_ORIGINS).optional() });

/** What core tells the page when a call showed the lock changed (lost, lapsed, taken by another editor). */
export interface EditorLockNotice {
  token: string;
  documentId: number;
  lockState: EditorLockState;
}

/**
 * The structured XML editor of articles and bundles (spec 2 §2.6, §7 Editor). editor.open starts a
 * session on a document and core then sends its heartbeat every 15 s (spec 2 §9) until editor.close; the
 * first editor to change the document takes the lock (editor.lock), another then sees it read-only with who holds it.
 */
export const editorMethods = {
  /** POST /api/fonto/session: the session (token, expert mode, nature, type, user) and the lock as found. */
  'editor.open': method<EditorSession>()(z.tuple([entityId])),
  /** GET /api/fonto/document: XML, revision, who saved it (when the back-office says it), and the lock. */
  'editor.load': method<EditorDocument>()(z.tuple([editorToken])),
  /**
   * PUT /api/fonto/document: a new revision. 412 with reason `stale` (who saved when, when known) or `lock` (the
   * lock not held, its reason), 400 with line and column if malformed, 403/404 when the document is out of reach.
   */
  'editor.save': method<EditorDocument>()(z.tuple([editorToken, editorSave])),
  /** POST /api/fonto/document/state: the revision the back-office holds and the lock (the page's 10 s poll). */
  'editor.state': method<EditorState>()(z.tuple([editorToken])),
  /** A heartbeat now (core sends one every 15 s anyway). */
  'editor.heartbeat': method<void>()(z.tuple([editorToken])),
  /**
   * PUT /api/fonto/document/lock at the first change (Fonto's optimistic locking), with the revision held: the lock
   * when free or lapsed, else the lock as the state tells it (read-only, the reason); 412 `stale` when the text is behind.
   */
  'editor.lock': method<EditorLockState>()(z.tuple([editorToken])),
  /** PUT /api/fonto/document/lock taking the lock over, from the user's other window too, with the revision held (403 with the reason, 412 `stale`). */
  'editor.takeOver': method<EditorLockState>()(z.tuple([editorToken])),
  /** Ends the session: the heartbeat stops and the lock is released (PUT /api/fonto/document/lock). */
  'editor.close': method<void>()(z.tuple([editorToken])),
  /** A picked or dropped .xml or .docx file, checked and read for the editor's import of a document of this kind (nothing is saved). */
  'editor.readImport': method<EditorImport>()(z.tuple([fileSource, z.enum(DOCUMENT_KINDS)])),
  /**
   * GET /api/fonto/document/history: the revisions of a document, newest first (issue 27): whole, or where the
   * back-office pages it (history-pages) a page, `before` a revision for the page older than it.
   */
  'editor.versions': method<EditorHistory>()(z.tuple([entityId, revisionId.optional()])),
  /** GET /api/fonto/document/revision: one revision with its XML (404 when the document has no such revision). */
  'editor.version': method<EditorVersionText>()(z.tuple([entityId, revisionId])),
  /** The extension history-restore: the revision becomes the current one, under a save's rules; `currentRevisionId` is the one read. */
  'editor.restore': method<EditorHistory>()(z.tuple([entityId, revisionId, z.object({ currentRevisionId: revisionId })])),
} as const;

/**
 * What the editor picks (issue 33; Fonto's POST {base}/browse): a page of the documents a renvoi may target, or of
 * the image bank's pictures, for the session's document. A picture is then shown through the host's media address
 * (the renderer's editorAssetSrc), which core serves by GET {base}/asset/preview.
 */
export const editorBrowseMethods = {
  'editor.browse': method<BrowseResult>()(z.tuple([editorToken, entityId, editorBrowseRequest])),
  /** POST /api/fonto/asset: a picked or dropped JPEG or PNG becomes a picture of the image bank (its illustrations), for the session's document. */
  'editor.uploadAsset': method<UploadedAsset>()(z.tuple([editorToken, entityId, fileSource])),
} as const;

export const editorEvents = {
  'editor.lockChanged': event<EditorLockNotice>(),
} as const;

const _yieldsSave = (value: z.output<typeof editorSave>): EditorSave => value;
