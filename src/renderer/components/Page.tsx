import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    boxSizing: 'border-box',
    maxWidth: '1600px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXXL}`,
  },
});

/** The padded frame of a screen inside the shell. */
export function Page({ children }: { children: ReactNode }) {
  return <div className={useStyles().root}>{children}</div>;
}
