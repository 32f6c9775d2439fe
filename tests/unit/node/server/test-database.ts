import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { RunningServer, ServerOptions } from '../../../../src/server/app';
import { startReferenceServer } from '../reference-server';
import type { DbOptions } from '../../../../src/server/db/open-db';
import { createDatabase } from '../../../support/postgres';
import { seededPglite } from '../../../support/seeded-database';

/**
 * The server API suite runs twice: in the `node` project on PGlite, in the `server-pg` project on a real
 * PostgreSQL (tests/support/postgres-global-setup.ts). The tests ask here for their database, never for an
 * engine: each gets a fresh one of the project's engine, migrated and seeded (a copy of the run's, see
 * tests/support/seeded-database.ts) unless it asks for an empty one.
 */

export const engine: 'pglite' | 'postgres' = inject('postgresUrl') ? 'postgres' : 'pglite';

export interface TestDatabase {
  /** What openDb and createServer take. */
  options: DbOptions;
  /** Removes what a persisted PGlite left on disk (a PostgreSQL database goes with its cluster). */
  cleanUp(): Promise<void>;
}

/**
 * A fresh database. `persisted`: one a server may close and open again (a PGlite data folder rather than
 * memory); a PostgreSQL database always is. `empty`: no schema, no data (the migration tests).
 */
export async function testDatabase({ persisted = false, empty = false }: { persisted?: boolean; empty?: boolean } = {}): Promise<TestDatabase> {
  const cluster = inject('postgresUrl');
  if (cluster) {
    const template = empty ? undefined : inject('postgresTemplate');
    return { options: { databaseUrl: await createDatabase(cluster, template) }, cleanUp: async () => undefined };
  }
  const initialData = empty ? {} : { initialData: await seededPglite() };
  if (!persisted) return { options: { dataDir: null, ...initialData }, cleanUp: async () => undefined };
  const dataDir = await mkdtemp(join(tmpdir(), 'pupitre-server-'));
  return { options: { dataDir, ...initialData }, cleanUp: () => rm(dataDir, { recursive: true, force: true }) };
}

/**
 * The reference server's own routes, outside the client's table, that the server API tests call on purpose: they
 * test the server. The spec's paths the client replaced (README "API used by the client": the ads searched and made
 * through the images' paths, the organise candidates by the searches per context), the server's OpenAPI description,
 * and one online push with how it went, which the push-online tests read (spec 2 §7 has no call for one push).
 */
export const SERVER_OWN_ROUTES = {
  adSearch: 'POST /api/advertisement/search',
  adCreation: 'POST /api/advertisement',
  publicationCandidates: 'POST /api/publication/:id/organize/search',
  openApi: 'GET /api/openapi.json',
  onlinePush: 'GET /api/admin/publish-online/:id',
} as const;

/** A reference server on a fresh database of the project's engine; `onPurpose`: see startReferenceServer. */
export async function startTestServer(options: Omit<ServerOptions, 'dataDir' | 'databaseUrl'> = {}, onPurpose: readonly string[] = []): Promise<RunningServer> {
  const { options: db } = await testDatabase();
  return startReferenceServer({ port: 0, ...options, ...db }, onPurpose);
}
