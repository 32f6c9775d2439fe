import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem, makeStyles, tokens } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { Author } from '@shared/domain/author';
import { authorDisplayName } from '@shared/rules/author-input';
import { paths } from '../../../app/paths';

const useStyles = makeStyles({
  root: {
    marginBottom: tokens.spacingVerticalS,
    marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})`,
  },
});

export interface AuthorBreadcrumbProps {
  /** The author of the page; absent on the create screen, or while loading (only "Auteurs" is shown). */
  author?: Pick<Author, 'id' | 'type' | 'firstName' | 'particle' | 'lastName'> | null;
  /** The page: the view (the name is the current item), the edit screen ("Modifier") or the create screen ("Nouvel auteur"). */
  page: 'view' | 'edit' | 'create';
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

/** Spec 1 §2: "Breadcrumb on author pages: authors list, author name, then edit or new." */
export function AuthorBreadcrumb({ author, page }: AuthorBreadcrumbProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const items: { key: string; label: string; to: string | null }[] = [{ key: 'list', label: t('authors.view.breadcrumb.authors'), to: paths.list('author') }];
  if (page === 'create') items.push({ key: 'create', label: t('authors.view.breadcrumb.create'), to: null });
  else if (author) {
    items.push({ key: 'name', label: authorDisplayName(author), to: page === 'edit' ? paths.view('author', author.id) : null });
    if (page === 'edit') items.push({ key: 'edit', label: t('authors.view.breadcrumb.edit'), to: null });
  }
  return (
    <Breadcrumb aria-label={t('authors.view.breadcrumb.label')} className={styles.root} size="medium">
      {items.map((item, index) => (
        <Fragment key={item.key}>
          {index > 0 && <BreadcrumbDivider />}
          <BreadcrumbItem>
            {item.to === null ? <BreadcrumbButton current>{item.label}</BreadcrumbButton> : <CrumbLink to={item.to}>{item.label}</CrumbLink>}
          </BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  );
}
