import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useDefinitionListStyles } from '../../components/definition-list-styles';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  list: { gridTemplateColumns: 'auto minmax(0, 1fr) auto minmax(0, 1fr)' },
});

/** The summary at the head of an organise page (a publication's, a bundle's): terms and values, two pairs a line. */
export function SummaryCard({ label, rows }: { label: string; rows: readonly (readonly [string, ReactNode])[] }) {
  const styles = useStyles();
  const dl = useDefinitionListStyles();
  return (
    <section aria-label={label} className={styles.root}>
      <dl className={mergeClasses(dl.list, styles.list)}>
        {rows.map(([term, value]) => (
          <div key={term} className={dl.row}>
            <dt className={dl.term}>{term}</dt>
            <dd className={dl.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
