import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { Advertisement } from '../../../../src/shared/domain/advertisement';
import type { Illustration, ImageRow } from '../../../../src/shared/domain/image';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { isSpecRoute } from '../../../../src/shared/client-api';
import { startReferenceBed, valueOf, type ReferenceBed } from './reference-bed';

/**
 * The image and ad screens' data on a back-office answering only spec 1 §3's fields (issue 32): the strict
 * reference server, next to the full one on the same seeded data. What core derives from the spec's fields
 * (received-image.ts, received-illustration.ts, received-ad.ts) is what the full server answers; what it
 * cannot derive is said unknown (null), and only the specs' calls go out.
 */

let strict: ReferenceBed;
let full: ReferenceBed;
const cores: { strict?: Core; full?: Core } = {};

beforeAll(async () => {
  [strict, full] = await Promise.all([startReferenceBed({ strict: true }), startReferenceBed()]);
  [cores.strict, cores.full] = await Promise.all([strict.core('lecteur'), full.core('lecteur')]);
}, 90_000);
afterAll(async () => {
  await Promise.all([strict?.close(), full?.close()]);
});

/** The same call on both servers: [strict, full]. */
async function both<T>(method: string, args: unknown[]): Promise<[T, T]> {
  const on = async (core: Core | undefined) => valueOf<T>(await (core as Core).dispatch(method as never, args as never));
  return Promise.all([on(cores.strict), on(cores.full)]);
}

/** Every request that reached the strict server is a call of the specs. */
function onlySpecCalls(from: number): void {
  const outside = strict.apiRequests.slice(from).filter((line) => {
    const [method = '', target = ''] = line.split(' ');
    return !isSpecRoute(method, target.split('?')[0] ?? '');
  });
  expect(outside).toEqual([]);
}

const ADS_UNKNOWN = { uploadDate: null, modificationUser: null, publicationCount: null };

describe('ads', () => {
  it('list with their lock, uses, incompatible periodicals and file type as the full server has them', async () => {
    const from = strict.apiRequests.length;
    const [derived, answered] = await both<SearchResult<Advertisement>>('ads.search', [{ size: 50, sort: { attr: 'ID', order: 'ASC' } }]);
    expect(derived.resultCount).toBe(answered.resultCount);
    expect(derived.result).toEqual(answered.result.map((ad) => ({ ...ad, ...ADS_UNKNOWN })));
    // The seeded locked ad is among them, its publication published.
    expect(derived.result.find((ad) => ad.id === 108)).toMatchObject({ canDisable: false, canDelete: false, lastPublicationsModified: [{ publicationName: 'GDP_2024_48', status: 'PUBLISHED' }] });
    expect(derived.result.some((ad) => ad.incompatiblePeriodicals.length > 0)).toBe(true);
    onlySpecCalls(from);
  });

  it('read one by one, the same', async () => {
    for (const id of [108, 110, 114]) {
      const [derived, answered] = await both<Advertisement>('ads.get', [id]);
      expect(derived).toEqual({ ...answered, ...ADS_UNKNOWN });
    }
  });
});

describe('illustrations', () => {
  it('read with their publications from the publication search, the articles uncounted', async () => {
    const from = strict.apiRequests.length;
    for (let id = 94; id <= 107; id++) {
      const [derived, answered] = await both<Illustration>('illustrations.get', [id]);
      expect(derived, `illustration ${id}`).toEqual({
        ...answered,
        uploadDate: null,
        modificationUser: null,
        usage: { ...answered.usage, articleCount: null },
      });
    }
    const [used] = await both<Illustration>('illustrations.get', [94]);
    expect(used).toMatchObject({ used: true, canDelete: false, usage: { publicationCount: 2 } });
    onlySpecCalls(from);
  });

  it('list with the framing their characteristics name, without an author’s name or favourite', async () => {
    for (const collection of ['ILLUSTRATION', 'AUTHOR']) {
      const [derived, answered] = await both<SearchResult<ImageRow>>('images.search', [{ collectionFilter: [collection], size: 50 }]);
      expect(derived.result).toEqual(answered.result.map((row) => ({ ...row, uploadDate: null, modificationUser: null, authorName: null, fav: false })));
      expect(derived.result.some((row) => row.framing !== null)).toBe(true);
    }
  });
});
