import type { ReactNode } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { CopyNameButton } from './CopyNameButton';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexGrow: 1, minWidth: 0 },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface MediaPageTitleProps {
  title: string;
  /** The image's or item's name: a copy button beside the title copies it, then "Copié" (spec 1 §8). */
  name?: string | undefined;
  actions?: ReactNode;
}

/** A media page's h1 (image, ad): its title, the name's copy button, the page's actions on the right. */
export function MediaPageTitle({ title, name, actions }: MediaPageTitleProps) {
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
