import type { ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface RouterLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  appearance?: 'default' | 'subtle';
  inline?: boolean;
  'aria-label'?: string;
}

/** A Fluent Link that navigates inside the app (a real href: middle-click and copy work). */
export function RouterLink({ to, children, className, appearance, inline, 'aria-label': ariaLabel }: RouterLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link href={href} onClick={handleClick} className={className} appearance={appearance} inline={inline} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}
