import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { QuestionCircle20Regular } from '@fluentui/react-icons';
import { useAppConfig } from '../../app/config';
import { useBridge } from '../../bridge/BridgeContext';
import { useNotify } from '../notifications/useNotify';
import { TOP_BAR_MEDIUM } from './breakpoints';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
    ':hover': {
      color: tokens.colorNeutralForeground2Hover,
      backgroundColor: tokens.colorSubtleBackgroundHover,
      textDecorationLine: 'none',
    },
  },
  label: {
    [TOP_BAR_MEDIUM]: {
      display: 'none',
    },
  },
});

/** "Aide": the external help site, opened in the system browser (app.openExternal). */
export function HelpLink() {
  const styles = useStyles();
  const { t } = useTranslation();
  const config = useAppConfig();
  const bridge = useBridge();
  const notify = useNotify();
  if (!config?.helpUrl) return null;
  const helpUrl = config.helpUrl;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    bridge.invoke('app.openExternal', helpUrl).catch(() => notify.error(t('errors.openExternal')));
  };

  return (
    <Link
      href={helpUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.root}
      onClick={open}
      aria-label={t('shell.help')}
      title={t('shell.help')}
    >
      <QuestionCircle20Regular aria-hidden="true" />
      <span className={styles.label}>{t('shell.help')}</span>
    </Link>
  );
}
