import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { SIGNED_OUT } from '@shared/domain/session';
import { BridgeError } from '@shared/errors';
import { useBridge } from '../../bridge/BridgeContext';
import { authStateAtom, loginErrorAtom } from './auth-atoms';

/**
 * Feeds the session atom: auth.getState once, then every auth.changed. An event that arrives before the
 * first answer wins over it (it is newer).
 */
export function useAuthSync(): void {
  const bridge = useBridge();
  const setAuthState = useSetAtom(authStateAtom);
  const setLoginError = useSetAtom(loginErrorAtom);

  useEffect(() => {
    let active = true;
    let changed = false;
    const unsubscribe = bridge.on('auth.changed', (state) => {
      changed = true;
      if (!active) return;
      setAuthState(state);
      // A new attempt or a session makes the last sign-in failure obsolete.
      if (state.status !== 'signedOut') setLoginError(null);
    });
    bridge.invoke('auth.getState').then(
      (state) => {
        if (active && !changed) setAuthState(state);
      },
      (error: unknown) => {
        if (!active || changed) return;
        setAuthState(SIGNED_OUT);
        setLoginError(error instanceof BridgeError ? error.code : 'INTERNAL');
      },
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [bridge, setAuthState, setLoginError]);
}
