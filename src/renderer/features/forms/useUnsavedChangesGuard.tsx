import { useCallback, useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

export interface UnsavedChangesGuard {
  /** Render it in the screen: the confirmation, shown when a navigation was held back. */
  dialog: ReactElement;
  /**
   * Lets the next in-app navigation through without asking: call it right before navigating away after a
   * successful save, when the form's dirty flag has not been re-rendered yet.
   */
  allowNextNavigation(): void;
}

/**
 * The unsaved-changes guard of spec 1 §2: while `dirty`, leaving the screen inside the app asks first
 * ("Quitter la page" / "Rester"), and so does closing or reloading the window (beforeunload, which Electron's
 * main turns into its own confirmation).
 *
 *   const guard = useUnsavedChangesGuard(formState.isDirty);
 *   return <>{guard.dialog}…</>;
 *
 * Needs the data router (createAppRouter): useBlocker does not work under a plain BrowserRouter.
 */
export function useUnsavedChangesGuard(dirty: boolean, message?: string): UnsavedChangesGuard {
  const { t } = useTranslation();
  const text = message ?? t('common.leave_confirmation');
  const bypass = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (bypass.current) {
        bypass.current = false;
        return false;
      }
      return dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
    },
    [dirty],
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

  const dialog = (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      message={text}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
  return {
    dialog,
    allowNextNavigation: () => {
      bypass.current = true;
    },
  };
}
