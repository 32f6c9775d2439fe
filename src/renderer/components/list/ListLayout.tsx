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

/** Lists put their filters on the left (a narrow column) and the results on the right. */
export function ListLayout({ filters, children }: { filters: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <aside className={styles.filters} aria-label={t('list.filters')}>
        {filters}
      </aside>
      <section className={styles.results} aria-label={t('list.results')}>
        {children}
      </section>
    </div>
  );
}
