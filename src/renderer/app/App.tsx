import { Suspense, type ReactNode } from 'react';
import { PageLoading } from '../components/PageLoading';
import { AuthGate } from '../features/auth/AuthGate';
import { useAppCommands } from './commands/useAppCommands';
import { useAppConfigSync } from './config';
import { LoadErrorBoundary } from './LoadErrorBoundary';
import { useDeepLinkEvents } from './useDeepLinkEvents';

export interface AppProps {
  /** The routed screens (the router), shown once signed in: main loads them at sign-in, tests give theirs. */
  screens: ReactNode;
  /** Takes the router to a path of the app, signed in or not (a deep link). */
  navigate: (path: string) => void;
}

/**
 * The app: nothing but the sign-in screens until signed in, then the routed screens. The sign-in screens are
 * outside the router so that the first screen loads none of it (issue 35); a failed load shows the error page.
 */
export function App({ screens, navigate }: AppProps) {
  useAppConfigSync();
  useDeepLinkEvents(navigate);
  useAppCommands();
  return (
    <AuthGate>
      <LoadErrorBoundary>
        <Suspense fallback={<PageLoading />}>{screens}</Suspense>
      </LoadErrorBoundary>
    </AuthGate>
  );
}
