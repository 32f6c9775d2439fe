import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { MethodArgs } from '@shared/contract';
import type { Draft } from '@shared/domain/files';
import { useStore } from 'jotai';
import { useBridge } from '../../bridge/BridgeContext';
import { authStateAtom } from '../auth/auth-atoms';

/** What drafts.save accepts: JSON. */
export type DraftData = MethodArgs<'drafts.save'>[1];

export interface FoundDraft<T> {
  /** ISO date of the backup. */
  savedAt: string;
  data: T;
}

export interface DraftSlotOptions<T> {
  /** Backups wait for this long without another change (default 1000 ms). */
  debounceMs?: number;
  /** Checks a found draft's data (an older version of the screen may have saved another shape); null drops it. */
  parse?(data: unknown): T | null;
}

export interface DraftSlot<T> {
  /** The backup found on opening the screen, until it is restored, ignored or discarded. */
  draft: FoundDraft<T> | null;
  /** A change: `read` is called, and what it gives backed up, once no other change came for debounceMs (null: nothing to back up). */
  schedule(read: () => DraftData | null): void;
  /** Drops the backup waiting for its debounce (the screen is clean again). */
  cancel(): void;
  /** Hides the found draft and hands back its data. */
  restore(): T | null;
  /** Hides the found draft; forgets it on disk too unless `keep` (the user typed since: the backup is their newer work). */
  ignore(keep: boolean): void;
  /** After a successful save: cancels the pending backup, waits for the one being written, and deletes the draft. */
  discard(): Promise<void>;
}

/**
 * One draft of the profile's store (drafts.load, drafts.save, drafts.discard) for a screen: the backup found on
 * opening, and backups written debounced, at once when the page is hidden or closed. A null key (the entity is
 * not known yet) reads and writes nothing. Backups fail silently: they are a safety net, not a feature.
 */
export function useDraftSlot<T>(key: string | null, options: DraftSlotOptions<T> = {}): DraftSlot<T> {
  const { debounceMs = 1000, parse } = options;
  const bridge = useBridge();
  const store = useStore();
  const [found, setFound] = useState<{ key: string; draft: FoundDraft<T> } | null>(null);
  /** The backup waiting for its debounce, and the one being written: discard() must come after both. */
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; read: () => DraftData | null } | null>(null);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  const parseRef = useRef(parse);
  useEffect(() => {
    parseRef.current = parse;
  }, [parse]);

  // On opening the screen (or another entity): is there a backup?
  useEffect(() => {
    if (key === null) return;
    let active = true;
    bridge.invoke('drafts.load', key).then(
      (draft: Draft | null) => {
        if (!active || !draft) return;
        const data = parseRef.current ? parseRef.current(draft.data) : (draft.data as T);
        if (data !== null && data !== undefined) setFound({ key, draft: { savedAt: draft.savedAt, data } });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [bridge, key]);

  const cancel = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  const write = useCallback(
    (read: () => DraftData | null) => {
      if (key === null) return;
      const data = read();
      if (data === null) return;
      inFlight.current = inFlight.current.then(() => bridge.invoke('drafts.save', key, data)).catch(() => undefined);
    },
    [bridge, key],
  );

  const schedule = useCallback(
    (read: () => DraftData | null) => {
      cancel();
      const timer = setTimeout(() => {
        pending.current = null;
        write(read);
      }, debounceMs);
      pending.current = { timer, read };
    },
    [cancel, write, debounceMs],
  );

  // Another entity, or the screen gone: a backup still waiting belonged to the one left. Unless the screen went
  // because the session lapsed (the user chose nothing): its last typing is written, offered after the sign-in. A
  // layout effect: its clean-up runs before those of the screen's children, while the editor it reads still stands.
  useLayoutEffect(
    () => () => {
      const waiting = pending.current;
      cancel();
      if (waiting && store.get(authStateAtom)?.endedBy === 'expired') write(waiting.read);
    },
    [key, cancel, write, store],
  );

  // The page hidden (another window, minimised: the system may end it) or closing must not lose the last
  // seconds of typing: the waiting backup is written now.
  useEffect(() => {
    const flush = () => {
      const waiting = pending.current;
      if (!waiting) return;
      cancel();
      write(waiting.read);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('beforeunload', flush);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('beforeunload', flush);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [cancel, write]);

  const draft = found !== null && found.key === key ? found.draft : null;

  const discard = useCallback(async () => {
    cancel();
    setFound(null);
    if (key === null) return;
    await inFlight.current;
    await bridge.invoke('drafts.discard', key).catch(() => undefined);
  }, [bridge, key, cancel]);

  const restore = useCallback((): T | null => {
    setFound(null);
    return draft?.data ?? null;
  }, [draft]);

  const ignore = useCallback(
    (keep: boolean) => {
      setFound(null);
      if (!keep) void discard();
    },
    [discard],
  );

  return { draft, schedule, cancel, restore, ignore, discard };
}
