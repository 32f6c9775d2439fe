import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@fluentui/react-components';
import { CenteredScreen } from '../../components/CenteredScreen';
import { SignedOutScreen } from './SignedOutScreen';
import { SigningInScreen } from './SigningInScreen';
import { useAuthState } from './useAuth';
import { useAuthSync } from './useAuthSync';
import { useOpenUrlEvents } from './useOpenUrlEvents';

/**
 * Renders its children only for a signed-in session (spec 1 §1: content is hidden or replaced by a
 * fallback when the user is not authenticated).
 */
export function AuthGate({ children }: { children: ReactNode }) {
  useAuthSync();
  useOpenUrlEvents();
  const { t } = useTranslation();
  const state = useAuthState();

  if (!state) {
    return (
      <CenteredScreen>
        <Spinner size="large" label={t('app.loading')} labelPosition="below" />
      </CenteredScreen>
    );
  }
  if (state.status === 'signedOut') return <SignedOutScreen />;
  if (state.status === 'signingIn') return <SigningInScreen loginUrl={state.loginUrl} />;
  return <>{children}</>;
}
