import { parentPort, workerData } from 'node:worker_threads';
import { makePdf, type PdfRequest } from './pdf-request';

/** The worker thread of pdf-thread.ts: makes the one PDF it was started for and hands its bytes back. */
const made = await makePdf(workerData as PdfRequest);
parentPort?.postMessage(made, [made.bytes.buffer as ArrayBuffer]);
