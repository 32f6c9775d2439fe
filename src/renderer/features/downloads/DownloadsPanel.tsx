import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  Body1,
  Button,
  Caption1,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload24Regular, Broom20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { useAppConfig } from '../../app/config';
import { FINISHED_STATUSES, batchViews, downloadsAtom } from './downloads-atoms';
import { DownloadBatchSection } from './DownloadBatchSection';
import { useDownloadActions } from './useDownloadActions';

const useStyles = makeStyles({
  header: {
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingBottom: tokens.spacingVerticalM,
  },
  drawer: {
    width: '420px',
    maxWidth: '100vw',
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalXXXL,
    color: tokens.colorNeutralForeground3,
  },
  emptyIcon: {
    color: tokens.colorNeutralForeground4,
  },
  footer: {
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

export interface DownloadsPanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The downloads panel: a drawer on the right listing batches and files, newest first (issue 3). */
export function DownloadsPanel({ open, onOpenChange }: DownloadsPanelProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const state = useAtomValue(downloadsAtom);
  const config = useAppConfig();
  const actions = useDownloadActions();
  const views = batchViews(state);
  const desktop = config !== null && config.host !== 'web';
  const anyFinished = state?.items.some((i) => FINISHED_STATUSES.has(i.status)) ?? false;

  return (
    <OverlayDrawer
      position="end"
      open={open}
      onOpenChange={(_event, data) => onOpenChange(data.open)}
      className={styles.drawer}
      aria-label={t('downloads.title')}
    >
      <DrawerHeader className={styles.header}>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('common.close')}
              icon={<Dismiss20Regular />}
              onClick={() => onOpenChange(false)}
            />
          }
        >
          {t('downloads.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        {views.length === 0 ? (
          <div className={styles.empty}>
            <ArrowDownload24Regular className={styles.emptyIcon} aria-hidden="true" />
            <Body1>{t('downloads.empty')}</Body1>
            <Caption1>{t('downloads.emptyHint')}</Caption1>
          </div>
        ) : (
          views.map((view) => (
            <DownloadBatchSection key={view.batch.id} view={view} actions={actions} desktop={desktop} />
          ))
        )}
      </DrawerBody>
      {anyFinished && (
        <DrawerFooter className={styles.footer}>
          <Button appearance="secondary" icon={<Broom20Regular />} onClick={actions.clearFinished}>
            {t('downloads.clearFinished')}
          </Button>
        </DrawerFooter>
      )}
    </OverlayDrawer>
  );
}
