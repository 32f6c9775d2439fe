import { isMarkedAsUntransferable } from 'node:worker_threads';
import { placardOf, type PlacardSource } from '../../articles/placard';
import { makePlacard, makePrinterPdf, type MadePdf } from './documents';
import type { PrintPackage } from './package';

/** A PDF to make, with everything it needs: a worker thread gets it as a message, with no database. */
export type PdfRequest =
  | { kind: 'PLACARD' | 'PRINTER_PDF'; pkg: PrintPackage; now: Date }
  | { kind: 'ARTICLE_PLACARD'; source: PlacardSource; now: Date };

export function makePdf(request: PdfRequest): Promise<MadePdf> {
  switch (request.kind) {
    case 'PLACARD':
      return makePlacard(request.pkg, request.now);
    case 'PRINTER_PDF':
      return makePrinterPdf(request.pkg, request.now);
    case 'ARTICLE_PLACARD':
      return placardOf(request.source, request.now);
  }
}

/** Bytes whose buffer is theirs alone may be handed over; others (a driver's pool of small values) are copied once. */
function ownBuffer(bytes: Buffer): Buffer {
  const { buffer } = bytes;
  const whole = buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength;
  return whole && !isMarkedAsUntransferable(buffer) ? bytes : Buffer.from(new Uint8Array(bytes).buffer);
}

/**
 * The request as it is posted to the worker thread, and the buffers handed over with it rather than copied: the
 * images' bytes (10 Mo each at most), read for this PDF alone. They are detached here once posted.
 */
export function withTransfer(request: PdfRequest): { request: PdfRequest; transfer: ArrayBuffer[] } {
  if (request.kind === 'ARTICLE_PLACARD') return { request, transfer: [] };
  const owned = new Map<Buffer, Buffer>();
  const own = (bytes: Buffer): Buffer => {
    const mine = owned.get(bytes) ?? ownBuffer(bytes);
    owned.set(bytes, mine);
    return mine;
  };
  const entries = request.pkg.entries.map((entry) =>
    'image' in entry && entry.image ? { ...entry, image: { ...entry.image, bytes: own(entry.image.bytes) } } : entry,
  );
  // An image placed twice is one buffer, listed once.
  const transfer = [...new Set([...owned.values()].map((bytes) => bytes.buffer as ArrayBuffer))];
  return { request: { ...request, pkg: { ...request.pkg, entries } }, transfer };
}
