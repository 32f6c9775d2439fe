import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOutsideCallsFiles, ClientApiLog } from '../../../src/server/http/client-api-log';
import { CLIENT_API, clientApiMarkdown, isClientApiRoute, isSpecRoute } from '../../../src/shared/client-api';

/**
 * The README's table "API used by the client" (issue 22) is the list core is held to: the README carries
 * the list as written, and a route outside it is reported by the log every suite's reference server keeps.
 */

const START = '<!-- client-api:start -->\n';
const END = '\n<!-- client-api:end -->';

describe('the README table "API used by the client"', () => {
  it('is the list of src/shared/client-api.ts, row for row', async () => {
    const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');
    const from = readme.indexOf(START);
    const to = readme.indexOf(END, from);
    expect(from).toBeGreaterThan(0);
    expect(readme.slice(from + START.length, to)).toBe(clientApiMarkdown());
  });

  it('names each call once, each with its spec section or why it is not in the specs', () => {
    const keys = CLIENT_API.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const call of CLIENT_API) expect(call.spec === null ? call.why : call.spec).toMatch(/\S/);
  });
});

describe('isClientApiRoute', () => {
  it('matches the server’s route patterns and concrete paths against the spec’s paths', () => {
    expect(isClientApiRoute('POST', '/api/image/:collection')).toBe(true);
    expect(isClientApiRoute('POST', '/api/image/ADVERTISEMENT')).toBe(true);
    expect(isClientApiRoute('DELETE', '/api/advertisement/:id')).toBe(true);
    expect(isClientApiRoute('GET', '/api/image/12?download')).toBe(true);
    expect(isClientApiRoute('GET', '/api/publication/download/:id/:kind')).toBe(true);
  });

  it('refuses the reference server’s own paths that the specs replace', () => {
    expect(isClientApiRoute('POST', '/api/advertisement')).toBe(false);
    expect(isClientApiRoute('POST', '/api/advertisement/search')).toBe(false);
    expect(isClientApiRoute('POST', '/api/publication/:id/organize/search')).toBe(false);
    expect(isClientApiRoute('POST', '/api/bundle/:id/organize/search')).toBe(false);
    expect(isClientApiRoute('POST', '/api/advertisement/:id')).toBe(false);
  });

  it('wants a segment where the call has a parameter, and no more segments than the call', () => {
    expect(isClientApiRoute('DELETE', '/api/advertisement/')).toBe(false);
    expect(isClientApiRoute('DELETE', '/api/advertisement/12/13')).toBe(false);
    expect(isClientApiRoute('DELETE', '/api/advertisement/12')).toBe(true);
  });
});

describe('isSpecRoute: what a strict reference server keeps (issue 32)', () => {
  it('keeps the routes that serve a call of the specs’ §7, a parameter standing for a fixed word either way', () => {
    expect(isSpecRoute('POST', '/api/image/:collection')).toBe(true);
    expect(isSpecRoute('GET', '/api/image/:id')).toBe(true);
    expect(isSpecRoute('GET', '/api/publication/download/:id/:kind')).toBe(true);
    expect(isSpecRoute('GET', '/api/publication_plan/publication/:id')).toBe(true);
    expect(isSpecRoute('POST', '/api/kyrielle/tree/:id/admin/save')).toBe(true);
    expect(isSpecRoute('GET', '/api/config/keycloak.json')).toBe(true);
  });

  it('keeps, under the editor’s base path, the session and Fonto’s contract calls only (issue 33)', () => {
    expect(isSpecRoute('POST', '/api/fonto/session')).toBe(true);
    expect(isSpecRoute('GET', '/api/fonto/document')).toBe(true);
    expect(isSpecRoute('PUT', '/api/fonto/document/lock')).toBe(true);
    expect(isSpecRoute('GET', '/api/fonto/heartbeat')).toBe(true);
    expect(isSpecRoute('POST', '/api/fonto/heartbeat')).toBe(true);
    expect(isSpecRoute('DELETE', '/api/fonto/document')).toBe(false);
    expect(isSpecRoute('POST', '/api/fonto/document/revision/restore')).toBe(false);
    expect(isSpecRoute('PUT', '/api/fonto/session/:token/document')).toBe(false);
  });

  it('drops the table’s calls outside the specs, even where a spec call’s parameter would cover them', () => {
    expect(isSpecRoute('POST', '/api/image/export')).toBe(false);
    expect(isSpecRoute('GET', '/api/extensions')).toBe(false);
    expect(isSpecRoute('GET', '/api/search/count')).toBe(false);
    expect(isSpecRoute('PUT', '/api/author/image/:id')).toBe(false);
    expect(isSpecRoute('GET', '/api/admin/publish-online/:id')).toBe(false);
  });

  it('drops the reference server’s own routes and a spec path asked with another method', () => {
    expect(isSpecRoute('GET', '/api/openapi.json')).toBe(false);
    expect(isSpecRoute('POST', '/api/advertisement/search')).toBe(false);
    expect(isSpecRoute('POST', '/api/publication/:id/organize/search')).toBe(false);
    expect(isSpecRoute('DELETE', '/api/periodical')).toBe(false);
  });

  it('keeps every call of the table given by a spec', () => {
    for (const call of CLIENT_API) expect(isSpecRoute(call.method, call.path), `${call.method} ${call.path}`).toBe(call.spec !== null);
  });
});

describe('ClientApiLog', () => {
  it('fails, naming it, when a route outside the table was called; a route that matched none is named by its path', () => {
    const log = new ClientApiLog();
    log.record({ method: 'GET', url: '/api/periodical', routeOptions: { url: '/api/periodical' } });
    log.record({ method: 'GET', url: '/realms/pupitre/protocol/openid-connect/certs', routeOptions: { url: undefined } });
    expect(() => log.check()).not.toThrow();
    log.record({ method: 'POST', url: '/api/publication/7/organize/search', routeOptions: { url: '/api/publication/:id/organize/search' } });
    log.record({ method: 'GET', url: '/api/nulle-part?x=1', routeOptions: { url: undefined } });
    expect(() => log.check()).toThrow('GET /api/nulle-part, POST /api/publication/:id/organize/search');
  });

  it('accepts the calls made on purpose, and no other', () => {
    const log = new ClientApiLog({ onPurpose: ['GET /api/openapi.json'] });
    log.record({ method: 'GET', url: '/api/openapi.json', routeOptions: { url: '/api/openapi.json' } });
    expect(() => log.check()).not.toThrow();
    log.record({ method: 'POST', url: '/api/advertisement', routeOptions: { url: '/api/advertisement' } });
    expect(() => log.check()).toThrow('POST /api/advertisement');
  });

  it('appends each outside call to its file at once, for a check made by another process', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'pupitre-client-api-log-'));
    try {
      const file = join(folder, 'server', 'outside-calls.log');
      const log = new ClientApiLog({ file });
      log.record({ method: 'GET', url: '/api/periodical', routeOptions: { url: '/api/periodical' } });
      expect(() => checkOutsideCallsFiles([file, join(folder, 'never-written.log')])).not.toThrow();
      log.record({ method: 'POST', url: '/api/bundle', routeOptions: { url: '/api/bundle' } });
      log.record({ method: 'POST', url: '/api/bundle', routeOptions: { url: '/api/bundle' } });
      expect(await readFile(file, 'utf8')).toBe('POST /api/bundle\n');
      expect(() => checkOutsideCallsFiles([file])).toThrow('Appels hors de la table « API used by the client » du README : POST /api/bundle');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
