import type { Queryable } from './db';

/**
 * The tables that grew since their last vacuum, vacuumed and analysed: what autovacuum does, which PGlite never
 * runs (issue 35). A table loaded in bulk (a large Ouvrages import, data added while the server was stopped)
 * kept the sizes of its last ANALYZE, or none, and the planner planned for the small table it believed in (the
 * kyrielle search on 100,000 units for 200); its trigram indexes kept the new rows in GIN's pending list, which
 * every search reads whole and only a vacuum empties. Run when the server starts; on PostgreSQL it does what
 * autovacuum has not yet reached. Tables under a megabyte are left alone: any plan serves them.
 */
const MIN_PAGES = 128;
const GROWTH = 1.2;

export async function refreshStatistics(db: Queryable): Promise<string[]> {
  const stale = await db.query<{ name: string }>(
    `SELECT quote_ident(c.relname) AS name FROM pg_class c
     WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace
       AND pg_relation_size(c.oid) / current_setting('block_size')::int >= $1::int
       AND pg_relation_size(c.oid) / current_setting('block_size')::int > $2::float8 * greatest(c.relpages, 0)
     ORDER BY c.relname`,
    [MIN_PAGES, GROWTH],
  );
  // VACUUM cannot run in a transaction: the server calls this outside any.
  if (stale.length > 0) await db.exec(`VACUUM (ANALYZE) ${stale.map((t) => t.name).join(', ')}`);
  return stale.map((t) => t.name);
}
