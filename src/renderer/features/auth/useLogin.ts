import { useCallback, useState } from 'react';
import { useSetAtom } from 'jotai';
import { BridgeError } from '@shared/errors';
import { useBridge } from '../../bridge/BridgeContext';
import { authStateAtom, loginErrorAtom } from './auth-atoms';

/**
 * Starts the loopback sign-in (auth.login). The call resolves once signed in; meanwhile auth.changed
 * reports `signingIn`. A cancellation is silent; any other failure is kept for the signed-out screen.
 */
export function useLogin(): { login: () => void; pending: boolean } {
  const bridge = useBridge();
  const setAuthState = useSetAtom(authStateAtom);
  const setLoginError = useSetAtom(loginErrorAtom);
  const [pending, setPending] = useState(false);

  const login = useCallback(() => {
    setLoginError(null);
    setPending(true);
    bridge
      .invoke('auth.login')
      .then(
        (state) => setAuthState(state),
        (error: unknown) => {
          const code = error instanceof BridgeError ? error.code : 'INTERNAL';
          if (code !== 'LOGIN_CANCELLED') setLoginError(code);
          // Core reports the state it fell back to; ask, in case the event was missed.
          return bridge.invoke('auth.getState').then(setAuthState, () => undefined);
        },
      )
      .finally(() => setPending(false));
  }, [bridge, setAuthState, setLoginError]);

  return { login, pending };
}
