import { Unzip, UnzipInflate } from 'fflate';

/** An xlsx of the largest accepted referential is far below these; a zip bomb is far above. */
export const ZIP_LIMITS = { entries: 200, totalBytes: 40_000_000 } as const;

/**
 * Inflates every entry of a zip once, counting what comes out, and stops as soon as the count passes the
 * limit: what the xlsx reader then unpacks is known to be bounded, whatever the headers claim. Returns the
 * French reason of a refusal, or null.
 */
export function checkZipBounds(bytes: Uint8Array, limits: { entries: number; totalBytes: number } = ZIP_LIMITS): string | null {
  let entries = 0;
  let total = 0;
  let refusal: string | null = null;
  const unzip = new Unzip((file) => {
    if (refusal) return;
    entries += 1;
    if (entries > limits.entries) {
      refusal = `archive de plus de ${limits.entries} fichiers.`;
      return;
    }
    file.ondata = (error, chunk) => {
      if (refusal) return;
      if (error) {
        refusal = 'archive endommagée.';
        return;
      }
      total += chunk.length;
      if (total > limits.totalBytes) {
        refusal = `contenu décompressé de plus de ${limits.totalBytes.toLocaleString('fr-FR')} octets.`;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // Fed in slices, so that a refusal stops the work early.
    const step = 64 * 1024;
    for (let offset = 0; offset < bytes.length && !refusal; offset += step) {
      const end = Math.min(offset + step, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch {
    return refusal ?? 'archive endommagée.';
  }
  if (!refusal && entries === 0) return 'archive vide.';
  return refusal;
}
