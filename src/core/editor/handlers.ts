import type { EditorLockNotice } from '../../shared/contract/editor';
import { EDITOR_HEARTBEAT_SECONDS, HISTORY_PAGE_SIZE, type EditorDocument, type EditorLockState, type EditorSession, type EditorState } from '../../shared/domain/editor';
import type { FontoOpaque } from '../../shared/domain/fonto-contract';
import { BridgeError } from '../../shared/errors';
import type { AuthState } from '../../shared/domain/session';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { requireExtension } from '../http/extensions';
import { createFontoClient, type SessionRef } from './fonto-client';
import { readEditorImport } from './import-file';
import { metadataHolder, receivedDocument, receivedHistory, receivedLockState, staleMessage } from './received-editor';

type EditorHandlers = Pick<
  Handlers,
  | 'editor.open'
  | 'editor.load'
  | 'editor.save'
  | 'editor.state'
  | 'editor.heartbeat'
  | 'editor.lock'
  | 'editor.takeOver'
  | 'editor.close'
  | 'editor.versions'
  | 'editor.version'
  | 'editor.restore'
  | 'editor.readImport'
>;

/** An open edit session, as core keeps it: what the contract's calls send back, and the lock last told to the page. */
interface OpenSession extends SessionRef {
  timer: ReturnType<typeof setInterval>;
  /** The revision last read or saved: what the state poll says the editor holds. */
  revisionId: string | null;
  lockState: EditorLockState;
  /** The last lock state told to the page, to tell only changes. */
  told: string;
}

export interface EditorService {
  handlers: EditorHandlers;
  /** Signing out ends every session's heartbeat (the server lets their locks lapse). */
  onAuthChanged(state: AuthState): void;
  dispose(): void;
}

const unknownSession = () => new BridgeError('NOT_FOUND', 'Session d’éditeur inconnue ou fermée : rouvrez le document.');
const TAKEN_HERE = 'Vous avez pris la main sur ce document dans une autre fenêtre : rouvrez-le pour le modifier ici.';
const RESTORE_REFUSED = 'Ce serveur ne restaure pas les versions : reprenez la version dans l’éditeur, puis enregistrez-la.';
const isHttp = (error: unknown, status: number): error is BridgeError => error instanceof BridgeError && error.code === 'HTTP' && error.status === status;

/**
 * The XML editor's sessions (spec 2 §2.6, §7 Editor) on Fonto's Standard CMS connector (issue 33): POST
 * /api/fonto/session, then the document, lock, state, heartbeat and history calls of the contract. Core, not
 * the page, sends the heartbeat every 15 s (spec 2 §9) while a document is open, so that a page busy or in the
 * background keeps its lock; a change of the lock seen by any call is told with editor.lockChanged.
 */
export function createEditorService(context: Pick<CoreContext, 'rest' | 'emit' | 'logger' | 'extensions'>, heartbeatMs = EDITOR_HEARTBEAT_SECONDS * 1000): EditorService {
  const fonto = createFontoClient(context.rest);
  const open = new Map<string, OpenSession>();

  const entryOf = (token: string): OpenSession => {
    const entry = open.get(token);
    if (!entry) throw unknownSession();
    return entry;
  };
  /** An edit session open on the document, whose context the history calls may carry. */
  const sessionOn = (documentId: number) => [...open.values()].find((entry) => entry.documentId === documentId);

  /** This app's other sessions on the entry's document that hold its lock (as last told): a crashed page's, a window's left open. */
  const ownHolders = (entry: OpenSession) => [...open.values()].filter((other) => other !== entry && other.documentId === entry.documentId && other.lockState.editable);

  /**
   * The lock as the page is told it: one that this app's other session holds may be taken over here whatever the
   * back-office says, since core may release that session's lock itself (the contract's release, with its own token).
   */
  const tell = (entry: OpenSession, told: EditorLockState): EditorLockState => {
    const lockState = !told.editable && !told.canTakeOver && ownHolders(entry).length > 0 ? { ...told, canTakeOver: true } : told;
    entry.lockState = lockState;
    const key = JSON.stringify({ editable: lockState.editable, takeOver: lockState.canTakeOver, reason: lockState.reason, holder: lockState.lock?.username ?? null });
    if (key === entry.told) return lockState;
    entry.told = key;
    const notice: EditorLockNotice = { token: entry.token, documentId: entry.documentId, lockState };
    context.emit('editor.lockChanged', notice);
    return lockState;
  };

  const keepContext = (entry: OpenSession, documentContext: FontoOpaque | undefined) => {
    if (documentContext) entry.documentContext = documentContext;
  };

  const load = async (entry: OpenSession): Promise<EditorDocument> => {
    const answer = await fonto.load(entry);
    keepContext(entry, answer.documentContext);
    return receivedDocument(answer);
  };

  /** A save refused with 412 (the editor is behind): the document read again says whether its revision or its lock moved. */
  const behind = async (entry: OpenSession, sent: string | null, refusal: BridgeError): Promise<BridgeError> => {
    const current = await load(entry);
    tell(entry, current.lockState);
    if (current.revisionId !== sent) return new BridgeError('HTTP', staleMessage(current), 412, 'stale');
    return new BridgeError('HTTP', current.lockState.reason ?? refusal.message, 412, 'lock');
  };

  /**
   * POST /document/state: the revision and the lock; its holder from the back-office's metadata when it names one
   * (the reference server's), else the one last known while the lock says the same.
   */
  const stateOf = async (entry: OpenSession): Promise<EditorState> => {
    const [result] = (await fonto.state(entry, entry.revisionId)).results;
    if (!result || result.status !== 200) {
      const status = result?.status ?? 404;
      throw new BridgeError('HTTP', status === 403 ? 'Vous n’avez plus accès à ce document.' : 'Le document est introuvable : il a peut-être été supprimé.', status);
    }
    keepContext(entry, result.body?.documentContext);
    const lock = result.body?.lock;
    const holder = metadataHolder(result.body?.metadata) ?? (lock?.reason !== undefined && lock.reason === entry.lockState.reason ? entry.lockState.lock : null);
    return { revisionId: result.body?.revisionId ?? null, lockState: tell(entry, lock ? receivedLockState(lock, holder) : entry.lockState) };
  };

  /** PUT /document/lock taking the lock, with the revision the editor holds: a 412 says who saved it since, from the document read again. */
  const acquire = async (entry: OpenSession, takeOver: boolean): Promise<EditorLockState> => {
    let answer;
    try {
      answer = await fonto.lock(entry, true, entry.revisionId, takeOver);
    } catch (error) {
      throw isHttp(error, 412) ? await behind(entry, entry.revisionId, error) : error;
    }
    keepContext(entry, answer?.documentContext);
    // A 204 says the lock is as asked.
    return tell(entry, receivedLockState(answer?.lock ?? { isLockAcquired: true, isLockAvailable: true }));
  };

  const stop = (token: string) => {
    const entry = open.get(token);
    if (entry) clearInterval(entry.timer);
    open.delete(token);
  };

  const stopAll = () => {
    for (const token of [...open.keys()]) stop(token);
  };

  /**
   * « Prendre la main » without the extension lock-take-over: this app's other sessions holding the lock end (the
   * contract's release, each with its own token; a page still showing one is told), then the contract's own acquire.
   */
  const takeOverHere = async (entry: OpenSession): Promise<EditorLockState> => {
    for (const other of ownHolders(entry)) {
      stop(other.token);
      await fonto.lock(other, false);
      tell(other, { editable: false, lock: null, canTakeOver: false, reason: TAKEN_HERE });
    }
    return acquire(entry, false);
  };

  const handlers: EditorHandlers = {
    'editor.open': async (documentId) => {
      const answer = await context.rest.request<EditorSession>('POST', '/api/fonto/session', { body: { documentId } });
      const timer = setInterval(() => {
        const entry = open.get(answer.token);
        if (entry) fonto.heartbeat(entry).catch((error: unknown) => context.logger.warn(`editor heartbeat of document ${documentId} failed: ${String(error)}`));
      }, heartbeatMs);
      timer.unref?.();
      const entry: OpenSession = { token: answer.token, documentId, timer, revisionId: null, lockState: answer.lockState, told: '' };
      open.set(answer.token, entry);
      return { ...answer, lockState: tell(entry, answer.lockState) };
    },
    'editor.load': async (token) => {
      const entry = entryOf(token);
      const document = await load(entry);
      entry.revisionId = document.revisionId;
      return { ...document, lockState: tell(entry, document.lockState) };
    },
    'editor.save': async (token, save) => {
      const entry = entryOf(token);
      let saved;
      try {
        // What made the text only to a back-office that keeps it (the extension version-origin): the contract has no such field.
        const { origin, ...contract } = save;
        saved = await fonto.save(entry, origin && (await context.extensions.has('version-origin')) ? { ...contract, origin } : contract);
      } catch (error) {
        throw isHttp(error, 412) ? await behind(entry, save.revisionId, error) : error;
      }
      keepContext(entry, saved?.documentContext);
      // A back-office that answers no revision (204) is read again for it.
      entry.revisionId = saved?.revisionId ?? (await load(entry)).revisionId;
      const lockState: EditorLockState = { ...entry.lockState, editable: true, canTakeOver: false, reason: null };
      tell(entry, lockState);
      return { id: entry.documentId, xml: save.xml, revisionId: entry.revisionId, modificationDate: null, modificationUser: null, lockState };
    },
    'editor.state': (token) => stateOf(entryOf(token)),
    'editor.heartbeat': (token) => fonto.heartbeat(entryOf(token)),
    // The first change (Fonto's optimistic locking): refused (403), the lock as the state tells it, with the reason.
    'editor.lock': async (token) => {
      const entry = entryOf(token);
      try {
        return await acquire(entry, false);
      } catch (error) {
        if (!isHttp(error, 403)) throw error;
        return (await stateOf(entry)).lockState;
      }
    },
    // « Prendre la main »: from the user's other window where the back-office offers it (lock-take-over); elsewhere from
    // this app's own other session, then the contract's acquire, its refusal (403) said with the back-office's reason.
    'editor.takeOver': async (token) => {
      const entry = entryOf(token);
      return (await context.extensions.has('lock-take-over')) ? acquire(entry, true) : takeOverHere(entry);
    },
    'editor.close': async (token) => {
      const entry = open.get(token);
      stop(token);
      if (entry) await fonto.lock(entry, false);
    },
    'editor.versions': async (documentId, before) => {
      const page = (await context.extensions.has('history-pages')) ? { limit: HISTORY_PAGE_SIZE, before } : undefined;
      return receivedHistory(documentId, await fonto.history(documentId, sessionOn(documentId), page));
    },
    'editor.version': async (documentId, revisionId) => {
      const answer = await fonto.revision(documentId, revisionId, sessionOn(documentId));
      return { revisionId, xml: answer.content, bytes: Buffer.byteLength(answer.content, 'utf8') };
    },
    'editor.restore': async (documentId, revisionId, read) => {
      await requireExtension(context.extensions, 'history-restore', RESTORE_REFUSED);
      const limit = (await context.extensions.has('history-pages')) ? HISTORY_PAGE_SIZE : undefined;
      return receivedHistory(documentId, await fonto.restore(documentId, revisionId, read.currentRevisionId, sessionOn(documentId), limit));
    },
    'editor.readImport': (source, kind) => readEditorImport(source, kind),
  };

  return {
    handlers,
    onAuthChanged: (state) => {
      if (!state.user) stopAll();
    },
    dispose: stopAll,
  };
}
