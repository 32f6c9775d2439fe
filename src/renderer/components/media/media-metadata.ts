import type { TFunction } from 'i18next';
import type { Image } from '@shared/domain/image';
import { formatFileSize } from '@shared/rules/format';
import { formatDateTime } from '../../i18n/dates';

/**
 * What the media components need of an image, an illustration or an ad: the three entities share these fields.
 * `version` null: the back-office gave none (spec 1 §3's author image has no version).
 */
export type MediaItem = Pick<Image, 'id' | 'name' | 'enable'> & { version: number | null };
/** A media item with its file's facts (GET /api/image/{id} meta): what the zoom dialog and the file card show. */
export type MediaFile = MediaItem & Pick<Image, 'meta' | 'mimeType'>;

/** One line of a metadata list: a label and a text, or a rich text (credits, sources). */
export interface MetaEntry {
  key: string;
  label: string;
  value: string;
  rich?: boolean;
}

/**
 * The facts of the file itself, the same for every collection (spec 1 §2 right column, §9): dimensions in
 * pixels, weight (formatFileSize: Mo with one decimal above 1,000,000 bytes, else ko), resolution, type.
 */
export function fileEntries(file: Pick<MediaFile, 'meta' | 'mimeType'>, t: TFunction): MetaEntry[] {
  const { meta } = file;
  return [
    { key: 'dimensions', label: t('media.meta.dimensions'), value: t('media.meta.dimensionsValue', { width: meta.width, height: meta.height }) },
    { key: 'weight', label: t('media.meta.weight'), value: formatFileSize(meta.weight) },
    { key: 'dpi', label: t('media.meta.dpi'), value: meta.xdpi ? t('media.meta.dpiValue', { dpi: meta.xdpi }) : t('media.meta.notProvided') },
    { key: 'fileType', label: t('media.meta.fileType'), value: t(`media.mimeTypes.${file.mimeType}`) },
  ];
}

/** The date of a change, with who made it when known: "15/01/2025 à 11:00 par Marc Médias". */
export function dateBy(date: string, user: string | null, t: TFunction): string {
  return user ? t('media.meta.dateBy', { date: formatDateTime(date), user }) : formatDateTime(date);
}

/**
 * What the image form fills in, as the zoom dialog lists it for an author image or an illustration (spec 1
 * §2 "zoom dialog with metadata"): name, format, colour, type, upload and modification in Paris time,
 * credits and sources (rich), tags, quality, comments. The file's own facts come from fileEntries.
 */
export function imageDetailEntries(image: Omit<Image, 'version'>, t: TFunction): MetaEntry[] {
  const none = t('media.meta.notProvided');
  return [
    { key: 'name', label: t('media.meta.name'), value: image.name },
    { key: 'format', label: t('media.meta.format'), value: t(`media.formats.${image.format}`) },
    { key: 'color', label: t('media.meta.color'), value: image.color ? t(`media.colors.${image.color}`) : none },
    { key: 'framing', label: t('media.meta.framing'), value: image.framing ? t(`media.framings.${image.framing}`) : none },
    { key: 'uploadDate', label: t('media.meta.uploadDate'), value: image.uploadDate ? formatDateTime(image.uploadDate) : none },
    { key: 'modificationDate', label: t('media.meta.modificationDate'), value: dateBy(image.modificationDate, image.modificationUser, t) },
    { key: 'credits', label: t('media.meta.credits'), value: image.credits || none, rich: image.credits !== '' },
    { key: 'sources', label: t('media.meta.sources'), value: image.sources || none, rich: image.sources !== '' },
    { key: 'tags', label: t('media.meta.tags'), value: image.tags.length > 0 ? image.tags.join(', ') : none },
    { key: 'quality', label: t('media.meta.quality'), value: t(`media.qualities.${image.quality}`) },
    { key: 'comments', label: t('media.meta.comments'), value: image.comments || none },
  ];
}

