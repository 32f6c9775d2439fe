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
