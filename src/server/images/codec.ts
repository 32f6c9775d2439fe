import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import {
  IMAGE_CONTENT_TYPES,
  LARGE_MIN_WIDTH,
  MEDIUM_MAX_HEIGHT,
  MEDIUM_MAX_WIDTH,
  THUMBNAIL_MAX_HEIGHT,
  THUMBNAIL_MAX_WIDTH,
  type ImageColor,
  type ImageContentType,
  type ImageFormat,
  type ImageMimeType,
} from '../../shared/domain/image';

/**
 * JPEG and PNG in pure JavaScript: type by content, decoding, box-filter resizing, encoding, resolution.
 * Enough for the renditions of spec 1 (THUMBNAIL for tables, MEDIUM for grid tiles).
 */

/** 8-bit RGBA pixels, row by row. */
export interface RawImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export class UnreadableImage extends Error {
  override name = 'UnreadableImage';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Decoding refuses images above this many pixels (a 10 MB JPEG can hold a huge, mostly blank, image). */
const MAX_PIXELS = 40_000_000;
const JPEG_QUALITY = 85;
const RENDITION_JPEG_QUALITY = 80;

/** The type of an image file read from its first bytes (magic numbers), whatever its name says. */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'JPG';
  if (bytes.length >= 8 && PNG_SIGNATURE.equals(Buffer.from(bytes.buffer, bytes.byteOffset, 8))) return 'PNG';
  return null;
}

/** Width and height read from the file's header (PNG IHDR, JPEG start of frame), without decoding; null if absent. */
export function imageSize(bytes: Buffer, type: ImageMimeType): { width: number; height: number } | null {
  if (type === 'PNG') {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  for (let offset = 2; offset + 9 <= bytes.length; ) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const startOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (startOfFrame) return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    if (marker === 0xda || marker === 0xd9) return null;
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return null;
}

export function decodeImage(bytes: Buffer, type: ImageMimeType): RawImage {
  const size = imageSize(bytes, type);
  if (!size || size.width === 0 || size.height === 0) throw new UnreadableImage('en-tête d’image illisible');
  if (size.width * size.height > MAX_PIXELS) throw new UnreadableImage(`image trop grande (${size.width} × ${size.height} pixels)`);
  try {
    if (type === 'PNG') {
      const png = PNG.sync.read(bytes);
      return { width: png.width, height: png.height, data: png.data };
    }
    const decoded = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PIXELS / 1_000_000, maxMemoryUsageInMB: 1024 });
    return { width: decoded.width, height: decoded.height, data: decoded.data };
  } catch (error) {
    if (error instanceof UnreadableImage) throw error;
    throw new UnreadableImage(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

export interface EncodeOptions {
  /** Written in the file (PNG pHYs, JPEG JFIF density). */
  dpi?: number | null;
  quality?: number;
}

export function encodeImage(image: RawImage, type: ImageMimeType, options: EncodeOptions = {}): Buffer {
  if (type === 'JPG') {
    const { data } = jpeg.encode({ width: image.width, height: image.height, data: image.data }, options.quality ?? JPEG_QUALITY);
    return options.dpi ? withJpegDpi(data, options.dpi) : data;
  }
  const png = new PNG({ width: image.width, height: image.height, colorType: hasTransparency(image) ? 6 : 2, inputHasAlpha: true });
  png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const bytes = PNG.sync.write(png, { colorType: hasTransparency(image) ? 6 : 2, inputHasAlpha: true });
  return options.dpi ? withPngDpi(bytes, options.dpi) : bytes;
}

function hasTransparency(image: RawImage): boolean {
  for (let i = 3; i < image.data.length; i += 4) if (image.data[i] !== 255) return true;
  return false;
}

/** Size of an image scaled down (never up) to fit in a box, keeping its proportions. */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Box filter: each target pixel is the mean of the source pixels it covers. Downscaling only. */
export function resize(source: RawImage, width: number, height: number): RawImage {
  const data = new Uint8Array(width * height * 4);
  const scaleX = source.width / width;
  const scaleY = source.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * scaleY);
    const y1 = Math.max(y0 + 1, Math.min(source.height, Math.floor((y + 1) * scaleY)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * scaleX);
      const x1 = Math.max(x0 + 1, Math.min(source.width, Math.floor((x + 1) * scaleX)));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = y0; sy < y1; sy++) {
        let i = (sy * source.width + x0) * 4;
        for (let sx = x0; sx < x1; sx++, i += 4) {
          r += source.data[i] ?? 0;
          g += source.data[i + 1] ?? 0;
          b += source.data[i + 2] ?? 0;
          a += source.data[i + 3] ?? 0;
        }
      }
      const n = (x1 - x0) * (y1 - y0);
      const o = (y * width + x) * 4;
      data[o] = Math.round(r / n);
      data[o + 1] = Math.round(g / n);
      data[o + 2] = Math.round(b / n);
      data[o + 3] = Math.round(a / n);
    }
  }
  return { width, height, data };
}

/** BLACK_AND_WHITE when (nearly) every pixel is grey, else COLOR. N_AND_ONE_COLOR is for a person to say. */
export function detectColor(image: RawImage): ImageColor {
  const pixels = image.width * image.height;
  const step = Math.max(1, Math.floor(pixels / 40_000));
  let sampled = 0;
  let coloured = 0;
  for (let p = 0; p < pixels; p += step) {
    const i = p * 4;
    const r = image.data[i] ?? 0;
    const g = image.data[i + 1] ?? 0;
    const b = image.data[i + 2] ?? 0;
    sampled++;
    if (Math.max(r, g, b) - Math.min(r, g, b) > 16) coloured++;
  }
  return coloured <= sampled * 0.005 ? 'BLACK_AND_WHITE' : 'COLOR';
}

/** Horizontal resolution the file declares: PNG pHYs in metres, JPEG JFIF in inches or centimetres. */
export function readDpi(bytes: Buffer, type: ImageMimeType): number | null {
  if (type === 'PNG') {
    for (let offset = 8; offset + 12 <= bytes.length; ) {
      const length = bytes.readUInt32BE(offset);
      const chunk = bytes.toString('latin1', offset + 4, offset + 8);
      if (chunk === 'pHYs' && length >= 9 && offset + 17 <= bytes.length) {
        const perUnit = bytes.readUInt32BE(offset + 8);
        return bytes[offset + 16] === 1 && perUnit > 0 ? Math.round(perUnit * 0.0254) : null;
      }
      if (chunk === 'IDAT' || chunk === 'IEND') return null;
      offset += 12 + length;
    }
    return null;
  }
  for (let offset = 2; offset + 4 <= bytes.length; ) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xda || marker === 0xd9) return null;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xe0 && length >= 16 && bytes.toString('latin1', offset + 4, offset + 9) === 'JFIF\0') {
      const units = bytes[offset + 11];
      const density = bytes.readUInt16BE(offset + 12);
      if (units === 1 && density > 0) return density;
      if (units === 2 && density > 0) return Math.round(density * 2.54);
      return null;
    }
    offset += 2 + length;
  }
  return null;
}

/** A pHYs chunk right after IHDR (which always takes the first 25 bytes after the signature). */
function withPngDpi(png: Buffer, dpi: number): Buffer {
  const perMetre = Math.round(dpi / 0.0254);
  const chunk = Buffer.alloc(21);
  chunk.writeUInt32BE(9, 0);
  chunk.write('pHYs', 4, 'latin1');
  chunk.writeUInt32BE(perMetre, 8);
  chunk.writeUInt32BE(perMetre, 12);
  chunk[16] = 1;
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 17)), 17);
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

/** jpeg-js writes a JFIF header without units: set dots per inch. */
function withJpegDpi(jpg: Buffer, dpi: number): Buffer {
  if (jpg.toString('latin1', 6, 11) !== 'JFIF\0') return jpg;
  const out = Buffer.from(jpg);
  out[13] = 1;
  out.writeUInt16BE(dpi, 14);
  out.writeUInt16BE(dpi, 16);
  return out;
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export interface StoredFile {
  sha256: string;
  contentType: ImageContentType;
  width: number;
  height: number;
  bytes: Buffer;
}

/** An uploaded file checked and measured, with its renditions. */
export interface ProcessedImage {
  mimeType: ImageMimeType;
  contentType: ImageContentType;
  width: number;
  height: number;
  xdpi: number | null;
  weight: number;
  format: ImageFormat;
  color: ImageColor;
  original: StoredFile;
  medium: StoredFile;
  thumbnail: StoredFile;
}

/**
 * Decodes a JPEG or PNG and computes its THUMBNAIL and MEDIUM renditions, in the original's type. A
 * rendition the original already fits is the original itself (stored once). Throws UnreadableImage.
 * `decoded`: the pixels of `bytes`, when the caller has them already (the seed draws them).
 */
export function processImage(bytes: Buffer, type: ImageMimeType, decoded?: RawImage): ProcessedImage {
  const raw = decoded ?? decodeImage(bytes, type);
  const contentType = IMAGE_CONTENT_TYPES[type];
  const original: StoredFile = { sha256: sha256(bytes), contentType, width: raw.width, height: raw.height, bytes };
  const rendition = (maxWidth: number, maxHeight: number): StoredFile => {
    const size = fitWithin(raw.width, raw.height, maxWidth, maxHeight);
    if (size.width === raw.width && size.height === raw.height) return original;
    const encoded = encodeImage(resize(raw, size.width, size.height), type, { quality: RENDITION_JPEG_QUALITY });
    return { sha256: sha256(encoded), contentType, width: size.width, height: size.height, bytes: encoded };
  };
  return {
    mimeType: type,
    contentType,
    width: raw.width,
    height: raw.height,
    xdpi: readDpi(bytes, type),
    weight: bytes.length,
    format: raw.width >= LARGE_MIN_WIDTH ? 'LARGE' : 'THUMBNAIL',
    color: detectColor(raw),
    original,
    medium: rendition(MEDIUM_MAX_WIDTH, MEDIUM_MAX_HEIGHT),
    thumbnail: rendition(THUMBNAIL_MAX_WIDTH, THUMBNAIL_MAX_HEIGHT),
  };
}
