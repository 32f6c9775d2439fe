import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { AbandonDialog } from './AbandonDialog';

/**
 * Spec 2 §4 CdF tree: leaving the organise or administrate screen while dirty asks "Êtes-vous sûr de vouloir
 * quitter sans enregistrer les modifications ?" (§8; "Revenir au CdF" / "Quitter sans enregistrer", which
 * cleans the flag then goes on); moving between organise paths (a tab, the filters in the query string) is
 * silent — the tab switch asks its own question first.
 */
export function KyrielleLeaveGuard({ dirty, within, onAbandon }: { dirty: boolean; within: string; onAbandon(): void }) {
  const shouldBlock = useCallback<BlockerFunction>(({ nextLocation }) => dirty && !nextLocation.pathname.startsWith(within), [dirty, within]);
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return (
    <AbandonDialog
      open={blocker.state === 'blocked'}
      question="leave"
      onBack={() => blocker.reset?.()}
      onAbandon={() => {
        // The flag cleaned first, then the navigation goes on.
        onAbandon();
        blocker.proceed?.();
      }}
    />
  );
}
