import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 280px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
  },
  filters: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    position: 'sticky',
    top: tokens.spacingVerticalL,
  },
  results: { minWidth: 0 },
});

export interface ListLayoutProps {
  filters: ReactNode;
  children: ReactNode;
  /** The filter panel's share of a 12-column grid (the ad list: 3); default a narrow fixed column. */
  filtersSpan?: number;
}

/** Lists put their filters on the left (a narrow column) and the results on the right. */
export function ListLayout({ filters, children, filtersSpan }: ListLayoutProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const columns = filtersSpan ? { gridTemplateColumns: `minmax(0, ${filtersSpan}fr) minmax(0, ${12 - filtersSpan}fr)` } : undefined;
  return (
    <div className={styles.root} style={columns}>
      <aside className={styles.filters} aria-label={t('list.filters')}>
        {filters}
      </aside>
      <section className={styles.results} aria-label={t('list.results')}>
        {children}
      </section>
    </div>
  );
}
