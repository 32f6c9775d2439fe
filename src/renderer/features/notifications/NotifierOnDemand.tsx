import { Suspense, lazy, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { whenIdle } from '../../app/when-idle';
import { notificationsAtom } from './notifications-atoms';

const Notifier = lazy(async () => ({ default: (await import('./Notifier')).Notifier }));

/**
 * The toasts and their code, loaded after the first screen (issue 35, first-screen budget: the sign-in screen
 * shows none): at the page's first idle moment, or at once for a notification raised before it (the queue is an
 * atom; it waits there). Once in the page, they stay: without Fluent's toaster in the page, its focus manager did
 * not always give the page back to the accessibility tree after a dialog closed, and a sign-in screen read as empty.
 */
export function NotifierOnDemand() {
  const pending = useAtomValue(notificationsAtom).length > 0;
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    return whenIdle(() => setMounted(true), 2000);
  }, [mounted]);
  // Derived during render (React's pattern for state that follows a value): set once, never cleared.
  if (pending && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Notifier />
    </Suspense>
  ) : null;
}
