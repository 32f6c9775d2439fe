import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdPeriodicalConfig, AdSize, Advertisement, AdvertisementRow, AdvertisementStatusManyResult } from '../../../../src/shared/domain/advertisement';
import type { Author } from '../../../../src/shared/domain/author';
import type { Illustration, Image, ImageExportFile, ImageRow, ImagesDeleteResult } from '../../../../src/shared/domain/image';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { type RunningServer } from '../../../../src/server/app';
import { SERVER_OWN_ROUTES, startTestServer } from './test-database';
import { callers, fold, type Caller } from './api-client';
import { dataUrl, jpg, measure, png } from './image-fixtures';

/** Images, illustrations, advertisements and their referentials against one seeded server (spec 1 §2-§9). */
let server: RunningServer;
let as: Record<'admin' | 'redaction' | 'medias' | 'lecteur', Caller>;

beforeAll(async () => {
  server = await startTestServer({}, [SERVER_OWN_ROUTES.adSearch, SERVER_OWN_ROUTES.adCreation]);
  as = await callers(server.url, ['admin', 'redaction', 'medias', 'lecteur'] as const);
});
afterAll(async () => {
  await server?.close();
});

type ApiError = { status: number; message: string };
const images = async (body: object): Promise<SearchResult<ImageRow>> => {
  const response = await as.lecteur<SearchResult<ImageRow>>('POST', '/api/image/search', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const ads = async (body: object): Promise<SearchResult<AdvertisementRow>> => {
  const response = await as.lecteur<SearchResult<AdvertisementRow>>('POST', '/api/advertisement/search', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const adNamed = async (name: string): Promise<Advertisement> => {
  const found = (await ads({ query: name, size: 100 })).result.find((a) => a.name === name);
  if (!found) throw new Error(`no ad named ${name}`);
  return found;
};
const ad = async (id: number): Promise<Advertisement> => (await as.lecteur<Advertisement>('GET', `/api/advertisement/${id}`)).body;
const illustration = async (id: number): Promise<Illustration> => (await as.lecteur<Illustration>('GET', `/api/illustration/${id}`)).body;
/** Illustrations in id order: the seed links them by this rank. */
const illustrationIds = async (): Promise<number[]> => (await images({ collectionFilter: ['ILLUSTRATION'], size: 100 })).result.map((r) => r.id);
const ids = (result: { result: { id: number }[] }) => result.result.map((r) => r.id);
const sorted = <T>(values: T[], compare: (a: T, b: T) => number) => [...values].sort(compare);
/** The first letter of a name as the server sorts it (case and accents folded). */
const initial = (name: string) => fold(name)[0] ?? '';
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('ads referentials (GET /api/nomenclature/advertisement/...)', () => {
  it('lists the sizes with their millimetres, and what each periodical prints', async () => {
    const sizes = await as.lecteur<AdSize[]>('GET', '/api/nomenclature/advertisement/sizes');
    expect(sizes.status).toBe(200);
    expect(sizes.body.map((s) => s.key)).toEqual(['PAGE', 'DOUBLE_PAGE', 'HALF_PAGE_WIDTH', 'HALF_PAGE_HEIGHT', 'QUARTER_PAGE', 'BANNER']);
    expect(sizes.body[0]).toEqual({ key: 'PAGE', label: 'Pleine page (210 × 297 mm)', widthMm: 210, heightMm: 297 });
    const config = (await as.lecteur<AdPeriodicalConfig[]>('GET', '/api/nomenclature/advertisement/config')).body;
    expect(config.map((c) => c.periodicalId)).toEqual(['BJS', 'DEF', 'GDP', 'GPL', 'GDA', 'AJU', 'RDA']);
    expect(config[0]).toEqual({ periodicalId: 'BJS', sizes: ['PAGE', 'HALF_PAGE_WIDTH', 'QUARTER_PAGE'], colors: ['BLACK_AND_WHITE', 'N_AND_ONE_COLOR'] });
  });
});

describe('POST /api/image/search (read only: runs before any change)', () => {
  it('covers every collection, characteristic, colour and state in the demo data', async () => {
    for (const collection of ['AUTHOR', 'ILLUSTRATION', 'ADVERTISEMENT'] as const) expect((await images({ collectionFilter: [collection] })).resultCount).toBeGreaterThan(0);
    for (const color of ['COLOR', 'N_AND_ONE_COLOR', 'BLACK_AND_WHITE']) {
      expect((await images({ collectionFilter: ['ILLUSTRATION'], size: 100 })).result.some((r) => r.color === color), color).toBe(true);
    }
    const characteristics = ['THUMBNAIL', 'LARGE', 'COLOR', 'BLACK_AND_WHITE', 'PORTRAIT', 'SKETCH', 'WIDE_PLAN', 'BAD_QUALITY'] as const;
    for (const c of characteristics) {
      const found = await images({ characteristicFilter: [c], size: 100 });
      expect(found.resultCount, c).toBeGreaterThan(0);
      expect(found.result.every((r) => r.characteristics.includes(c)), c).toBe(true);
      expect((await images({ characteristicFilter: [c], collectionFilter: ['ILLUSTRATION'] })).resultCount, `illustration ${c}`).toBeGreaterThan(0);
    }
    expect((await images({ collectionFilter: ['ILLUSTRATION'], enableFilter: false })).resultCount).toBeGreaterThan(0);
    expect((await images({ collectionFilter: ['ILLUSTRATION'], enableFilter: true })).resultCount).toBeGreaterThan(0);
  });

  it('filters by file type, dates, query and the periodicals where images are used', async () => {
    for (const type of ['JPG', 'PNG'] as const) {
      const found = await images({ mimeTypeFilter: [type], size: 100 });
      expect(found.resultCount).toBeGreaterThan(0);
      expect(found.result.every((r) => r.mimeType === type && r.meta.contentType === (type === 'PNG' ? 'image/png' : 'image/jpeg'))).toBe(true);
    }
    const all = (await images({})).resultCount;
    expect((await images({ mimeTypeFilter: ['JPG', 'PNG'] })).resultCount).toBe(all);
    const window = await images({ modificationDateFilter: { start: '2024-01-01', end: '2024-12-31' }, size: 100 });
    expect(window.result.every((r) => r.modificationDate >= '2023-12-31T23:00:00.000Z' && r.modificationDate < '2024-12-31T23:00:00.000Z')).toBe(true);
    // A bound not after 2000-01-01 is no bound (spec 1 §5).
    expect((await images({ modificationDateFilter: { start: '2000-01-01' } })).resultCount).toBe(all);

    const [first] = await illustrationIds();
    const named = await images({ query: 'procédure collective', collectionFilter: ['ILLUSTRATION'] });
    expect(ids(named)).toContain(first);
    const inGdp = ids(await images({ publicationPeriodicalFilter: ['GDP'], size: 100 }));
    expect(inGdp).toContain(first);
    expect(ids(await images({ publicationPeriodicalFilter: ['RDA'], size: 100 }))).toEqual([]);
  });

  it('filters by the periodical of the articles, priority, format, image and the end date of the publications (issue 25)', async () => {
    const all = (await images({})).resultCount;
    const periodicals = ['BJS', 'DEF', 'GDP', 'GPL', 'GDA', 'AJU', 'RDA'];
    const [first] = await illustrationIds();
    // "Revue": images an article of the periodical shows; each is also among those used in the periodical.
    const inArticles = ids(await images({ periodicalFilter: periodicals, size: 100 }));
    expect(inArticles).toContain(first);
    const usedIn = ids(await images({ publicationPeriodicalFilter: periodicals, size: 100 }));
    expect(inArticles.every((id) => usedIn.includes(id))).toBe(true);
    expect(ids(await images({ periodicalFilter: ['RDA'], size: 100 }))).toEqual([]);
    // Priority: shown by an important article or not, the two halves of every image.
    const priority = ids(await images({ priorityFilter: true, size: 100 }));
    const other = await images({ priorityFilter: false, size: 100 });
    expect(priority.length + other.resultCount).toBe(all);
    expect(ids(other).some((id) => priority.includes(id))).toBe(false);
    // Format: the stored format, as the THUMBNAIL and LARGE characteristics read it.
    for (const format of ['THUMBNAIL', 'LARGE'] as const) {
      expect(ids(await images({ formatFilter: [format], size: 100 }))).toEqual(ids(await images({ characteristicFilter: [format], size: 100 })));
    }
    // Image: these ids only.
    expect(ids(await images({ imageFilter: [first ?? 0] }))).toEqual([first]);
    // End date: shown by a publication ending in the range (94 is in two published publications); 2000-01-01 is no bound.
    expect(ids(await images({ endDateFilter: { start: '2000-01-02', end: '2030-01-01' }, size: 100 }))).toContain(first);
    expect(ids(await images({ endDateFilter: { start: '2000-01-02', end: '2000-01-03' }, size: 100 }))).toEqual([]);
    expect((await images({ endDateFilter: { start: '2000-01-01' } })).resultCount).toBe(all);
    const refused = await as.lecteur<ApiError>('POST', '/api/image/search', { formatFilter: ['HUGE'], priorityFilter: 'oui' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Priorité : vrai ou faux attendu.*Format LARGE ou THUMBNAIL attendu|Format LARGE ou THUMBNAIL attendu.*Priorité : vrai ou faux attendu/);
  });

  it('sorts by id ascending by default, and by id, name and update both ways', async () => {
    const byDefault = ids(await images({ size: 50 }));
    expect(byDefault).toEqual(sorted(byDefault, (a, b) => a - b));
    expect(ids(await images({ size: 50, sort: { attr: 'ID', order: 'DESC' } }))[0]).toBeGreaterThan(byDefault[49] ?? 0);
    const names = (await images({ collectionFilter: ['ILLUSTRATION'], size: 100, sort: { attr: 'NAME', order: 'ASC' } })).result.map((r) => initial(r.name));
    expect(names).toEqual(sorted(names, byText));
    const dates = (await images({ size: 100, sort: { attr: 'UPDATE', order: 'DESC' } })).result.map((r) => r.modificationDate);
    expect(dates).toEqual(sorted(dates, (a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const refused = await as.lecteur<ApiError>('POST', '/api/image/search', { sort: { attr: 'DEADLINE', order: 'ASC' }, mimeTypeFilter: ['GIF'] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Tri : attribut ID, NAME, UPDATE attendu.*Type de fichier JPG ou PNG attendu/);
  });
});

describe('GET /api/illustration/{id}: where an illustration is used', () => {
  it('lists the articles and publications using it; a used one cannot be deleted', async () => {
    const [first, , , , disabled, unused] = await illustrationIds();
    const used = await illustration(first ?? 0);
    expect(used).toMatchObject({ id: first, collection: 'ILLUSTRATION', used: true, canDelete: false, usage: { articleCount: 2, publicationCount: 2 } });
    expect(used.lastArticlesModified).toHaveLength(2);
    expect((used.lastPublicationsModified ?? []).map((p) => [p.publicationName, p.status]).sort()).toEqual([
      ['GDP_2024_48', 'PUBLISHED'],
      ['GPL_2024_hors-serie', 'PUBLISHED'],
    ]);
    expect(await illustration(disabled ?? 0)).toMatchObject({ enable: false, disabled: true, used: true, canDelete: false, usage: { articleCount: 1, publicationCount: 0 } });
    expect(await illustration(unused ?? 0)).toMatchObject({ used: false, canDelete: true, lastArticlesModified: [], lastPublicationsModified: [] });

    const missing = await as.lecteur<ApiError>('GET', '/api/illustration/99999');
    expect(missing.body).toEqual({ status: 404, error: 'Not Found', message: 'Illustration introuvable : 99999.' });
    const authorImage = (await images({ collectionFilter: ['AUTHOR'], size: 1 })).result[0];
    expect((await as.lecteur('GET', `/api/illustration/${authorImage?.id}`)).status).toBe(404);
  });

  it('marks an author image used by an article', async () => {
    const villeneuve = (await as.lecteur<Author>('GET', '/api/author/1')).body;
    expect(villeneuve.images.find((i) => i.fav)?.used).toBe(true);
    expect(villeneuve.images.filter((i) => !i.fav).every((i) => !i.used)).toBe(true);
  });
});

describe('POST /api/advertisement/search (read only)', () => {
  it('lists ads, last updated first by default, with their size, state and allowed actions', async () => {
    const first = await ads({});
    expect(first.resultCount).toBeGreaterThanOrEqual(24);
    expect(first.result).toHaveLength(20);
    const dates = first.result.map((r) => r.modificationDate);
    expect(dates).toEqual(sorted(dates, (a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(first.result.every((r) => r.collection === 'ADVERTISEMENT' && r.formatLabel !== '')).toBe(true);
    expect((await ads({ collectionFilter: ['ADVERTISEMENT'] })).resultCount).toBe(first.resultCount);
    expect((await as.lecteur('POST', '/api/advertisement/search', { collectionFilter: ['ILLUSTRATION'] })).status).toBe(400);
    const seen: number[] = [];
    for (let page = 0; page * 10 < first.resultCount; page++) seen.push(...ids(await ads({ page, size: 10, sort: { attr: 'ID', order: 'ASC' } })));
    expect(seen).toEqual(sorted(seen, (a, b) => a - b));
    expect(new Set(seen).size).toBe(first.resultCount);
  });

  it('sorts by id, name, deadline (ads without one last) and update', async () => {
    for (const order of ['ASC', 'DESC'] as const) {
      const byId = ids(await ads({ size: 100, sort: { attr: 'ID', order } }));
      expect(byId).toEqual(sorted(byId, (a, b) => (order === 'ASC' ? a - b : b - a)));
      const deadlines = (await ads({ size: 100, sort: { attr: 'DEADLINE', order } })).result.map((r) => r.deadline);
      const known = deadlines.filter((d): d is string => d !== null);
      expect(deadlines.slice(0, known.length)).toEqual(sorted(known, (a, b) => (order === 'ASC' ? a.localeCompare(b) : b.localeCompare(a))));
      expect(deadlines.slice(known.length).every((d) => d === null)).toBe(true);
      const names = (await ads({ size: 100, sort: { attr: 'NAME', order } })).result.map((r) => initial(r.name));
      expect(names).toEqual(sorted(names, (a, b) => byText(a, b) * (order === 'ASC' ? 1 : -1)));
    }
    const oldest = (await ads({ size: 100, sort: { attr: 'UPDATE', order: 'ASC' } })).result.map((r) => r.modificationDate);
    expect(oldest).toEqual(sorted(oldest, (a, b) => a.localeCompare(b)));
  });

  it('filters by state, periodicals, priority, size (unknown too), colour, type, dates and query', async () => {
    const all = (await ads({})).resultCount;
    const disabled = await ads({ enableFilter: false, size: 100 });
    expect(disabled.resultCount).toBeGreaterThan(0);
    expect(disabled.result.every((r) => !r.enable && r.disabled)).toBe(true);
    expect((await ads({ enableFilter: true })).resultCount + disabled.resultCount).toBe(all);
    const forBjs = await ads({ periodicalFilter: ['BJS'], size: 100 });
    expect(forBjs.result.every((r) => r.periodicals.includes('BJS'))).toBe(true);
    const inPublishedGdp = ids(await ads({ publicationPeriodicalFilter: ['GDP'], size: 100 }));
    expect(inPublishedGdp).toContain((await adNamed('Code des sociétés 2025 — pleine page')).id);
    expect((await ads({ priorityFilter: true, size: 100 })).result.every((r) => r.priority)).toBe(true);
    expect((await ads({ priorityFilter: false, size: 100 })).result.every((r) => !r.priority)).toBe(true);
    const unknown = await ads({ formatFilter: ['UNKNOWN'], size: 100 });
    expect(unknown.result.map((r) => r.name).sort()).toEqual(['Annonce non calibrée', 'Encart ancien format']);
    expect(unknown.result.every((r) => r.format === null && r.formatLabel === 'Taille non reconnue')).toBe(true);
    const pagesAndUnknown = await ads({ formatFilter: ['PAGE', 'UNKNOWN'], size: 100 });
    expect(pagesAndUnknown.result.every((r) => r.format === 'PAGE' || r.format === null)).toBe(true);
    expect(pagesAndUnknown.resultCount).toBeGreaterThan(unknown.resultCount);
    expect((await as.lecteur<ApiError>('POST', '/api/advertisement/search', { formatFilter: ['A0'] })).body.message).toBe('Tailles inconnues : A0.');
    for (const color of ['COLOR', 'N_AND_ONE_COLOR', 'BLACK_AND_WHITE'] as const) {
      const found = await ads({ colorFilter: [color], size: 100 });
      expect(found.resultCount, color).toBeGreaterThan(0);
      expect(found.result.every((r) => r.color === color)).toBe(true);
    }
    expect((await ads({ mimeTypeFilter: ['PNG'], size: 100 })).result.every((r) => r.mimeType === 'PNG')).toBe(true);
    const deadlines = await ads({ endDateFilter: { start: '2024-01-01', end: '2024-12-31' }, size: 100 });
    expect(deadlines.resultCount).toBeGreaterThan(0);
    expect(deadlines.result.every((r) => r.deadline !== null && r.deadline >= '2024-01-01' && r.deadline <= '2024-12-31')).toBe(true);
    expect((await ads({ endDateFilter: { start: '2000-01-01' } })).resultCount).toBe(all);
    const modified = await ads({ modificationDateFilter: { start: '2025-01-01' }, size: 100 });
    expect(modified.result.every((r) => r.modificationDate >= '2024-12-31T23:00:00.000Z')).toBe(true);
    expect(ids(await ads({ query: 'enchères' }))).toEqual([(await adNamed('Vente aux enchères — demi-page')).id]);
  });
});

describe('GET /api/advertisement/{id}: size, compatibility, publications and the disable/delete rule', () => {
  it('tells what is allowed from the publications showing the ad', async () => {
    const published = await adNamed('Code des sociétés 2025 — pleine page');
    expect(await ad(published.id)).toMatchObject({
      format: 'PAGE',
      formatLabel: 'Pleine page (210 × 297 mm)',
      color: 'COLOR',
      periodicals: ['GDP', 'GPL'],
      priority: true,
      deadline: '2024-11-15',
      used: true,
      publicationCount: 1,
      canDisable: false,
      canDelete: false,
      incompatiblePeriodicals: [],
      meta: { contentType: 'image/jpeg', width: 595, height: 842, xdpi: 72 },
    });
    expect(published.lastPublicationsModified).toEqual([
      { publicationId: expect.any(Number), publicationName: 'GDP_2024_48', title: 'Gazette du Palais — 17 décembre 2024', periodicalId: 'GDP', status: 'PUBLISHED' },
    ]);
    expect(await adNamed('Formation notariale — demi-page')).toMatchObject({ canDisable: false, canDelete: false, lastPublicationsModified: [{ status: 'PUBLISHING' }] });
    expect(await adNamed('Salon des professions juridiques — bandeau')).toMatchObject({ used: true, canDisable: true, canDelete: true, lastPublicationsModified: [{ status: 'IN_PROGRESS' }] });
    expect(await adNamed('Assurance RC pro — quart de page')).toMatchObject({ used: false, format: 'QUARTER_PAGE', color: 'N_AND_ONE_COLOR', deadline: null, meta: { xdpi: 150 } });
    expect(await adNamed('Defrénois — abonnement')).toMatchObject({ enable: false, canDisable: false, canDelete: true });
  });

  it('says which of its periodicals do not take it', async () => {
    expect(await adNamed('Encart ancien format')).toMatchObject({ format: null, formatLabel: 'Taille non reconnue', incompatiblePeriodicals: ['GDP'] });
    expect((await adNamed('Colloque des affaires 2025')).incompatiblePeriodicals).toEqual(['BJS', 'DEF']);
    expect((await adNamed('Juristes recherchés — bandeau')).incompatiblePeriodicals).toEqual(['BJS']);
    expect((await as.lecteur<ApiError>('GET', '/api/advertisement/99999')).body.message).toBe('Publicité introuvable : 99999.');
    const [illustrationId] = await illustrationIds();
    expect((await as.lecteur('GET', `/api/advertisement/${illustrationId}`)).status).toBe(404);
  });
});

describe('GET /api/image/{id}: renditions made once, by sharp', () => {
  it('serves THUMBNAIL and MEDIUM fitted in their boxes, in the original’s type, proportions kept', async () => {
    const double = await adNamed('Logiciel de rédaction d’actes — double page');
    for (const [size, width] of [['MEDIUM', 760], ['THUMBNAIL', 130]] as const) {
      const response = await as.lecteur('GET', `/api/image/${double.id}?version=${double.version}&size=${size}`);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const read = await measure(response.bytes);
      expect(read).toMatchObject({ format: 'jpeg', width });
      expect(Math.abs((read.height ?? 0) - (842 * width) / 1191)).toBeLessThanOrEqual(1);
    }
    const [first] = await illustrationIds();
    const tall = await measure((await as.lecteur('GET', `/api/image/${first}?size=THUMBNAIL`)).bytes);
    expect(tall).toMatchObject({ width: 130, height: 87 });
  });

  it('stores a rendition once for the images sharing a file', async () => {
    // The demo ads share a dozen files.
    const all = (await ads({ size: 100 })).result;
    const byFile = new Map<string, Advertisement[]>();
    for (const a of all) byFile.set(`${a.meta.weight}:${a.meta.width}x${a.meta.height}`, [...(byFile.get(`${a.meta.weight}:${a.meta.width}x${a.meta.height}`) ?? []), a]);
    const sharing = [...byFile.values()].find((group) => group.length > 1) ?? [];
    expect(sharing.length).toBeGreaterThan(1);
    const etags = new Set<string | null>();
    for (const p of sharing) etags.add((await as.lecteur('GET', `/api/image/${p.id}?size=THUMBNAIL`)).headers.get('etag'));
    expect(etags.size).toBe(1);
  });
});

describe('uploads: the type and measures sharp reads', () => {
  it('reads type, dimensions and resolution from the content', async () => {
    const jpeg = await as.medias<Image>('POST', '/api/image/ILLUSTRATION', { data: dataUrl(await jpg(1200, 800, { dpi: 300 }), 'image/jpeg'), name: 'Plan de masse' });
    expect(jpeg.status).toBe(201);
    expect(jpeg.body).toMatchObject({ collection: 'ILLUSTRATION', mimeType: 'JPG', format: 'LARGE', color: 'COLOR', meta: { contentType: 'image/jpeg', width: 1200, height: 800, xdpi: 300 } });
    const medium = await measure((await as.lecteur('GET', `/api/image/${jpeg.body.id}?size=MEDIUM`)).bytes);
    expect(medium).toMatchObject({ format: 'jpeg', width: 760, height: 507 });
    // Named .jpg, but a PNG: the content decides.
    const pngBytes = await png(200, 100, { grey: true, dpi: 150 });
    const grey = await as.medias<Image>('POST', '/api/image/ILLUSTRATION', { data: dataUrl(pngBytes, 'image/jpeg'), name: 'faux.jpg' });
    expect(grey.body).toMatchObject({ mimeType: 'PNG', format: 'THUMBNAIL', color: 'BLACK_AND_WHITE', meta: { contentType: 'image/png', width: 200, height: 100, xdpi: 150, weight: pngBytes.length } });
  });

  it('refuses what is not JPEG or PNG, naming the file and the type detected, and files over 10,000,000 bytes', async () => {
    const text = await as.medias<ApiError>('POST', '/api/image/ILLUSTRATION', { data: dataUrl(Buffer.from('Compte rendu de réunion, pas une image.'), 'image/png'), name: 'compte-rendu.png' });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Type de fichier refusé (file-invalid-type) : « compte-rendu.png » n’est ni une image JPEG ni une image PNG (type détecté : inconnu).');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).gif().toBuffer();
    const refused = await as.medias<ApiError>('POST', '/api/image/ILLUSTRATION', { data: dataUrl(gif, 'image/png'), name: 'anime.png' });
    expect(refused.body.message).toBe('Type de fichier refusé (file-invalid-type) : « anime.png » n’est ni une image JPEG ni une image PNG (type détecté : GIF).');
    const huge = Buffer.alloc(11_000_000);
    (await jpg(16, 16)).copy(huge);
    const tooLarge = await as.medias<ApiError>('POST', '/api/image/ILLUSTRATION', { data: dataUrl(huge, 'image/jpeg'), name: 'affiche.jpg' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('Fichier trop volumineux (file-too-large) : « affiche.jpg » pèse 11 000 000 octets, 10 000 000 au plus.'.replace(/ (?=\d{3})/g, '\u202f'));
  });
});

describe('POST /api/image/export', () => {
  it('lists the downloads of up to 20 images, and refuses more with "limit download size"', async () => {
    const chosen = (await images({ size: 20 })).result.map((r) => ({ id: r.id, collection: r.collection }));
    const files = await as.lecteur<ImageExportFile[]>('POST', '/api/image/export', chosen);
    expect(files.status).toBe(200);
    expect(files.body.map((f) => f.id)).toEqual(chosen.map((c) => c.id));
    const [file] = files.body;
    expect(file).toMatchObject({ path: `/api/image/${file?.id}?download`, contentType: expect.stringMatching(/^image\/(png|jpeg)$/) });
    expect(file?.fileName).toMatch(/\.(png|jpg|jpeg)$/);
    const download = await as.lecteur('GET', file?.path ?? '');
    expect(download.bytes.length).toBe(file?.weight);

    const more = [...chosen, { id: (await images({ size: 21 })).result[20]?.id ?? 0, collection: 'AUTHOR' }];
    const tooMany = await as.lecteur<ApiError>('POST', '/api/image/export', more);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('limit download size : 20 images au plus par export (21 demandées).');
    expect((await as.lecteur('POST', '/api/image/export', [{ id: chosen[0]?.id, collection: 'ADVERTISEMENT' }])).status).toBe(400);
    expect((await as.lecteur('POST', '/api/image/export', [{ id: 99999, collection: 'ILLUSTRATION' }])).status).toBe(404);
    expect((await as.lecteur('POST', '/api/image/export', [])).status).toBe(400);
  });
});

describe('illustration edit, status and delete', () => {
  const form = (version: number) => ({ version, name: 'Schéma mis à jour', color: 'N_AND_ONE_COLOR', framing: 'SKETCH', credits: '<p>© <b>Atelier</b></p>\n\n<p>2<sup>e</sup>   éd.</p>', sources: '<i>Archives</i>', tags: ['Infographie'], quality: 'BAD', comments: ' À revoir ' });

  it('saves the form with the version read, refusing a stale one (409) and a form without type (400)', async () => {
    const [, second] = await illustrationIds();
    const before = await illustration(second ?? 0);
    const saved = await as.medias<Illustration>('PUT', `/api/illustration/${second}`, form(before.version));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Schéma mis à jour',
      color: 'N_AND_ONE_COLOR',
      framing: 'SKETCH',
      credits: '© <b>Atelier</b> 2<sup>e</sup> éd.',
      sources: '<i>Archives</i>',
      tags: ['Infographie'],
      quality: 'BAD',
      comments: 'À revoir',
      version: before.version + 1,
      modificationUser: 'Marc Médias',
      characteristics: ['LARGE', 'SKETCH', 'BAD_QUALITY'],
    });
    const stale = await as.admin<ApiError>('PUT', `/api/illustration/${second}`, form(before.version));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Cette image a été modifiée par Marc Médias le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}, après votre lecture \(version \d+, actuelle \d+\) : rechargez-la avant d'enregistrer\.$/);
    const { framing: _framing, ...withoutType } = form(saved.body.version);
    expect((await as.admin<ApiError>('PUT', `/api/illustration/${second}`, withoutType)).body.message).toMatch(/Le type est obligatoire/);
    const { version: _version, ...withoutVersion } = form(saved.body.version);
    expect((await as.admin<ApiError>('PUT', `/api/illustration/${second}`, withoutVersion)).body.message).toMatch(/Version de l’image manquante/);
    expect((await as.admin<ApiError>('PUT', '/api/illustration/99999', form(1))).status).toBe(404);
    const disabledByForm = await as.admin<Illustration>('PUT', `/api/illustration/${second}`, { ...form(saved.body.version), enable: false });
    expect(disabledByForm.body).toMatchObject({ enable: false, disabled: true });
  });

  it('disables a used illustration (the uses stay listed), and enables it again', async () => {
    const [first] = await illustrationIds();
    const off = await as.medias<Illustration>('PUT', `/api/illustration/${first}/status`, { disabled: true });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ enable: false, disabled: true, used: true, usage: { articleCount: 2, publicationCount: 2 } });
    const on = await as.medias<Illustration>('PUT', `/api/illustration/${first}/status?disabled=false`);
    expect(on.body).toMatchObject({ enable: true, version: off.body.version + 1 });
    expect((await as.medias('PUT', `/api/illustration/${first}/status`, { disabled: true, version: off.body.version })).status).toBe(409);
    expect((await as.medias<ApiError>('PUT', `/api/illustration/${first}/status`)).body.message).toMatch(/disabled : vrai ou faux attendu/);
  });

  it('deletes unused illustrations, one or several, and keeps used ones (409)', async () => {
    const [first, , , , , unused] = await illustrationIds();
    const used = await as.medias<ApiError>('DELETE', `/api/illustration/${first}`);
    expect(used.status).toBe(409);
    expect(used.body.message).toBe(`Illustration utilisée, à désactiver plutôt qu’à supprimer : ${first} (2 articles, 2 publications).`);

    const created = await Promise.all([1, 2].map(async (n) => (await as.medias<Image>('POST', '/api/image/ILLUSTRATION', { data: dataUrl(await png(40 + n, 40)), name: `Jetable ${n}` })).body.id));
    const mixed = await as.medias<ApiError>('POST', '/api/illustration/delete', { ids: [...created, first] });
    expect(mixed.status).toBe(409);
    expect((await as.lecteur('GET', `/api/illustration/${created[0]}`)).status).toBe(200);
    const deleted = await as.medias<ImagesDeleteResult>('POST', '/api/illustration/delete', { ids: created });
    expect(deleted.body).toEqual({ deleted: [...created].sort((a, b) => a - b) });
    expect((await as.lecteur('GET', `/api/image/${created[0]}`)).status).toBe(404);

    expect((await as.medias('DELETE', `/api/illustration/${unused}`)).status).toBe(204);
    expect((await as.medias('DELETE', `/api/illustration/${unused}`)).status).toBe(404);
    const authorImage = (await images({ collectionFilter: ['AUTHOR'], size: 1 })).result[0];
    expect((await as.medias('POST', '/api/illustration/delete', { ids: [authorImage?.id] })).status).toBe(400);
  });
});

describe('advertisement create, edit, status and delete', () => {
  /** A full page at 72 dpi: 210 x 297 mm. */
  const page = () => jpg(595, 842, { dpi: 72 });

  it('creates an ad with its file, reading its size, and checks the periodicals against it', async () => {
    const body = { data: dataUrl(await page(), 'image/jpeg'), fileName: 'annonce.jpg', name: 'Annonce créée', color: 'COLOR', periodicals: ['GDP', 'BJS', 'DEF'], priority: 'PRIORITY', deadline: '15/10/2024', comments: 'Nouvelle' };
    const incompatible = await as.medias<ApiError>('POST', '/api/advertisement', body);
    expect(incompatible.status).toBe(400);
    expect(incompatible.body.message).toBe('Les revues ne sont pas compatibles : BJS, DEF');
    expect((await as.medias<ApiError>('POST', '/api/advertisement', { ...body, periodicals: [] })).body.message).toMatch(/Au moins une revue est obligatoire/);
    expect((await as.medias<ApiError>('POST', '/api/advertisement', { ...body, periodicals: ['ZZZ'] })).body.message).toBe('Revue(s) inconnue(s) : ZZZ.');
    expect((await as.medias<ApiError>('POST', '/api/advertisement', { ...body, periodicals: ['GDP'], deadline: '02/01/2025' })).body.message).toMatch(/Date limite : entre le 01\/01\/2000 et le 01\/01\/2025/);

    const created = await as.medias<Advertisement>('POST', '/api/advertisement', { ...body, periodicals: ['GDP', 'DNU'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Annonce créée',
      collection: 'ADVERTISEMENT',
      format: 'PAGE',
      formatLabel: 'Pleine page (210 × 297 mm)',
      color: 'COLOR',
      periodicals: ['GDP', 'DNU'],
      priority: true,
      deadline: '2024-10-15',
      comments: 'Nouvelle',
      enable: true,
      used: false,
      canDisable: true,
      canDelete: true,
      incompatiblePeriodicals: [],
      version: 1,
    });
    expect((await ads({ query: 'Annonce créée' })).result[0]?.id).toBe(created.body.id);
  });

  it('creates an ad from its file alone (POST /api/image/ADVERTISEMENT), to complete by PUT', async () => {
    const upload = await as.medias<Image>('POST', '/api/image/ADVERTISEMENT', { data: dataUrl(await jpg(298, 420, { dpi: 72 }), 'image/jpeg'), name: 'quart.jpg' });
    expect(upload.status).toBe(201);
    const fresh = await ad(upload.body.id);
    expect(fresh).toMatchObject({ name: 'quart.jpg', format: 'QUARTER_PAGE', periodicals: [], priority: false, deadline: null, version: 1 });
    const saved = await as.medias<Advertisement>('PUT', `/api/advertisement/${fresh.id}`, { version: 1, name: 'Quart de page complété', color: 'BLACK_AND_WHITE', periodicals: ['BJS'], priority: 'NON-PRIORITY', deadline: '2024-02-29' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Quart de page complété', color: 'BLACK_AND_WHITE', periodicals: ['BJS'], priority: false, deadline: '2024-02-29', version: 2 });
  });

  it('edits with the version read; refuses a stale version (409) and incompatible periodicals (400)', async () => {
    const salon = await adNamed('Salon des professions juridiques — bandeau');
    const form = { version: salon.version, name: salon.name, color: salon.color, periodicals: salon.periodicals, priority: salon.priority, deadline: salon.deadline, comments: 'Relu' };
    const saved = await as.admin<Advertisement>('PUT', `/api/advertisement/${salon.id}`, form);
    expect(saved.body).toMatchObject({ comments: 'Relu', version: salon.version + 1, modificationUser: 'Alice Administratrice' });
    const stale = await as.medias<ApiError>('PUT', `/api/advertisement/${salon.id}`, form);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Cette publicité a été modifiée par Alice Administratrice le .*\(version \d+, actuelle \d+\) : rechargez-la avant d'enregistrer\.$/);
    const banner = await as.medias<ApiError>('PUT', `/api/advertisement/${salon.id}`, { ...form, version: saved.body.version, periodicals: ['GDP', 'BJS', 'RDA'] });
    expect(banner.status).toBe(400);
    expect(banner.body.message).toBe('Les revues ne sont pas compatibles : BJS, RDA');
    const { version: _version, ...withoutVersion } = form;
    expect((await as.medias<ApiError>('PUT', `/api/advertisement/${salon.id}`, withoutVersion)).body.message).toMatch(/Version de la publicité manquante/);
    expect((await as.medias('PUT', '/api/advertisement/99999', form)).status).toBe(404);
  });

  it('reads the size again when the file is replaced', async () => {
    const created = (await as.medias<Advertisement>('POST', '/api/advertisement', { data: dataUrl(await page(), 'image/jpeg'), name: 'À remplacer', color: 'BLACK_AND_WHITE', periodicals: ['BJS'] })).body;
    expect(created.format).toBe('PAGE');
    const stale = await as.medias('PUT', `/api/image/ADVERTISEMENT/${created.id}`, { data: dataUrl(await jpg(400, 400), 'image/jpeg'), version: 0 });
    expect(stale.status).toBe(409);
    const replaced = await as.medias<Image>('PUT', `/api/image/ADVERTISEMENT/${created.id}`, { data: dataUrl(await jpg(400, 400), 'image/jpeg'), version: created.version });
    expect(replaced.status).toBe(200);
    expect(await ad(created.id)).toMatchObject({ format: null, formatLabel: 'Taille non reconnue', incompatiblePeriodicals: ['BJS'], meta: { width: 400, height: 400 } });
  });

  it('never disables or deletes an ad shown by a publication publishing or published', async () => {
    const locked = await adNamed('Code des sociétés 2025 — pleine page');
    const disable = await as.medias<ApiError>('PUT', `/api/advertisement/${locked.id}/status`, { disabled: true });
    expect(disable.status).toBe(409);
    expect(disable.body.message).toBe(`Cette publicité paraît dans une publication en cours de publication ou publiée : ${locked.id} (GDP_2024_48). Elle ne peut être ni désactivée ni supprimée.`);
    expect((await as.medias('DELETE', `/api/advertisement/${locked.id}`)).status).toBe(409);
    const form = { version: locked.version, name: locked.name, color: locked.color, periodicals: locked.periodicals, enable: false };
    expect((await as.medias('PUT', `/api/advertisement/${locked.id}`, form)).status).toBe(409);
    expect((await ad(locked.id)).enable).toBe(true);
  });

  it('disables and enables several ads at once, all or none', async () => {
    const free = (await ads({ enableFilter: true, size: 100 })).result.filter((a) => a.canDisable).slice(0, 3);
    expect(free).toHaveLength(3);
    const three = free.map((a) => a.id);
    const off = await as.medias<AdvertisementStatusManyResult>('PUT', '/api/advertisement/status/many', { ids: three, disabled: true });
    expect(off.body).toEqual({ updated: [...three].sort((a, b) => a - b) });
    for (const id of three) expect(await ad(id)).toMatchObject({ enable: false, disabled: true });
    const locked = await adNamed('Formation notariale — demi-page');
    const mixed = await as.medias<ApiError>('PUT', '/api/advertisement/status/many', { ids: [...three, locked.id], disabled: true });
    expect(mixed.status).toBe(409);
    expect(mixed.body.message).toContain(`${locked.id} (BJS_2025_1)`);
    const on = await as.medias<AdvertisementStatusManyResult>('PUT', '/api/advertisement/status/many', { ids: [...three, locked.id], disabled: false });
    expect(on.body).toEqual({ updated: [...three].sort((a, b) => a - b) });
    expect((await as.medias('PUT', '/api/advertisement/status/many', { ids: [99999], disabled: true })).status).toBe(404);
    const [illustrationId] = await illustrationIds();
    expect((await as.medias('PUT', '/api/advertisement/status/many', { ids: [illustrationId], disabled: true })).status).toBe(400);
  });

  it('deletes ads, one or several; an ad of an in-progress publication leaves its plan', async () => {
    const salon = await adNamed('Salon des professions juridiques — bandeau');
    expect((await as.medias('DELETE', `/api/advertisement/${salon.id}`)).status).toBe(204);
    expect((await as.lecteur('GET', `/api/advertisement/${salon.id}`)).status).toBe(404);
    expect((await as.lecteur('GET', `/api/image/${salon.id}?size=THUMBNAIL`)).status).toBe(404);
    const unused = [await adNamed('Assurance RC pro — quart de page'), await adNamed('Defrénois — abonnement')].map((a) => a.id);
    const locked = await adNamed('Éditions juridiques — catalogue');
    expect((await as.medias('POST', '/api/advertisement/delete', { ids: [...unused, locked.id] })).status).toBe(409);
    const deleted = await as.medias<ImagesDeleteResult>('POST', '/api/advertisement/delete', { ids: unused });
    expect(deleted.body).toEqual({ deleted: [...unused].sort((a, b) => a - b) });
  });
});

describe('roles (spec 1 §6): the server refuses what the UI hides', () => {
  it('lets image managers manage illustrations, and refuses readers and others (403)', async () => {
    const [, , third] = await illustrationIds();
    const current = await illustration(third ?? 0);
    const form = { version: current.version, name: current.name, color: current.color, framing: current.framing ?? 'SKETCH' };
    const upload = async () => ({ data: dataUrl(await png(30, 30)), name: 'droits.png' });
    for (const caller of [as.lecteur, as.redaction]) {
      const refused = await caller<ApiError>('PUT', `/api/illustration/${third}`, form);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Réservé à l’administrateur et au rôle administrateur des images.');
      expect((await caller('PUT', `/api/illustration/${third}/status`, { disabled: true })).status).toBe(403);
      expect((await caller('DELETE', `/api/illustration/${third}`)).status).toBe(403);
      expect((await caller('POST', '/api/illustration/delete', { ids: [third] })).status).toBe(403);
      expect((await caller('POST', '/api/image/ILLUSTRATION', await upload())).status).toBe(403);
      expect((await caller('PUT', `/api/image/ILLUSTRATION/${third}`, await upload())).status).toBe(403);
    }
    expect((await as.medias('PUT', `/api/illustration/${third}`, form)).status).toBe(200);
    expect((await as.admin('POST', '/api/image/ILLUSTRATION', await upload())).status).toBe(201);
    expect((await as.lecteur('GET', `/api/illustration/${third}`)).status).toBe(200);
  });

  it('lets ad managers manage ads, and refuses readers and others (403)', async () => {
    const target = await adNamed('Vente aux enchères — demi-page');
    const form = { version: target.version, name: target.name, color: target.color, periodicals: target.periodicals };
    const file = dataUrl(await jpg(595, 842, { dpi: 72 }), 'image/jpeg');
    for (const caller of [as.lecteur, as.redaction]) {
      const refused = await caller<ApiError>('POST', '/api/advertisement', { ...form, data: file });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Réservé à l’administrateur et au rôle administrateur des publicités.');
      expect((await caller('POST', '/api/image/ADVERTISEMENT', { data: file })).status).toBe(403);
      expect((await caller('PUT', `/api/image/ADVERTISEMENT/${target.id}`, { data: file })).status).toBe(403);
      expect((await caller('PUT', `/api/advertisement/${target.id}`, form)).status).toBe(403);
      expect((await caller('PUT', `/api/advertisement/${target.id}/status`, { disabled: false })).status).toBe(403);
      expect((await caller('PUT', '/api/advertisement/status/many', { ids: [target.id], disabled: false })).status).toBe(403);
      expect((await caller('DELETE', `/api/advertisement/${target.id}`)).status).toBe(403);
      expect((await caller('POST', '/api/advertisement/delete', { ids: [target.id] })).status).toBe(403);
    }
    expect((await as.lecteur('GET', `/api/advertisement/${target.id}`)).status).toBe(200);
    expect((await as.lecteur('POST', '/api/advertisement/search', {})).status).toBe(200);
    expect((await as.medias('PUT', `/api/advertisement/${target.id}/status`, { disabled: false })).status).toBe(200);
    expect((await as.admin<Advertisement>('PUT', `/api/advertisement/${target.id}`, { ...form, version: (await ad(target.id)).version })).status).toBe(200);
  });
});
