import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicationDetail, PublicationRow } from '../../../../src/shared/domain/publication';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { type RunningServer } from '../../../../src/server/app';
import { startTestServer } from './test-database';
import { callers, type Caller } from './api-client';

/**
 * Publications against one seeded server (spec 2 §2.1, §2.2, §3, §5, §7, §8), the job worker paused so
 * that the seeded states stay as seeded.
 */
let server: RunningServer;
let as: Record<'admin' | 'redaction' | 'production' | 'medias' | 'lecteur', Caller>;

beforeAll(async () => {
  server = await startTestServer({ workflow: { paused: true } });
  as = await callers(server.url, ['admin', 'redaction', 'production', 'medias', 'lecteur'] as const);
});
afterAll(async () => {
  await server?.close();
});

type ApiError = { status: number; message: string };
const search = async (body: object): Promise<SearchResult<PublicationRow>> => {
  const response = await as.lecteur<SearchResult<PublicationRow>>('POST', '/api/publication/search', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const names = (result: SearchResult<PublicationRow>) => result.result.map((p) => p.name);
const byName = async (name: string): Promise<PublicationRow> => {
  const [found] = (await search({ publicationFilter: [name] })).result;
  if (!found) throw new Error(`no publication ${name}`);
  return found;
};

describe('POST /api/publication/search', () => {
  it('lists every publication, the most recently modified first (spec 2 §9), in pages', async () => {
    const all = await search({ size: 100 });
    expect(all.resultCount).toBe(39);
    const dates = all.result.map((p) => p.modificationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = await search({ page: 1, size: 10 });
    expect(names(page)).toEqual(names(all).slice(10, 20));
    expect(names(await search({ size: 100, sort: { attr: 'ID', order: 'ASC' } }))[0]).toBe('AJU_2024_1');
  });

  it('covers every state and process status in the demo data', async () => {
    const rows = (await search({ size: 100 })).result;
    for (const status of ['IN_PROGRESS', 'PUBLISHING', 'PUBLISHED']) expect(rows.some((p) => p.status === status), status).toBe(true);
    const placard = new Set(rows.map((p) => p.lastRequestPlacardProcessStatus));
    for (const status of ['GEN_REQUEST_PACKAGE', 'PENDING', 'FINISHED', 'ERROR', 'OUT_OF_DATE', null]) expect(placard.has(status as never), String(status)).toBe(true);
    const printer = new Set(rows.map((p) => p.lastPrinterPdfProcessStatus));
    for (const status of ['GEN_RESULT_PACKAGE', 'FINISHED', 'CANCEL']) expect(printer.has(status as never), status).toBe(true);
    expect(rows.find((p) => p.name === 'DEF_2025_1')).toMatchObject({ status: 'PUBLISHING', scheduledDate: '2030-06-30T08:00:00.000Z', username: 'Paule Productrice' });
    expect(rows.find((p) => p.name === 'GPL_2024_hors-serie')).toMatchObject({ editionType: 'SPECIAL_EDITION', number: 'hors-serie', status: 'PUBLISHED' });
  });

  it('filters by the query values of spec 2 §2.1', async () => {
    expect(names(await search({ statusFilter: ['PUBLISHING'] })).sort()).toEqual(['BJS_2025_1', 'DEF_2025_1', 'GDP_2025_2']);
    const gdp = await search({ periodicalFilter: ['GDP'], size: 100 });
    expect(gdp.result.every((p) => p.periodicalId === 'GDP')).toBe(true);
    expect((await search({ periodicalIdFilter: ['GDP'] })).resultCount).toBe(gdp.resultCount);
    expect(names(await search({ publicationFilter: ['GDP_2025_3'] }))).toEqual(['GDP_2025_3']);
    const id = (await byName('BJS_2025_1')).id;
    expect(names(await search({ publicationFilter: [id] }))).toEqual(['BJS_2025_1']);
    expect(names(await search({ query: 'numéro double' }))).toEqual(['DEF_2025_2-3']);
    expect(names(await search({ query: 'gdp_2025' })).sort()).toEqual(['GDP_2025_2', 'GDP_2025_3', 'GDP_2025_4', 'GDP_2025_5']);
    expect(names(await search({ editionTypeFilter: ['SPECIAL_EDITION'] }))).toEqual(['GPL_2024_hors-serie']);
    expect((await search({ attachedFilterBis: true, size: 100 })).result.every((p) => p.status === 'IN_PROGRESS')).toBe(true);
    expect((await search({ yearFilter: [2023] })).result.map((p) => p.name)).toEqual(['BJS_2023_6']);
  });

  it('finds the publications showing an image (imageFilter): cover or plan', async () => {
    const gdp48 = await as.lecteur<PublicationDetail>('GET', `/api/publication/${(await byName('GDP_2024_48')).id}`);
    const ad = gdp48.body.plan.flatMap((n) => n.sub).find((n) => n.type === 'ADVERTISEMENT');
    expect(ad).toBeDefined();
    expect(names(await search({ imageFilter: [Number(ad?.id)] }))).toEqual(['GDP_2024_48']);
    const cover = (await byName('GPL_2024_hors-serie')).imageId;
    expect(names(await search({ imageFilter: [cover ?? 0] })).sort()).toEqual(['GDP_2024_48', 'GPL_2024_hors-serie']);
  });

  it('refuses unknown filter values with French messages', async () => {
    const refused = await as.lecteur<ApiError>('POST', '/api/publication/search', { statusFilter: ['DRAFT'], sort: { attr: 'TITLE', order: 'ASC' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Tri : attribut ID, UPDATE, START_DATE attendu.*État IN_PROGRESS, PUBLISHING, PUBLISHED attendu/);
  });
});

describe('GET /api/publication/{id} and the other reads', () => {
  it('gives the publication with its plan, processes and versions', async () => {
    const { id } = await byName('GDP_2025_3');
    const { body, status } = await as.lecteur<PublicationDetail>('GET', `/api/publication/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      name: 'GDP_2025_3',
      periodicalId: 'GDP',
      periodicalLabel: 'Gazette du Palais',
      editionType: 'STANDARD',
      startDate: '2025-01-21',
      status: 'IN_PROGRESS',
      lastRequestPlacardProcessStatus: null,
      lastRequestPlacardProcess: null,
      allArticlesReady: false,
      version: 0,
      planVersion: 0,
    });
    expect(body.plan.map((n) => n.name)).toEqual(['Doctrine', 'Jurisprudence', 'Vie professionnelle', 'Agenda', 'Encarts']);
    const civil = body.plan[0]?.sub[0];
    expect(civil).toMatchObject({ id: 'GDP-DOC-CIV', type: 'CONTAINER', planNodeId: 'GDP-DOC-CIV', name: 'Procédure civile' });
    expect(civil?.sub.map((n) => [n.type, n.meta?.isBundle ?? false, n.planNodeId])).toEqual([
      ['ARTICLE', false, 'GDP-DOC-CIV'],
      ['ARTICLE', false, 'GDP-DOC-CIV'],
      ['ARTICLE', true, 'GDP-DOC-CIV'],
    ]);
    expect(body.plan[4]?.sub.map((n) => n.type).sort()).toEqual(['ADVERTISEMENT', 'ADVERTISEMENT', 'ILLUSTRATION']);
    expect(body.charVolume).toBeGreaterThan(0);

    const published = await as.lecteur<PublicationDetail>('GET', `/api/publication/${(await byName('GDP_2024_48')).id}`);
    expect(published.body).toMatchObject({
      closingDate: '2024-12-16',
      validationDate: '2024-12-13T15:00:00.000Z',
      publicationOnlineDate: '2024-12-17T05:00:00.000Z',
      lastAvailablePlacardProcessStatus: 'FINISHED',
      lastPrinterPdfProcessStatus: 'FINISHED',
      allArticlesReady: true,
    });
    expect(published.body.lastRequestPlacardProcess).toMatchObject({ status: 'FINISHED', username: 'Alice Administratrice', creationDate: '2024-12-10T09:00:00.000Z' });
    expect((await as.lecteur<ApiError>('GET', '/api/publication/99999')).body).toEqual({ status: 404, error: 'Not Found', message: 'Publication introuvable : 99999.' });
  });

  it('gives DEF and GPL covers: article, image, GPL text', async () => {
    const def = (await as.lecteur<PublicationDetail>('GET', `/api/publication/${(await byName('DEF_2025_2-3')).id}`)).body;
    expect(def.articleId).toBe(Number(def.plan[0]?.sub[0]?.id));
    expect(def.imageId).toEqual(expect.any(Number));
    const gpl = await byName('GPL_2024_hors-serie');
    expect(gpl.text).toMatch(/^Tout ce qui change/);
  });

  it('lists a periodical’s publications and proposes publications by name', async () => {
    const def = await as.redaction<SearchResult<PublicationRow>>('GET', '/api/publication/periodical/DEF');
    expect(def.body.result.map((p) => p.name)).toEqual(['DEF_2025_2-3', 'DEF_2025_1', 'DEF_2024_4', 'DEF_2024_3', 'DEF_2024_2', 'DEF_2024_1']);
    const proposals = await as.redaction<{ id: number; label: string }[]>('POST', '/api/search/autocomplete/publication', { query: 'gda', page: 0, size: 20, periodicalIdFilter: 'GDA' });
    expect(proposals.body.map((p) => p.label)).toEqual(['GDA_2025_1']);
  });
});

const form = (overrides: object = {}) => ({
  periodicalId: 'BJS',
  year: 2025,
  number: '5',
  editionType: 'STANDARD',
  startDate: '2025-05-01',
  endDate: '2025-05-31',
  title: 'Bulletin Joly Sociétés — mai 2025',
  articleId: null,
  imageId: null,
  text: null,
  ...overrides,
});

describe('POST /api/publication (the new-publication dialog)', () => {
  it('creates a publication; its name taken again is a 409', async () => {
    const created = await as.redaction<PublicationDetail>('POST', '/api/publication', form());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'BJS_2025_5', status: 'IN_PROGRESS', plan: [], version: 0, creationUser: 'Romain Rédacteur', lastRequestPlacardProcessStatus: null });
    const again = await as.admin<ApiError>('POST', '/api/publication', form());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Une publication de ce nom existe déjà : BJS_2025_5.');
  });

  it('builds special editions and double numbers; checks the rules of spec 2 §5', async () => {
    const special = await as.admin<PublicationDetail>('POST', '/api/publication', form({ editionType: 'SPECIAL_EDITION', number: 'hors-serie-fiscal', year: '2025' }));
    expect(special.body).toMatchObject({ name: 'BJS_2025_hors-serie-fiscal', editionType: 'SPECIAL_EDITION' });
    expect((await as.admin<PublicationDetail>('POST', '/api/publication', form({ number: '7-8' }))).body.name).toBe('BJS_2025_7-8');
    const wrong = await as.admin<ApiError>('POST', '/api/publication', form({ year: 25, startDate: '', number: '9' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/L’année doit comporter exactement 4 chiffres.*La date de début est obligatoire/);
    expect((await as.admin<ApiError>('POST', '/api/publication', form({ number: 'hors-serie' }))).body.message).toMatch(/ne correspond pas au type d’édition/);
    expect((await as.admin<ApiError>('POST', '/api/publication', form({ number: '5 bis' }))).body.message).toMatch(/Numéro invalide/);
    const cover = await as.admin<ApiError>('POST', '/api/publication', form({ number: '10', articleId: 1 }));
    expect(cover.status).toBe(400);
    expect(cover.body.message).toMatch(/Seules les revues DEF et GPL ont un article et une image en couverture/);
    expect((await as.admin<ApiError>('POST', '/api/publication', form({ periodicalId: 'XYZ', number: '1' }))).body.message).toBe('Revue inconnue : XYZ.');
  });

  it('answers 412 with the reason when the cover does not suit (spec 2 §8)', async () => {
    const bjsArticle = (await as.admin<PublicationDetail>('GET', `/api/publication/${(await byName('BJS_2025_1')).id}`)).body.plan[0]?.sub[0]?.sub[0]?.id;
    const refused = await as.admin<ApiError>('POST', '/api/publication', form({ periodicalId: 'DEF', number: '9', articleId: Number(bjsArticle) }));
    expect(refused.status).toBe(412);
    expect(refused.body.message).toBe(`L’article de couverture ${bjsArticle} appartient à la revue BJS, pas à DEF.`);
    const noImage = await as.admin<ApiError>('POST', '/api/publication', form({ periodicalId: 'GPL', number: '9', imageId: 99999 }));
    expect(noImage).toMatchObject({ status: 412, body: { message: 'Illustration de couverture introuvable : 99999.' } });
  });

  it('takes the editorial roles of the periodical (403 otherwise)', async () => {
    // redaction is MANAGER of BJS and DEF, only EDITOR of GDP; production is PRODUCER.
    for (const [caller, periodicalId] of [
      [as.redaction, 'GDP'],
      [as.production, 'BJS'],
      [as.medias, 'BJS'],
      [as.lecteur, 'BJS'],
    ] as const) {
      const refused = await caller<ApiError>('POST', '/api/publication', form({ periodicalId, number: '42' }));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(`Réservé à l’administrateur et aux rôles administrateur des articles ou manager de la revue ${periodicalId}.`);
    }
  });
});

describe('PUT /api/publication/{id}', () => {
  it('saves the dialog with the version read; stale is a 409, the periodical is fixed', async () => {
    const created = (await as.redaction<PublicationDetail>('POST', '/api/publication', form({ number: '11' }))).body;
    const saved = await as.redaction<PublicationDetail>('PUT', `/api/publication/${created.id}`, { ...form({ number: '11-12', title: 'Numéro double' }), version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'BJS_2025_11-12', title: 'Numéro double', version: 1 });
    const stale = await as.redaction<ApiError>('PUT', `/api/publication/${created.id}`, { ...form({ number: '11-12' }), version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Cette publication a été modifiée par Romain Rédacteur le .*\(version 0, actuelle 1\)/);
    const moved = await as.redaction<ApiError>('PUT', `/api/publication/${created.id}`, { ...form({ periodicalId: 'DEF', number: '11-12' }), version: 1 });
    expect(moved.body.message).toMatch(/La revue d’une publication existante ne peut pas être changée/);
    const taken = await as.redaction<ApiError>('PUT', `/api/publication/${created.id}`, { ...form({ number: '1' }), version: 1 });
    expect(taken).toMatchObject({ status: 409, body: { message: 'Une publication de ce nom existe déjà : BJS_2025_1.' } });
  });

  it('saves without a version, as the publisher’s back-office is called (spec 2 §3 has none): the last write wins', async () => {
    const created = (await as.redaction<PublicationDetail>('POST', '/api/publication', form({ number: '13' }))).body;
    const first = await as.redaction<PublicationDetail>('PUT', `/api/publication/${created.id}`, form({ number: '13', title: 'Première' }));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ title: 'Première', version: 1 });
    const second = await as.redaction<PublicationDetail>('PUT', `/api/publication/${created.id}`, form({ number: '13', title: 'Seconde' }));
    expect(second.body).toMatchObject({ title: 'Seconde', version: 2 });
    // A client that sends the version it read is still checked.
    expect((await as.redaction<ApiError>('PUT', `/api/publication/${created.id}`, { ...form({ number: '13' }), version: 1 })).status).toBe(409);
    expect((await as.redaction<ApiError>('PUT', `/api/publication/${created.id}`, { ...form({ number: '13' }), version: -1 })).body.message).toMatch(/Version : nombre entier attendu/);
  });

  it('refuses to edit a publication that is not IN_PROGRESS (412) and other roles (403)', async () => {
    const publishing = await byName('BJS_2025_1');
    const refused = await as.redaction<ApiError>('PUT', `/api/publication/${publishing.id}`, { ...form({ number: '1' }), version: publishing.version });
    expect(refused.status).toBe(412);
    expect(refused.body.message).toBe('Réservé aux publications en cours (celle-ci est en cours de publication).');
    const gdp = await byName('GDP_2025_3');
    const forbidden = await as.redaction<ApiError>('PUT', `/api/publication/${gdp.id}`, { ...form({ periodicalId: 'GDP', number: '3' }), version: gdp.version });
    expect(forbidden.status).toBe(403);
  });
});
