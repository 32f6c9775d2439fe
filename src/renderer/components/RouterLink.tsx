import type { MouseEvent, ReactNode } from 'react';
import { Link, type LinkProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type RouterLinkProps = Omit<LinkProps, 'href' | 'onClick' | 'as'> & { to: string; children: ReactNode };

/** A Fluent Link that navigates inside the app (a real href: middle-click and copy work). */
export function RouterLink({ to, children, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link {...rest} href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => handleClick(event)}>
      {children}
    </Link>
  );
}
