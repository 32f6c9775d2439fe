import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EDITOR_REFETCH_MS, type EditorDocument, type EditorLockState, type EditorSession } from '@shared/domain/editor';
import { useBridge } from '../../../bridge/BridgeContext';

export interface EditorSessionState {
  /** The session of this document; null while it opens. */
  session: EditorSession | null;
  openError: unknown;
  /** The lock as last told: by the session, a load, a save, a take-over, the state poll or core's notice. */
  lockState: EditorLockState | null;
  setLockState(state: EditorLockState): void;
  /** A revision saved elsewhere since the text was read, told by the state poll while there are unsaved changes; null otherwise. */
  newerRevision: string | null;
  reload(): Promise<EditorDocument | undefined>;
  /** Keeps a saved document as the last read one (no refetch needed). */
  keep(document: EditorDocument): void;
}

export const editorDocumentKey = (token: string | null) => ['editor', 'document', token] as const;

/**
 * One editor session on a document (spec 2 §2.6): editor.open when the page opens, editor.close when it
 * leaves (core stops the heartbeat and releases the lock, which ends the session on the back-office). Core sends the heartbeat every 15 s and tells lock
 * changes with editor.lockChanged. Every 10 s (spec 2 §7, §9) the page asks the document's state (Fonto's
 * POST /document/state: revision and lock, shown at once) and reads the whole document again only when its
 * revision moved and `dirty` is false; each read is handed to `onLoaded`.
 */
export function useEditorSession(documentId: number | null, dirty: boolean, onLoaded: (document: EditorDocument) => void): EditorSessionState {
  const bridge = useBridge();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<{ documentId: number; session: EditorSession | null; error: unknown } | null>(null);
  const [lockState, setLockState] = useState<EditorLockState | null>(null);
  const [newerRevision, setNewerRevision] = useState<string | null>(null);
  const current = opened?.documentId === documentId ? opened : null;
  const session = current?.session ?? null;
  const token = session?.token ?? null;
  const loaded = useRef(onLoaded);
  const clean = useRef(!dirty);
  useLayoutEffect(() => {
    loaded.current = onLoaded;
    clean.current = !dirty;
  });
  /** The revision of the last document read or saved: the state poll reads the document again when it moves. */
  const revision = useRef<string | null>(null);

  useEffect(() => {
    if (documentId === null) return;
    let left = false;
    let openedToken: string | null = null;
    // Opened a tick later: an effect undone at once (StrictMode's second run, a quick change of document)
    // sends nothing, rather than a session closed at once.
    const timer = setTimeout(() => {
      bridge
        .invoke('editor.open', documentId)
        .then((answer) => {
          openedToken = answer.token;
          // Left before the answer came: the session just opened is closed at once.
          if (left) void bridge.invoke('editor.close', answer.token).catch(() => undefined);
          else {
            setOpened({ documentId, session: answer, error: null });
            setLockState(answer.lockState);
          }
        })
        .catch((error: unknown) => {
          if (!left) setOpened({ documentId, session: null, error });
        });
    }, 0);
    return () => {
      left = true;
      clearTimeout(timer);
      if (openedToken) void bridge.invoke('editor.close', openedToken).catch(() => undefined);
    };
  }, [bridge, documentId]);

  useEffect(() => {
    if (!token) return;
    return bridge.on('editor.lockChanged', (notice) => {
      if (notice.token === token) setLockState(notice.lockState);
    });
  }, [bridge, token]);

  const query = useQuery({
    queryKey: editorDocumentKey(token),
    queryFn: async () => {
      const document = await bridge.invoke('editor.load', token ?? '');
      revision.current = document.revisionId;
      setNewerRevision(null);
      setLockState(document.lockState);
      loaded.current(document);
      return document;
    },
    enabled: token !== null,
    // Never a cached document: a stale one would be saved over a newer one.
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const { refetch } = query;

  useQuery({
    queryKey: ['editor', 'state', token],
    queryFn: async () => {
      const state = await bridge.invoke('editor.state', token ?? '');
      setLockState(state.lockState);
      // A revision saved elsewhere: read at once while clean; told while there are unsaved changes, which its save would refuse.
      if (state.revisionId !== revision.current) {
        if (clean.current) void refetch();
        else setNewerRevision(state.revisionId);
      }
      return state;
    },
    // The first state follows the first read.
    enabled: token !== null && query.isSuccess,
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: true,
    refetchInterval: EDITOR_REFETCH_MS,
  });

  return {
    session,
    openError: current?.error ?? null,
    lockState,
    setLockState,
    newerRevision,
    reload: async () => (await query.refetch()).data,
    keep: (document) => {
      revision.current = document.revisionId;
      setNewerRevision(null);
      queryClient.setQueryData(editorDocumentKey(token), document);
    },
  };
}
