import type { PlacardThumbnails } from '@shared/domain/placard-pages';
import { PLACARD_MAX_DRAWN_PAGES, PLACARD_THUMBNAIL_WIDTH } from '@shared/domain/placard-pages';

/** A placard pdf.js could not read or draw: told in French, never thrown as pdf.js's own error. */
export class UnreadablePlacard extends Error {
  constructor() {
    super('Le placard est illisible : ses pages ne peuvent pas être dessinées. Ouvrez-le depuis le menu de la publication.');
  }
}

/** Pixels of a drawn image at most (4,096 × 4,096): a picture past that is left out of the thumbnail. */
const MAX_IMAGE_PIXELS = 4096 * 4096;
/** Thumbnails are drawn at twice their width on screen, for sharp high-density screens. */
const DRAWN_WIDTH = PLACARD_THUMBNAIL_WIDTH * 2;

/** pdf.js and its worker, loaded the first time a placard is drawn: never part of the first screen's scripts. */
async function loadPdfjs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

function base64Bytes(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Draws the first PLACARD_MAX_DRAWN_PAGES pages of a placard's PDF (base64) as WebP data URLs. pdf.js parses
 * the PDF in its own worker; the page draws each page on a small canvas. Nothing is fetched (no CMaps,
 * standard fonts, ICC profiles nor WebAssembly: fonts the PDF does not embed fall back to the system's), no
 * script of the PDF runs (pdf.js's API runs none; XFA forms are off), and pdf.js 6 compiles nothing with
 * eval (its `isEvalSupported` option is gone; the CSP forbids eval anyway). Stops between pages once
 * `signal` is aborted (and then throws its reason).
 */
export async function drawPlacard(pdfBase64: string, signal: AbortSignal): Promise<PlacardThumbnails> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: base64Bytes(pdfBase64),
    enableXfa: false,
    useWasm: false,
    useWorkerFetch: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    disableAutoFetch: true,
  });
  try {
    const document = await task.promise;
    const thumbnails: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, PLACARD_MAX_DRAWN_PAGES) && !signal.aborted; number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: DRAWN_WIDTH / page.getViewport({ scale: 1 }).width });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      // White paper whatever the theme: the thumbnail is the page as printed.
      await page.render({ canvas, viewport, background: 'white' }).promise;
      thumbnails.push(canvas.toDataURL('image/webp', 0.8));
      page.cleanup();
    }
    signal.throwIfAborted();
    return { pageCount: document.numPages, thumbnails };
  } catch (error) {
    if (signal.aborted) throw error;
    throw new UnreadablePlacard();
  } finally {
    await task.destroy();
  }
}
