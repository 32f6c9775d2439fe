import { useTranslation } from 'react-i18next';
import { Badge, Body1, Body1Strong, Button, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { ImportCounts } from './ImportCounts';
import type { ImportOutcome } from './useReferentialImport';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  faults: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, color: tokens.colorPaletteRedForeground1, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  message: { wordBreak: 'break-word' },
});

const LIST_ITEM = /^– /;

/**
 * The result card of an import (issue 12): applied with its counts, refused with the server's message
 * (spec 2 §8: its first line, then each fault with its sheet, line and column), or closed without import.
 */
export function ImportResultCard({ name, outcome, onDismiss }: { name: string; outcome: ImportOutcome; onDismiss(): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const lines = outcome.kind === 'refused' ? outcome.message.split('\n') : [];
  const summary = lines.filter((l) => !LIST_ITEM.test(l));
  const faults = lines.filter((l) => LIST_ITEM.test(l)).map((l) => l.replace(LIST_ITEM, ''));
  const badge = { applied: 'success', refused: 'danger', cancelled: 'informative' } as const;
  return (
    <section className={styles.card} aria-label={t('referentials.result.label', { name })} role={outcome.kind === 'refused' ? 'alert' : 'status'}>
      <div className={styles.header}>
        <Badge appearance="filled" color={badge[outcome.kind]}>
          {t(`referentials.result.${outcome.kind}`)}
        </Badge>
        <span className={styles.grow} />
        <Button appearance="subtle" size="small" icon={<Dismiss16Regular />} aria-label={t('referentials.result.dismiss')} title={t('referentials.result.dismiss')} onClick={onDismiss} />
      </div>
      {outcome.kind === 'applied' && (
        <>
          <Body1Strong>{t('referentials.result.appliedText', { file: outcome.result.fileName })}</Body1Strong>
          <ImportCounts diff={outcome.result} />
        </>
      )}
      {outcome.kind === 'cancelled' && <Body1>{t('referentials.result.cancelledText', { file: outcome.file })}</Body1>}
      {outcome.kind === 'refused' && (
        <>
          {summary.map((line) => (
            <Body1 key={line} className={styles.message}>
              {line}
            </Body1>
          ))}
          {faults.length > 0 && (
            <ul className={styles.faults}>
              {faults.map((fault) => (
                <li key={fault}>{fault}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
