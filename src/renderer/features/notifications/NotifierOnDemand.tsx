import { Suspense, lazy } from 'react';
import { useAtomValue } from 'jotai';
import { notificationsAtom } from './notifications-atoms';

const Notifier = lazy(async () => ({ default: (await import('./Notifier')).Notifier }));

/**
 * The toasts and their code, mounted while the queue holds a notification (issue 35, first-screen budget: the
 * sign-in screen shows none). The queue is an atom: a notification raised before they are loaded waits there
 * and is shown once they are.
 */
export function NotifierOnDemand() {
  const pending = useAtomValue(notificationsAtom).length > 0;
  return pending ? (
    <Suspense fallback={null}>
      <Notifier />
    </Suspense>
  ) : null;
}
