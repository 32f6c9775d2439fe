import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { downloadToFolder } from '../../../../src/core/downloads/download-file';
import { DownloadQueue, type DownloadQueueOptions } from '../../../../src/core/downloads/download-queue';
import type { QueuedDownload } from '../../../../src/core/downloads/queued-download';
import type { DownloadsState } from '../../../../src/shared/domain/files';
import { delay, downloadTestBed, type TestServer } from '../../../support/download-test-server';

const { newFolder, serve } = downloadTestBed('pupitre-queue-');
const queues: DownloadQueue[] = [];

// Registered after the test bed's: runs first, so queues stop before their servers close.
afterEach(() => {
  for (const q of queues.splice(0)) q.dispose();
});

function newQueue(options: Partial<DownloadQueueOptions> = {}): { queue: DownloadQueue; states: DownloadsState[]; progress: (number | null)[] } {
  const states: DownloadsState[] = [];
  const progress: (number | null)[] = [];
  const queue = new DownloadQueue({
    runner: ({ request, folder, signal, onResponse, onProgress }) =>
      downloadToFolder({
        url: request.url,
        folder,
        tokens: null,
        signal,
        onResponse,
        onProgress,
        ...(request.fileName ? { fileName: request.fileName } : {}),
      }),
    retryDelayMs: 10,
    onChange: (s) => states.push(s),
    onProgress: (f) => progress.push(f),
    ...options,
  });
  queues.push(queue);
  return { queue, states, progress };
}

function files(server: TestServer, n: number, path = '/api/f'): QueuedDownload[] {
  return Array.from({ length: n }, (_, i) => ({ label: `fichier ${i + 1}`, url: `${server.url}${path}/${i + 1}`, method: 'GET', fileName: `f-${i + 1}.txt` }));
}

describe('DownloadQueue', () => {
  it.each([4, 2])('never runs more than %i downloads at once, and does reach the bound', async (concurrency) => {
    const server = await serve(async (_req, res) => {
      await delay(40);
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '2' }).end('ok');
    });
    const { queue } = newQueue({ concurrency });
    const folder = newFolder();
    const { batchId } = queue.enqueue({ label: 'Lot', folder, items: files(server, 20) });
    let maxRunning = 0;
    const watch = setInterval(() => {
      maxRunning = Math.max(maxRunning, queue.state().items.filter((i) => i.status === 'running').length);
    }, 5);
    const batch = await queue.whenBatchSettled(batchId);
    clearInterval(watch);
    expect(batch).toMatchObject({ total: 20, done: 20, failed: 0, cancelled: 0, folder });
    expect(server.requests).toHaveLength(20);
    expect(server.maxInFlight).toBe(concurrency);
    expect(maxRunning).toBeLessThanOrEqual(concurrency);
    expect((await readdir(folder)).length).toBe(20);
  });

  it('defaults to 4 at once', async () => {
    const server = await serve(async (_req, res) => {
      await delay(30);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    const { queue } = newQueue();
    const { batchId } = queue.enqueue({ label: 'Lot', folder: newFolder(), items: files(server, 12) });
    await queue.whenBatchSettled(batchId);
    expect(server.maxInFlight).toBe(4);
  });

  it('retries a failed file once, then marks it failed with the server’s reason', async () => {
    const server = await serve((req, res) => {
      if (req.url?.endsWith('/1')) {
        res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Service momentanément indisponible' }));
      } else if (req.url?.endsWith('/2') && server.requests.filter((r) => r.url === req.url).length === 1) {
        res.writeHead(200, { 'content-length': '1000' }).write('x', () => res.socket?.destroy());
      } else {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      }
    });
    const { queue } = newQueue();
    const folder = newFolder();
    const { batchId } = queue.enqueue({ label: 'Lot', folder, items: files(server, 3) });
    const batch = await queue.whenBatchSettled(batchId);
    expect(batch).toMatchObject({ total: 3, done: 2, failed: 1 });
    const byLabel = Object.fromEntries(queue.state().items.map((i) => [i.label, i]));
    expect(byLabel['fichier 1']).toMatchObject({ status: 'failed', attempts: 2, error: 'Service momentanément indisponible', path: null });
    expect(byLabel['fichier 2']).toMatchObject({ status: 'done', attempts: 2, error: null, fileName: 'f-2.txt' });
    expect(byLabel['fichier 3']).toMatchObject({ status: 'done', attempts: 1 });
    expect(server.requests.filter((r) => r.url === '/api/f/1')).toHaveLength(2);
    expect((await readdir(folder)).sort()).toEqual(['f-2.txt', 'f-3.txt']);
  });

  it('does not retry what will not change by itself (404), and retries by hand', async () => {
    let missing = true;
    const server = await serve((_req, res) => {
      if (missing) res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Export introuvable' }));
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    const { queue } = newQueue();
    const { batchId, itemIds } = queue.enqueue({ label: 'Lot', folder: newFolder(), items: files(server, 1).map((f) => ({ ...f, entity: 'PUBLICATION' as const })) });
    await queue.whenBatchSettled(batchId);
    // The record it is of goes with the failure: told keyed by status and entity (spec 2 §8).
    expect(queue.item(itemIds[0] ?? '')).toMatchObject({ status: 'failed', attempts: 1, error: 'Export introuvable', httpStatus: 404, entity: 'PUBLICATION' });
    missing = false;
    queue.retry(itemIds[0] ?? '');
    expect(queue.item(itemIds[0] ?? '')?.status).toBe('running');
    const batch = await queue.whenBatchSettled(batchId);
    expect(batch).toMatchObject({ done: 1, failed: 0 });
    expect(queue.item(itemIds[0] ?? '')).toMatchObject({ status: 'done', attempts: 2, error: null });
  });

  it('cancels a batch, in-flight files included, and leaves no partial file', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': '1000000' });
      res.write(Buffer.alloc(1000, 1));
    });
    const { queue, states } = newQueue();
    const folder = newFolder();
    const { batchId } = queue.enqueue({ label: 'Lot', folder, items: files(server, 10) });
    while (queue.state().items.filter((i) => i.receivedBytes > 0).length < 4) await delay(5);
    queue.cancel(batchId);
    const batch = await queue.whenBatchSettled(batchId);
    expect(batch).toMatchObject({ total: 10, done: 0, failed: 0, cancelled: 10 });
    expect(server.requests).toHaveLength(4);
    expect(await readdir(folder)).toEqual([]);
    expect(states.at(-1)?.active).toBe(0);
  });

  it('cancels a single file; a finished file cannot be cancelled any more', async () => {
    const server = await serve(async (req, res) => {
      if (req.url?.endsWith('/1')) await delay(5000);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    const { queue } = newQueue();
    const { batchId, itemIds } = queue.enqueue({ label: 'Lot', folder: newFolder(), items: files(server, 2) });
    while (queue.item(itemIds[1] ?? '')?.status !== 'done') await delay(5);
    queue.cancel(itemIds[0] ?? '');
    queue.cancel(itemIds[1] ?? '');
    const batch = await queue.whenBatchSettled(batchId);
    expect(batch).toMatchObject({ done: 1, cancelled: 1 });
    expect(() => queue.cancel('inconnu')).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });

  it('announces progress at most ~10 times a second, status changes at once, and the taskbar follows', async () => {
    const server = await serve(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(100 * 100) });
      for (let i = 0; i < 100; i++) {
        res.write(Buffer.alloc(100, 1));
        await delay(5);
      }
      res.end();
    });
    const { queue, states, progress } = newQueue();
    const started = Date.now();
    const { batchId } = queue.enqueue({ label: 'PDF', folder: newFolder(), items: files(server, 1) });
    await queue.whenBatchSettled(batchId);
    await delay(150);
    const seconds = (Date.now() - started) / 1000;
    // queued, running, done: at once; progress in between, throttled.
    expect(states.length).toBeLessThanOrEqual(Math.ceil(seconds * 10) + 4);
    expect(states.some((s) => s.items[0]?.status === 'running' && (s.items[0]?.receivedBytes ?? 0) > 0)).toBe(true);
    expect(states.at(-1)?.items[0]).toMatchObject({ status: 'done', receivedBytes: 10000, totalBytes: 10000 });
    expect(progress.some((f) => f !== null && f > 0 && f < 1)).toBe(true);
    expect(progress.at(-1)).toBeNull();
  });

  it('keeps the last items only, dropping finished ones first, and clears finished ones', async () => {
    const server = await serve((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
    const { queue } = newQueue({ maxItems: 5 });
    const folder = newFolder();
    const first = queue.enqueue({ label: 'Premier', folder, items: files(server, 4) });
    await queue.whenBatchSettled(first.batchId);
    const second = queue.enqueue({ label: 'Second', folder, items: files(server, 3, '/api/g') });
    await queue.whenBatchSettled(second.batchId);
    const state = queue.state();
    expect(state.items).toHaveLength(5);
    expect(state.items.filter((i) => i.batchId === second.batchId)).toHaveLength(3);
    // The first batch still counts its dropped files.
    expect(state.batches.find((b) => b.id === first.batchId)).toMatchObject({ total: 4, done: 4 });
    queue.clearFinished();
    expect(queue.state()).toEqual({ items: [], batches: [], active: 0 });
  });
});
