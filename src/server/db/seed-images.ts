import sharp from 'sharp';
import type { ImageFraming, ImageMimeType } from '../../shared/domain/image';
import { inspectImage, type ImageFile } from '../images/inspect';

/**
 * The pictures of the demo data, drawn rather than downloaded: portraits (a bust on a gradient) for the
 * authors, patterns for the illustrations, posters for the ads; PNG and JPEG, colour and grey, of varied
 * sizes and resolutions. Each is an SVG that sharp (librsvg) rasterises: a few milliseconds per picture,
 * once per process. Seeded images share this small pool (the database stores each file once); their
 * renditions are made on first display.
 */

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

interface BaseEntry {
  /** Unique in the pool. */
  key: string;
  type: ImageMimeType;
  width: number;
  height: number;
  palette: number;
  grey: boolean;
  /** Written in the file; null: none (libvips then reads 72). */
  dpi: number | null;
  framing: ImageFraming;
}

export interface PortraitEntry extends BaseEntry {
  kind: 'portrait';
}
export interface PatternEntry extends BaseEntry {
  kind: 'pattern';
  pattern: 'stripes' | 'rings' | 'bars' | 'checks' | 'logo';
}
/** An ad: a poster with a headline; `accent` only (on black and white) for an N_AND_ONE_COLOR ad. */
export interface PosterEntry extends BaseEntry {
  kind: 'poster';
  headline: string;
  tagline: string;
  accentOnly?: boolean;
}
export type PoolEntry = PortraitEntry | PatternEntry | PosterEntry;

export const PORTRAITS: readonly PortraitEntry[] = [
  { key: 'portrait-1', kind: 'portrait', type: 'PNG', width: 360, height: 480, palette: 0, grey: false, dpi: 300, framing: 'PORTRAIT' },
  { key: 'portrait-2', kind: 'portrait', type: 'JPG', width: 480, height: 640, palette: 1, grey: false, dpi: 300, framing: 'PORTRAIT' },
  { key: 'portrait-3', kind: 'portrait', type: 'JPG', width: 600, height: 800, palette: 2, grey: false, dpi: 72, framing: 'PORTRAIT' },
  { key: 'portrait-4', kind: 'portrait', type: 'PNG', width: 240, height: 300, palette: 3, grey: false, dpi: 96, framing: 'PORTRAIT' },
  { key: 'portrait-5', kind: 'portrait', type: 'JPG', width: 300, height: 400, palette: 4, grey: true, dpi: 300, framing: 'SKETCH' },
  { key: 'portrait-6', kind: 'portrait', type: 'PNG', width: 420, height: 560, palette: 5, grey: true, dpi: 150, framing: 'PORTRAIT' },
  { key: 'portrait-7', kind: 'portrait', type: 'JPG', width: 800, height: 600, palette: 4, grey: false, dpi: 300, framing: 'WIDE_PLAN' },
  { key: 'portrait-8', kind: 'portrait', type: 'JPG', width: 150, height: 200, palette: 5, grey: false, dpi: null, framing: 'PORTRAIT' },
];

export const ILLUSTRATIONS: readonly PatternEntry[] = [
  { key: 'illustration-1', kind: 'pattern', pattern: 'stripes', type: 'JPG', width: 960, height: 640, palette: 0, grey: false, dpi: 300, framing: 'WIDE_PLAN' },
  { key: 'illustration-2', kind: 'pattern', pattern: 'rings', type: 'PNG', width: 640, height: 640, palette: 3, grey: false, dpi: 150, framing: 'SKETCH' },
  { key: 'illustration-3', kind: 'pattern', pattern: 'bars', type: 'PNG', width: 800, height: 500, palette: 2, grey: false, dpi: 72, framing: 'WIDE_PLAN' },
  { key: 'illustration-4', kind: 'pattern', pattern: 'checks', type: 'JPG', width: 500, height: 700, palette: 1, grey: true, dpi: 300, framing: 'PORTRAIT' },
];

/** A small logo: an illustration of THUMBNAIL format (under 300 pixels wide). */
export const SMALL_ILLUSTRATION: PatternEntry = {
  key: 'illustration-logo',
  kind: 'pattern',
  pattern: 'logo',
  type: 'PNG',
  width: 240,
  height: 160,
  palette: 5,
  grey: false,
  dpi: 96,
  framing: 'SKETCH',
};

const hex = ([r, g, b]: Rgb): string => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"`;

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function portraitSvg(e: PortraitEntry, p: Palette): string {
  const { width: w, height: h } = e;
  const s = Math.min(w, h);
  const cx = w / 2;
  const cy = h * 0.42;
  return svg(
    w,
    h,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.15" y2="1"><stop offset="0" stop-color="${hex(p.top)}"/><stop offset="1" stop-color="${hex(p.bottom)}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <ellipse cx="${cx}" cy="${h + 0.1 * s}" rx="${0.62 * s}" ry="${0.6 * s}" fill="${hex(p.clothes)}"/>
    <polygon points="${cx - 0.1 * s},${h - 0.52 * s} ${cx + 0.1 * s},${h - 0.52 * s} ${cx},${h - 0.3 * s}" fill="#f5f5f5"/>
    <rect x="${cx - 0.08 * s}" y="${cy + 0.15 * s}" width="${0.16 * s}" height="${0.21 * s}" fill="${hex(mix(p.skin, [0, 0, 0], 0.12))}"/>
    <ellipse cx="${cx}" cy="${cy - 0.04 * s}" rx="${0.2 * s}" ry="${0.24 * s}" fill="${hex(p.hair)}"/>
    <ellipse cx="${cx}" cy="${cy + 0.03 * s}" rx="${0.17 * s}" ry="${0.22 * s}" fill="${hex(p.skin)}"/>
    <ellipse cx="${cx - 0.07 * s}" cy="${cy}" rx="${0.022 * s}" ry="${0.014 * s}" fill="#28221e"/>
    <ellipse cx="${cx + 0.07 * s}" cy="${cy}" rx="${0.022 * s}" ry="${0.014 * s}" fill="#28221e"/>
    <ellipse cx="${cx}" cy="${cy + 0.13 * s}" rx="${0.055 * s}" ry="${0.013 * s}" fill="#a04646"/>`,
  );
}

function patternSvg(e: PatternEntry, p: Palette): string {
  const { width: w, height: h } = e;
  switch (e.pattern) {
    case 'stripes':
      return svg(
        w,
        h,
        `<defs><pattern id="s" width="56" height="56" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="28" height="56" fill="${hex(p.bottom)}"/><rect x="28" width="28" height="56" fill="${hex(mix(p.clothes, p.top, 0.3))}"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#s)"/>`,
      );
    case 'rings': {
      const rings = Array.from({ length: 14 }, (_, i) => `<circle cx="${w / 2}" cy="${h / 2}" r="${(14 - i) * 24}" fill="${i % 2 ? hex(p.clothes) : hex(mix(p.top, p.bottom, i / 14))}"/>`).join('');
      return svg(w, h, `<rect width="${w}" height="${h}" fill="${hex(p.top)}"/>${rings}`);
    }
    case 'bars': {
      const bars = Array.from({ length: 8 }, (_, bar) => {
        const top = h * (0.85 - ((bar * 37) % 60) / 100);
        return `<rect x="${bar * (w / 8) + w / 48}" y="${top}" width="${w / 8 - w / 48}" height="${h * 0.9 - top}" fill="${hex(mix(p.clothes, p.bottom, bar / 8))}"/>`;
      }).join('');
      return svg(w, h, `<rect width="${w}" height="${h}" fill="#fafaf8"/>${bars}<rect y="${h * 0.9}" width="${w}" height="3" fill="#282828"/>`);
    }
    case 'checks':
      return svg(
        w,
        h,
        `<defs><pattern id="c" width="100" height="100" patternUnits="userSpaceOnUse"><rect width="100" height="100" fill="${hex(p.top)}"/><rect width="50" height="50" fill="${hex(p.hair)}"/><rect x="50" y="50" width="50" height="50" fill="${hex(p.hair)}"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#c)"/>`,
      );
    case 'logo':
      return svg(
        w,
        h,
        `<rect width="${w}" height="${h}" fill="#ffffff"/><circle cx="${h / 2}" cy="${h / 2}" r="${h * 0.36}" fill="${hex(p.clothes)}"/><rect x="${h * 0.95}" y="${h * 0.32}" width="${w - h * 1.1}" height="${h * 0.14}" fill="${hex(p.bottom)}"/><rect x="${h * 0.95}" y="${h * 0.56}" width="${(w - h * 1.1) * 0.7}" height="${h * 0.1}" fill="${hex(p.hair)}"/>`,
      );
  }
}

function posterSvg(e: PosterEntry, p: Palette): string {
  const { width: w, height: h } = e;
  const s = Math.min(w, h);
  const ink = e.accentOnly ? '#1e1e1e' : hex(p.clothes);
  const accent = e.accentOnly ? '#c8102e' : hex(p.bottom);
  const paper = e.accentOnly ? '#ffffff' : hex(p.top);
  const wide = w > h * 1.8;
  const textWidth = wide ? w * 0.68 : w * 0.8;
  // Sized to fit: a glyph of these fonts averages 0.6 of the font size.
  const fit = (text: string, size: number) => Math.round(Math.min(size, textWidth / (Math.max(1, text.length) * 0.6)));
  const headlineSize = fit(e.headline, s * (wide ? 0.22 : 0.085));
  const taglineSize = fit(e.tagline, headlineSize * 0.55);
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${paper}"/>
    <rect x="${w * 0.04}" y="${h * 0.04}" width="${w * 0.92}" height="${h * 0.92}" fill="none" stroke="${ink}" stroke-width="${Math.max(2, s * 0.012)}"/>
    <rect x="${w * 0.04}" y="${wide ? h * 0.04 : h * 0.62}" width="${wide ? w * 0.18 : w * 0.92}" height="${wide ? h * 0.92 : h * 0.1}" fill="${accent}"/>
    <circle cx="${wide ? w * 0.13 : w * 0.5}" cy="${wide ? h * 0.5 : h * 0.42}" r="${s * (wide ? 0.28 : 0.14)}" fill="${ink}" opacity="0.85"/>
    <text x="${wide ? w * 0.26 : w * 0.1}" y="${wide ? h * 0.48 : h * 0.22}" ${FONT} font-size="${headlineSize}" font-weight="bold" fill="${ink}">${escapeXml(e.headline)}</text>
    <text x="${wide ? w * 0.26 : w * 0.1}" y="${wide ? h * 0.78 : h * 0.8}" ${FONT} font-size="${taglineSize}" fill="${ink}">${escapeXml(e.tagline)}</text>`,
  );
}

function svgOf(entry: PoolEntry): string {
  const palette = PALETTES[entry.palette % PALETTES.length] ?? (PALETTES[0] as Palette);
  switch (entry.kind) {
    case 'portrait':
      return portraitSvg(entry, palette);
    case 'pattern':
      return patternSvg(entry, palette);
    case 'poster':
      return posterSvg(entry, palette);
  }
}

/** The entry drawn and encoded, then measured as an upload would be. */
export async function renderPoolImage(entry: PoolEntry): Promise<ImageFile> {
  let pipeline = sharp(Buffer.from(svgOf(entry)), { density: 72 }).resize(entry.width, entry.height, { fit: 'fill' }).flatten({ background: '#ffffff' });
  if (entry.grey) pipeline = pipeline.greyscale();
  if (entry.dpi) pipeline = pipeline.withMetadata({ density: entry.dpi });
  const bytes = await (entry.type === 'PNG' ? pipeline.png() : pipeline.jpeg({ quality: 85 })).toBuffer();
  return inspectImage(bytes);
}

const rendered = new Map<string, Promise<ImageFile>>();

/** The entry's file, drawn once per process. */
export function poolImage(entry: PoolEntry): Promise<ImageFile> {
  let file = rendered.get(entry.key);
  if (!file) rendered.set(entry.key, (file = renderPoolImage(entry)));
  return file;
}

/** Every entry's file, by key: what the seed data generators read synchronously. */
export async function loadPool(entries: readonly PoolEntry[]): Promise<ReadonlyMap<string, ImageFile>> {
  const files = await Promise.all(entries.map(async (entry) => [entry.key, await poolImage(entry)] as const));
  return new Map(files);
}

/** Reads a loaded pool; a missing entry is a bug of the seed. */
export function fileOf(pool: ReadonlyMap<string, ImageFile>, entry: PoolEntry): ImageFile {
  const file = pool.get(entry.key);
  if (!file) throw new Error(`Image de démonstration non chargée : ${entry.key}`);
  return file;
}
