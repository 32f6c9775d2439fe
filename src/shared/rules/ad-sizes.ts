import { UNKNOWN_AD_SIZE_LABEL, type AdSize } from '../domain/advertisement';

/**
 * An ad's size, read from its file: pixels over the resolution it declares give millimetres, matched to the
 * sizes of the nomenclature. A file matching none is of unknown size ("Taille non reconnue").
 */

export const MM_PER_INCH = 25.4;
/** A file within 3 mm of a size, in each direction, is of that size (trim and rounding of the export). */
export const AD_SIZE_TOLERANCE_MM = 3;

const MM = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** "Pleine page (210 × 297 mm)". */
export function adSizeLabel(size: { name: string; widthMm: number; heightMm: number }): string {
  return `${size.name} (${MM.format(size.widthMm)} × ${MM.format(size.heightMm)} mm)`;
}

/** Millimetres of a file at its resolution; null without a resolution. */
export function fileMillimetres(file: { width: number; height: number; xdpi: number | null }): { widthMm: number; heightMm: number } | null {
  if (!file.xdpi || file.xdpi <= 0) return null;
  return { widthMm: (file.width / file.xdpi) * MM_PER_INCH, heightMm: (file.height / file.xdpi) * MM_PER_INCH };
}

/** The key of the size the file has (the closest one within the tolerance), or null. */
export function adSizeOf(file: { width: number; height: number; xdpi: number | null }, sizes: readonly AdSize[]): string | null {
  const mm = fileMillimetres(file);
  if (!mm) return null;
  let best: { key: string; gap: number } | null = null;
  for (const size of sizes) {
    const dw = Math.abs(mm.widthMm - size.widthMm);
    const dh = Math.abs(mm.heightMm - size.heightMm);
    if (dw > AD_SIZE_TOLERANCE_MM || dh > AD_SIZE_TOLERANCE_MM) continue;
    if (!best || dw + dh < best.gap) best = { key: size.key, gap: dw + dh };
  }
  return best?.key ?? null;
}

/** The label of a size key, or "Taille non reconnue". */
export function adFormatLabel(format: string | null, sizes: readonly AdSize[]): string {
  return sizes.find((size) => size.key === format)?.label ?? UNKNOWN_AD_SIZE_LABEL;
}
