import { useTranslation } from 'react-i18next';
import type { Image } from '@shared/domain/image';
import { paths } from '../../../app/paths';
import { RecordBreadcrumb, type RecordPage } from '../../../components/Breadcrumb';

export interface ImageBreadcrumbProps {
  /** The image of the page; null on the create screen, or while loading (only "Images" then). */
  image: Pick<Image, 'id' | 'name'> | null;
  page: RecordPage;
}

/** Spec 1 §2: "Images > {id} {name} > Modifier", or "Images > Nouvelle image". */
export function ImageBreadcrumb({ image, page }: ImageBreadcrumbProps) {
  const { t } = useTranslation();
  return (
    <RecordBreadcrumb
      page={page}
      list={{ label: t('images.breadcrumb.images'), to: paths.list('image') }}
      createLabel={t('images.breadcrumb.create')}
      editLabel={t('images.breadcrumb.edit')}
      record={image && { label: t('images.breadcrumb.item', { id: image.id, name: image.name }), to: paths.view('image', image.id) }}
    />
  );
}
