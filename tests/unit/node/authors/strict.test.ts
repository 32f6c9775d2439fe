import { describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { Author, AuthorRow } from '../../../../src/shared/domain/author';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { valueOf } from '../images/reference-bed';
import { strictAndFull } from '../strict/side-by-side';

/**
 * The author screens' reads against a back-office that answers spec 1 §3's fields only (issue 32): the strict
 * reference server. Its author search answers Authors without the list's extras, its authors' images have no
 * name nor version; core derives the rows and names the images by the image search. The full server's answers,
 * read by the same core, give the same screens.
 */

const beds = strictAndFull('lecteur');

const search = async (core: Core, request: object) => valueOf<SearchResult<AuthorRow>>(await core.dispatch('authors.search', [request]));
const author = async (core: Core, id: number) => valueOf<Author>(await core.dispatch('authors.get', [id]));

describe('authors on a strict back-office', () => {
  it('lists the same rows as the full server: name, place, thumbnail (without version), count', async () => {
    const request = { size: 60, sort: { attr: 'ID', order: 'ASC' } };
    const [fromStrict, fromFull] = await Promise.all([search(beds.onStrict, request), search(beds.onFull, request)]);
    expect(fromStrict.resultCount).toBe(fromFull.resultCount);
    expect(fromStrict.result).toEqual(fromFull.result.map((row) => ({ ...row, image: row.image && { id: row.image.id, version: null } })));
    expect(fromStrict.result[0]).toMatchObject({ id: 1, displayName: 'Étienne de Villeneuve', city: 'Paris', country: 'FRANCE', imageCount: 4 });
    expect(fromStrict.result.filter((row) => row.image !== null).length).toBeGreaterThan(1);
  });

  it('shows an author’s images as the full server does, named by the image search', async () => {
    const before = beds.strict.apiRequests.length;
    const [fromStrict, fromFull] = await Promise.all([author(beds.onStrict, 1), author(beds.onFull, 1)]);
    expect(beds.strict.apiRequests.slice(before)).toEqual(['GET /api/author/1', 'POST /api/image/search']);
    // What spec 1 §3's Image lacks: who made the last change.
    expect(fromStrict.images).toEqual(fromFull.images.map((image) => ({ ...image, modificationUser: null })));
    expect(fromStrict.images.filter((image) => !image.enable)).toHaveLength(2);
    expect(fromStrict.images.every((image) => image.version !== null && image.name !== `image-${image.id}`)).toBe(true);
  });
});
