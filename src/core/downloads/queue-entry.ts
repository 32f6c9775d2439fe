import type { DownloadItem, DownloadStatus } from '../../shared/domain/files';
import { discardPart, type PartialDownload } from './partial-file';
import type { DownloadJob, QueuedDownload } from './queued-download';

/** A file of the queue: the item shown, what it asks for, and its attempt under way or due. */
export interface Entry {
  item: DownloadItem;
  request: QueuedDownload;
  folder: string;
  /** The part file of a cut attempt, resumed by the next one. */
  partial: PartialDownload | null;
  controller: AbortController | null;
  /** Automatic retries left for this run (one; a manual retry grants one again). */
  retriesLeft: number;
  /** Waiting for its automatic retry. */
  retryTimer: NodeJS.Timeout | null;
}

export type FinishedStatus = 'done' | 'failed' | 'cancelled';

export function isFinished(status: DownloadStatus): status is FinishedStatus {
  return status === 'done' || status === 'failed' || status === 'cancelled';
}

/** An entry as the queue takes it, new or restored: nothing received in this run, one automatic retry. */
export function newEntry(
  from: { id: string; batchId: string; request: QueuedDownload; folder: string; partial: PartialDownload | null },
  state: Pick<DownloadItem, 'startedAt'> & Partial<Pick<DownloadItem, 'status' | 'totalBytes' | 'error' | 'httpStatus' | 'finishedAt'>>,
): Entry {
  return {
    item: {
      id: from.id,
      batchId: from.batchId,
      label: from.request.label,
      fileName: null,
      path: null,
      status: 'queued',
      receivedBytes: 0,
      totalBytes: null,
      error: null,
      httpStatus: null,
      entity: from.request.entity ?? null,
      attempts: 0,
      contentType: null,
      finishedAt: null,
      ...state,
    },
    request: from.request,
    folder: from.folder,
    partial: from.partial,
    controller: null,
    retriesLeft: 1,
    retryTimer: null,
  };
}

/** What one attempt of the entry is given: what it reports lands on the entry, then `changed` is told (at once for a part). */
export function jobOf(entry: Entry, signal: AbortSignal, changed: (immediate: boolean) => void): DownloadJob {
  return {
    request: entry.request,
    folder: entry.folder,
    partial: entry.partial,
    onPartial: (partial) => {
      entry.partial = partial;
      changed(true);
    },
    signal,
    onResponse: ({ totalBytes, contentType }) => {
      Object.assign(entry.item, { totalBytes, contentType });
      changed(false);
    },
    onProgress: (receivedBytes) => {
      entry.item.receivedBytes = receivedBytes;
      changed(false);
    },
  };
}

/** Drops the entry's part file, if it has one. */
export function forgetPart(entry: Entry): void {
  void discardPart(entry.folder, entry.partial);
  entry.partial = null;
}

/** Stops the wait for the entry's automatic retry, if one is due. */
export function stopRetry(entry: Entry): void {
  if (entry.retryTimer) clearTimeout(entry.retryTimer);
  entry.retryTimer = null;
}
