import type { EditorLockNotice } from '../../shared/contract/editor';
import { EDITOR_HEARTBEAT_SECONDS, type EditorDocument, type EditorLockState, type EditorHistory, type EditorSession, type EditorVersionText } from '../../shared/domain/editor';
import type { AuthState } from '../../shared/domain/session';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { readEditorImport } from './import-file';

type EditorHandlers = Pick<
  Handlers,
  'editor.open' | 'editor.load' | 'editor.save' | 'editor.heartbeat' | 'editor.takeOver' | 'editor.close' | 'editor.versions' | 'editor.version' | 'editor.restore' | 'editor.readImport'
>;

interface OpenSession {
  documentId: number;
  timer: ReturnType<typeof setInterval>;
  /** The last lock state told to the page, to tell only changes. */
  last: string;
}

export interface EditorService {
  handlers: EditorHandlers;
  /** Signing out ends every session's heartbeat (the server lets their locks lapse). */
  onAuthChanged(state: AuthState): void;
  dispose(): void;
}

const session = (token: string) => `/api/fonto/session/${encodeURIComponent(token)}`;

/**
 * The XML editor's sessions (spec 2 §2.6, §7 Editor) through the session's REST client. Core, not the
 * page, sends the heartbeat every 15 s (spec 2 §9) while a document is open, so that a page busy or in the
 * background keeps its lock; a change of the lock (lost, lapsed, taken) is told with editor.lockChanged.
 * Editor reads are never served from the offline cache: a stale document would be saved over a newer one.
 */
export function createEditorService(context: Pick<CoreContext, 'rest' | 'emit' | 'logger'>, heartbeatMs = EDITOR_HEARTBEAT_SECONDS * 1000): EditorService {
  const { rest } = context;
  const open = new Map<string, OpenSession>();

  const tell = (token: string, lockState: EditorLockState) => {
    const entry = open.get(token);
    if (!entry) return;
    const key = JSON.stringify({ editable: lockState.editable, holder: lockState.lock?.username ?? null, takeOver: lockState.canTakeOver });
    if (key === entry.last) return;
    entry.last = key;
    const notice: EditorLockNotice = { token, documentId: entry.documentId, lockState };
    context.emit('editor.lockChanged', notice);
  };

  const heartbeat = async (token: string): Promise<EditorLockState> => {
    const state = await rest.request<EditorLockState>('POST', `${session(token)}/heartbeat`);
    tell(token, state);
    return state;
  };

  const stop = (token: string) => {
    const entry = open.get(token);
    if (entry) clearInterval(entry.timer);
    open.delete(token);
  };

  const stopAll = () => {
    for (const token of [...open.keys()]) stop(token);
  };

  const handlers: EditorHandlers = {
    'editor.open': async (documentId) => {
      const answer = await rest.request<EditorSession>('POST', '/api/fonto/session', { body: { documentId } });
      const timer = setInterval(() => {
        heartbeat(answer.token).catch((error: unknown) => context.logger.warn(`editor heartbeat of document ${documentId} failed: ${String(error)}`));
      }, heartbeatMs);
      timer.unref?.();
      open.set(answer.token, { documentId, timer, last: '' });
      tell(answer.token, answer.lockState);
      return answer;
    },
    'editor.load': async (token) => {
      const document = await rest.request<EditorDocument>('GET', `${session(token)}/document`, { cache: false });
      tell(token, document.lockState);
      return document;
    },
    'editor.save': async (token, save) => {
      const document = await rest.request<EditorDocument>('PUT', `${session(token)}/document`, { body: save });
      tell(token, document.lockState);
      return document;
    },
    'editor.heartbeat': (token) => heartbeat(token),
    'editor.takeOver': async (token) => {
      const state = await rest.request<EditorLockState>('POST', `${session(token)}/lock`);
      tell(token, state);
      return state;
    },
    'editor.close': async (token) => {
      stop(token);
      await rest.request<void>('DELETE', session(token));
    },
    'editor.versions': (documentId, before) =>
      rest.request<EditorHistory>('GET', `/api/fonto/document/${documentId}/versions${before === undefined ? '' : `?before=${before}`}`, { cache: false }),
    'editor.version': (documentId, version) => rest.request<EditorVersionText>('GET', `/api/fonto/document/${documentId}/versions/${version}`, { cache: false }),
    'editor.restore': (documentId, version, read) =>
      rest.request<EditorHistory>('POST', `/api/fonto/document/${documentId}/versions/${version}/restore`, { body: read }),
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
