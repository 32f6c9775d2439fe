import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedQueue } from '../../../../src/core/downloads/queue-store';
import type * as AtomicWrite from '../../../../src/core/files/atomic-write';

/**
 * The quit's last write against a write under way (seen on a loaded machine: a cancelled download came back at the
 * next start). The file write is faked at its port: the text is in place, the write not yet noted as done, which is
 * the turn in which the app may quit.
 */
const landed: { resolve: () => void }[] = [];
vi.mock('../../../../src/core/files/atomic-write', async (original) => ({
  ...(await original<typeof AtomicWrite>()),
  writeFileAtomic: (path: string, text: string) =>
    new Promise<void>((resolve) => {
      writeFileSync(path, text);
      landed.push({ resolve });
    }),
}));

const { QueueStore } = await import('../../../../src/core/downloads/queue-store');

afterEach(() => {
  landed.length = 0;
});

const ITEM: SavedQueue['items'][number] = {
  id: 'a',
  batchId: 'b',
  batchLabel: 'Lot',
  folder: '/tmp',
  request: { label: 'a', url: 'http://127.0.0.1/api/a', method: 'GET' },
  status: 'queued',
  error: null,
  httpStatus: null,
  partial: null,
  startedAt: '2026-11-29T07:00:00.000Z',
};

describe('the download queue kept on disk, at quit', () => {
  it('writes the final queue even when a write under way has already put an older one in place', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pupitre-queue-close-')), 'queue.json');
    let items: SavedQueue['items'] = [ITEM];
    const store = new QueueStore(file, () => ({ owner: 'redaction', apiOrigin: 'http://127.0.0.1', items }), (error) => {
      throw error;
    }, 1);
    store.changed();
    await vi.waitFor(() => expect(landed).toHaveLength(1));
    expect((JSON.parse(readFileSync(file, 'utf8')) as SavedQueue).items).toEqual([ITEM]);
    // The download is cancelled and the app quits before the write under way is noted as done.
    items = [];
    store.close();
    landed[0]?.resolve();
    await store.idle();
    expect((JSON.parse(readFileSync(file, 'utf8')) as SavedQueue).items).toEqual([]);
  });
});
