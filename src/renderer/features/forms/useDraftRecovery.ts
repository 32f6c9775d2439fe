import { useCallback, useEffect } from 'react';
import { useDraftSlot, type DraftData, type DraftSlotOptions, type FoundDraft } from './useDraftSlot';

export type { FoundDraft } from './useDraftSlot';

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

export type DraftRecoveryOptions<T> = DraftSlotOptions<T>;

/**
 * Draft recovery (issue 3): while the form is dirty its values are backed up to the profile (drafts.save,
 * debounced); on opening the screen, a backup left by a crash or a forced quit is offered back.
 *
 *   const recovery = useDraftRecovery(`authors/edit/${id}`, values, isDirty);
 *   <DraftRecoveryBar recovery={recovery} onRestore={(data) => reset(data, { keepDefaultValues: true })} />
 *   // after a successful save: await recovery.discard();
 *
 * `values` must be JSON (what a form holds).
 */
export function useDraftRecovery<T>(key: string, values: T, dirty: boolean, options: DraftRecoveryOptions<T> = {}): DraftRecovery<T> {
  const slot = useDraftSlot<T>(key, options);
  const { schedule, cancel, ignore: ignoreSlot } = slot;
  const serialized = JSON.stringify(values);

  // While dirty: back up the values once they have stopped changing.
  useEffect(() => {
    if (!dirty) return;
    schedule(() => JSON.parse(serialized) as DraftData);
    return cancel;
  }, [serialized, dirty, schedule, cancel]);

  // Once the user has typed, the backup on disk is already their newer work: "Ignorer" keeps it.
  const ignore = useCallback(() => ignoreSlot(dirty), [ignoreSlot, dirty]);

  return { draft: slot.draft, restore: slot.restore, ignore, discard: slot.discard };
}
