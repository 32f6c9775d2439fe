import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Db } from '../../src/server/db/db';
import { openPglite } from '../../src/server/db/pglite';
import { migratedAndSeeded } from './migrated-and-seeded';

/**
 * A fresh reference server spends most of its start on PGlite's initdb, the migrations and the demo data:
 * seconds each time. A run does it once, here; its servers start from a copy (`initialData`, or SEEDED_DATA for
 * a server process).
 */
export async function writeSeededPglite(file: string): Promise<void> {
  const db = await openPglite(null);
  try {
    await migratedAndSeeded(db);
    await atRest(db);
    await writeFile(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  } finally {
    await db.close();
  }
}

/**
 * What each copy loads, kept to the one database the server uses. Checkpointed, it has no write-ahead log to
 * replay (each copy opened in 0.41–0.51 s of CPU, in 0.33–0.35 s then); the log switched to a new segment and the
 * old ones removed rather than kept for reuse (from the start: dropping a database checkpoints), so one segment
 * is left, of 1 MB (openPglite's initdb). Without the template databases, which only CREATE DATABASE reads: 15 MB
 * less. The dump went from 48 MB to 18 MB.
 */
async function atRest(db: Db): Promise<void> {
  await db.exec('SET wal_recycle = off');
  for (const template of ['template0', 'template1']) {
    await db.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
    await db.exec(`DROP DATABASE ${template}`);
  }
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
