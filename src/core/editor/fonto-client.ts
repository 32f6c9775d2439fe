import type { z } from 'zod';
import type { EditorSave } from '../../shared/domain/editor';
import type { FontoContext, FontoDocument, FontoHistory, FontoLockAnswer, FontoOpaque, FontoRevisionText, FontoSaved, FontoState } from '../../shared/domain/fonto-contract';
import { BridgeError } from '../../shared/errors';
import { fontoDocument, fontoHistory, fontoLockAnswer, fontoRevision, fontoSaved, fontoState } from '../../shared/spec-entities';
import { checkedAnswer } from '../http/checked-answer';
import type { RestClient } from '../http/rest-client';

/**
 * Fonto's Standard CMS connector (issue 33; /work/shared/fonto-cms-contract.md) as this client calls it, under
 * spec 2 §7's base path /api/fonto/: `context` in every call, JSON-encoded in the query of a GET, in the body
 * otherwise. Editor reads are never served from the offline cache: a stale document would be saved over a newer one.
 * Each answer is checked against the contract's declaration (spec-entities.ts) before core reads it (checkedAnswer).
 */

const BASE = '/api/fonto';

/** What a call needs of an edit session: its token and document, and the back-office's documentContext, sent back unchanged. */
export interface SessionRef {
  token: string;
  documentId: number;
  documentContext?: FontoOpaque;
}

const contextOf = (session: Pick<SessionRef, 'token' | 'documentId'>): FontoContext => ({ editSessionToken: session.token, documentId: String(session.documentId) });
const withDocumentContext = (session: SessionRef) => (session.documentContext ? { documentContext: session.documentContext } : {});

/** The heartbeat's method is not in the contract: POST first, GET once the back-office refused POST as unknown (404, 405). */
type HeartbeatMethod = 'POST' | 'GET';

/** An answer once checked against its declaration. */
const checked = async <T>(schema: z.ZodType, answer: Promise<T>): Promise<T> => checkedAnswer(schema, await answer);

export function createFontoClient(rest: Pick<RestClient, 'request'>) {
  let heartbeatMethod: HeartbeatMethod = 'POST';
  const beat = (method: HeartbeatMethod, context: FontoContext) =>
    method === 'POST'
      ? rest.request<unknown>('POST', `${BASE}/heartbeat`, { body: { context } })
      : rest.request<unknown>('GET', `${BASE}/heartbeat`, { query: { context: JSON.stringify(context) }, cache: false });

  return {
    load: (session: SessionRef) =>
      checked(
        fontoDocument,
        rest.request<FontoDocument>('GET', `${BASE}/document`, { query: { documentId: String(session.documentId), context: JSON.stringify(contextOf(session)) }, cache: false }),
      ),

    save: (session: SessionRef, save: EditorSave) =>
      checked(
        fontoSaved,
        rest.request<FontoSaved | undefined>('PUT', `${BASE}/document`, {
          body: {
            context: contextOf(session),
            documentId: String(session.documentId),
            content: save.xml,
            ...(save.revisionId === null ? {} : { revisionId: save.revisionId }),
            autosave: false,
            ...withDocumentContext(session),
            ...(save.origin ? { origin: save.origin } : {}),
          },
        }),
      ),

    /**
     * Takes the lock with the revision the editor holds (412 when stale), or releases it. `takeOver`, sent only with the
     * extension lock-take-over (the contract has no such field): the user takes it from their other window, explicitly.
     */
    lock: (session: SessionRef, acquire: boolean, revisionId: string | null = null, takeOver = false) =>
      checked(
        fontoLockAnswer,
        rest.request<FontoLockAnswer | undefined>('PUT', `${BASE}/document/lock`, {
          body: {
            context: contextOf(session),
            documentId: String(session.documentId),
            lock: { isLockAcquired: acquire },
            ...(revisionId === null ? {} : { revisionId }),
            ...withDocumentContext(session),
            ...(takeOver ? { takeOver } : {}),
          },
        }),
      ),

    state: (session: SessionRef, revisionId: string | null) =>
      checked(
        fontoState,
        rest.request<FontoState>('POST', `${BASE}/document/state`, {
          body: { context: contextOf(session), documents: [{ documentId: String(session.documentId), ...(revisionId === null ? {} : { revisionId }), ...withDocumentContext(session) }] },
          cache: false,
        }),
      ),

    heartbeat: async (session: SessionRef): Promise<void> => {
      const method = heartbeatMethod;
      try {
        await beat(method, contextOf(session));
      } catch (error) {
        if (method !== 'POST' || !(error instanceof BridgeError) || (error.status !== 404 && error.status !== 405)) throw error;
        heartbeatMethod = 'GET';
        await beat('GET', contextOf(session));
      }
    },

    /** The history calls name the document; `context` only when an edit session is open on it (Fonto's Document History sends none). */
    history: (documentId: number, session: SessionRef | undefined, page?: { limit: number; before: string | undefined }) =>
      checked(
        fontoHistory,
        rest.request<FontoHistory>('GET', `${BASE}/document/history`, {
          query: {
            documentId: String(documentId),
            ...(session ? { context: JSON.stringify(contextOf(session)) } : {}),
            // The extension history-pages: a page, older than `before`.
            ...(page ? { limit: String(page.limit), ...(page.before === undefined ? {} : { before: page.before }) } : {}),
          },
          cache: false,
        }),
      ),

    revision: (documentId: number, revisionId: string, session: SessionRef | undefined) =>
      checked(
        fontoRevision,
        rest.request<FontoRevisionText>('GET', `${BASE}/document/revision`, {
          query: { documentId: String(documentId), revisionId, ...(session ? { context: JSON.stringify(contextOf(session)) } : {}) },
          cache: false,
        }),
      ),

    /** The extension history-restore (this server's own path). */
    restore: (documentId: number, revisionId: string, currentRevisionId: string, session: SessionRef | undefined, limit: number | undefined) =>
      checked(
        fontoHistory,
        rest.request<FontoHistory>('POST', `${BASE}/document/revision/restore`, {
          ...(limit === undefined ? {} : { query: { limit: String(limit) } }),
          body: { documentId: String(documentId), revisionId, currentRevisionId, ...(session ? { context: contextOf(session) } : {}) },
        }),
      ),
  };
}

export type FontoClient = ReturnType<typeof createFontoClient>;
