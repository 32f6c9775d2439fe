import type { ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: '0',
  },
});

/** Text for assistive technologies only (e.g. "Oui"/"Non" beside an icon). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={useStyles().root}>{children}</span>;
}
