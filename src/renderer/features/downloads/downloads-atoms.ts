import { atom } from 'jotai';
import type { DownloadBatch, DownloadItem, DownloadStatus, DownloadsState } from '@shared/domain/files';

/** The downloads as core reports them (downloads.list at sign-in, then every downloads.changed). */
export const downloadsAtom = atom<DownloadsState | null>(null);

/** Files queued or running: the badge of the top-bar button. */
export const activeDownloadsAtom = atom((get) => get(downloadsAtom)?.active ?? 0);

/** Whether the downloads panel is open (the top-bar button, or a screen wanting to show it). */
export const downloadsPanelOpenAtom = atom(false);

export const ACTIVE_STATUSES: ReadonlySet<DownloadStatus> = new Set(['queued', 'running']);
export const FINISHED_STATUSES: ReadonlySet<DownloadStatus> = new Set(['done', 'failed', 'cancelled']);

export interface BatchView {
  batch: DownloadBatch;
  items: DownloadItem[];
  /** Some file is still queued or running. */
  active: boolean;
}

/**
 * Batches with their files. Core lists both newest first (a retried file moves to the top): batches keep that
 * order, the files of a batch are shown in the order they were asked for.
 */
export function batchViews(state: DownloadsState | null): BatchView[] {
  if (!state) return [];
  const byBatch = new Map<string, DownloadItem[]>();
  for (const item of state.items) {
    const list = byBatch.get(item.batchId);
    if (list) list.unshift(item);
    else byBatch.set(item.batchId, [item]);
  }
  const views: BatchView[] = [];
  for (const batch of state.batches) {
    const items = byBatch.get(batch.id) ?? [];
    if (items.length === 0) continue;
    views.push({ batch, items, active: items.some((i) => ACTIVE_STATUSES.has(i.status)) });
  }
  return views;
}
