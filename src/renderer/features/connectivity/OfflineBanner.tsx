import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../components/MessageBar';
import { CloudOff20Regular } from '@fluentui/react-icons';
import { formatDateTime } from '../../i18n/dates';
import { connectivityAtom } from './connectivity-atoms';

const useStyles = makeStyles({
  root: {
    flexShrink: 0,
    borderRadius: 0,
    borderLeftStyle: 'none',
    borderRightStyle: 'none',
    borderTopStyle: 'none',
    paddingLeft: tokens.spacingHorizontalL,
  },
});

/**
 * "Hors ligne — données du 22/11/2026 à 14:05" under the top bar while core cannot reach the server
 * (issue 3): screens show core's cached answers, and actions that change data are disabled. It goes away by
 * itself when the server is back.
 */
export function OfflineBanner() {
  const styles = useStyles();
  const { t } = useTranslation();
  const state = useAtomValue(connectivityAtom);
  if (!state || state.online) return null;
  const title = state.cachedAt ? t('offline.banner', { date: formatDateTime(state.cachedAt) }) : t('offline.bannerNoData');
  return (
    <MessageBar intent="warning" layout="singleline" className={styles.root} icon={<CloudOff20Regular />}>
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {t('offline.bannerHint')}
      </MessageBarBody>
    </MessageBar>
  );
}
