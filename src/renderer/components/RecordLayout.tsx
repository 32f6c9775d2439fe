import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingHorizontalXXL, alignItems: 'start' },
  withSide: {
    gridTemplateColumns: 'minmax(0, 1fr) 320px',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: { position: 'sticky', top: tokens.spacingVerticalL, minWidth: 0 },
});

/**
 * The frame of a record's page (an author, an image, an ad; view or edit): the main column, and the right
 * column (state, file, uses) beside it on wide windows, under it on narrow ones, staying in view on scroll.
 */
export function RecordLayout({ children, side }: { children: ReactNode; side?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.layout, side ? styles.withSide : undefined)}>
      {children}
      {side ? <div className={styles.side}>{side}</div> : null}
    </div>
  );
}
