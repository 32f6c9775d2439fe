import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db';

/** Embedded PostgreSQL (WebAssembly), persisted in `dataDir`, or in memory when it is null. */
export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // The extensions the migrations create must be loaded with the database (PGlite has no shared libraries).
  const options = { extensions: { pg_trgm } };
  const pg = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  return {
    engine: 'pglite',
    ...queryable(pg),
    transaction: (work) => pg.transaction((tx) => work(queryable(tx))),
    close: () => pg.close(),
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
