import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Body1Strong, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircle16Filled, DismissCircle16Filled, Warning16Filled } from '@fluentui/react-icons';
import type { ImportStatus } from '@shared/domain/publication';
import { importItemLevel, importResultLevel, type ImportLevel } from '@shared/rules/import-level';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderInlineStartWidth: tokens.strokeWidthThickest,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  success: { borderInlineStartColor: tokens.colorPaletteGreenBorder2 },
  warning: { borderInlineStartColor: tokens.colorPaletteDarkOrangeBorder2 },
  error: { borderInlineStartColor: tokens.colorPaletteRedBorder2 },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', margin: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  reasons: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  errorText: { color: tokens.colorPaletteRedForeground1 },
  warningText: { color: tokens.colorPaletteDarkOrangeForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

const COLORS = { success: 'success', warning: 'warning', error: 'danger' } as const satisfies Record<ImportLevel, string>;
const ICONS: Record<ImportLevel, ReactElement> = { success: <CheckmarkCircle16Filled />, warning: <Warning16Filled />, error: <DismissCircle16Filled /> };

export interface ImportResultLine {
  name: string;
  status: ImportStatus;
  messages: readonly string[];
  /** The imported record's link (its label names it), or null. */
  link: ReactNode | null;
}

/**
 * The import result card (spec 2 §2.8, §2.10, §8): its level (error, warning or success, shared rule
 * import-level), then each item with its status and, when it is not a plain success, its reasons: in red when
 * refused, in orange when imported with a remark (an existing article modified).
 */
export function ImportResultCard({ title, summary, items, status, itemStatusLabel }: {
  title: string;
  summary?: string;
  status: ImportStatus;
  items: readonly ImportResultLine[];
  itemStatusLabel(status: ImportStatus): string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const level = importResultLevel({ status, items });
  return (
    <section className={mergeClasses(styles.card, styles[level])} aria-label={title}>
      <h3 className={styles.header}>
        <Body1Strong>{title}</Body1Strong>
        <Badge appearance="filled" color={COLORS[level]} icon={ICONS[level]}>
          {t(`importLevel.${level}`)}
        </Badge>
      </h3>
      {summary !== undefined && <Caption1 className={styles.muted}>{summary}</Caption1>}
      <ul className={styles.list}>
        {items.map((item, index) => {
          const itemLevel = importItemLevel(item);
          return (
            <li key={`${item.name}-${index}`} className={styles.item}>
              <span className={styles.line}>
                {item.link ?? <span>{item.name}</span>}
                <Badge appearance="tint" size="small" color={COLORS[itemLevel]}>
                  {itemStatusLabel(item.status)}
                </Badge>
              </span>
              {itemLevel !== 'success' && item.messages.length > 0 && (
                <ul className={mergeClasses(styles.reasons, itemLevel === 'error' ? styles.errorText : styles.warningText)} aria-label={t(`importLevel.${itemLevel}`)}>
                  {item.messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
