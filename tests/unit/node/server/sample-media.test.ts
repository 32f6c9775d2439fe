import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeImage, type StoredFile } from '../../../../src/server/images/codec';
import {
  ILLUSTRATIONS,
  PORTRAITS,
  SAMPLE_MEDIA_DIR,
  poolImage,
  renderPoolImage,
  sampleMediaFileName,
  type PoolEntry,
  type Rendition,
} from '../../../../src/server/db/seed-images';

/**
 * resources/sample-media/ holds the seed's pictures, so that no server start pays for drawing them. They
 * must be what the drawing code makes: `UPDATE_SAMPLE_MEDIA=1 npx vitest run sample-media` rewrites them.
 */
const update = process.env.UPDATE_SAMPLE_MEDIA === '1';
const RENDITIONS: readonly Rendition[] = ['original', 'medium', 'thumbnail'];

/** PNG through pixels (zlib output may change between Node versions), JPEG byte for byte (jpeg-js is plain JS). */
function sameFile(entry: PoolEntry, expected: StoredFile, actual: Buffer): boolean {
  if (entry.type === 'JPG') return expected.bytes.equals(actual);
  const a = decodeImage(expected.bytes, 'PNG');
  const b = decodeImage(actual, 'PNG');
  return a.width === b.width && a.height === b.height && Buffer.from(a.data).equals(Buffer.from(b.data));
}

describe('sample media of the seed', () => {
  it.each([...PORTRAITS, ...ILLUSTRATIONS].map((entry) => [entry.key, entry] as const))('%s is what the drawing code makes', (_key, entry) => {
    const rendered = renderPoolImage(entry);
    const files: Record<Rendition, StoredFile> = { original: rendered.original, medium: rendered.medium, thumbnail: rendered.thumbnail };
    for (const rendition of RENDITIONS) {
      const path = join(SAMPLE_MEDIA_DIR, sampleMediaFileName(entry, rendition));
      if (update) {
        mkdirSync(SAMPLE_MEDIA_DIR, { recursive: true });
        writeFileSync(path, files[rendition].bytes);
      }
      expect(sameFile(entry, files[rendition], readFileSync(path)), `${path} est à régénérer (UPDATE_SAMPLE_MEDIA=1)`).toBe(true);
    }
    const loaded = poolImage(entry);
    expect({ ...loaded, original: undefined, medium: undefined, thumbnail: undefined }).toEqual({
      ...rendered,
      original: undefined,
      medium: undefined,
      thumbnail: undefined,
    });
    expect([loaded.medium.width, loaded.medium.height, loaded.thumbnail.width, loaded.thumbnail.height]).toEqual([
      rendered.medium.width,
      rendered.medium.height,
      rendered.thumbnail.width,
      rendered.thumbnail.height,
    ]);
  });
});
