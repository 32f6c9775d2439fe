import type { Db } from './db';
import { MIGRATIONS } from './migrations/index';
import type { Migration } from './migrations/migration';

/** Arbitrary key of the advisory lock that serialises servers migrating the same PostgreSQL database. */
const MIGRATION_LOCK = 4310_0001;

/** Applies the migrations not yet recorded in schema_migrations, all in one transaction. */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/** Drops every table of the application (the public schema), for `--reset`. */
export async function dropEverything(db: Db): Promise<void> {
  await db.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
}
