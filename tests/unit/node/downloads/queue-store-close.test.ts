import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QueueStore, type SavedQueue } from '../../../../src/core/downloads/queue-store';
import { untilState } from '../../../support/until-state';

/**
 * The quit's last write against a write under way (seen on a loaded machine: a cancelled download came back at the
 * next start). The throttled write is faked at its port: the text is in place, the write not yet noted as done,
 * which is the turn in which the app may quit.
 */
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
    const landed: (() => void)[] = [];
    const heldBack = (path: string, text: string | Uint8Array) =>
      new Promise<void>((resolve) => {
        writeFileSync(path, text);
        landed.push(resolve);
      });
    const store = new QueueStore(
      file,
      () => ({ owner: 'redaction', apiOrigin: 'http://127.0.0.1', items }),
      (error) => {
        throw error;
      },
      1,
      heldBack,
    );
    store.changed();
    await untilState(() => expect(landed).toHaveLength(1));
    expect((JSON.parse(readFileSync(file, 'utf8')) as SavedQueue).items).toEqual([ITEM]);
    // The download is cancelled and the app quits before the write under way is noted as done.
    items = [];
    store.close();
    landed[0]?.();
    await store.idle();
    expect((JSON.parse(readFileSync(file, 'utf8')) as SavedQueue).items).toEqual([]);
  });
});
