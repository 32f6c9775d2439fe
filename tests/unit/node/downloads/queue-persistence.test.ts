import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { downloadToFolder } from '../../../../src/core/downloads/download-file';
import { DownloadQueue } from '../../../../src/core/downloads/download-queue';
import { QueueStore, type SavedQueue } from '../../../../src/core/downloads/queue-store';
import { delay, downloadTestBed, stallingFile } from '../../../support/download-test-server';
import { untilState } from '../../../support/until-state';

const { newFolder, serve } = downloadTestBed('pupitre-saved-queue-');
const running: DownloadQueue[] = [];

afterEach(() => {
  for (const q of running.splice(0)) q.dispose();
});

const SIZE = 300_000;
const FIRST_PART = 100_000;

/** What core does: a queue whose runner resumes parts, and its store saving it under the owner's name. */
function startCore(profile: string, owner = 'redaction') {
  const queue: DownloadQueue = new DownloadQueue({
    runner: ({ request, folder, partial, onPartial, signal, onResponse, onProgress }) =>
      downloadToFolder({ url: request.url, method: request.method, body: request.body, folder, partial, onPartial, tokens: null, signal, onResponse, onProgress }),
    retryDelayMs: 10,
    onChange: () => store.changed(),
  });
  const store = new QueueStore(
    join(profile, 'downloads', 'queue.json'),
    () => ({ owner, apiOrigin: 'http://127.0.0.1', items: queue.snapshot() }),
    (error) => {
      throw error;
    },
    10,
  );
  running.push(queue);
  return {
    queue,
    store,
    /** core.dispose(): the queue saved as it stands, then every download stopped. */
    quit: () => {
      store.close();
      queue.dispose();
    },
  };
}

/** The queue file's items as saved now: none while nothing was ever saved (an empty queue writes no file). */
async function savedItems(profile: string): Promise<SavedQueue['items']> {
  try {
    return (JSON.parse(await readFile(join(profile, 'downloads', 'queue.json'), 'utf8')) as SavedQueue).items;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function stallingServer(bytes: Buffer) {
  const sent: number[] = [];
  const server = await serve(stallingFile(bytes, FIRST_PART, sent));
  return { server, sent };
}

describe('the download queue kept on disk', () => {
  it('saves an unfinished download at quit and resumes it from its part after a restart, fetching only the rest', async () => {
    const bytes = randomBytes(SIZE);
    const { server, sent } = await stallingServer(bytes);
    const profile = newFolder();
    const folder = newFolder();

    const first = startCore(profile);
    const { itemIds } = first.queue.enqueue({ label: 'Export', folder, items: [{ label: 'gros.zip', url: `${server.url}/api/gros`, method: 'GET' }] });
    while ((first.queue.item(itemIds[0] ?? '')?.receivedBytes ?? 0) < FIRST_PART) await delay(5);
    first.quit();

    const file = JSON.parse(await readFile(join(profile, 'downloads', 'queue.json'), 'utf8')) as SavedQueue;
    expect(file.owner).toBe('redaction');
    expect(file.items).toHaveLength(1);
    expect(file.items[0]).toMatchObject({ id: itemIds[0], status: 'queued', request: { url: `${server.url}/api/gros`, method: 'GET' }, partial: { etag: '"v1"', totalBytes: SIZE } });
    const partPath = file.items[0]?.partial?.partPath ?? '';
    await untilState(async () => expect((await stat(partPath)).size).toBe(FIRST_PART));

    const second = startCore(profile);
    const loaded = await second.store.load();
    second.queue.restore(loaded?.items ?? []);
    const done = await second.queue.whenBatchSettled(file.items[0]?.batchId ?? '');
    expect(done).toMatchObject({ total: 1, done: 1 });
    expect(server.requests[1]?.headers.range).toBe(`bytes=${FIRST_PART}-`);
    expect(server.requests[1]?.headers['if-range']).toBe('"v1"');
    expect(sent).toEqual([FIRST_PART, SIZE - FIRST_PART]);
    expect((await readFile(join(folder, 'gros.zip'))).equals(bytes)).toBe(true);
    expect(await readdir(folder)).toEqual(['gros.zip']);

    // Finished history is not kept.
    await second.store.idle();
    second.store.changed();
    await untilState(async () => expect(await savedItems(profile)).toEqual([]));
    await second.store.idle();
  });

  it('keeps no POST (its body is not stored), and drops the part of a cancelled download', async () => {
    const bytes = randomBytes(SIZE);
    const { server } = await stallingServer(bytes);
    const profile = newFolder();
    const folder = newFolder();
    const { queue, store, quit } = startCore(profile);
    const { batchId, itemIds } = queue.enqueue({
      label: 'Lot',
      folder,
      items: [
        { label: 'a', url: `${server.url}/api/a`, method: 'GET' },
        { label: 'export', url: `${server.url}/api/export`, method: 'POST', body: { ids: [1] } },
      ],
    });
    while ((queue.item(itemIds[0] ?? '')?.receivedBytes ?? 0) < FIRST_PART) await delay(5);
    expect(queue.snapshot().map((s) => s.id)).toEqual([itemIds[0]]);
    const partPath = queue.snapshot()[0]?.partial?.partPath ?? '';
    expect((await stat(partPath)).isFile()).toBe(true);
    // Saved as it stands (after the store's short debounce): the GET with its part, never the POST.
    await untilState(async () => expect((await savedItems(profile)).map((item) => item.id)).toEqual([itemIds[0]]));

    queue.cancel(batchId);
    await queue.whenBatchSettled(batchId);
    await untilState(async () => expect(await readdir(folder)).toEqual([]));
    expect(queue.snapshot()).toEqual([]);
    quit();
    expect(await savedItems(profile)).toEqual([]);
    await store.idle();
  });

  it('reads back nothing from a file that is not a saved queue', async () => {
    const profile = newFolder();
    const { store } = startCore(profile);
    expect(await store.load()).toBeNull();
    // An empty queue is no file at all.
    store.changed();
    store.close();
    await expect(readdir(profile)).rejects.toMatchObject({ code: 'ENOENT' });
    const path = join(profile, 'downloads', 'queue.json');
    await mkdir(join(profile, 'downloads'), { recursive: true });
    await writeFile(path, JSON.stringify({ version: 1, owner: 'x', apiOrigin: 'y', items: [{ id: 1 }] }));
    expect(await store.load()).toBeNull();
    await writeFile(path, '{');
    expect(await store.load()).toBeNull();
  });
});
