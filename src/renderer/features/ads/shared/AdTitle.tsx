import type { ReactNode } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { CopyNameButton } from '../../../components/media/CopyNameButton';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexGrow: 1, minWidth: 0 },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** An ad page's h1: its title, the copy button of the ad's name ("Copié") when it has one, the page's actions on the right. */
export function AdTitle({ title, name, actions }: { title: string; name?: string | undefined; actions?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <div className={styles.title}>
        <Title2 as="h1" className={styles.heading}>
          {title}
        </Title2>
        {name !== undefined && <CopyNameButton name={name} />}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
