import { AuthGate } from '../features/auth/AuthGate';
import { AppRoutes } from './AppRoutes';
import { useAppConfigSync } from './config';

/** The app inside its providers and router: nothing but the sign-in screens until signed in. */
export function App() {
  useAppConfigSync();
  return (
    <AuthGate>
      <AppRoutes />
    </AuthGate>
  );
}
