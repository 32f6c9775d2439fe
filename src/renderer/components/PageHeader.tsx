import type { ReactNode } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  title: {
    margin: 0,
    flexGrow: 1,
  },
});

/** A screen's title (the page's h1) with optional actions on the right. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Title2 as="h1" className={styles.title}>
        {title}
      </Title2>
      {actions}
    </div>
  );
}
