/**
 * The server's only view of its database: enough for hand-written SQL, one dialect (PostgreSQL) whether
 * the engine is embedded PGlite or a real server reached through `pg`.
 */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2...) and returns its rows. */
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements, without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

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

export async function openDb(options: DbOptions): Promise<Db> {
  // Loaded on demand: a PGlite process never loads pg, and the reverse.
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir ?? null, options.initialData);
}
