import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/app';
import { startReferenceServer } from '../reference-server';
import { openDb } from '../../../../src/server/db/open-db';
import { obtainTokens } from '../../../support/scripted-browser';
import { testDatabase, type TestDatabase } from './test-database';

let database: TestDatabase | undefined;
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.close();
  await database?.cleanUp();
});

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function certs(url: string): Promise<string[]> {
  const { keys } = (await (await fetch(`${url}/realms/pupitre/protocol/openid-connect/certs`)).json()) as { keys: { kid: string }[] };
  return keys.map((k) => k.kid);
}

describe('a server over a database it keeps (a PGlite data folder, or a PostgreSQL database)', () => {
  it('keeps its data, keys and sessions across a restart, and --reset seeds again', async () => {
    database = await testDatabase({ persisted: true });
    const stored = database.options;
    server = await startReferenceServer({ port: 0, ...stored });
    const { url } = server;
    const port = Number(new URL(url).port);
    const tokens = await obtainTokens(url, 'kyrielle');
    const kids = await certs(url);
    await server.close();
    server = undefined;

    // Meanwhile, someone edits the data; and we take the signing key to forge tokens with it.
    const db = await openDb(stored);
    await db.query(`UPDATE periodical SET label = 'Libellé modifié' WHERE id = 'BJS'`);
    const [secret] = await db.query<{ value: JWK[] }>(`SELECT value FROM server_secret WHERE name = 'oidc.signing-keys'`);
    await db.close();
    const signingKey = secret?.value[0];
    expect(signingKey?.kid).toBe(kids[0]);
    const key = await importJWK(signingKey ?? {}, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const forge = (audience: string, exp: number) =>
      new SignJWT({ ...decodeClaims(tokens.access_token), aud: audience, exp, iat: exp - 300 })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: signingKey?.kid ?? '' })
        .sign(key);

    // Same port, so the issuer is the same: tokens issued before the restart still pass.
    server = await startReferenceServer({ port, ...stored });
    expect(server.url).toBe(url);
    expect(await certs(url)).toEqual(kids);
    expect((await fetch(`${url}/api/kyrielle/tree`, bearer(tokens.access_token))).status).toBe(200);
    const periodicals = (await (await fetch(`${url}/api/periodical`, bearer(tokens.access_token))).json()) as { id: string; label: string }[];
    expect(periodicals).toHaveLength(8);
    // Seeding happens once: the edit survives the restart.
    expect(periodicals[0]).toEqual({ id: 'BJS', label: 'Libellé modifié' });

    // The real key, but expired or for another audience: refused.
    expect((await fetch(`${url}/api/periodical`, bearer(await forge('pupitre-api', now + 300)))).status).toBe(200);
    const expired = await fetch(`${url}/api/periodical`, bearer(await forge('pupitre-api', now - 60)));
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { message: string }).message).toMatch(/expiré/);
    const otherAudience = await fetch(`${url}/api/periodical`, bearer(await forge('account', now + 300)));
    expect(otherAudience.status).toBe(401);
    expect(((await otherAudience.json()) as { message: string }).message).toMatch(/audience/);

    // The refresh token, stored in the database, works after the restart.
    const refreshed = await fetch(`${url}/realms/pupitre/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'pupitre-desktop' }),
    });
    expect(refreshed.status).toBe(200);
    await server.close();
    server = undefined;

    server = await startReferenceServer({ port, ...stored, reset: true });
    const reseeded = (await (await fetch(`${url}/api/periodical`, bearer((await obtainTokens(url, 'lecteur')).access_token))).json()) as {
      id: string;
      label: string;
    }[];
    expect(reseeded[0]).toEqual({ id: 'BJS', label: 'Bulletin Joly Sociétés' });
    // Everything went, keys included: old tokens are refused.
    expect(await certs(url)).not.toEqual(kids);
    expect((await fetch(`${url}/api/periodical`, bearer(tokens.access_token))).status).toBe(401);
  });
});

function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}
