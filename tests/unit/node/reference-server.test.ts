import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/server/app';
import { seededPglite } from '../../support/seeded-database';
import { startReferenceServer } from './reference-server';

/** The check every suite's reference server makes (issue 31): it bites, and only on what is outside the table. */

let server: RunningServer | undefined;
afterEach(async () => {
  // A test that closed its server has already read the check's verdict.
  await server?.close().catch(() => undefined);
  server = undefined;
});

const start = async (onPurpose: readonly string[] = []) => (server = await startReferenceServer({ port: 0, dataDir: null, initialData: await seededPglite() }, onPurpose));

describe('a reference server started for a suite', () => {
  it('fails on close, naming them, when it received calls outside the client’s table: a route of its own, a path of none', async () => {
    const { url, close } = await start();
    expect((await fetch(`${url}/api/config/keycloak.json`)).status).toBe(200);
    expect((await fetch(`${url}/api/openapi.json`)).status).toBe(401);
    expect((await fetch(`${url}/api/nulle-part?x=1`)).status).toBe(401);
    await expect(close()).rejects.toThrow('Appels hors de la table « API used by the client » du README : GET /api/nulle-part, GET /api/openapi.json');
  });

  it('closes quietly after the table’s calls, the OpenID provider’s own paths and the calls made on purpose', async () => {
    const { url, close } = await start(['GET /api/openapi.json']);
    expect((await fetch(`${url}/api/periodical`)).status).toBe(401);
    expect((await fetch(`${url}/realms/pupitre/.well-known/openid-configuration`)).status).toBe(200);
    expect((await fetch(`${url}/api/openapi.json`)).status).toBe(401);
    await expect(close()).resolves.toBeUndefined();
  });
});
