import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { ImageExportResult } from '../../../../src/shared/contract';
import type { ImageRow } from '../../../../src/shared/domain/image';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { extensionsFor, splitExtension } from '../../../../src/shared/rules/file-names';
import { errorOf, settledBatch, startReferenceBed, valueOf, type ReferenceBed } from './reference-bed';

/**
 * images.export against a back-office without POST /api/image/export (issue 32): the strict reference server,
 * which serves only the specs' calls. Core builds the downloads from spec 1 §7 (GET /api/image/{id}?download).
 * The full server's path, through the extension, is in bridge.test.ts.
 */

let bed: ReferenceBed;
let lecteur: Core;

beforeAll(async () => {
  bed = await startReferenceBed({ strict: true });
  lecteur = await bed.core('lecteur');
}, 60_000);
afterAll(async () => {
  await bed?.close();
});

const rowsOf = async (request: object) => valueOf<SearchResult<ImageRow>>(await lecteur.dispatch('images.search', [request])).result;
const sentSince = (from: number) => bed.apiRequests.slice(from);
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47];

describe('images.export on a strict back-office', () => {
  it('queues one GET /api/image/{id}?download per image, which completes with the image’s bytes', async () => {
    const [illustration] = await rowsOf({ collectionFilter: ['ILLUSTRATION'], size: 1 });
    const [authorImage] = await rowsOf({ collectionFilter: ['AUTHOR'], size: 1 });
    const rows = [illustration, authorImage].filter((row) => row !== undefined);
    expect(rows).toHaveLength(2);
    const before = bed.apiRequests.length;

    const { batchId, files } = valueOf<ImageExportResult>(await lecteur.dispatch('images.export', [rows.map((r) => ({ id: r.id, collection: r.collection }))]));
    expect(files).toEqual(rows.map((r) => ({ id: r.id, collection: r.collection, path: `/api/image/${r.id}?download`, fileName: `image-${r.id}` })));
    const state = await settledBatch(lecteur, batchId);
    expect(state.batches.find((b) => b.id === batchId)).toMatchObject({ label: 'Export de 2 images', total: 2, done: 2, failed: 0 });
    // The extensions are asked (404: none), then only the specs' downloads go out.
    expect(sentSince(before).sort()).toEqual(['GET /api/extensions', ...rows.map((r) => `GET /api/image/${r.id}?download`)].sort());

    for (const row of rows) {
      const item = state.items.find((i) => i.batchId === batchId && i.label === `image-${row.id}`);
      expect(item, `image ${row.id}`).toMatchObject({ status: 'done', contentType: row.meta.contentType });
      const bytes = await readFile(item?.path ?? '');
      expect(bytes.length).toBe(row.meta.weight);
      expect([...bytes.subarray(0, row.meta.contentType === 'image/png' ? 4 : 3)]).toEqual(row.meta.contentType === 'image/png' ? PNG : JPEG);
      // The server's Content-Disposition names the file; its extension is the type's.
      expect(extensionsFor(row.meta.contentType)).toContain(splitExtension(item?.fileName ?? '').extension?.toLowerCase());
      expect(item?.path?.startsWith(bed.downloadDir('lecteur'))).toBe(true);
    }
  });

  it('lets an image the back-office does not have fail alone in the queue', async () => {
    const [row] = await rowsOf({ collectionFilter: ['ILLUSTRATION'], size: 1 });
    const items = [{ id: 999_999, collection: 'ILLUSTRATION' as const }, { id: row?.id ?? 0, collection: 'ILLUSTRATION' as const }];
    const { batchId } = valueOf<ImageExportResult>(await lecteur.dispatch('images.export', [items]));
    const state = await settledBatch(lecteur, batchId);
    expect(state.batches.find((b) => b.id === batchId)).toMatchObject({ total: 2, done: 1, failed: 1 });
    expect(state.items.find((i) => i.batchId === batchId && i.label === 'image-999999')).toMatchObject({ status: 'failed', httpStatus: 404 });
  });

  it('refuses more than 20 images with the server’s sentence before anything is sent or queued', async () => {
    const rows = (await rowsOf({ size: 21 })).map((r) => ({ id: r.id, collection: r.collection }));
    expect(rows).toHaveLength(21);
    const queued = valueOf<{ batches: unknown[] }>(await lecteur.dispatch('downloads.list', [])).batches.length;
    const before = bed.apiRequests.length;
    expect(errorOf(await lecteur.dispatch('images.export', [rows]))).toEqual({
      code: 'INVALID_ARGUMENT',
      message: 'limit download size : 20 images au plus par export (21 demandées).',
    });
    expect(sentSince(before)).toEqual([]);
    expect(valueOf<{ batches: unknown[] }>(await lecteur.dispatch('downloads.list', [])).batches).toHaveLength(queued);
  });
});
