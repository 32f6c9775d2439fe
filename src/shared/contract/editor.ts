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
  type EditorVersionText,
} from '../domain/editor';
import { editorBrowseRequest, type BrowseResult } from '../domain/editor-browse';
import { DOCUMENT_KINDS } from '../domain/publication';
import { entityId, fileSource } from '../schemas';
import { event, method } from './define';

/** A session token the server gave (POST /api/fonto/session): 43 base64url characters. */
export const editorToken = z.string().min(32).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Jeton de session d’éditeur invalide.');

/**
 * A save: the XML (5 MB at most; characters bound the bridge, the server counts bytes) and the version
 * read. Well-formedness is checked by the server, which answers the line and column of the first fault.
 */
const editorSave = z.object({ xml: z.string().min(1).max(EDITOR_XML_MAX_BYTES), version: z.number().int().min(0), origin: z.enum(SAVE_ORIGINS).optional() });

/** A version number of a document's history. */
const versionNumber = z.number().int().min(0).max(2_147_483_647);

/** What core tells the page after a heartbeat changed the lock (lost, lapsed, taken by another editor). */
export interface EditorLockNotice {
  token: string;
  documentId: number;
  lockState: EditorLockState;
}

/**
 * The structured XML editor of articles and bundles (spec 2 §2.6, §7 Editor). editor.open starts a
 * session on a document and core then sends its heartbeat every 15 s (spec 2 §9) until editor.close; the
 * first editor holds the lock, another sees the document read-only with who holds it.
 */
export const editorMethods = {
  /** POST /api/fonto/session: the session (token, expert mode, nature, type, user) and the lock as found. */
  'editor.open': method<EditorSession>()(z.tuple([entityId])),
  /** The document: XML, version, who saved it, and the lock (refetched every 10 s while clean). */
  'editor.load': method<EditorDocument>()(z.tuple([editorToken])),
  /** A new version; 409 on a stale version (who saved which version when), 400 with line and column if malformed, 423 without the lock. */
  'editor.save': method<EditorDocument>()(z.tuple([editorToken, editorSave])),
  /** A heartbeat now (core sends one every 15 s anyway): the lock as it stands. */
  'editor.heartbeat': method<EditorLockState>()(z.tuple([editorToken])),
  /** Takes the lock when it is free or lapsed (409 with who holds it otherwise). */
  'editor.takeOver': method<EditorLockState>()(z.tuple([editorToken])),
  /** Ends the session: the heartbeat stops and the lock is released. */
  'editor.close': method<void>()(z.tuple([editorToken])),
  /** A picked or dropped .xml or .docx file, checked and read for the editor's import of a document of this kind (nothing is saved). */
  'editor.readImport': method<EditorImport>()(z.tuple([fileSource, z.enum(DOCUMENT_KINDS)])),
  /** A page of the kept versions of a document, newest first; `before`: the page older than that version (issue 27). */
  'editor.versions': method<EditorHistory>()(z.tuple([entityId, versionNumber.optional()])),
  /** One kept version with its XML (404 when the document has no such version). */
  'editor.version': method<EditorVersionText>()(z.tuple([entityId, versionNumber])),
  /** The version becomes the current one (a new version), under a save's rules; `currentVersion` is the one read (409 when stale). */
  'editor.restore': method<EditorHistory>()(z.tuple([entityId, versionNumber, z.object({ currentVersion: versionNumber })])),
} as const;

/**
 * What the editor picks (issue 33; Fonto's POST {base}/browse): a page of the documents a renvoi may target, or of
 * the image bank's pictures, for the session's document. A picture is then shown through the host's media address
 * (the renderer's editorAssetSrc), which core serves by GET {base}/asset/preview.
 */
export const editorBrowseMethods = {
  'editor.browse': method<BrowseResult>()(z.tuple([editorToken, entityId, editorBrowseRequest])),
} as const;

export const editorEvents = {
  'editor.lockChanged': event<EditorLockNotice>(),
} as const;

const _yieldsSave = (value: z.output<typeof editorSave>): EditorSave => value;
