import type { DownloadBatch, DownloadItem } from '../../shared/domain/files';
import { BridgeError } from '../../shared/errors';
import { isFinished, type FinishedStatus } from './queue-entry';

/** What names a batch: its id, what the user asked for, the folder it is saved into. */
export interface BatchName {
  id: string;
  label: string;
  folder: string;
}

interface BatchRecord extends BatchName {
  total: number;
  itemIds: string[];
  /** Finished items already dropped from the list, still counted in the batch. */
  dropped: Record<FinishedStatus, number>;
  waiters: (() => void)[];
}

/**
 * The batches of the queue: which files each holds, counted even once dropped from the list, and who waits for
 * one to settle. The files are the queue's: the batches read them through `itemOf` (undefined once dropped).
 */
export class DownloadBatches {
  private readonly records = new Map<string, BatchRecord>();

  constructor(private readonly itemOf: (id: string) => DownloadItem | undefined) {}

  /** Counts files in the batch of that id, made (empty) when it has none yet. */
  add(batch: BatchName, itemIds: readonly string[]): void {
    let record = this.records.get(batch.id);
    if (!record) {
      record = { id: batch.id, label: batch.label, folder: batch.folder, total: 0, itemIds: [], dropped: { done: 0, failed: 0, cancelled: 0 }, waiters: [] };
      this.records.set(batch.id, record);
    }
    record.total += itemIds.length;
    record.itemIds.push(...itemIds);
  }

  /** Every file the batch ever held, or null when there is no such batch. */
  itemIds(batchId: string): readonly string[] | null {
    return this.records.get(batchId)?.itemIds ?? null;
  }

  label(batchId: string): string | undefined {
    return this.records.get(batchId)?.label;
  }

  view(batchId: string): DownloadBatch | null {
    const record = this.records.get(batchId);
    return record ? this.viewOf(record) : null;
  }

  /** Newest first. */
  views(): DownloadBatch[] {
    return [...this.records.values()].reverse().map((record) => this.viewOf(record));
  }

  /** Resolves once every file of the batch is finished (done, failed or cancelled), or dropped. */
  whenSettled(batchId: string): Promise<DownloadBatch> {
    const record = this.records.get(batchId);
    if (!record) return Promise.reject(new BridgeError('NOT_FOUND', 'Ce lot de téléchargements n’existe plus.'));
    return new Promise((resolve) => {
      const check = (): void => resolve(this.viewOf(record));
      if (this.settled(record)) check();
      else record.waiters.push(check);
    });
  }

  /** A file of the batch finished: its waiters are told once every file has. */
  finished(batchId: string): void {
    const record = this.records.get(batchId);
    if (record && this.settled(record)) this.release(record);
  }

  /** A finished file left the list: it still counts in its batch, which goes with its last file. */
  dropped(item: DownloadItem): void {
    const record = this.records.get(item.batchId);
    if (!record) return;
    if (isFinished(item.status)) record.dropped[item.status]++;
    if (record.itemIds.every((id) => !this.itemOf(id))) {
      this.release(record);
      this.records.delete(record.id);
    }
  }

  /** Forgets every batch, telling their waiters (the list was emptied). */
  clear(): void {
    for (const record of this.records.values()) this.release(record);
    this.records.clear();
  }

  /** Over the batches under way: finished files count whole, running ones by their bytes; null when none is. */
  overallProgress(): number | null {
    let total = 0;
    let progress = 0;
    for (const record of this.records.values()) {
      if (this.settled(record)) continue;
      total += record.total;
      progress += record.dropped.done + record.dropped.failed + record.dropped.cancelled;
      for (const id of record.itemIds) {
        const item = this.itemOf(id);
        if (!item) continue;
        if (isFinished(item.status)) progress += 1;
        else if (item.status === 'running' && item.totalBytes) progress += Math.min(1, item.receivedBytes / item.totalBytes);
      }
    }
    return total === 0 ? null : progress / total;
  }

  private viewOf(record: BatchRecord): DownloadBatch {
    const counts = { ...record.dropped };
    for (const id of record.itemIds) {
      const status = this.itemOf(id)?.status;
      if (status && isFinished(status)) counts[status]++;
    }
    return { id: record.id, label: record.label, total: record.total, ...counts, folder: record.folder };
  }

  private settled(record: BatchRecord): boolean {
    return record.itemIds.every((id) => {
      const item = this.itemOf(id);
      return !item || isFinished(item.status);
    });
  }

  private release(record: BatchRecord): void {
    const waiters = record.waiters.splice(0);
    for (const waiter of waiters) waiter();
  }
}
