import { parentPort } from 'node:worker_threads';
import type { MadePdf } from './documents';
import { makePdf, type PdfRequest } from './pdf-request';

/** The worker thread of pdf-thread.ts: makes each PDF it is sent and hands its bytes back (transferred, not copied). */

export interface PdfJob {
  id: number;
  request: PdfRequest;
}

export type PdfAnswer = { id: number; made: MadePdf } | { id: number; error: string };

parentPort?.on('message', ({ id, request }: PdfJob) => {
  makePdf(request).then(
    (made) => parentPort?.postMessage({ id, made } satisfies PdfAnswer, [made.bytes.buffer as ArrayBuffer]),
    (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies PdfAnswer),
  );
});
