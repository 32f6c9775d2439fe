import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem, makeStyles, tokens } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { Advertisement } from '@shared/domain/advertisement';
import { paths } from '../../../app/paths';

const useStyles = makeStyles({
  root: {
    marginBottom: tokens.spacingVerticalS,
    marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})`,
  },
});

export interface AdBreadcrumbProps {
  /** The ad of the page; null on the create screen or while loading (only "Publicités" then). */
  ad: Pick<Advertisement, 'id' | 'name'> | null;
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

/** Spec 1 §2: "Publicités > {id} {name} > modifier", or "Publicités > nouvelle publicité". */
export function AdBreadcrumb({ ad, page }: AdBreadcrumbProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const items: { key: string; label: string; to: string | null }[] = [{ key: 'list', label: t('ads.breadcrumb.ads'), to: paths.list('ad') }];
  if (page === 'create') items.push({ key: 'create', label: t('ads.breadcrumb.create'), to: null });
  else if (ad) {
    items.push({ key: 'ad', label: t('ads.breadcrumb.ad', { id: ad.id, name: ad.name }), to: page === 'edit' ? paths.view('ad', ad.id) : null });
    if (page === 'edit') items.push({ key: 'edit', label: t('ads.breadcrumb.edit'), to: null });
  }
  return (
    <Breadcrumb aria-label={t('ads.breadcrumb.label')} className={styles.root} size="medium">
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
