import {
  IMAGE_CONTENT_TYPES,
  type Image,
  type ImageCollection,
  type ImageColor,
  type ImageFormat,
  type ImageFraming,
  type ImageMimeType,
  type ImageQuality,
} from '../../shared/domain/image';
import { characteristicsOf } from '../../shared/rules/image-derived';
import { isoDateTime } from '../db/sql';

/** An image as the database gives it, and as the API shapes it. */

export interface ImageDbRow {
  id: number;
  collection: ImageCollection;
  author_id: number | null;
  name: string;
  version: number;
  enable: boolean;
  fav: boolean;
  format: ImageFormat;
  color: ImageColor | null;
  framing: ImageFraming | null;
  credits: string;
  sources: string;
  tags: string[];
  quality: ImageQuality;
  comments: string;
  mime_type: ImageMimeType;
  width: number;
  height: number;
  xdpi: number | null;
  weight: number;
  upload_date: Date;
  modification_date: Date;
  modification_user: string | null;
  used: boolean;
}

/** Whether an article or a publication (cover or plan) uses the image `i`. */
export const IMAGE_USED = `(EXISTS (SELECT 1 FROM article_image ai WHERE ai.image_id = i.id)
  OR EXISTS (SELECT 1 FROM publication_media pm WHERE pm.image_id = i.id)
  OR EXISTS (SELECT 1 FROM publication p WHERE p.image_id = i.id))`;

/** The columns of ImageDbRow, for a query over `image i`. */
export const IMAGE_COLUMNS = `i.id, i.collection, i.author_id, i.name, i.version, i.enable, i.fav, i.format, i.color, i.framing, i.credits,
  i.sources, i.tags, i.quality, i.comments, i.mime_type, i.width, i.height, i.xdpi, i.weight, i.upload_date, i.modification_date,
  i.modification_user, ${IMAGE_USED} AS used`;

export function toImage(row: ImageDbRow): Image {
  return {
    id: row.id,
    name: row.name,
    collection: row.collection,
    version: row.version,
    enable: row.enable,
    disabled: !row.enable,
    authorId: row.author_id,
    fav: row.fav,
    used: row.used,
    format: row.format,
    color: row.color,
    framing: row.framing,
    credits: row.credits,
    sources: row.sources,
    tags: row.tags,
    quality: row.quality,
    comments: row.comments,
    characteristics: characteristicsOf(row),
    mimeType: row.mime_type,
    meta: { contentType: IMAGE_CONTENT_TYPES[row.mime_type], width: row.width, height: row.height, xdpi: row.xdpi, weight: row.weight },
    modificationDate: isoDateTime(row.modification_date),
    modificationUser: row.modification_user,
    uploadDate: isoDateTime(row.upload_date),
    lastArticlesModified: [],
  };
}
