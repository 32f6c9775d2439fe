import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPushOnlineHandlers } from '../../../../src/core/admin/push-online';
import { createArticleHandlers } from '../../../../src/core/articles/handlers';
import { createBundleHandlers } from '../../../../src/core/bundles/handlers';
import { RestClient } from '../../../../src/core/http/rest-client';
import { createPublicationHandlers } from '../../../../src/core/publications/handlers';
import type { Handlers } from '../../../../src/core/bridge/dispatcher';
import type { ListedPush } from '../../../../src/shared/domain/online-push';
import { BridgeError } from '../../../../src/shared/errors';
import { startTestServer, type TestServer } from '../../../support/download-test-server';

/**
 * Core's handlers against a back-office that answers only what spec 2 §7 and §8 say (issue 32): a bulk workflow's
 * 202 without a body, a delete's 409 with a message and names but no `reason`, a bundle plan created without the
 * server's default, push now from the list alone (no GET /api/admin/publish-online/{id}). The back-office is a
 * small HTTP server at the port, answering each call as the test sets it and recording what it received.
 */

interface Canned {
  status: number;
  body?: unknown;
}

let server: TestServer;
/** "METHOD /path" -> the answer; anything else is a 404. */
let routes: Record<string, Canned> = {};
/** What reached the back-office: "METHOD /path", and the JSON body when there is one. */
let received: { call: string; body: unknown }[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

beforeAll(async () => {
  server = await startTestServer(async (req, res) => {
    const text = await readBody(req);
    const call = `${req.method ?? ''} ${req.url ?? ''}`;
    received.push({ call, body: text ? (JSON.parse(text) as unknown) : undefined });
    const canned = routes[call] ?? { status: 404, body: { message: 'Introuvable.' } };
    if (canned.body === undefined) return void res.writeHead(canned.status).end();
    res.writeHead(canned.status, { 'content-type': 'application/json' }).end(JSON.stringify(canned.body));
  });
});
afterAll(async () => server.close());
beforeEach(() => {
  routes = {};
  received = [];
});

const rest = () => new RestClient(server.url).withTokens({ getAccessToken: () => Promise.resolve('jeton'), onUnauthorized: () => Promise.resolve(false) });
const calls = () => received.map((r) => r.call);
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** The error a handler's call ended with (handlers that answer nothing are typed `void | Promise<void>`). */
async function refusal(answer: unknown): Promise<BridgeError> {
  const error = await Promise.resolve(answer).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof BridgeError)) throw new Error(`refus attendu, reçu ${String(error)}`);
  return error;
}

describe('bulk workflow (spec 2 §8 "202 means partial success")', () => {
  const publications = () => createPublicationHandlers({ rest: rest(), notifier: { notify: () => false }, logger: quiet, emit: () => {}, processPollMs: 60_000 });

  it('a 202 without a body is a partial success that names no row; so is a 202 whose body is not the rows', async () => {
    routes['POST /api/workflow/publications'] = { status: 202 };
    routes['POST /api/workflow/articles'] = { status: 202, body: { count: 1 } };
    expect(await publications()['publications.workflowMany']('BAP_ARTICLES_OF_PUBLICATION', [3, 4])).toEqual({ kind: 'partial' });
    expect(await createArticleHandlers({ rest: rest() })['articles.workflowMany']('BAP_ARTICLE', [7, 8])).toEqual({ kind: 'partial' });
    expect(received.map((r) => r.body)).toEqual([
      { name: 'BAP_ARTICLES_OF_PUBLICATION', ids: [3, 4] },
      { name: 'BAP_ARTICLE', ids: [7, 8] },
    ]);
  });

  it('a 200 or 204 without a body is every id done', async () => {
    routes['POST /api/workflow/publications'] = { status: 200 };
    routes['POST /api/workflow/articles'] = { status: 204 };
    expect(await publications()['publications.workflowMany']('BAP_ARTICLES_OF_PUBLICATION', [3, 4])).toEqual({ kind: 'rows', succeeded: [3, 4], failed: [] });
    expect(await createArticleHandlers({ rest: rest() })['articles.workflowMany']('BAP_ARTICLE', [7])).toEqual({ kind: 'rows', succeeded: [7], failed: [] });
  });

  it('a 202 carrying who succeeded and who failed is reported row by row', async () => {
    const failed = [{ id: 8, status: 400, message: 'WORKFLOW_NOT_AVAILABLE', reason: 'Cet article est publié.' }];
    routes['POST /api/workflow/articles'] = { status: 202, body: { succeeded: [7], failed } };
    expect(await createArticleHandlers({ rest: rest() })['articles.workflowMany']('BAP_ARTICLE', [7, 8])).toEqual({ kind: 'rows', succeeded: [7], failed });
  });

  it('a placard asked in bulk without saying which started: each selected publication is read to follow its process', async () => {
    routes['POST /api/workflow/publications'] = { status: 202 };
    const spec = (id: number) => ({ id, periodicalId: 'BJS', year: 2025, number: String(id), lastPrinterProcessStatus: null, lastRequestPlacardProcess: null });
    routes['GET /api/publication/3'] = { status: 200, body: spec(3) };
    routes['GET /api/publication/4'] = { status: 200, body: spec(4) };
    routes['GET /api/periodical'] = { status: 200, body: [{ id: 'BJS', label: 'Bulletin Joly Sociétés' }] };
    const handlers = publications();
    expect(await handlers['publications.workflowMany']('GENERATE_PUBLICATION_PLACARD', [3, 4])).toEqual({ kind: 'partial' });
    handlers.processWatch.dispose();
    expect(calls()).toContain('GET /api/publication/3');
    expect(calls()).toContain('GET /api/publication/4');
  });
});

describe('article deletion refused (spec 2 §8 "409 with a message and names of conflicting items")', () => {
  const articles = () => createArticleHandlers({ rest: rest() });

  it('keeps the message, and the names as the reason, one a line, when the answer has no `reason`', async () => {
    routes['POST /api/article/delete'] = { status: 409, body: { message: 'Suppression impossible : 2 élément(s) ne peuvent pas être supprimés.', names: ['12 — Le bail', '13 — La vente'] } };
    const error = await refusal(articles()['articles.deleteMany']([12, 13, 14]));
    expect(error).toMatchObject({ code: 'HTTP', status: 409, message: 'Suppression impossible : 2 élément(s) ne peuvent pas être supprimés.', reason: '12 — Le bail\n13 — La vente' });
  });

  it('has no reason at all when the answer names nothing (never an empty list)', async () => {
    routes['DELETE /api/article/12'] = { status: 409, body: { message: 'Suppression impossible.', names: [] } };
    const error = await refusal(articles()['articles.delete'](12));
    expect(error.message).toBe('Suppression impossible.');
    expect(error.reason).toBeUndefined();
  });

  it('prefers the `reason` when the answer has one', async () => {
    routes['DELETE /api/article/12'] = { status: 409, body: { message: 'Suppression impossible.', names: ['12 — Le bail'], reason: 'Motif du serveur' } };
    expect((await refusal(articles()['articles.delete'](12))).reason).toBe('Motif du serveur');
  });
});

describe('article answers of spec 2 §3 and §7 alone', () => {
  const articles = () => createArticleHandlers({ rest: rest() });
  const author = (id: number) => ({ id, first_name: null, last_name: `Auteur ${id}`, particle: null });

  it('a search row without authorCount counts the authors it lists', async () => {
    routes['POST /api/article/search'] = { status: 200, body: { result: [{ id: 7, title: 'Le bail', authors: [author(1), author(2), author(3), author(4)] }], resultCount: 1 } };
    expect((await articles()['articles.search']({ query: 'bail' })).result[0]?.authorCount).toBe(4);
  });

  it('a push online answered without a body is done now, or scheduled at the delay asked', async () => {
    routes['POST /api/article/publish-online'] = { status: 204 };
    expect(await articles()['articles.pushOnline']({ articleIds: [7], delay: null })).toMatchObject({ done: true });
    expect(await articles()['articles.pushOnline']({ articleIds: [7], delay: '2099-01-15T09:00' })).toEqual({ done: false, executionDate: '2099-01-15T08:00:00.000Z' });
    expect(received.map((r) => r.body)).toEqual([
      { articleIds: [7], delay: null },
      { articleIds: [7], delay: '2099-01-15T09:00' },
    ]);
  });
});

describe('bundle plan created (spec 2 §7 "POST /api/bundle_plan (create or duplicate, enable true)")', () => {
  it('sends enable true on a creation and on a duplicate', async () => {
    routes['POST /api/bundle_plan'] = { status: 200, body: { id: 5 } };
    const handlers = createBundleHandlers({ rest: rest() });
    const input = { name: 'Chronique', type: 'CHRONICLE' as const, periodicalId: 'BJS', plan: [] };
    await handlers['bundlePlans.create'](input);
    await handlers['bundlePlans.create']({ ...input, sourceId: 3 });
    expect(received.map((r) => r.body)).toEqual([
      { ...input, enable: true },
      { ...input, sourceId: 3, enable: true },
    ]);
  });
});

describe('push now from the list alone (spec 2 §3 "id, name, title, executionDate, plus articles")', () => {
  const executionDate = '2026-03-02T10:00:00Z';
  const LIST: ListedPush[] = [
    { id: 31, name: 'GDP_2025_2', title: 'Gazette du Palais', executionDate },
    { id: 32, name: null, title: 'Veille de septembre', executionDate, articles: [{ id: 7 }, { id: 8 }] },
    { id: 33, name: null, title: 'Sans articles', executionDate },
    // The reference server's extension: the publication a named push delivers, the articles by id.
    { id: 40, name: 'BJS_2025_3', title: 'Bulletin', executionDate, publicationId: 9, articleIds: [] },
    { id: 41, name: null, title: 'Sélection', executionDate, publicationId: null, articleIds: [5] },
  ];
  let downloads: Parameters<Handlers['downloads.start']>[0][];
  const handlers = () =>
    createPushOnlineHandlers({
      rest: rest(),
      startDownloads: (request) => {
        downloads.push(request);
        return Promise.resolve({ batchId: 'b' });
      },
    });
  beforeEach(() => {
    downloads = [];
    routes['GET /api/admin/publish-online'] = { status: 200, body: LIST };
    for (const id of [9, 10, 31]) routes[`PUT /api/admin/publication/${id}/publish`] = { status: 204 };
    for (const id of [32, 41]) routes[`PUT /api/admin/publish-online/${id}`] = { status: 200, body: { id } };
  });

  it('a named row without publicationId publishes the publication its name identifies (spec 2 §3 periodicalId_year_number)', async () => {
    routes['POST /api/publication/search'] = { status: 200, body: { result: [{ id: 10, periodicalId: 'GDP', year: 2025, number: '2' }], resultCount: 1 } };
    await handlers()['pushOnline.pushNow'](31);
    expect(calls()).toEqual(['GET /api/admin/publish-online', 'POST /api/publication/search', 'PUT /api/admin/publication/10/publish']);
    expect(received[1]?.body).toEqual({ publicationFilter: ['GDP_2025_2'], page: 0, size: 2 });
  });

  it('a named row whose name identifies no publication, or not one only, publishes the row’s id, the scheduled publication', async () => {
    for (const result of [[], [{ id: 10, periodicalId: 'GDP', year: 2025, number: '2' }, { id: 11, periodicalId: 'GDP', year: 2025, number: '2' }], [{ id: 12, periodicalId: 'GDP', year: 2025, number: '2-3' }]]) {
      routes['POST /api/publication/search'] = { status: 200, body: { result, resultCount: result.length } };
      received = [];
      await handlers()['pushOnline.pushNow'](31);
      expect(calls()).toEqual(['GET /api/admin/publish-online', 'POST /api/publication/search', 'PUT /api/admin/publication/31/publish']);
    }
  });

  it('sends nothing when the publication cannot be looked up', async () => {
    routes['POST /api/publication/search'] = { status: 500, body: { message: 'Panne.' } };
    await refusal(handlers()['pushOnline.pushNow'](31));
    expect(calls().filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it('a row without a name pushes its articles, read from the spec’s `articles`', async () => {
    await handlers()['pushOnline.pushNow'](32);
    expect(calls()).toEqual(['GET /api/admin/publish-online', 'PUT /api/admin/publish-online/32']);
    expect(received[1]?.body).toEqual({ articleIds: [7, 8] });
  });

  it('uses the reference server’s publicationId and articleIds when the row has them', async () => {
    await handlers()['pushOnline.pushNow'](40);
    await handlers()['pushOnline.pushNow'](41);
    expect(calls()).toEqual(['GET /api/admin/publish-online', 'PUT /api/admin/publication/9/publish', 'GET /api/admin/publish-online', 'PUT /api/admin/publish-online/41']);
    expect(received[3]?.body).toEqual({ articleIds: [5] });
  });

  it('refuses in French, sending nothing, a push the list no longer gives or one without articles', async () => {
    expect((await refusal(handlers()['pushOnline.pushNow'](77))).message).toBe('La mise en ligne 77 n’est plus programmée (déjà exécutée ou annulée) ; rien n’a été envoyé.');
    expect((await refusal(handlers()['pushOnline.pushNow'](33))).message).toBe('Mise en ligne 33 : aucun article à mettre en ligne n’est connu ; rien n’a été envoyé.');
    expect(calls()).toEqual(['GET /api/admin/publish-online', 'GET /api/admin/publish-online']);
  });

  it('keys the zip’s failure by the row’s entity, from the list', async () => {
    await handlers()['pushOnline.download'](31);
    await handlers()['pushOnline.download'](32);
    expect(downloads.map((d) => d.items[0]?.entity)).toEqual(['PUBLICATION', 'ARTICLE']);
    expect(calls().every((c) => c === 'GET /api/admin/publish-online')).toBe(true);
  });
});

describe('one publication’s workflow (spec 2 §7 shows no answer)', () => {
  it('reads the publication again after the action, whatever the action answered', async () => {
    routes['POST /api/workflow/publication'] = { status: 204 };
    routes['GET /api/publication/5'] = {
      status: 200,
      body: { id: 5, periodicalId: 'BJS', year: 2027, number: '11', status: 'IN_PROGRESS', lastPrinterPdfProcessStatus: 'GEN_REQUEST_PACKAGE', lastRequestPlacardProcess: null, lastRequestPlacardProcessStatus: 'FINISHED' },
    };
    routes['GET /api/periodical'] = { status: 200, body: [{ id: 'BJS', label: 'Bulletin Joly Sociétés' }] };
    const handlers = createPublicationHandlers({ rest: rest(), notifier: { notify: () => false }, logger: quiet, emit: () => {}, processPollMs: 60_000 });
    const publication = await handlers['publications.workflow']('GENERATE_PUBLICATION_PRINTER_PDF', 5);
    handlers.processWatch.dispose();
    expect(publication).toMatchObject({ id: 5, name: 'BJS_2027_11', lastPrinterPdfProcessStatus: 'GEN_REQUEST_PACKAGE' });
    expect(calls().slice(0, 2)).toEqual(['POST /api/workflow/publication', 'GET /api/publication/5']);
  });
});
