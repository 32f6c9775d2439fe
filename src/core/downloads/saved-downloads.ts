import type { DownloadItem } from '../../shared/domain/files';
import type { PartialDownload } from './partial-file';
import type { QueuedDownload } from './queued-download';

/**
 * A download kept on disk across a restart: a GET not finished, or failed with a part to resume. A POST is
 * never kept: its body is not stored, and an export built again is fetched whole anyway.
 */
export interface SavedDownload {
  id: string;
  batchId: string;
  batchLabel: string;
  folder: string;
  request: Omit<QueuedDownload, 'body' | 'method'> & { method: 'GET' };
  status: 'queued' | 'failed';
  error: string | null;
  httpStatus: number | null;
  partial: PartialDownload | null;
  startedAt: string;
}

/** A file of the queue as a restart would see it. */
interface QueueFile {
  item: DownloadItem;
  request: QueuedDownload;
  folder: string;
  partial: PartialDownload | null;
}

/** What a restart must resume of this file (see SavedDownload), or null. */
export function savedDownloadOf({ item, request, folder, partial }: QueueFile, batchLabel: string): SavedDownload | null {
  const pending = item.status === 'queued' || item.status === 'running';
  if (request.method !== 'GET' || !(pending || (item.status === 'failed' && partial))) return null;
  const { body: _body, ...get } = request;
  return {
    id: item.id,
    batchId: item.batchId,
    batchLabel,
    folder,
    request: { ...get, method: 'GET' },
    status: pending ? 'queued' : 'failed',
    error: item.error,
    httpStatus: item.httpStatus,
    partial,
    startedAt: item.startedAt,
  };
}

/** How a saved download comes back: a queued one starts again from its part, a failed one waits for a retry. */
export function restoredState(download: SavedDownload): Pick<DownloadItem, 'status' | 'totalBytes' | 'error' | 'httpStatus' | 'startedAt' | 'finishedAt'> {
  return {
    status: download.status,
    totalBytes: download.partial?.totalBytes ?? null,
    error: download.error,
    httpStatus: download.httpStatus,
    startedAt: download.startedAt,
    finishedAt: download.status === 'failed' ? download.startedAt : null,
  };
}
