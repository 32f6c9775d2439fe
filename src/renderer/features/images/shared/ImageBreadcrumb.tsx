import { useTranslation } from 'react-i18next';
import type { Image } from '@shared/domain/image';
import { paths } from '../../../app/paths';
import { MediaBreadcrumb, type Crumb } from '../../../components/media/MediaBreadcrumb';

export interface ImageBreadcrumbProps {
  /** The image of the page; null on the create screen, or while loading (only "Images" then). */
  image: Pick<Image, 'id' | 'name'> | null;
  page: 'view' | 'edit' | 'create';
}

/** Spec 1 §2: "Images > {id} {name} > Modifier", or "Images > Nouvelle image". */
export function ImageBreadcrumb({ image, page }: ImageBreadcrumbProps) {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [{ key: 'list', label: t('images.breadcrumb.images'), to: paths.list('image') }];
  if (page === 'create') crumbs.push({ key: 'create', label: t('images.breadcrumb.create'), to: null });
  else if (image) {
    crumbs.push({ key: 'image', label: t('images.breadcrumb.item', { id: image.id, name: image.name }), to: page === 'edit' ? paths.view('image', image.id) : null });
    if (page === 'edit') crumbs.push({ key: 'edit', label: t('images.breadcrumb.edit'), to: null });
  }
  return <MediaBreadcrumb label={t('images.breadcrumb.label')} crumbs={crumbs} />;
}
