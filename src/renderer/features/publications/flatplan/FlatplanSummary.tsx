import { useTranslation } from 'react-i18next';
import { Caption1, Field, SpinButton, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { Flatplan } from '@shared/rules/flatplan';
import { USUAL_SIZE_MAX } from './useUsualSize';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, flexGrow: 1 },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS },
  counts: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalS, fontVariantNumeric: 'tabular-nums' },
  over: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, maxHeight: '84px', overflowY: 'auto', color: tokens.colorPaletteDarkOrangeForeground1 },
  hint: { color: tokens.colorNeutralForeground3 },
  // The label on one line beside its small box (a horizontal Field gives its label a third of the width).
  field: { alignItems: 'center', gridTemplateColumns: 'max-content max-content' },
  spin: { width: '88px' },
});

export interface FlatplanSummaryProps {
  flatplan: Flatplan;
  /** The placard's check (« Le placard compte N pages, le plan M. ») when the counts differ. */
  placardCheck: string | null;
  periodical: string;
  /** How the usual size is edited; absent in print. */
  usualSize?: { fromPeriodical: boolean; onChange(size: number): void };
  /** Whether items can be moved here: the hint that says how is shown only then. */
  movable?: boolean;
}

/** The pages planned against the usual size, what is left, and every check that fails, by page. */
export function FlatplanSummary({ flatplan, placardCheck, periodical, usualSize, movable = false }: FlatplanSummaryProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { used, total, remainder, checks } = flatplan;
  const failing = checks.length + (placardCheck === null ? 0 : 1);
  return (
    <section aria-label={t('publications.flatplan.summary.label')} className={styles.root}>
      <div className={styles.line}>
        <div className={styles.counts} role="status">
          <Subtitle2>{t('publications.flatplan.summary.used', { used })}</Subtitle2>
          {total === null || remainder === null ? (
            <span className={styles.hint}>{t('publications.flatplan.summary.noTotal')}</span>
          ) : (
            <>
              <span>{t('publications.flatplan.summary.total', { total })}</span>
              <span className={remainder < 0 ? styles.over : undefined}>
                {remainder < 0 ? t('publications.flatplan.summary.over', { count: -remainder }) : t('publications.flatplan.summary.remainder', { count: remainder })}
              </span>
            </>
          )}
          <span>— {failing === 0 ? t('publications.flatplan.summary.none') : t('publications.flatplan.summary.checks', { count: failing })}</span>
        </div>
        {usualSize && (
          <Field
            className={styles.field}
            orientation="horizontal"
            label={t('publications.flatplan.summary.usualSize')}
            hint={usualSize.fromPeriodical && total !== null ? t('publications.flatplan.summary.fromPeriodical', { periodical }) : undefined}
          >
            <SpinButton
              className={styles.spin}
              min={1}
              max={USUAL_SIZE_MAX}
              value={total}
              onChange={(_, data) => {
                const next = data.value ?? Number(data.displayValue);
                if (Number.isInteger(next) && next >= 1 && next <= USUAL_SIZE_MAX) usualSize.onChange(next);
              }}
            />
          </Field>
        )}
      </div>
      {failing > 0 && (
        // Capped in height, the list scrolls: focusable, so that the keyboard scrolls it too (axe: scrollable-region-focusable).
        <ul className={styles.list} tabIndex={0} aria-label={t('publications.flatplan.summary.failing')}>
          {placardCheck !== null && <li>{placardCheck}</li>}
          {checks.map((check) => (
            <li key={`${check.page}-${check.code}-${check.message}`}>{check.message}</li>
          ))}
        </ul>
      )}
      {movable && <Caption1 className={styles.hint}>{t('publications.flatplan.moveHint')}</Caption1>}
    </section>
  );
}
