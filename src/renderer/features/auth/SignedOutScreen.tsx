import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  Body1,
  Button,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MessageBar } from '../../components/MessageBar';
import type { BridgeErrorCode } from '@shared/errors';
import { BrandMark } from '../../components/BrandMark';
import { CenteredScreen } from '../../components/CenteredScreen';
import { loginErrorAtom } from './auth-atoms';
import { useAuthState } from './useAuth';
import { useLogin } from './useLogin';

const useStyles = makeStyles({
  title: {
    margin: 0,
  },
  description: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
  },
  message: {
    width: '100%',
    textAlign: 'start',
  },
  submit: {
    minWidth: '200px',
    marginTop: tokens.spacingVerticalS,
  },
});

type LoginErrorKey = 'LOGIN_TIMEOUT' | 'LOGIN_FAILED' | 'LOGIN_BUSY' | 'OFFLINE' | 'INSECURE_URL' | 'other';
const KNOWN_LOGIN_ERRORS: readonly BridgeErrorCode[] = ['LOGIN_TIMEOUT', 'LOGIN_FAILED', 'LOGIN_BUSY', 'OFFLINE', 'INSECURE_URL'];

export function loginErrorKey(code: BridgeErrorCode): LoginErrorKey {
  return KNOWN_LOGIN_ERRORS.includes(code) ? (code as Exclude<LoginErrorKey, 'other'>) : 'other';
}

/** Signed out: the product, one line about it, and "Se connecter". Nothing else of the app is rendered. */
export function SignedOutScreen() {
  const styles = useStyles();
  const { t } = useTranslation();
  const error = useAtomValue(loginErrorAtom);
  const expired = useAuthState()?.endedBy === 'expired';
  const { login, pending } = useLogin();

  return (
    <CenteredScreen>
      <BrandMark />
      <Title1 as="h1" className={styles.title}>
        {t('app.name')}
      </Title1>
      <Body1 as="p" align="center" className={styles.description}>
        {t('app.description')}
      </Body1>
      {expired && !error && (
        <MessageBar intent="warning" className={styles.message}>
          <MessageBarBody>{t('errors.unauthenticated')}</MessageBarBody>
        </MessageBar>
      )}
      {error && (
        <MessageBar intent={error === 'LOGIN_TIMEOUT' ? 'warning' : 'error'} className={styles.message}>
          <MessageBarBody>
            <MessageBarTitle>{t('login.errorTitle')}</MessageBarTitle>
            {t(`login.errors.${loginErrorKey(error)}`)}
          </MessageBarBody>
        </MessageBar>
      )}
      <Button
        appearance="primary"
        size="large"
        className={styles.submit}
        onClick={login}
        disabledFocusable={pending}
        icon={pending ? <Spinner size="tiny" appearance="inverted" /> : undefined}
      >
        {t('login.submit')}
      </Button>
    </CenteredScreen>
  );
}
