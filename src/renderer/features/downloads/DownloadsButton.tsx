import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, CounterBadge, Tooltip, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { TOP_BAR_MEDIUM } from '../shell/breakpoints';
import { activeDownloadsAtom, downloadsPanelOpenAtom } from './downloads-atoms';
import { DownloadsPanel } from './DownloadsPanel';

const useStyles = makeStyles({
  button: {
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
  },
  /** Short of room, the button keeps its icon and badge; the tooltip and its accessible name still say what it is. */
  label: {
    [TOP_BAR_MEDIUM]: {
      display: 'none',
    },
  },
  badge: {
    marginLeft: tokens.spacingHorizontalXS,
  },
});

/**
 * "Téléchargements" in the top bar: a badge counts the files under way ("Téléchargements (3 en cours)" for
 * assistive technologies); it opens the downloads panel.
 */
export function DownloadsButton() {
  const styles = useStyles();
  const { t } = useTranslation();
  const active = useAtomValue(activeDownloadsAtom);
  const [open, setOpen] = useAtom(downloadsPanelOpenAtom);
  // Closing the panel puts the focus back on this button.
  const restoreFocusTarget = useRestoreFocusTarget();
  const name = active > 0 ? t('downloads.buttonActive', { count: active }) : t('downloads.title');

  return (
    <>
      <Tooltip content={t('downloads.title')} relationship="inaccessible" withArrow>
        <Button
          {...restoreFocusTarget}
          appearance="subtle"
          className={styles.button}
          aria-label={name}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          icon={<ArrowDownload20Regular />}
        >
          <span className={styles.label}>{t('downloads.title')}</span>
          {active > 0 && <CounterBadge className={styles.badge} count={active} size="small" overflowCount={99} aria-hidden="true" />}
        </Button>
      </Tooltip>
      <DownloadsPanel open={open} onOpenChange={setOpen} />
    </>
  );
}
