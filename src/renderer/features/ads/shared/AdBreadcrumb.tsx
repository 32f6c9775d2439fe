import { useTranslation } from 'react-i18next';
import type { Advertisement } from '@shared/domain/advertisement';
import { paths } from '../../../app/paths';
import { RecordBreadcrumb, type RecordPage } from '../../../components/Breadcrumb';

export interface AdBreadcrumbProps {
  /** The ad of the page; null on the create screen or while loading (only "Publicités" then). */
  ad: Pick<Advertisement, 'id' | 'name'> | null;
  page: RecordPage;
}

/** Spec 1 §2: "Publicités > {id} {name} > modifier", or "Publicités > nouvelle publicité". */
export function AdBreadcrumb({ ad, page }: AdBreadcrumbProps) {
  const { t } = useTranslation();
  return (
    <RecordBreadcrumb
      page={page}
      list={{ label: t('ads.breadcrumb.ads'), to: paths.list('ad') }}
      createLabel={t('ads.breadcrumb.create')}
      editLabel={t('ads.breadcrumb.edit')}
      record={ad && { label: t('ads.breadcrumb.ad', { id: ad.id, name: ad.name }), to: paths.view('ad', ad.id) }}
    />
  );
}
