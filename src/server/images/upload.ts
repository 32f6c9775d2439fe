import type { ImageSize } from '../../shared/domain/image';
import { MAX_IMAGE_BYTES } from '../../shared/schemas';
import { HttpError } from '../http/errors';
import type { StoredFile } from './files';
import { UnreadableImage, UnsupportedImageType, inspectImage, type ImageFile } from './inspect';
import { renderAll } from './renditions';

/**
 * An uploaded image (spec 1 §5): a data URL (or bare base64) of a JPEG or PNG of 10,000,000 bytes at
 * most, checked by its content; refused with the spec's rejection code and the file's name otherwise.
 */

const bytesFormat = new Intl.NumberFormat('fr-FR');

export interface Upload {
  file: ImageFile;
  renditions: Map<ImageSize, StoredFile>;
}

function decodeDataUrl(data: string, name: string): Buffer {
  if (!data.startsWith('data:')) return Buffer.from(data, 'base64');
  const comma = data.indexOf(',');
  if (comma < 0 || !data.slice(0, comma).endsWith(';base64')) {
    throw new HttpError(400, `Image illisible (file-unreadable) : « ${name} » n’est pas une URL de données en base64.`);
  }
  return Buffer.from(data.slice(comma + 1), 'base64');
}

/** Reads, checks and measures an upload, and makes its renditions. `name` is the file's, for messages. */
export async function readUpload(data: string, name: string): Promise<Upload> {
  return readImageBytes(decodeDataUrl(data, name), name);
}

/** The size bound's refusal (spec 1 §5), before a byte of a larger file is read where its size is known first. */
export function checkImageSize(size: number, name: string): void {
  if (size > MAX_IMAGE_BYTES) {
    throw new HttpError(413, `Fichier trop volumineux (file-too-large) : « ${name} » pèse ${bytesFormat.format(size)} octets, ${bytesFormat.format(MAX_IMAGE_BYTES)} au plus.`);
  }
}

/** readUpload's checks on a file's bytes (a multipart upload's). */
export async function readImageBytes(bytes: Buffer, name: string): Promise<Upload> {
  checkImageSize(bytes.length, name);
  const file = await inspected(bytes, name);
  try {
    return { file, renditions: await renderAll(file) };
  } catch {
    // libvips read the header but fails further in: a damaged file.
    throw new HttpError(400, `Image illisible (file-unreadable) : « ${name} » (fichier tronqué ou corrompu).`);
  }
}

async function inspected(bytes: Buffer, name: string): Promise<ImageFile> {
  try {
    return await inspectImage(bytes);
  } catch (error) {
    if (error instanceof UnsupportedImageType) {
      throw new HttpError(400, `Type de fichier refusé (file-invalid-type) : « ${name} » n’est ni une image JPEG ni une image PNG (type détecté : ${error.detected}).`);
    }
    if (error instanceof UnreadableImage) throw new HttpError(400, `Image illisible (file-unreadable) : « ${name} » (${error.message}).`);
    throw error;
  }
}
