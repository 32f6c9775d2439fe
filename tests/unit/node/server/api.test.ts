import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer } from '../../../../src/server/app';
import { startTestServer } from './test-database';
import { obtainTokens } from '../../../support/scripted-browser';

let server: RunningServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // The 404 of an unknown path is the subject of a test below.
  server = await startTestServer({}, ['GET /api/nothing/here']);
  for (const user of ['admin', 'kyrielle', 'lecteur']) tokens[user] = (await obtainTokens(server.url, user)).access_token;
});
afterAll(async () => {
  await server?.close();
});

function get(path: string, authorization?: string): Promise<Response> {
  return fetch(`${server.url}${path}`, authorization ? { headers: { authorization } } : {});
}

async function expectUnauthorized(response: Response, message: RegExp): Promise<void> {
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toMatch(/^Bearer realm="pupitre"/);
  const body = (await response.json()) as { status: number; error: string; message: string };
  expect(body).toMatchObject({ status: 401, error: 'Unauthorized' });
  expect(body.message).toMatch(message);
}

describe('bearer token check', () => {
  it('refuses a request without a token', async () => {
    await expectUnauthorized(await get('/api/periodical'), /manquant/);
  });

  it('refuses a malformed Authorization header and a token that is not a JWT', async () => {
    await expectUnauthorized(await get('/api/periodical', 'Basic YWRtaW46YWRtaW4='), /mal formé/);
    await expectUnauthorized(await get('/api/periodical', 'Bearer pas-un-jeton'), /mal formé/);
  });

  it('refuses a token whose signature was tampered with', async () => {
    const [header, payload, signature = ''] = (tokens.admin ?? '').split('.');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const response = await get('/api/periodical', `Bearer ${header}.${payload}.${flipped}`);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="pupitre", error="invalid_token", error_description="signature verification failed"');
    await expectUnauthorized(response, /signature/);
  });

  it('refuses a token whose claims were changed (roles added)', async () => {
    const [header, , signature] = (tokens.lecteur ?? '').split('.');
    const claims = { ...decodeJwt(tokens.lecteur ?? ''), resource_access: { 'pupitre-desktop': { roles: ['KYRIELLE'] } } };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    await expectUnauthorized(await get('/api/kyrielle/tree', `Bearer ${forged}`), /signature/);
  });

  it('refuses an ID token used as an access token', async () => {
    const { id_token } = await obtainTokens(server.url, 'admin');
    await expectUnauthorized(await get('/api/periodical', `Bearer ${id_token}`), /invalide/);
  });

  it('answers unknown API paths 404 in JSON to a signed-in user, 401 to others', async () => {
    const response = await get('/api/nothing/here', `Bearer ${tokens.lecteur}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, error: 'Not Found', message: 'Ressource introuvable : GET /api/nothing/here' });
    await expectUnauthorized(await get('/api/nothing/here'), /manquant/);
  });

  it('answers JSON errors outside the API too', async () => {
    const response = await get('/nowhere');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, error: 'Not Found' });
  });
});

describe('GET /api/periodical', () => {
  it('lists the periodicals in the publisher order, for any signed-in user', async () => {
    const response = await get('/api/periodical', `Bearer ${tokens.lecteur}`);
    expect(response.status).toBe(200);
    const periodicals = (await response.json()) as { id: string; label: string }[];
    expect(periodicals.map((p) => p.id)).toEqual(['BJS', 'DEF', 'GDP', 'GPL', 'GDA', 'AJU', 'RDA', 'DNU']);
    expect(periodicals.slice(0, 3)).toEqual([
      { id: 'BJS', label: 'Bulletin Joly Sociétés' },
      { id: 'DEF', label: 'Defrénois' },
      { id: 'GDP', label: 'Gazette du Palais' },
    ]);
  });
});

describe('GET /api/kyrielle/tree', () => {
  it('lists the four trees (id, type and the name the tool shows) for the kyrielle role', async () => {
    const response = await get('/api/kyrielle/tree', `Bearer ${tokens.kyrielle}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { id: 1, type: 'ACTES_CLAUSES', name: 'Actes et clauses' },
      { id: 2, type: 'ETUDES_SOCIETES', name: 'Études sociétés' },
      { id: 3, type: 'ETUDES_BOURSE', name: 'Études bourse' },
      { id: 4, type: 'FORMULES_SOCIALES', name: 'Formules sociales' },
    ]);
  });

  it.each(['lecteur', 'admin'])('is forbidden to %s (admin does not pass a kyrielle-only check)', async (user) => {
    const response = await get('/api/kyrielle/tree', `Bearer ${tokens[user]}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status: 403, error: 'Forbidden', message: 'Réservé au rôle kyrielle.' });
  });
});
