import { describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { Author } from '../../../../src/shared/domain/author';
import { EXTENSIONS } from '../../../../src/shared/domain/extensions';
import type { Image } from '../../../../src/shared/domain/image';
import type { SearchCounts } from '../../../../src/shared/domain/search';
import { errorOf, valueOf } from '../images/reference-bed';
import { strictAndFull } from './side-by-side';

/**
 * Core's calls beyond the specs (issue 32) through its dispatcher, on a strict reference server (the specs' calls
 * only, as the publisher's back-office) and on the full one: what app.extensions tells the renderer, and the calls
 * core refuses before sending when the back-office has not offered them.
 */

const beds = strictAndFull('admin');

describe('app.extensions', () => {
  it('lists none on a strict server, every one on the full server', async () => {
    expect(valueOf(await beds.onStrict.dispatch('app.extensions', []))).toEqual([]);
    expect(valueOf(await beds.onFull.dispatch('app.extensions', []))).toEqual([...EXTENSIONS]);
  });
});

describe('search.counts (the count search, spec 1 §7: path not shown)', () => {
  it('is refused on a strict server without the count route ever being called', async () => {
    for (const text of ['Villeneuve', '']) {
      expect(errorOf(await beds.onStrict.dispatch('search.counts', [text]))).toEqual({ code: 'NOT_ALLOWED', message: 'Ce serveur ne compte pas les résultats par rubrique.' });
    }
    expect(beds.strict.apiRequests.filter((request) => request.startsWith('GET /api/search/count'))).toEqual([]);
  });

  it('answers the counts by type on the full server', async () => {
    const counts = valueOf<SearchCounts>(await beds.onFull.dispatch('search.counts', ['Villeneuve']));
    expect(counts.author).toBeGreaterThan(0);
    expect(beds.full.apiRequests).toContain('GET /api/search/count?query=Villeneuve');
  });
});

describe('authors.images.update (the gallery’s edit panel and favourite: spec 1 §2 gives no path)', () => {
  /** An image of author 1 not disabled (spec 1 §3 names `disabled`), and what the edit panel sends for it. */
  const edit = async (core: Core) => {
    const image = valueOf<Author>(await core.dispatch('authors.get', [1])).images.find((i) => !i.disabled);
    if (!image) throw new Error('auteur 1 sans image active');
    return { image, input: { version: image.version, name: 'Portrait renommé', color: 'COLOR' as const, framing: 'PORTRAIT' as const } };
  };

  it('is refused in French on a strict server, nothing sent', async () => {
    const { image, input } = await edit(beds.onStrict);
    expect(errorOf(await beds.onStrict.dispatch('authors.images.update', [image.id, input]))).toEqual({
      code: 'NOT_ALLOWED',
      message: 'Ce serveur ne permet pas de modifier une image d’auteur ; rien n’a été envoyé.',
    });
    expect(beds.strict.apiRequests.filter((request) => request.startsWith('PUT /api/author/image/'))).toEqual([]);
  });

  it('saves the image on the full server', async () => {
    const { image, input } = await edit(beds.onFull);
    expect(valueOf<Image>(await beds.onFull.dispatch('authors.images.update', [image.id, input]))).toMatchObject({ id: image.id, name: input.name });
  });
});
