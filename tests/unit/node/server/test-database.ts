import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createServer, type RunningServer, type ServerOptions } from '../../../../src/server/app';
import type { DbOptions } from '../../../../src/server/db/db';
import { createDatabase } from '../../../support/postgres';

/**
 * The server API suite runs twice: in the `node` project on PGlite, in the `server-pg` project on a real
 * PostgreSQL (tests/support/postgres-global-setup.ts). The tests ask here for their database, never for an
 * engine: each gets an empty one of the project's engine.
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
 * memory); a PostgreSQL database always is.
 */
export async function testDatabase({ persisted = false }: { persisted?: boolean } = {}): Promise<TestDatabase> {
  const cluster = inject('postgresUrl');
  if (cluster) return { options: { databaseUrl: await createDatabase(cluster) }, cleanUp: async () => undefined };
  if (!persisted) return { options: { dataDir: null }, cleanUp: async () => undefined };
  const dataDir = await mkdtemp(join(tmpdir(), 'pupitre-server-'));
  return { options: { dataDir }, cleanUp: () => rm(dataDir, { recursive: true, force: true }) };
}

/** A reference server on a fresh database of the project's engine. */
export async function startTestServer(options: Omit<ServerOptions, 'dataDir' | 'databaseUrl'> = {}): Promise<RunningServer> {
  const { options: db } = await testDatabase();
  return createServer({ port: 0, ...options, ...db });
}
