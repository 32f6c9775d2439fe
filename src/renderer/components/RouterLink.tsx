import type { ReactNode } from 'react';
import { Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface RouterLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  appearance?: 'default' | 'subtle';
  inline?: boolean;
  'aria-label'?: string;
  /** The tooltip: the whole text of a link its cell cuts. */
  title?: string;
}

const useStyles = makeStyles({
  // Fluent shows a focused link as a second underline only, which is easily missed in a table row: a ring.
  focusRing: {
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: tokens.strokeWidthThin,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
});

/** A Fluent Link that navigates inside the app (a real href: middle-click and copy work). */
export function RouterLink({ to, children, className, appearance, inline, 'aria-label': ariaLabel, title }: RouterLinkProps) {
  const styles = useStyles();
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link href={href} onClick={handleClick} className={mergeClasses(styles.focusRing, className)} appearance={appearance} inline={inline} aria-label={ariaLabel} title={title}>
      {children}
    </Link>
  );
}
