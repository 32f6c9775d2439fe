import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestClient } from '../../../../src/core/http/rest-client';
import { createPublicationHandlers } from '../../../../src/core/publications/handlers';
import { startTestServer, type TestServer } from '../../../support/download-test-server';

/**
 * Closing and cancelling a closing (spec 2 §7 POST /api/publication/schedule, DELETE /api/publication/schedule/{id})
 * against a back-office that answers only spec 2 §3's fields, the printer PDF's status under its other name
 * (lastPrinterProcessStatus): core reads them as every publication answer. The back-office is a small HTTP server.
 */

const SPEC_PUBLICATION = { id: 12, periodicalId: 'BJS', year: 2025, number: '7', status: 'PUBLISHING', lastPrinterProcessStatus: 'FINISHED' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/api/periodical') return json([{ id: 'BJS', label: 'Bulletin Joly Sociétés' }]);
    if (req.url === '/api/publication/schedule' || req.url === '/api/publication/schedule/12') return json(SPEC_PUBLICATION);
    res.writeHead(404).end();
  });
});
afterAll(async () => server.close());

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe('closing answers (spec 2 §3 "lastPrinterPdfProcessStatus (also seen as lastPrinterProcessStatus)")', () => {
  it('are read as the other publication answers: the printer status under one name, the name and label completed', async () => {
    const rest = new RestClient(server.url).withTokens({ getAccessToken: () => Promise.resolve('jeton'), onUnauthorized: () => Promise.resolve(false) });
    const handlers = createPublicationHandlers({ rest, notifier: { notify: () => false }, logger: quiet, emit: () => {}, processPollMs: 60_000 });
    const read = { lastPrinterPdfProcessStatus: 'FINISHED', name: 'BJS_2025_7', periodicalLabel: 'Bulletin Joly Sociétés' };
    const closed = await handlers['publications.close'](12, null);
    expect(closed).toMatchObject(read);
    expect(closed).not.toHaveProperty('lastPrinterProcessStatus');
    const cancelled = await handlers['publications.cancelClosing'](12);
    expect(cancelled).toMatchObject(read);
    expect(cancelled).not.toHaveProperty('lastPrinterProcessStatus');
    handlers.processWatch.dispose();
  });
});
