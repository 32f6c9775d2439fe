import { randomUUID } from 'node:crypto';
import type { DownloadBatch, DownloadItem, DownloadsState } from '../../shared/domain/files';
import { BridgeError } from '../../shared/errors';
import { ChangeThrottle } from './change-throttle';
import { DownloadBatches, type BatchName } from './download-batches';
import { failureOf, isTransient } from './download-failure';
import { forgetPart, isFinished, jobOf, newEntry, stopRetry, type Entry } from './queue-entry';
import type { DownloadRunner, QueuedDownload } from './queued-download';
import { restoredState, savedDownloadOf, type SavedDownload } from './saved-downloads';

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

/**
 * The one queue of every download, single file or bulk: bounded concurrency, per-file and overall progress,
 * cancel (a batch or a file, in flight included), one automatic retry of a failed file, manual retry.
 */
export class DownloadQueue {
  private readonly entries = new Map<string, Entry>();
  private readonly batches = new DownloadBatches((id) => this.entries.get(id)?.item);
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
      options.onProgress?.(this.batches.overallProgress());
    });
  }

  /** Queues a batch; resolves at once with its id (and its items' ids). */
  enqueue(batch: { label: string; folder: string; items: readonly QueuedDownload[] }): { batchId: string; itemIds: string[] } {
    if (this.disposed) throw new BridgeError('INTERNAL', 'Les téléchargements sont arrêtés.');
    const batchId = randomUUID();
    const now = new Date().toISOString();
    const entries = batch.items.map((request) => newEntry({ id: randomUUID(), batchId, request, folder: batch.folder, partial: null }, { startedAt: now }));
    this.add({ id: batchId, label: batch.label, folder: batch.folder }, entries);
    this.trim();
    this.changed(true);
    this.pump();
    return { batchId, itemIds: entries.map((entry) => entry.item.id) };
  }

  /** Newest first. */
  state(): DownloadsState {
    const items = [...this.entries.values()].reverse().map((e) => ({ ...e.item }));
    return { items, batches: this.batches.views(), active: this.activeCount() };
  }

  item(id: string): DownloadItem | null {
    const entry = this.entries.get(id);
    return entry ? { ...entry.item } : null;
  }

  batch(id: string): DownloadBatch | null {
    return this.batches.view(id);
  }

  /** Cancels a batch (every file not finished, in flight included) or a single file. */
  cancel(id: string): void {
    const batchItems = this.batches.itemIds(id);
    const targets = (batchItems ?? [id]).flatMap((itemId) => this.entries.get(itemId) ?? []);
    if (!batchItems && targets.length === 0) throw new BridgeError('NOT_FOUND', 'Ce téléchargement n’existe plus.');
    let changed = false;
    for (const entry of targets) {
      if (isFinished(entry.item.status)) continue;
      changed = true;
      stopRetry(entry);
      if (entry.controller) {
        // The running attempt settles as cancelled, frees its slot and drops its part.
        entry.controller.abort();
      } else {
        forgetPart(entry);
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
    for (const [id, entry] of this.entries) if (isFinished(entry.item.status)) this.drop(id, entry);
    this.changed(true);
  }

  /** Cancels everything and empties the list, parts included (another user signs in). */
  reset(): void {
    for (const entry of this.entries.values()) {
      stopRetry(entry);
      // A running attempt drops its part once it has settled (run's catch).
      if (entry.controller) entry.controller.abort();
      else forgetPart(entry);
    }
    this.entries.clear();
    this.batches.clear();
    this.changed(true);
  }

  /** Resolves once every file of the batch is finished (done, failed or cancelled). */
  whenBatchSettled(batchId: string): Promise<DownloadBatch> {
    return this.batches.whenSettled(batchId);
  }

  /** What a restart must resume: see SavedDownload. */
  snapshot(): SavedDownload[] {
    return [...this.entries.values()].flatMap((entry) => savedDownloadOf(entry, this.batches.label(entry.item.batchId) ?? entry.item.label) ?? []);
  }

  /** Puts saved downloads back (after a restart), as restoredState says. */
  restore(saved: readonly SavedDownload[]): void {
    if (this.disposed) return;
    for (const download of saved) {
      if (!this.entries.has(download.id)) this.add({ id: download.batchId, label: download.batchLabel, folder: download.folder }, [newEntry(download, restoredState(download))]);
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
      stopRetry(entry);
      entry.controller?.abort();
    }
  }

  /** Lists entries, counted in their batch. */
  private add(batch: BatchName, entries: readonly Entry[]): void {
    this.batches.add(batch, entries.map((entry) => entry.item.id));
    for (const entry of entries) this.entries.set(entry.item.id, entry);
  }

  private activeCount(): number {
    let n = 0;
    for (const e of this.entries.values()) if (!isFinished(e.item.status)) n++;
    return n;
  }

  private drop(id: string, entry: Entry): void {
    this.entries.delete(id);
    forgetPart(entry);
    this.batches.dropped(entry.item);
  }

  /** Keeps the list to maxItems by dropping the oldest finished files. */
  private trim(): void {
    let excess = this.entries.size - this.maxItems;
    if (excess <= 0) return;
    for (const [id, entry] of this.entries) {
      if (excess <= 0) break;
      if (!isFinished(entry.item.status)) continue;
      this.drop(id, entry);
      excess--;
    }
  }

  private finish(entry: Entry, status: 'done' | 'failed' | 'cancelled', failure: { error: string; httpStatus: number | null } | null): void {
    entry.item.status = status;
    entry.item.error = failure?.error ?? null;
    entry.item.httpStatus = failure?.httpStatus ?? null;
    entry.item.finishedAt = new Date().toISOString();
    entry.controller = null;
    if (status === 'failed') this.options.onFailed?.({ ...entry.item });
    this.batches.finished(entry.item.batchId);
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
      const file = await this.options.runner(jobOf(entry, controller.signal, (immediate) => this.changed(immediate)));
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
        forgetPart(entry);
      } else if (controller.signal.aborted) {
        // A quit keeps the part for the next start; a cancel does not.
        if (!this.disposed) forgetPart(entry);
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
        if (!isTransient(error)) forgetPart(entry);
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
}
