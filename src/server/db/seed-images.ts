import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_CONTENT_TYPES, LARGE_MIN_WIDTH, type ImageFraming, type ImageMimeType } from '../../shared/domain/image';
import { encodeImage, imageSize, processImage, readDpi, sha256, type ProcessedImage, type RawImage, type StoredFile } from '../images/codec';

/**
 * The pictures of the demo data, drawn rather than downloaded: portraits (a bust on a gradient) for the
 * authors and patterns for the illustrations, PNG and JPEG, colour and grey, of varied sizes. A small pool:
 * seeded images share its files (the database stores each file once).
 *
 * Drawing and encoding them in JavaScript takes over a second, which every server start would pay; so the
 * files, renditions included, are kept in resources/sample-media/, and the seed reads them. The test
 * sample-media.test.ts checks they are what the drawing code makes, and rewrites them with
 * UPDATE_SAMPLE_MEDIA=1.
 */

export const SAMPLE_MEDIA_DIR = fileURLToPath(new URL('../../../resources/sample-media/', import.meta.url));

type Rgb = readonly [number, number, number];

interface Palette {
  top: Rgb;
  bottom: Rgb;
  clothes: Rgb;
  skin: Rgb;
  hair: Rgb;
}

const PALETTES: readonly Palette[] = [
  { top: [196, 219, 240], bottom: [120, 160, 205], clothes: [38, 52, 86], skin: [236, 197, 168], hair: [74, 52, 38] },
  { top: [240, 226, 200], bottom: [205, 170, 120], clothes: [120, 30, 45], skin: [226, 180, 150], hair: [30, 26, 24] },
  { top: [214, 236, 214], bottom: [130, 180, 140], clothes: [60, 60, 64], skin: [198, 146, 112], hair: [150, 110, 60] },
  { top: [238, 214, 230], bottom: [190, 140, 175], clothes: [25, 80, 110], skin: [242, 210, 186], hair: [200, 170, 110] },
  { top: [225, 225, 232], bottom: [150, 150, 170], clothes: [90, 40, 20], skin: [150, 104, 76], hair: [20, 18, 18] },
  { top: [250, 236, 190], bottom: [220, 180, 90], clothes: [20, 90, 70], skin: [232, 190, 160], hair: [110, 70, 40] },
];

export interface PoolEntry {
  /** File name without extension in resources/sample-media/. */
  key: string;
  kind: 'portrait' | 'pattern';
  type: ImageMimeType;
  width: number;
  height: number;
  palette: number;
  grey: boolean;
  dpi: number | null;
  framing: ImageFraming;
  pattern?: 'stripes' | 'rings' | 'bars' | 'checks';
}

export const PORTRAITS: readonly PoolEntry[] = [
  { key: 'portrait-1', kind: 'portrait', type: 'PNG', width: 360, height: 480, palette: 0, grey: false, dpi: 300, framing: 'PORTRAIT' },
  { key: 'portrait-2', kind: 'portrait', type: 'JPG', width: 480, height: 640, palette: 1, grey: false, dpi: 300, framing: 'PORTRAIT' },
  { key: 'portrait-3', kind: 'portrait', type: 'JPG', width: 600, height: 800, palette: 2, grey: false, dpi: 72, framing: 'PORTRAIT' },
  { key: 'portrait-4', kind: 'portrait', type: 'PNG', width: 240, height: 300, palette: 3, grey: false, dpi: 96, framing: 'PORTRAIT' },
  { key: 'portrait-5', kind: 'portrait', type: 'JPG', width: 300, height: 400, palette: 4, grey: true, dpi: 300, framing: 'SKETCH' },
  { key: 'portrait-6', kind: 'portrait', type: 'PNG', width: 420, height: 560, palette: 5, grey: true, dpi: 150, framing: 'PORTRAIT' },
  { key: 'portrait-7', kind: 'portrait', type: 'JPG', width: 800, height: 600, palette: 4, grey: false, dpi: 300, framing: 'WIDE_PLAN' },
  { key: 'portrait-8', kind: 'portrait', type: 'JPG', width: 150, height: 200, palette: 5, grey: false, dpi: null, framing: 'PORTRAIT' },
];

export const ILLUSTRATIONS: readonly PoolEntry[] = [
  { key: 'illustration-1', kind: 'pattern', pattern: 'stripes', type: 'JPG', width: 960, height: 640, palette: 0, grey: false, dpi: 300, framing: 'WIDE_PLAN' },
  { key: 'illustration-2', kind: 'pattern', pattern: 'rings', type: 'PNG', width: 640, height: 640, palette: 3, grey: false, dpi: 150, framing: 'SKETCH' },
  { key: 'illustration-3', kind: 'pattern', pattern: 'bars', type: 'PNG', width: 800, height: 500, palette: 2, grey: false, dpi: 72, framing: 'WIDE_PLAN' },
  { key: 'illustration-4', kind: 'pattern', pattern: 'checks', type: 'JPG', width: 500, height: 700, palette: 1, grey: true, dpi: 300, framing: 'PORTRAIT' },
];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

function portraitPixel(p: Palette, w: number, h: number, x: number, y: number): Rgb {
  const s = Math.min(w, h);
  const cx = w / 2;
  const cy = h * 0.42;
  if (inEllipse(x, y, cx - 0.07 * s, cy, 0.022 * s, 0.014 * s) || inEllipse(x, y, cx + 0.07 * s, cy, 0.022 * s, 0.014 * s)) return [40, 34, 30];
  if (inEllipse(x, y, cx, cy + 0.13 * s, 0.055 * s, 0.013 * s)) return [160, 70, 70];
  if (inEllipse(x, y, cx, cy + 0.03 * s, 0.17 * s, 0.22 * s)) return mix(p.skin, [255, 255, 255], Math.max(0, 0.15 - Math.abs(x - cx) / (4 * s)));
  if (inEllipse(x, y, cx, cy - 0.04 * s, 0.2 * s, 0.24 * s)) return p.hair;
  if (Math.abs(x - cx) < 0.08 * s && y > cy + 0.15 * s && y < cy + 0.36 * s) return mix(p.skin, [0, 0, 0], 0.12);
  if (inEllipse(x, y, cx, h + 0.1 * s, 0.62 * s, 0.62 * s - (h - cy) * 0.02)) {
    const collar = Math.abs(x - cx) < 0.1 * s - (y - (h - 0.52 * s)) * 0.3 && y < h - 0.3 * s;
    return collar ? [245, 245, 245] : mix(p.clothes, [0, 0, 0], (y / h) * 0.3);
  }
  return mix(mix(p.top, p.bottom, y / h), [255, 255, 255], (x / w) * 0.15);
}

function patternPixel(entry: PoolEntry, p: Palette, w: number, h: number, x: number, y: number): Rgb {
  switch (entry.pattern) {
    case 'stripes':
      return Math.floor((x + y) / 40) % 2 === 0 ? p.bottom : mix(p.clothes, p.top, (y / h) * 0.5);
    case 'rings': {
      const d = Math.hypot(x - w / 2, y - h / 2);
      return Math.floor(d / 24) % 2 === 0 ? p.clothes : mix(p.top, p.bottom, d / (w / 1.4));
    }
    case 'bars': {
      const bar = Math.floor(x / (w / 8));
      const top = h * (0.85 - ((bar * 37) % 60) / 100);
      const inBar = x % (w / 8) > w / 48 && y > top && y < h * 0.9;
      return inBar ? mix(p.clothes, p.bottom, bar / 8) : y > h * 0.9 && y < h * 0.9 + 3 ? [40, 40, 40] : [250, 250, 248];
    }
    default:
      return (Math.floor(x / 50) + Math.floor(y / 50)) % 2 === 0 ? p.hair : p.top;
  }
}

export function drawPoolImage(entry: PoolEntry): RawImage {
  const { width: w, height: h } = entry;
  const palette = PALETTES[entry.palette % PALETTES.length] ?? (PALETTES[0] as Palette);
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let [r, g, b] = entry.kind === 'portrait' ? portraitPixel(palette, w, h, x, y) : patternPixel(entry, palette, w, h, x, y);
      if (entry.grey) r = g = b = 0.299 * r + 0.587 * g + 0.114 * b;
      const i = (y * w + x) * 4;
      data[i] = Math.round(r);
      data[i + 1] = Math.round(g);
      data[i + 2] = Math.round(b);
      data[i + 3] = 255;
    }
  }
  return { width: w, height: h, data };
}

export type Rendition = 'original' | 'medium' | 'thumbnail';

export function sampleMediaFileName(entry: PoolEntry, rendition: Rendition): string {
  const extension = entry.type === 'PNG' ? 'png' : 'jpg';
  return rendition === 'original' ? `${entry.key}.${extension}` : `${entry.key}.${rendition}.${extension}`;
}

/** The entry drawn and encoded, with its renditions: what resources/sample-media/ must hold. */
export function renderPoolImage(entry: PoolEntry): ProcessedImage {
  const raw = drawPoolImage(entry);
  return processImage(encodeImage(raw, entry.type, { dpi: entry.dpi }), entry.type, raw);
}

const loaded = new Map<string, ProcessedImage>();

/** The entry's files, read from resources/sample-media/ once per process. */
export function poolImage(entry: PoolEntry): ProcessedImage {
  let image = loaded.get(entry.key);
  if (!image) {
    const contentType = IMAGE_CONTENT_TYPES[entry.type];
    const read = (rendition: Rendition): StoredFile => {
      const bytes = readFileSync(join(SAMPLE_MEDIA_DIR, sampleMediaFileName(entry, rendition)));
      const size = imageSize(bytes, entry.type);
      if (!size) throw new Error(`Fichier d'exemple illisible : ${sampleMediaFileName(entry, rendition)}`);
      return { sha256: sha256(bytes), contentType, ...size, bytes };
    };
    const original = read('original');
    image = {
      mimeType: entry.type,
      contentType,
      width: original.width,
      height: original.height,
      xdpi: readDpi(original.bytes, entry.type),
      weight: original.bytes.length,
      format: original.width >= LARGE_MIN_WIDTH ? 'LARGE' : 'THUMBNAIL',
      color: entry.grey ? 'BLACK_AND_WHITE' : 'COLOR',
      original,
      medium: read('medium'),
      thumbnail: read('thumbnail'),
    };
    loaded.set(entry.key, image);
  }
  return image;
}
