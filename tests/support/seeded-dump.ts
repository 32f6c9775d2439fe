import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Db } from '../../src/server/db/db';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { seed } from '../../src/server/db/seed';

/**
 * A fresh reference server spends most of its start on PGlite's initdb, the migrations and the demo data:
 * seconds each time. A run does it once, here; its servers start from a copy (`initialData`, or SEEDED_DATA for
 * a server process).
 */
export async function writeSeededPglite(file: string): Promise<void> {
  const db = await openPglite(null);
  try {
    await migrate(db);
    await seed(db);
    await atRest(db);
    await writeFile(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  } finally {
    await db.close();
  }
}

/**
 * Checkpointed, the dump's database has no write-ahead log to replay: each copy opened in 0.41–0.51 s of CPU, in
 * 0.33–0.35 s now (about ninety copies a run). The log switched to a new segment and the old one removed rather
 * than kept for reuse: one 16 MB segment in the dump, not two.
 */
async function atRest(db: Db): Promise<void> {
  await db.exec('SET wal_recycle = off');
  await db.exec('CHECKPOINT');
  await db.exec('SELECT pg_switch_wal()');
  await db.exec('CHECKPOINT');
}

// `tsx tests/support/seeded-dump.ts <file>`: `npm test` writes the run's dump before the unit and end-to-end tests.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) throw new Error('usage : tsx tests/support/seeded-dump.ts <fichier>');
  await writeSeededPglite(file);
}
