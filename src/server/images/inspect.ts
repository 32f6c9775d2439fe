import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_CONTENT_TYPES, type ImageColor, type ImageContentType, type ImageFormat, type ImageMimeType } from '../../shared/domain/image';
import { formatOfWidth } from '../../shared/rules/image-format';
import { sha256 } from './files';

/**
 * What the server reads of an image file, through sharp (libvips): its type by content, dimensions,
 * resolution, and a guess of its colours. Only JPEG and PNG go to libvips: any other content is named and
 * refused before a decoder sees it.
 */

/** Decoding refuses images above this many pixels (a 10 MB PNG can hold a huge, mostly blank, image). */
export const MAX_PIXELS = 40_000_000;

/** A file that is not a JPEG or a PNG; `detected` names what it is ("GIF", "PDF", "inconnu"). */
export class UnsupportedImageType extends Error {
  override name = 'UnsupportedImageType';
  constructor(readonly detected: string) {
    super(`type ${detected}`);
  }
}

/** A JPEG or PNG that libvips cannot decode. */
export class UnreadableImage extends Error {
  override name = 'UnreadableImage';
}

/** An original file, measured. */
export interface ImageFile {
  sha256: string;
  bytes: Buffer;
  mimeType: ImageMimeType;
  contentType: ImageContentType;
  /** As displayed (EXIF orientation applied). */
  width: number;
  height: number;
  /** Resolution libvips reads (JFIF density, PNG pHYs; 72 when the file says nothing). */
  xdpi: number | null;
  weight: number;
  format: ImageFormat;
  /** A guess: BLACK_AND_WHITE when (nearly) every pixel is grey. N_AND_ONE_COLOR is for a person to say. */
  color: ImageColor;
}

/** The type of the content, whatever the file's name says. */
async function detectType(bytes: Buffer): Promise<ImageMimeType> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === 'image/jpeg') return 'JPG';
  if (type?.mime === 'image/png' || type?.mime === 'image/apng') return 'PNG';
  throw new UnsupportedImageType(type ? type.ext.toUpperCase() : 'inconnu');
}

/**
 * Every sharp pipeline over an uploaded file: bounded in pixels; a file libvips only warns about (stray
 * bytes after the image, as many cameras write) is taken, as browsers show it; an error refuses it.
 */
export function sharpInput(bytes: Buffer): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
}

/** Share of sampled pixels that may be coloured in a black-and-white image (scanning noise). */
const COLOURED_SHARE = 0.005;
const CHROMA_THRESHOLD = 16;

async function guessColor(bytes: Buffer): Promise<ImageColor> {
  // A small copy is enough to tell grey from colour, and decodes the whole file (a truncated one fails here).
  const { data, info } = await sharpInput(bytes).rotate().resize(96, 96, { fit: 'inside' }).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  if (info.channels < 3) return 'BLACK_AND_WHITE';
  let coloured = 0;
  const pixels = info.width * info.height;
  for (let i = 0; i < data.length; i += info.channels) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    if (Math.max(r, g, b) - Math.min(r, g, b) > CHROMA_THRESHOLD) coloured++;
  }
  return coloured <= pixels * COLOURED_SHARE ? 'BLACK_AND_WHITE' : 'COLOR';
}

/** Reads and measures a JPEG or PNG. Throws UnsupportedImageType or UnreadableImage. */
export async function inspectImage(bytes: Buffer): Promise<ImageFile> {
  const mimeType = await detectType(bytes);
  try {
    const meta = await sharpInput(bytes).metadata();
    const expected = mimeType === 'JPG' ? 'jpeg' : 'png';
    if (meta.format !== expected) throw new UnreadableImage(`contenu ${meta.format ?? 'inconnu'} inattendu`);
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new UnreadableImage('dimensions illisibles');
    const color = await guessColor(bytes);
    return {
      sha256: sha256(bytes),
      bytes,
      mimeType,
      contentType: IMAGE_CONTENT_TYPES[mimeType],
      width,
      height,
      xdpi: meta.density ? Math.round(meta.density) : null,
      weight: bytes.length,
      format: formatOfWidth(width),
      color,
    };
  } catch (error) {
    if (error instanceof UnreadableImage) throw error;
    throw new UnreadableImage(libvipsReason(error), { cause: error });
  }
}

/** libvips says why in English, sometimes over several lines: keep a short French reason. */
function libvipsReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return `image trop grande (plus de ${MAX_PIXELS.toLocaleString('fr-FR')} pixels)`;
  if (/premature end|truncated|corrupt|unexpected end|read error|header/i.test(message)) return 'fichier tronqué ou corrompu';
  return 'fichier illisible';
}
