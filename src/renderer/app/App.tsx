import { Outlet } from 'react-router-dom';
import { AuthGate } from '../features/auth/AuthGate';
import { useAppCommands } from './commands/useAppCommands';
import { useAppConfigSync } from './config';
import { SignedInServices } from './SignedInServices';
import { ScreenCatalogue } from './ScreenCatalogue';
import { useDeepLinkEvents } from './useDeepLinkEvents';

/** The root route: nothing but the sign-in screens until signed in, then the routed screens and their catalogue. */
export function App() {
  useAppConfigSync();
  useDeepLinkEvents();
  useAppCommands();
  return (
    <AuthGate>
      <ScreenCatalogue>
        <SignedInServices />
        <Outlet />
      </ScreenCatalogue>
    </AuthGate>
  );
}
