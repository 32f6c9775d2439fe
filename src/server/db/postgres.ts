import pg from 'pg';
import type { Db, Queryable } from './db';

/** A real PostgreSQL server (DATABASE_URL), through a small pool. */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start-up, not at the first request, when the server is unreachable.
  (await pool.connect()).release();
  return {
    engine: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params?: readonly unknown[]) {
      const result = await target.query(sql, params ? [...params] : undefined);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}
