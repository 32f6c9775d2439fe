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
