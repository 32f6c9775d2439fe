import { useTranslation } from 'react-i18next';
import { Badge, Body1Strong, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ImportStatus, PublicationImportResult } from '@shared/domain/publication';
import { paths } from '../../../app/paths';
import { RouterLink } from '../../../components/RouterLink';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', margin: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  reasons: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

const COLORS: Record<ImportStatus, 'informative' | 'success' | 'danger'> = { IN_PROGRESS: 'informative', DONE: 'success', ERROR: 'danger' };

/** The import result card (spec 2 §8): the import's status, then each publication with its status and, when not imported, its reasons. */
export function ImportResultCard({ result }: { result: PublicationImportResult }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const done = result.items.filter((item) => item.status === 'DONE').length;
  return (
    <section className={styles.card} aria-label={t('publications.list.import.resultTitle')}>
      <h3 className={styles.header}>
        <Body1Strong>{t('publications.list.import.resultTitle')}</Body1Strong>
        <Badge appearance="filled" color={COLORS[result.status]}>
          {t(`publications.list.import.resultStatus.${result.status}`)}
        </Badge>
      </h3>
      <Caption1 className={styles.muted}>{t('publications.list.import.summary', { count: result.items.length, done })}</Caption1>
      <ul className={styles.list}>
        {result.items.map((item, index) => (
          <li key={`${item.name}-${index}`} className={styles.item}>
            <span className={styles.line}>
              {item.status === 'DONE' && item.publicationId !== null ? (
                <RouterLink to={paths.publicationOrganize(item.publicationId)} aria-label={t('publications.list.import.open', { name: item.name })}>
                  {item.name}
                </RouterLink>
              ) : (
                <span>{item.name}</span>
              )}
              <Badge appearance="tint" size="small" color={COLORS[item.status]}>
                {t(`publications.list.import.itemStatus.${item.status}`)}
              </Badge>
            </span>
            {item.status !== 'DONE' && item.messages.length > 0 && (
              <ul className={styles.reasons}>
                {item.messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
