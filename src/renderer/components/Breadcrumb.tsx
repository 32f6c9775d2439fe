import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb as FluentBreadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem, makeStyles, tokens } from '@fluentui/react-components';
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
 * The trail of a page ("Fil d'Ariane"; spec 1 §2: "Images > id name > modifier", "Publicités > nouvelle
 * publicité"): each step a real link inside the app, the last one the current page.
 */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <FluentBreadcrumb aria-label={t('common.breadcrumb')} className={styles.root} size="medium">
      {crumbs.map((crumb, index) => (
        <Fragment key={crumb.key}>
          {index > 0 && <BreadcrumbDivider />}
          <BreadcrumbItem>
            {crumb.to === null ? <BreadcrumbButton current>{crumb.label}</BreadcrumbButton> : <CrumbLink to={crumb.to}>{crumb.label}</CrumbLink>}
          </BreadcrumbItem>
        </Fragment>
      ))}
    </FluentBreadcrumb>
  );
}

/** The page of a record a trail leads to: its view, its edit screen or the create screen. */
export type RecordPage = 'view' | 'edit' | 'create';

export interface RecordBreadcrumbProps {
  page: RecordPage;
  /** The list of the records ("Auteurs", "Images", "Publicités") and where it is. */
  list: { label: string; to: string };
  /** The create screen's step ("Nouvel auteur"). */
  createLabel: string;
  /** The edit screen's last step ("Modifier"). */
  editLabel: string;
  /** The record: its name in the trail and its view; absent on the create screen or while it loads (the list alone then). */
  record?: { label: string; to: string } | null;
}

/**
 * The trail of a record's pages (spec 1 §2): the list, then on the create screen its step; otherwise the
 * record (the current page on its view, a link to it on its edit screen) then, when editing, the edit step.
 */
export function RecordBreadcrumb({ page, list, createLabel, editLabel, record }: RecordBreadcrumbProps) {
  const crumbs: Crumb[] = [{ key: 'list', label: list.label, to: list.to }];
  if (page === 'create') crumbs.push({ key: 'create', label: createLabel, to: null });
  else if (record) {
    crumbs.push({ key: 'record', label: record.label, to: page === 'edit' ? record.to : null });
    if (page === 'edit') crumbs.push({ key: 'edit', label: editLabel, to: null });
  }
  return <Breadcrumb crumbs={crumbs} />;
}
