import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Caption1, ProgressBar, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ChevronDown16Regular, ChevronRight16Regular, Dismiss16Regular } from '@fluentui/react-icons';
import type { BatchView } from './downloads-atoms';
import { DownloadFileRow } from './DownloadFileRow';
import type { DownloadActions } from './useDownloadActions';

/** A batch with this many files starts folded: its failed and running files stay in view, the others one click away. */
export const FOLD_FROM = 6;

const useStyles = makeStyles({
  root: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
  },
  title: {
    flexGrow: 1,
    minWidth: 0,
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
    marginBottom: tokens.spacingVerticalXS,
  },
  failed: {
    color: tokens.colorPaletteRedForeground1,
  },
  list: {
    margin: 0,
    padding: 0,
  },
  toggle: {
    marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})`,
  },
});

export interface DownloadBatchSectionProps {
  view: BatchView;
  actions: DownloadActions;
  desktop: boolean;
}

/**
 * One batch of the panel. A single file is shown on its own; a bulk download shows "12 sur 100", an overall
 * progress bar, "Annuler" while under way, and its files (folded when there are many, failures and running files
 * kept in view).
 */
export function DownloadBatchSection({ view, actions, desktop }: DownloadBatchSectionProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const titleId = useId('download-batch');
  const { batch, items, active } = view;
  const [unfolded, setUnfolded] = useState(false);
  const cancel = () => actions.cancel(batch.id);

  if (items.length === 1 && batch.total <= 1) {
    const [item] = items;
    return (
      <section className={styles.root} aria-label={batch.label}>
        <ul className={styles.list}>
          {item && <DownloadFileRow item={item} actions={actions} desktop={desktop} onCancel={cancel} />}
        </ul>
      </section>
    );
  }

  const finished = batch.done + batch.failed + batch.cancelled;
  const foldable = items.length >= FOLD_FROM;
  // Folded: what needs an eye (failures) and what moves (the few files being received).
  const shown = foldable && !unfolded ? items.filter((i) => i.status === 'failed' || i.status === 'running') : items;

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title} title={batch.label}>
          {batch.label}
        </h3>
        {active && (
          <Button size="small" appearance="subtle" icon={<Dismiss16Regular />} aria-describedby={titleId} onClick={cancel}>
            {t('downloads.cancel')}
          </Button>
        )}
      </div>
      <div className={styles.summary}>
        <Caption1>{t('downloads.batchProgress', { done: batch.done, total: batch.total })}</Caption1>
        {batch.failed > 0 && (
          <Caption1 className={styles.failed}>{t('downloads.batchFailed', { count: batch.failed })}</Caption1>
        )}
        {batch.cancelled > 0 && <Caption1>{t('downloads.batchCancelled', { count: batch.cancelled })}</Caption1>}
      </div>
      <ProgressBar
        value={batch.total > 0 ? finished / batch.total : undefined}
        thickness="large"
        color={active ? 'brand' : batch.failed > 0 ? 'error' : 'success'}
        aria-label={t('downloads.batchProgressLabel', { label: batch.label })}
        aria-valuetext={t('downloads.batchProgress', { done: batch.done, total: batch.total })}
      />
      {shown.length > 0 && (
        <ul className={styles.list}>
          {shown.map((item) => (
            <DownloadFileRow key={item.id} item={item} actions={actions} desktop={desktop} />
          ))}
        </ul>
      )}
      {foldable && (
        <Button
          size="small"
          appearance="transparent"
          className={styles.toggle}
          icon={unfolded ? <ChevronDown16Regular /> : <ChevronRight16Regular />}
          aria-expanded={unfolded}
          onClick={() => setUnfolded((u) => !u)}
        >
          {unfolded ? t('downloads.hideFiles') : t('downloads.showFiles', { count: items.length })}
        </Button>
      )}
    </section>
  );
}
