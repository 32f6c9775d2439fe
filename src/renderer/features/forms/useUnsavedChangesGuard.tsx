import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { UnsavedChangesDialog, type SaveBeforeLeaving } from './UnsavedChangesDialog';

export interface UnsavedChangesGuard {
  /** Render it in the screen: the confirmation, shown when a navigation was held back. */
  dialog: ReactElement;
  /**
   * Lets the next in-app navigation through without asking: call it right before navigating away after a
   * successful save, when the form's dirty flag has not been re-rendered yet.
   */
  allowNextNavigation(): void;
}

export interface UnsavedChangesGuardOptions {
  /** The question; the spec's common.leave_confirmation by default. */
  message?: string;
  /** The dialog's title and "leave" button, when a screen words them its own way. */
  title?: string;
  leaveLabel?: string;
  /** Offers "save then leave" first: the navigation goes on once the save answers true, and stays otherwise. */
  save?: SaveBeforeLeaving;
  /** A change of the query alone stays on the screen (the organise page's ?vue=planches shows the same draft). */
  pathOnly?: boolean;
}

/**
 * The unsaved-changes guard of spec 1 §2: while `dirty`, leaving the screen inside the app asks first
 * ("Quitter la page" / "Rester", and "save then leave" where the screen offers its save), and so does closing or reloading the window (beforeunload, which Electron's
 * main turns into its own confirmation).
 *
 *   const guard = useUnsavedChangesGuard(formState.isDirty);
 *   return <>{guard.dialog}…</>;
 *
 * Needs the data router (appRouter): useBlocker does not work under a plain BrowserRouter.
 */
export function useUnsavedChangesGuard(dirty: boolean, options: string | UnsavedChangesGuardOptions = {}): UnsavedChangesGuard {
  const { t } = useTranslation();
  const { message, title, leaveLabel, save, pathOnly = false } = typeof options === 'string' ? { message: options } : options;
  const text = message ?? t('common.leave_confirmation');
  const bypass = useRef(false);
  const [saving, setSaving] = useState(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (bypass.current) {
        bypass.current = false;
        return false;
      }
      return dirty && (currentLocation.pathname !== nextLocation.pathname || (!pathOnly && currentLocation.search !== nextLocation.search));
    },
    [dirty, pathOnly],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older engines show the dialog only when returnValue is set.
      event.returnValue = text;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, text]);

  // Nothing left to protect: a navigation held back goes through (the form was saved meanwhile).
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  const saveAndLeave = async () => {
    if (!save) return;
    setSaving(true);
    const saved = await save.run().catch(() => false);
    setSaving(false);
    // Saved, the screen is no longer dirty: the effect above lets the held navigation through.
    if (!saved) blocker.reset?.();
  };

  const dialog = (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      message={text}
      title={title}
      leaveLabel={leaveLabel}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
      onSaveAndLeave={save ? () => void saveAndLeave() : undefined}
      saveLabel={save?.label}
      busy={saving}
    />
  );
  return {
    dialog,
    allowNextNavigation: () => {
      bypass.current = true;
    },
  };
}
