import { useCallback, useEffect, useRef, useState } from 'react';
import type { MethodArgs } from '@shared/contract';
import type { Draft } from '@shared/domain/files';
import { useBridge } from '../../bridge/BridgeContext';

/** What drafts.save accepts: JSON. */
type DraftData = MethodArgs<'drafts.save'>[1];

export interface FoundDraft<T> {
  /** ISO date of the backup. */
  savedAt: string;
  data: T;
}

export interface DraftRecovery<T> {
  /** The backup found on opening the screen, until it is restored or ignored: show DraftRecoveryBar. */
  draft: FoundDraft<T> | null;
  /** "Restaurer les modifications non enregistrées": hides the bar and hands back the data to put in the form. */
  restore(): T | null;
  /** "Ignorer": hides the bar and forgets the backup (drafts.discard). */
  ignore(): void;
  /** After a successful save: cancels the pending backup and deletes the draft. */
  discard(): Promise<void>;
}

export interface DraftRecoveryOptions<T> {
  /** Backups wait for this long without changes (default 1000 ms). */
  debounceMs?: number;
  /** Checks a found draft's data (an older version of the form may have saved another shape); null drops it. */
  parse?(data: unknown): T | null;
}

/**
 * Draft recovery (issue 3): while the form is dirty its values are backed up to the profile (drafts.save,
 * debounced); on opening the screen, a backup left by a crash or a forced quit is offered back.
 *
 *   const recovery = useDraftRecovery(`authors/edit/${id}`, values, isDirty);
 *   <DraftRecoveryBar recovery={recovery} onRestore={(data) => reset(data, { keepDefaultValues: true })} />
 *   // after a successful save: await recovery.discard();
 *
 * `values` must be JSON (what a form holds). Backups fail silently: they are a safety net, not a feature.
 */
export function useDraftRecovery<T>(
  key: string,
  values: T,
  dirty: boolean,
  options: DraftRecoveryOptions<T> = {},
): DraftRecovery<T> {
  const { debounceMs = 1000, parse } = options;
  const bridge = useBridge();
  const [found, setFound] = useState<{ key: string; draft: FoundDraft<T> } | null>(null);
  const serialized = JSON.stringify(values);
  /** The backup waiting for its debounce, and the one being written: discard() must come after both. */
  const pending = useRef<{ timer: ReturnType<typeof setTimeout> } | null>(null);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  const parseRef = useRef(parse);
  useEffect(() => {
    parseRef.current = parse;
  }, [parse]);

  // On opening the screen (or another entity): is there a backup?
  useEffect(() => {
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

  // While dirty: back up the values once they have stopped changing for debounceMs.
  useEffect(() => {
    if (!dirty) return;
    const save = () => {
      pending.current = null;
      const data = JSON.parse(serialized) as DraftData;
      inFlight.current = inFlight.current.then(() => bridge.invoke('drafts.save', key, data)).catch(() => undefined);
    };
    const timer = setTimeout(save, debounceMs);
    pending.current = { timer };
    // Closing the window must not lose the last seconds of typing.
    const onBeforeUnload = () => {
      if (pending.current?.timer === timer) {
        clearTimeout(timer);
        save();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      clearTimeout(timer);
      if (pending.current?.timer === timer) pending.current = null;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [bridge, key, serialized, dirty, debounceMs]);

  const draft = found?.key === key ? found.draft : null;

  const discard = useCallback(async () => {
    if (pending.current) {
      clearTimeout(pending.current.timer);
      pending.current = null;
    }
    setFound(null);
    await inFlight.current;
    await bridge.invoke('drafts.discard', key).catch(() => undefined);
  }, [bridge, key]);

  const restore = useCallback((): T | null => {
    setFound(null);
    return draft?.data ?? null;
  }, [draft]);

  const ignore = useCallback(() => {
    setFound(null);
    // Once the user has typed, the backup on disk is already their newer work: keep it.
    if (!dirty) void discard();
  }, [dirty, discard]);

  return { draft, restore, ignore, discard };
}
