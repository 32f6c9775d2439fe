import { useTranslation } from 'react-i18next';
import type { Advertisement } from '@shared/domain/advertisement';
import { paths } from '../../../app/paths';
import { MediaBreadcrumb, type Crumb } from '../../../components/media/MediaBreadcrumb';

export interface AdBreadcrumbProps {
  /** The ad of the page; null on the create screen or while loading (only "Publicités" then). */
  ad: Pick<Advertisement, 'id' | 'name'> | null;
  page: 'view' | 'edit' | 'create';
}

/** Spec 1 §2: "Publicités > {id} {name} > modifier", or "Publicités > nouvelle publicité". */
export function AdBreadcrumb({ ad, page }: AdBreadcrumbProps) {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [{ key: 'list', label: t('ads.breadcrumb.ads'), to: paths.list('ad') }];
  if (page === 'create') crumbs.push({ key: 'create', label: t('ads.breadcrumb.create'), to: null });
  else if (ad) {
    crumbs.push({ key: 'ad', label: t('ads.breadcrumb.ad', { id: ad.id, name: ad.name }), to: page === 'edit' ? paths.view('ad', ad.id) : null });
    if (page === 'edit') crumbs.push({ key: 'edit', label: t('ads.breadcrumb.edit'), to: null });
  }
  return <MediaBreadcrumb label={t('ads.breadcrumb.label')} crumbs={crumbs} />;
}
