import { randomUUID } from 'node:crypto';
import type { DownloadBatch, DownloadEntity, DownloadItem, DownloadsState, DownloadStatus } from '../../shared/domain/files';
import { BridgeError } from '../../shared/errors';
import { ChangeThrottle } from './change-throttle';
import type { DownloadedFile } from './download-file';
import { failureOf, isTransient } from './download-failure';
import { discardPart, type PartialDownload } from './partial-file';
import { restoredState, savedDownloadOf, type SavedDownload } from './saved-downloads';

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

export interface DownloadQueueOptions {
  runner: DownloadRunner;
  /** Files downloading at the same time; 4 by default. */
  concurrency?: number;
  /** Items kept in the list (finished ones go first); about 200 by default. */
  maxItems?: number;
  /** Wait before the automatic retry of a failed file. */
  retryDelayMs?: number;
  /** Progress is announced at most this often (status changes at once); 100 ms = 10 per second. */
  throttleMs?: number;
  onChange?(state: DownloadsState): void;
  /** Overall progress of the batches under way, 0..1; null when nothing is under way (taskbar). */
  onProgress?(fraction: number | null): void;
  /** A file is done (openWhenDone...). Errors are the caller's to log. */
  onDone?(item: DownloadItem, request: QueuedDownload): void | Promise<void>;
  /** A file failed for good (its automatic retry spent, or none due). */
  onFailed?(item: DownloadItem): void;
}

export const DEFAULT_CONCURRENCY = 4;
export const DEFAULT_MAX_ITEMS = 200;

interface Entry {
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

interface BatchRecord {
  id: string;
  label: string;
  folder: string;
  total: number;
  itemIds: string[];
  /** Finished items already dropped from the list, still counted in the batch. */
  dropped: Record<'done' | 'failed' | 'cancelled', number>;
  waiters: (() => void)[];
}

/** An entry as the queue takes it, new or restored: nothing received in this run, one automatic retry. */
function newEntry(
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

const FINISHED: ReadonlySet<DownloadStatus> = new Set(['done', 'failed', 'cancelled']);

/**
 * The one queue of every download, single file or bulk: bounded concurrency, per-file and overall progress,
 * cancel (a batch or a file, in flight included), one automatic retry of a failed file, manual retry.
 */
export class DownloadQueue {
  private readonly entries = new Map<string, Entry>();
  private readonly batches = new Map<string, BatchRecord>();
  private readonly concurrency: number;
  private readonly maxItems: number;
  private readonly retryDelayMs: number;
  /** Status changes are announced at once; progress at most every throttleMs. */
  private readonly announcer: ChangeThrottle;
  private running = 0;
  private disposed = false;

  constructor(private readonly options: DownloadQueueOptions) {
    this.concurrency = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_CONCURRENCY));
    this.maxItems = Math.max(1, options.maxItems ?? DEFAULT_MAX_ITEMS);
    this.retryDelayMs = Math.max(0, options.retryDelayMs ?? 1000);
    this.announcer = new ChangeThrottle(Math.max(0, options.throttleMs ?? 100), () => {
      options.onChange?.(this.state());
      options.onProgress?.(this.overallProgress());
    });
  }

  /** Queues a batch; resolves at once with its id (and its items' ids). */
  enqueue(batch: { label: string; folder: string; items: readonly QueuedDownload[] }): { batchId: string; itemIds: string[] } {
    if (this.disposed) throw new BridgeError('INTERNAL', 'Les téléchargements sont arrêtés.');
    const batchId = randomUUID();
    const now = new Date().toISOString();
    const record = this.batchRecord(batchId, batch.label, batch.folder);
    for (const request of batch.items) this.add(record, newEntry({ id: randomUUID(), batchId, request, folder: batch.folder, partial: null }, { startedAt: now }));
    this.trim();
    this.changed(true);
    this.pump();
    return { batchId, itemIds: [...record.itemIds] };
  }

  /** Newest first. */
  state(): DownloadsState {
    const items = [...this.entries.values()].reverse().map((e) => ({ ...e.item }));
    const batches: DownloadBatch[] = [...this.batches.values()].reverse().map((b) => this.batchView(b));
    return { items, batches, active: this.activeCount() };
  }

  item(id: string): DownloadItem | null {
    const entry = this.entries.get(id);
    return entry ? { ...entry.item } : null;
  }

  batch(id: string): DownloadBatch | null {
    const record = this.batches.get(id);
    return record ? this.batchView(record) : null;
  }

  /** Cancels a batch (every file not finished, in flight included) or a single file. */
  cancel(id: string): void {
    const record = this.batches.get(id);
    const targets = record ? record.itemIds.map((i) => this.entries.get(i)).filter((e) => e !== undefined) : [this.entries.get(id)];
    if (!record && !targets[0]) throw new BridgeError('NOT_FOUND', 'Ce téléchargement n’existe plus.');
    let changed = false;
    for (const entry of targets) {
      if (!entry || FINISHED.has(entry.item.status)) continue;
      changed = true;
      if (entry.retryTimer) clearTimeout(entry.retryTimer);
      entry.retryTimer = null;
      if (entry.controller) {
        // The running attempt settles as cancelled, frees its slot and drops its part.
        entry.controller.abort();
      } else {
        this.forgetPart(entry);
        this.finish(entry, 'cancelled', null);
      }
    }
    if (changed) this.changed(true);
  }

  /** Queues a failed or cancelled file again (with one automatic retry of its own), from its part if it has one. */
  retry(itemId: string): void {
    const entry = this.entries.get(itemId);
    if (!entry) throw new BridgeError('NOT_FOUND', 'Ce téléchargement n’existe plus.');
    if (entry.item.status !== 'failed' && entry.item.status !== 'cancelled') {
      throw new BridgeError('NOT_ALLOWED', 'Seul un téléchargement échoué ou annulé peut être relancé.');
    }
    // Move it to the end of the list, as a new request would be.
    this.entries.delete(itemId);
    this.entries.set(itemId, entry);
    Object.assign(entry.item, { status: 'queued', error: null, httpStatus: null, receivedBytes: 0, finishedAt: null });
    entry.retriesLeft = 1;
    this.changed(true);
    this.pump();
  }

  /** Drops finished files (done, failed, cancelled) from the list, and the batches left empty. */
  clearFinished(): void {
    for (const [id, entry] of this.entries) if (FINISHED.has(entry.item.status)) this.drop(id, entry);
    this.changed(true);
  }

  /** Cancels everything and empties the list, parts included (another user signs in). */
  reset(): void {
    for (const entry of this.entries.values()) {
      if (entry.retryTimer) clearTimeout(entry.retryTimer);
      entry.retryTimer = null;
      // A running attempt drops its part once it has settled (run's catch).
      if (entry.controller) entry.controller.abort();
      else this.forgetPart(entry);
    }
    this.entries.clear();
    for (const record of this.batches.values()) this.release(record);
    this.batches.clear();
    this.changed(true);
  }

  /** Resolves once every file of the batch is finished (done, failed or cancelled). */
  whenBatchSettled(batchId: string): Promise<DownloadBatch> {
    const record = this.batches.get(batchId);
    if (!record) return Promise.reject(new BridgeError('NOT_FOUND', 'Ce lot de téléchargements n’existe plus.'));
    return new Promise((resolve) => {
      const check = (): void => resolve(this.batchView(record));
      if (this.settled(record)) check();
      else record.waiters.push(check);
    });
  }

  /** What a restart must resume: see SavedDownload. */
  snapshot(): SavedDownload[] {
    return [...this.entries.values()].flatMap((entry) => savedDownloadOf(entry, this.batches.get(entry.item.batchId)?.label ?? entry.item.label) ?? []);
  }

  /** Puts saved downloads back (after a restart), as restoredState says. */
  restore(saved: readonly SavedDownload[]): void {
    if (this.disposed) return;
    for (const download of saved) {
      if (!this.entries.has(download.id)) this.add(this.batchRecord(download.batchId, download.batchLabel, download.folder), newEntry(download, restoredState(download)));
    }
    this.trim();
    this.changed(true);
    this.pump();
  }

  /** Stops every download (the app quits): parts are kept, for the saved queue to resume at the next start. */
  dispose(): void {
    this.disposed = true;
    this.announcer.stop();
    for (const entry of this.entries.values()) {
      if (entry.retryTimer) clearTimeout(entry.retryTimer);
      entry.controller?.abort();
    }
  }

  /** The batch of that id, made (empty) when it has none yet. */
  private batchRecord(id: string, label: string, folder: string): BatchRecord {
    let record = this.batches.get(id);
    if (!record) {
      record = { id, label, folder, total: 0, itemIds: [], dropped: { done: 0, failed: 0, cancelled: 0 }, waiters: [] };
      this.batches.set(id, record);
    }
    return record;
  }

  /** Lists an entry, counted in its batch. */
  private add(record: BatchRecord, entry: Entry): void {
    record.total++;
    record.itemIds.push(entry.item.id);
    this.entries.set(entry.item.id, entry);
  }

  private activeCount(): number {
    let n = 0;
    for (const e of this.entries.values()) if (!FINISHED.has(e.item.status)) n++;
    return n;
  }

  private batchView(record: BatchRecord): DownloadBatch {
    const counts = { ...record.dropped };
    for (const id of record.itemIds) {
      const status = this.entries.get(id)?.item.status;
      if (status === 'done' || status === 'failed' || status === 'cancelled') counts[status]++;
    }
    return { id: record.id, label: record.label, total: record.total, ...counts, folder: record.folder };
  }

  private settled(record: BatchRecord): boolean {
    return record.itemIds.every((id) => {
      const entry = this.entries.get(id);
      return !entry || FINISHED.has(entry.item.status);
    });
  }

  private release(record: BatchRecord): void {
    const waiters = record.waiters.splice(0);
    for (const waiter of waiters) waiter();
  }

  private drop(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.forgetPart(entry);
    const record = this.batches.get(entry.item.batchId);
    if (!record) return;
    const status = entry.item.status;
    if (status === 'done' || status === 'failed' || status === 'cancelled') record.dropped[status]++;
    if (record.itemIds.every((i) => !this.entries.has(i))) {
      this.release(record);
      this.batches.delete(record.id);
    }
  }

  /** Keeps the list to maxItems by dropping the oldest finished files. */
  private trim(): void {
    let excess = this.entries.size - this.maxItems;
    if (excess <= 0) return;
    for (const [id, entry] of this.entries) {
      if (excess <= 0) break;
      if (!FINISHED.has(entry.item.status)) continue;
      this.drop(id, entry);
      excess--;
    }
  }

  private forgetPart(entry: Entry): void {
    void discardPart(entry.folder, entry.partial);
    entry.partial = null;
  }

  private finish(entry: Entry, status: 'done' | 'failed' | 'cancelled', failure: { error: string; httpStatus: number | null } | null): void {
    entry.item.status = status;
    entry.item.error = failure?.error ?? null;
    entry.item.httpStatus = failure?.httpStatus ?? null;
    entry.item.finishedAt = new Date().toISOString();
    entry.controller = null;
    if (status === 'failed') this.options.onFailed?.({ ...entry.item });
    const record = this.batches.get(entry.item.batchId);
    if (record && this.settled(record)) this.release(record);
  }

  private pump(): void {
    if (this.disposed) return;
    for (const entry of this.entries.values()) {
      if (this.running >= this.concurrency) break;
      if (entry.item.status === 'queued' && !entry.retryTimer && !entry.controller) void this.run(entry);
    }
  }

  private async run(entry: Entry): Promise<void> {
    const controller = new AbortController();
    entry.controller = controller;
    this.running++;
    Object.assign(entry.item, { status: 'running', attempts: entry.item.attempts + 1, receivedBytes: 0, error: null, httpStatus: null });
    this.changed(true);
    try {
      const file = await this.options.runner({
        request: entry.request,
        folder: entry.folder,
        partial: entry.partial,
        onPartial: (partial) => {
          entry.partial = partial;
          this.changed(true);
        },
        signal: controller.signal,
        onResponse: ({ totalBytes, contentType }) => {
          Object.assign(entry.item, { totalBytes, contentType });
          this.changed(false);
        },
        onProgress: (receivedBytes) => {
          entry.item.receivedBytes = receivedBytes;
          this.changed(false);
        },
      });
      this.running--;
      entry.partial = null;
      if (this.entries.get(entry.item.id) !== entry) return;
      // A cancel that comes while the complete file is being named is too late: the file is kept, and done.
      Object.assign(entry.item, { fileName: file.fileName, path: file.path, receivedBytes: file.bytes, contentType: file.contentType });
      if (entry.item.totalBytes === null) entry.item.totalBytes = file.bytes;
      this.finish(entry, 'done', null);
      this.changed(true);
      void Promise.resolve(this.options.onDone?.({ ...entry.item }, entry.request)).catch(() => undefined);
    } catch (error) {
      this.running--;
      if (this.entries.get(entry.item.id) !== entry) {
        // reset() took the entry away: only its part is left to drop.
        this.forgetPart(entry);
      } else if (controller.signal.aborted) {
        // A quit keeps the part for the next start; a cancel does not.
        if (!this.disposed) this.forgetPart(entry);
        this.finish(entry, 'cancelled', null);
      } else if (entry.retriesLeft > 0 && isTransient(error) && !this.disposed) {
        entry.retriesLeft--;
        entry.controller = null;
        Object.assign(entry.item, { status: 'queued', ...failureOf(error) });
        entry.retryTimer = setTimeout(() => {
          entry.retryTimer = null;
          this.pump();
        }, this.retryDelayMs);
        entry.retryTimer.unref();
      } else {
        // A cut kept its part for a manual retry; what will not change by itself starts afresh.
        if (!isTransient(error)) this.forgetPart(entry);
        this.finish(entry, 'failed', failureOf(error));
      }
      this.changed(true);
    } finally {
      this.trim();
      this.pump();
    }
  }

  private changed(immediate: boolean): void {
    this.announcer.changed(immediate);
  }

  /** Over the batches under way: finished files count whole, running ones by their bytes. */
  private overallProgress(): number | null {
    let total = 0;
    let progress = 0;
    for (const record of this.batches.values()) {
      if (this.settled(record)) continue;
      total += record.total;
      progress += record.dropped.done + record.dropped.failed + record.dropped.cancelled;
      for (const id of record.itemIds) {
        const item = this.entries.get(id)?.item;
        if (!item) continue;
        if (FINISHED.has(item.status)) progress += 1;
        else if (item.status === 'running' && item.totalBytes) progress += Math.min(1, item.receivedBytes / item.totalBytes);
      }
    }
    return total === 0 ? null : progress / total;
  }
}
