import { useTranslation } from 'react-i18next';
import { Caption1, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Filled, Clock20Regular, ErrorCircle20Filled } from '@fluentui/react-icons';
import type { UploadEntry } from '../features/uploads/useUploadQueue';
import { formatFileSize } from '@shared/rules/format';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    padding: 0,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: '20px minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} 0`,
    listStyleType: 'none',
  },
  name: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  size: {
    color: tokens.colorNeutralForeground3,
    whiteSpace: 'nowrap',
  },
  status: {
    gridColumn: '2 / span 2',
    color: tokens.colorNeutralForeground3,
    overflowWrap: 'anywhere',
  },
  refused: {
    color: tokens.colorPaletteRedForeground1,
  },
  done: {
    color: tokens.colorPaletteGreenForeground1,
  },
  waiting: {
    color: tokens.colorNeutralForeground3,
  },
});

/**
 * The files of a drop, each with its state: "En attente", "Envoi…" (with a spinner), "Terminé",
 * "Refusé : type de fichier non accepté (texte)". Fed by useUploadQueue.
 */
export function UploadQueue({ entries, label, className }: { entries: UploadEntry[]; label?: string; className?: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <ul className={mergeClasses(styles.list, className)} aria-label={label ?? t('uploads.queue')}>
      {entries.map((entry) => {
        const reason = entry.reason ?? '';
        const status =
          entry.status === 'rejected'
            ? t('uploads.status.rejected', { reason })
            : entry.status === 'failed'
              ? t('uploads.status.failed', { reason })
              : t(`uploads.status.${entry.status}`);
        const refused = entry.status === 'rejected' || entry.status === 'failed';
        return (
          <li key={entry.id} className={styles.item} aria-busy={entry.status === 'uploading' || undefined}>
            {entry.status === 'uploading' ? (
              <Spinner size="extra-tiny" aria-hidden="true" />
            ) : entry.status === 'done' ? (
              <CheckmarkCircle20Filled className={styles.done} aria-hidden="true" />
            ) : refused ? (
              <ErrorCircle20Filled className={styles.refused} aria-hidden="true" />
            ) : (
              <Clock20Regular className={styles.waiting} aria-hidden="true" />
            )}
            <span className={styles.name} title={entry.name}>
              {entry.name}
            </span>
            <Caption1 className={styles.size}>{formatFileSize(entry.size)}</Caption1>
            <Caption1 className={mergeClasses(styles.status, refused && styles.refused)}>{status}</Caption1>
          </li>
        );
      })}
    </ul>
  );
}
