import { describe, expect, it } from 'vitest';
import { adReader } from '../../../../src/core/ads/received-ad';
import type { HttpMethod, RequestOptions, RestClient } from '../../../../src/core/http/rest-client';
import { completeUses } from '../../../../src/core/images/publication-uses';
import { illustrationReader } from '../../../../src/core/images/received-illustration';
import { imageOf, imageRowOf } from '../../../../src/core/images/received-image';
import type { AdPeriodicalConfig } from '../../../../src/shared/domain/advertisement';
import type { PublicationSearchRequest } from '../../../../src/shared/domain/publication';
import { BridgeError } from '../../../../src/shared/errors';
import { LOAD_FAILED } from '../../../../src/shared/messages';
import { specAd, specIllustration, specPublication } from '../../../support/spec-media';

/**
 * Core completes images, illustrations and ads where it reads them (issue 32): what spec 1 §3 does not name
 * is the answer's, else derived from the spec's fields or the specs' calls, else said unknown.
 */

const PUBLICATIONS = [specPublication(7, 'GDP', '48', 'PUBLISHED'), specPublication(8, 'BJS', '12', 'IN_PROGRESS'), specPublication(9, 'DEF', '3', 'PUBLISHING')];
const CONFIG: AdPeriodicalConfig[] = [{ periodicalId: 'BJS', sizes: ['PAGE', 'HALF_PAGE_WIDTH'], colors: ['BLACK_AND_WHITE'] }];

/** A REST client answering the publication search from PUBLICATIONS and the ad configuration, and recording what it was sent. */
function fakeRest(options: { failing?: string } = {}) {
  const sent: { method: HttpMethod; path: string; body: unknown }[] = [];
  const rest = {
    request: (method: HttpMethod, path: string, request: RequestOptions = {}) => {
      sent.push({ method, path, body: request.body });
      if (options.failing === path) return Promise.reject(new BridgeError('HTTP', 'Refusé', 400));
      if (path === '/api/nomenclature/advertisement/config') return Promise.resolve(CONFIG);
      if (path === '/api/publication/search') {
        const { publicationFilter = [], imageFilter = [], size = 20 } = request.body as PublicationSearchRequest;
        const found = PUBLICATIONS.filter((p) => publicationFilter.includes(p.id) || (imageFilter.includes(94) && p.id !== 8));
        return Promise.resolve({ result: found.slice(0, size), resultCount: found.length });
      }
      return Promise.reject(new Error(`${method} ${path}`));
    },
  } as unknown as RestClient;
  return { rest, sent };
}

describe('imageOf', () => {
  it('derives what spec 1 §3 Image does not name from what it does', () => {
    const image = imageOf(specIllustration(94, { disabled: true, format: 'IMG_THUMBNAIL', mimeType: undefined }));
    expect(image).toMatchObject({
      enable: false,
      disabled: true,
      comments: 'Pour la une',
      framing: 'SKETCH',
      format: 'THUMBNAIL',
      mimeType: 'PNG',
      used: true,
      fav: false,
      uploadDate: null,
      modificationUser: null,
    });
    expect(image).not.toHaveProperty('description');
    expect(imageOf(specIllustration(95, { characteristics: ['LARGE'], lastArticlesModified: [], meta: { contentType: 'image/jpeg', width: 100, height: 100, xdpi: null, weight: 1 }, mimeType: null }))).toMatchObject({
      framing: null,
      used: false,
      mimeType: 'JPG',
      enable: true,
    });
  });

  it('keeps what the answer gives', () => {
    const answer = specIllustration(94, { enable: true, disabled: false, comments: 'Mot', framing: null, used: false, fav: true, uploadDate: '2025-01-01T00:00:00Z', modificationUser: 'Marc' });
    expect(imageOf(answer)).toMatchObject({ enable: true, comments: 'Mot', framing: null, used: false, fav: true, uploadDate: '2025-01-01T00:00:00Z', modificationUser: 'Marc' });
    expect(imageRowOf(specIllustration(1)).authorName).toBeNull();
    expect(imageRowOf({ ...specIllustration(1), authorName: 'Claire Lemaire' }).authorName).toBe('Claire Lemaire');
  });

  it('reads an ad row of the image search, which has neither characteristics nor articles', () => {
    const { characteristics: _characteristics, lastArticlesModified: _articles, ...adRow } = specIllustration(108, { collection: 'ADVERTISEMENT' });
    expect(imageRowOf(adRow)).toMatchObject({ id: 108, collection: 'ADVERTISEMENT', characteristics: [], lastArticlesModified: [], framing: null, used: false });
  });

  it('refuses an image whose field has the wrong type with the specs’ load error, naming the field; extensions pass', () => {
    expect(() => imageOf({ ...specIllustration(94), tags: 'portrait' } as unknown as Parameters<typeof imageOf>[0])).toThrow(
      expect.objectContaining({ code: 'INTERNAL', message: LOAD_FAILED, reason: 'Réponse du serveur illisible : « tags » : une liste attendue.' }),
    );
    expect(() => imageOf({ ...specIllustration(94), meta: { ...specIllustration(94).meta, width: '100' } } as unknown as Parameters<typeof imageOf>[0])).toThrow(
      expect.objectContaining({ reason: 'Réponse du serveur illisible : « meta.width » : un nombre attendu.' }),
    );
    expect(imageOf({ ...specIllustration(94), photographer: 'Extension' } as Parameters<typeof imageOf>[0])).toMatchObject({ id: 94, photographer: 'Extension' });
  });
});

describe('illustrationReader', () => {
  it('reads its publications from the publication search by image, counted; its articles uncounted', async () => {
    const { rest, sent } = fakeRest();
    const illustration = await illustrationReader(rest)(specIllustration(94, { lastArticlesModified: [] }));
    expect(sent).toEqual([{ method: 'POST', path: '/api/publication/search', body: { imageFilter: [94], sort: { attr: 'UPDATE', order: 'DESC' }, page: 0, size: 10 } }]);
    expect(illustration).toMatchObject({
      collection: 'ILLUSTRATION',
      used: true,
      canDelete: false,
      usage: { articleCount: null, publicationCount: 2 },
      lastPublicationsModified: [
        { publicationId: 7, publicationName: 'GDP_2024_48', title: null, periodicalId: 'GDP', status: 'PUBLISHED' },
        { publicationId: 9, publicationName: 'DEF_2024_3', title: null, periodicalId: 'DEF', status: 'PUBLISHING' },
      ],
    });
  });

  it('says its publications unknown when the search fails; used then by its articles alone', async () => {
    const { rest } = fakeRest({ failing: '/api/publication/search' });
    const read = illustrationReader(rest);
    expect(await read(specIllustration(94))).toMatchObject({ lastPublicationsModified: null, usage: { articleCount: null, publicationCount: null }, used: true, canDelete: false });
    expect(await read(specIllustration(95, { lastArticlesModified: [] }))).toMatchObject({ lastPublicationsModified: null, used: false, canDelete: true });
  });

  it('sends nothing when the answer has its uses, counts and rule (the reference server)', async () => {
    const { rest, sent } = fakeRest();
    const answer = { ...specIllustration(94), used: true, canDelete: false, lastPublicationsModified: [], usage: { articleCount: 3, publicationCount: 0 } };
    expect(await illustrationReader(rest)(answer)).toMatchObject({ usage: { articleCount: 3, publicationCount: 0 }, canDelete: false, used: true });
    expect(sent).toEqual([]);
  });
});

describe('adReader', () => {
  const use = (publicationId: number, publicationName: string) => ({ publicationId, publicationName, title: 'Numéro' });

  it('completes a page with one publication search and one configuration read: statuses, locks, incompatible periodicals', async () => {
    const { rest, sent } = fakeRest();
    const page = await adReader(rest).page({
      result: [
        specAd(108, { used: true, priority: 'PRIORITY', lastPublicationsModified: [use(7, 'GDP_2024_48'), use(8, 'BJS_2024_12')] }),
        specAd(109, { used: true, periodicals: [{ id: 'BJS' }, { id: 'GDP' }], lastPublicationsModified: [use(8, 'BJS_2024_12'), use(99, 'RDA_2024_1')] }),
        specAd(110, { disabled: true, priority: true }),
      ],
      resultCount: 3,
    });
    expect(sent).toEqual([
      { method: 'POST', path: '/api/publication/search', body: { publicationFilter: [7, 8, 99], page: 0, size: 3 } },
      { method: 'GET', path: '/api/nomenclature/advertisement/config', body: undefined },
    ]);
    const [locked, free, disabled] = page.result;
    expect(locked).toMatchObject({ priority: true, canDisable: false, canDelete: false, mimeType: 'JPG', uploadDate: null, modificationUser: null, publicationCount: null });
    expect(locked?.lastPublicationsModified).toEqual([
      { publicationId: 7, publicationName: 'GDP_2024_48', title: 'Numéro', periodicalId: 'GDP', status: 'PUBLISHED' },
      { publicationId: 8, publicationName: 'BJS_2024_12', title: 'Numéro', periodicalId: 'BJS', status: 'IN_PROGRESS' },
    ]);
    // A publication the search does not give is of unknown status, and locks nothing.
    expect(free).toMatchObject({ priority: false, periodicals: ['BJS', 'GDP'], canDisable: true, canDelete: true, incompatiblePeriodicals: ['BJS'] });
    expect(free?.lastPublicationsModified[1]).toEqual({ publicationId: 99, publicationName: 'RDA_2024_1', title: 'Numéro', periodicalId: null, status: null });
    expect(disabled).toMatchObject({ enable: false, disabled: true, priority: true, canDisable: false, canDelete: true, incompatiblePeriodicals: [] });
    expect(page.resultCount).toBe(3);
  });

  it('leaves the statuses unknown and nothing locked when the publication search fails', async () => {
    const { rest } = fakeRest({ failing: '/api/publication/search' });
    const ad = await adReader(rest).one(specAd(108, { used: true, lastPublicationsModified: [use(7, 'GDP_2024_48')] }));
    expect(ad).toMatchObject({ canDisable: true, canDelete: true, lastPublicationsModified: [{ publicationId: 7, status: null }] });
  });

  it('sends nothing when the answer has the statuses, the lock and the incompatible periodicals (the reference server)', async () => {
    const { rest, sent } = fakeRest();
    const answer = specAd(108, {
      enable: false,
      canDisable: false,
      canDelete: true,
      incompatiblePeriodicals: ['DEF'],
      mimeType: 'PNG',
      publicationCount: 1,
      lastPublicationsModified: [{ ...use(7, 'GDP_2024_48'), periodicalId: 'GDP', status: 'IN_PROGRESS' }],
    });
    expect(await adReader(rest).one(answer)).toMatchObject({ canDisable: false, canDelete: true, incompatiblePeriodicals: ['DEF'], mimeType: 'PNG', publicationCount: 1 });
    expect(sent).toEqual([]);
  });
});

describe('adReader, a malformed answer', () => {
  it('is refused with the specs’ load error before anything is asked', async () => {
    const { rest, sent } = fakeRest();
    await expect(adReader(rest).one({ ...specAd(108), priority: 1 } as unknown as Parameters<ReturnType<typeof adReader>['one']>[0])).rejects.toMatchObject({
      code: 'INTERNAL',
      message: LOAD_FAILED,
      reason: 'Réponse du serveur illisible : « priority » : un booléen (true ou false) attendu.',
    });
    await expect(adReader(rest).page({ result: [specAd(108), { ...specAd(109), periodicals: [7] }], resultCount: 2 } as unknown as Parameters<ReturnType<typeof adReader>['page']>[0])).rejects.toMatchObject({
      reason: 'Réponse du serveur illisible : « periodicals[0] » : un texte attendu.',
    });
    expect(sent).toEqual([]);
  });
});

describe('completeUses', () => {
  it('looks the publications up by pages of 50 ids, each id once', async () => {
    const { rest, sent } = fakeRest();
    const uses = Array.from({ length: 60 }, (_, i) => ({ publicationId: i + 1, publicationName: `BJS_2024_${i + 1}` }));
    const [completed] = await completeUses(rest, [uses, uses.slice(0, 5)]);
    expect(sent.map((s) => (s.body as PublicationSearchRequest).publicationFilter?.length)).toEqual([50, 10]);
    expect(completed?.find((u) => u.publicationId === 7)?.status).toBe('PUBLISHED');
  });
});
