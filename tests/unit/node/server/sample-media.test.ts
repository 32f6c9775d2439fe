import { describe, expect, it } from 'vitest';
import { POSTERS } from '../../../../src/server/db/seed-ads';
import { ILLUSTRATIONS, PORTRAITS, SMALL_ILLUSTRATION, poolImage, renderPoolImage, type PoolEntry } from '../../../../src/server/db/seed-images';
import { inspectImage } from '../../../../src/server/images/inspect';
import { measure } from './image-fixtures';

/**
 * The seed's pictures are drawn (SVG rasterised by sharp) when a server seeds: each must be the file its
 * entry declares, the same on every drawing, and read back by the server as an upload would be.
 */
const ENTRIES: readonly PoolEntry[] = [...PORTRAITS, ...ILLUSTRATIONS, SMALL_ILLUSTRATION, ...Object.values(POSTERS)];

describe('sample media of the seed', () => {
  it('gives every picture a unique key', () => {
    expect(new Set(ENTRIES.map((e) => e.key)).size).toBe(ENTRIES.length);
  });

  it.each(ENTRIES.map((entry) => [entry.key, entry] as const))('%s is the file its entry declares', async (_key, entry) => {
    const file = await poolImage(entry);
    expect(await measure(file.bytes)).toMatchObject({ format: entry.type === 'PNG' ? 'png' : 'jpeg', width: entry.width, height: entry.height });
    expect(file).toMatchObject({ mimeType: entry.type, width: entry.width, height: entry.height, xdpi: entry.dpi ?? 72, weight: file.bytes.length });
    if (entry.grey) expect(file.color).toBe('BLACK_AND_WHITE');
    else expect(file.color).toBe('COLOR');
    expect(file.format).toBe(entry.width >= 300 ? 'LARGE' : 'THUMBNAIL');
    // Drawn again, the same bytes; read again, the same measures.
    expect((await renderPoolImage(entry)).sha256).toBe(file.sha256);
    expect({ ...(await inspectImage(file.bytes)), bytes: null }).toEqual({ ...file, bytes: null });
  });
});
