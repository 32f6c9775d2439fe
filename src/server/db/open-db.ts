import type { Db } from './db';

export interface DbOptions {
  /** PGlite data directory; null keeps the database in memory (tests). Ignored when databaseUrl is set. */
  dataDir?: string | null;
  /** A PostgreSQL connection string: use a real server instead of PGlite. */
  databaseUrl?: string;
  /**
   * PGlite: a database created here starts as this dump (PGlite's `dumpDataDir`) instead of empty; an existing
   * one is opened as it is. Tests and benches start their servers from one database migrated and seeded once.
   */
  initialData?: Blob;
}

/** Opens the server's database: PGlite, or PostgreSQL when a connection string is given. */
export async function openDb(options: DbOptions): Promise<Db> {
  // Loaded on demand: a PGlite process never loads pg, and the reverse.
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir ?? null, options.initialData);
}
