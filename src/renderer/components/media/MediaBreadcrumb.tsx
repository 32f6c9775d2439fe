import { Fragment, type ReactNode } from 'react';
import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem, makeStyles, tokens } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';

const useStyles = makeStyles({
  root: {
    marginBottom: tokens.spacingVerticalS,
    marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})`,
  },
});

/** One step of the trail: a link to a screen, or (to null) the page itself. */
export interface Crumb {
  key: string;
  label: string;
  to: string | null;
}

function CrumbLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <BreadcrumbButton as="a" href={href} onClick={onClick}>
      {children}
    </BreadcrumbButton>
  );
}

/**
 * The trail of a media page (spec 1 §2: "Images > id name > modifier", "Publicités > nouvelle publicité"):
 * each step a real link inside the app, the last one the current page.
 */
export function MediaBreadcrumb({ label, crumbs }: { label: string; crumbs: readonly Crumb[] }) {
  const styles = useStyles();
  return (
    <Breadcrumb aria-label={label} className={styles.root} size="medium">
      {crumbs.map((crumb, index) => (
        <Fragment key={crumb.key}>
          {index > 0 && <BreadcrumbDivider />}
          <BreadcrumbItem>
            {crumb.to === null ? <BreadcrumbButton current>{crumb.label}</BreadcrumbButton> : <CrumbLink to={crumb.to}>{crumb.label}</CrumbLink>}
          </BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  );
}
