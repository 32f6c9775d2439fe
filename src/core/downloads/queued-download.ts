import type { DownloadEntity } from '../../shared/domain/files';
import type { DownloadedFile } from './download-file';
import type { PartialDownload } from './partial-file';

/** One file of a batch, as the queue runs it. */
export interface QueuedDownload {
  /** Shown until the final name is known. */
  label: string;
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
  fileName?: string;
  chosenName?: string;
  openWhenDone?: 'pdf';
  entity?: DownloadEntity;
}

export interface DownloadJob {
  request: QueuedDownload;
  folder: string;
  /** Where the previous attempt stopped, to resume from. */
  partial: PartialDownload | null;
  onPartial(partial: PartialDownload | null): void;
  signal: AbortSignal;
  onResponse(info: { totalBytes: number | null; contentType: string | null }): void;
  onProgress(receivedBytes: number): void;
}

/** Runs one attempt of one file (downloadToFolder with the session's token, in the app). */
export type DownloadRunner = (job: DownloadJob) => Promise<DownloadedFile>;
