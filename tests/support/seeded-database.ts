import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDb } from '../../src/server/db/open-db';
import { migratedAndSeeded } from './migrated-and-seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite dump of a database migrated and seeded once for the run (tests/support/seeded-global-setup.ts). */
    seededPglitePath: string;
  }
}

let dump: Promise<Blob> | undefined;

/** What `createServer({ initialData })` takes: the run's seeded database. */
export function seededPglite(): Promise<Blob> {
  dump ??= readFile(inject('seededPglitePath')).then((bytes) => new Blob([bytes]));
  return dump;
}

/** The same for a PostgreSQL database: migrated and seeded in place, to serve as a template. */
export async function seedPostgres(databaseUrl: string): Promise<void> {
  const db = await openDb({ databaseUrl });
  try {
    await migratedAndSeeded(db);
  } finally {
    await db.close();
  }
}
