import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db';

const INITIAL_MEMORY = 256 * 1024 * 1024;

export interface PgliteDb extends Db {
  /** The whole database as one uncompressed tarball, what `initialData` takes. */
  dump(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL (WebAssembly), persisted in `dataDir`, or in memory when it is null. A new database is
 * `initialData` when given: PGlite's own initdb takes seconds, loading a dump a fraction of that.
 */
export async function openPglite(dataDir: string | null, initialData?: Blob): Promise<PgliteDb> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const exists = dataDir !== null && existsSync(join(dataDir, 'PG_VERSION'));
  const options = {
    // The extensions the migrations create must be loaded with the database (PGlite has no shared libraries).
    extensions: { pg_trgm },
    // Room for what a started server holds (≈ 190 MB): grown from PGlite's 128 MB, the memory cost 0.13–0.17 s of
    // CPU a start (issue 31). Pages untouched are only reserved.
    initialMemory: INITIAL_MEMORY,
    // A new database logs in 1 MB segments, not 16 MB: a dump (the tests' seeded one) carries one segment.
    initDbStartParams: ['--wal-segsize=1'],
    ...(initialData && !exists ? { loadDataDir: initialData } : {}),
  };
  const pg = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  return {
    engine: 'pglite',
    ...queryable(pg),
    transaction: (work) => pg.transaction((tx) => work(queryable(tx))),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<T>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}
