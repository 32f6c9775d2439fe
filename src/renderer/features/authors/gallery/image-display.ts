import type { TFunction } from 'i18next';
import type { Image } from '@shared/domain/image';
import { formatFileSize } from '@shared/rules/format';
import { formatDateTime } from '../../../i18n/dates';

/** One line of the zoom dialog's metadata: a label and a text, or a rich text (credits, sources). */
export interface MetaEntry {
  key: string;
  label: string;
  value: string;
  rich?: boolean;
}

/**
 * The metadata of an author image as the zoom dialog lists them (spec 1 §2 "zoom dialog with metadata"):
 * name, format, colour, framing, dimensions, weight, resolution, upload and modification dates in Paris
 * time, credits, sources, tags, quality, comments.
 */
export function imageMetadata(image: Image, t: TFunction): MetaEntry[] {
  const none = t('authors.view.gallery.meta.notProvided');
  const label = (key: string) => t(`authors.view.gallery.meta.${key}` as 'authors.view.gallery.meta.name');
  const modified = formatDateTime(image.modificationDate);
  return [
    { key: 'name', label: label('name'), value: image.name },
    {
      key: 'format',
      label: label('format'),
      value: `${t(`authors.view.gallery.formats.${image.format}`)} · ${t(`authors.view.gallery.mimeTypes.${image.mimeType}`)}`,
    },
    { key: 'color', label: label('color'), value: image.color ? t(`authors.view.gallery.colors.${image.color}`) : none },
    { key: 'framing', label: label('framing'), value: image.framing ? t(`authors.view.gallery.framings.${image.framing}`) : none },
    {
      key: 'dimensions',
      label: label('dimensions'),
      value: t('authors.view.gallery.meta.dimensionsValue', { width: image.meta.width, height: image.meta.height }),
    },
    { key: 'weight', label: label('weight'), value: formatFileSize(image.meta.weight) },
    { key: 'dpi', label: label('dpi'), value: image.meta.xdpi ? t('authors.view.gallery.meta.dpiValue', { dpi: image.meta.xdpi }) : none },
    { key: 'uploadDate', label: label('uploadDate'), value: formatDateTime(image.uploadDate) },
    {
      key: 'modificationDate',
      label: label('modificationDate'),
      value: image.modificationUser ? t('authors.view.panel.dateBy', { date: modified, user: image.modificationUser }) : modified,
    },
    { key: 'credits', label: label('credits'), value: image.credits || none, rich: image.credits !== '' },
    { key: 'sources', label: label('sources'), value: image.sources || none, rich: image.sources !== '' },
    { key: 'tags', label: label('tags'), value: image.tags.length > 0 ? image.tags.join(', ') : none },
    { key: 'quality', label: label('quality'), value: t(`authors.view.gallery.qualities.${image.quality}`) },
    { key: 'comments', label: label('comments'), value: image.comments || none },
  ];
}
