import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Caption1, ProgressBar, Tooltip, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import {
  ArrowClockwise20Regular,
  ArrowDownload20Regular,
  CheckmarkCircle20Filled,
  Clock20Regular,
  Dismiss20Regular,
  DismissCircle20Regular,
  ErrorCircle20Filled,
  FolderOpen20Regular,
  Open20Regular,
} from '@fluentui/react-icons';
import type { DownloadItem, DownloadStatus } from '@shared/domain/files';
import { isDraggableFileName } from '@shared/rules/file-names';
import { formatFileSize } from '@shared/rules/format';
import { ACTIVE_STATUSES } from './downloads-atoms';
import type { DownloadActions } from './useDownloadActions';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    listStyleType: 'none',
  },
  icon: {
    alignSelf: 'start',
    gridRow: '1 / span 2',
    paddingTop: '1px',
    color: tokens.colorNeutralForeground3,
  },
  done: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  running: { color: tokens.colorBrandForeground1 },
  name: {
    gridColumn: '2',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
  },
  status: {
    gridColumn: '2',
    color: tokens.colorNeutralForeground3,
    overflowWrap: 'anywhere',
  },
  error: {
    color: tokens.colorPaletteRedForeground1,
  },
  bar: {
    gridColumn: '2 / span 2',
    marginTop: tokens.spacingVerticalXXS,
  },
  draggable: { cursor: 'grab' },
  actions: {
    gridColumn: '3',
    gridRow: '1 / span 2',
    display: 'flex',
    gap: tokens.spacingHorizontalXXS,
  },
});

function StatusIcon({ status, className }: { status: DownloadStatus; className: string }) {
  const styles = useStyles();
  switch (status) {
    case 'done':
      return <CheckmarkCircle20Filled className={mergeClasses(className, styles.done)} aria-hidden="true" />;
    case 'failed':
      return <ErrorCircle20Filled className={mergeClasses(className, styles.failed)} aria-hidden="true" />;
    case 'cancelled':
      return <DismissCircle20Regular className={className} aria-hidden="true" />;
    case 'running':
      return <ArrowDownload20Regular className={mergeClasses(className, styles.running)} aria-hidden="true" />;
    default:
      return <Clock20Regular className={className} aria-hidden="true" />;
  }
}

/** A compact action: its icon, its French name as label and tooltip, the file's name as description. */
function RowAction({ label, icon, describedBy, onClick }: { label: string; icon: ReactElement; describedBy: string; onClick(): void }) {
  return (
    <Tooltip content={label} relationship="label" withArrow>
      <Button size="small" appearance="subtle" icon={icon} aria-describedby={describedBy} onClick={onClick} />
    </Tooltip>
  );
}

export interface DownloadFileRowProps {
  item: DownloadItem;
  actions: DownloadActions;
  /** "Afficher dans le dossier" and dragging the file out need the desktop: a browser can do neither. */
  desktop: boolean;
  /** A one-file batch carries its "Annuler" on the file. */
  onCancel?: () => void;
}

/** One file of the panel: its name, its status in French (or its error), its progress and its actions. */
export function DownloadFileRow({ item, actions, desktop, onCancel }: DownloadFileRowProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const nameId = useId('download-name');
  const name = item.fileName ?? item.label;
  const active = ACTIVE_STATUSES.has(item.status);
  const status: string = t(`downloads.status.${item.status}`);

  let detail = status;
  if (item.status === 'running' && item.totalBytes !== null)
    detail = t('downloads.bytesOf', { status, received: formatFileSize(item.receivedBytes), total: formatFileSize(item.totalBytes) });
  else if ((item.status === 'running' || item.status === 'done') && item.receivedBytes > 0)
    detail = t('downloads.bytes', { status, size: formatFileSize(item.receivedBytes) });
  else if (item.status === 'failed' && item.error) detail = t('downloads.failedWith', { status, error: item.error });

  // A finished PDF, XML or image leaves the window by drag and drop, as a file for the file manager (main
  // starts the system's drag; the page's own would carry a link, not the file).
  const draggable = desktop && item.status === 'done' && isDraggableFileName(name);

  const progress =
    item.status === 'queued' ? 0 : item.totalBytes ? Math.min(1, item.receivedBytes / item.totalBytes) : undefined;

  const buttons: ReactElement[] = [];
  if (item.status === 'done')
    buttons.push(
      <RowAction key="open" label={t('downloads.open')} icon={<Open20Regular />} describedBy={nameId} onClick={() => actions.open(item.id)} />,
    );
  if (item.status === 'done' && desktop)
    buttons.push(
      <RowAction
        key="folder"
        label={t('downloads.showInFolder')}
        icon={<FolderOpen20Regular />}
        describedBy={nameId}
        onClick={() => actions.showInFolder(item.id)}
      />,
    );
  if (item.status === 'failed' || item.status === 'cancelled')
    buttons.push(
      <RowAction
        key="retry"
        label={t('downloads.retry')}
        icon={<ArrowClockwise20Regular />}
        describedBy={nameId}
        onClick={() => actions.retry(item.id)}
      />,
    );
  if (active && onCancel)
    buttons.push(<RowAction key="cancel" label={t('downloads.cancel')} icon={<Dismiss20Regular />} describedBy={nameId} onClick={onCancel} />);

  return (
    <li
      className={mergeClasses(styles.root, draggable && styles.draggable)}
      aria-labelledby={nameId}
      draggable={draggable}
      onDragStart={(event) => {
        if (!draggable) return;
        event.preventDefault();
        actions.startDrag(item.id);
      }}
    >
      <StatusIcon status={item.status} className={styles.icon} />
      <span id={nameId} className={styles.name} title={draggable ? t('downloads.dragHint', { name }) : name}>
        {name}
      </span>
      <Caption1 className={mergeClasses(styles.status, item.status === 'failed' && styles.error)}>{detail}</Caption1>
      {buttons.length > 0 && <div className={styles.actions}>{buttons}</div>}
      {active && (
        <ProgressBar className={styles.bar} value={progress} thickness="medium" aria-label={t('downloads.fileProgress', { name })} />
      )}
    </li>
  );
}
