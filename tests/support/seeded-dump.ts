import { writeFile } from 'node:fs/promises';
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
    await writeFile(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  } finally {
    await db.close();
  }
}

// `tsx tests/support/seeded-dump.ts <file>`: `npm test` writes the run's dump before the unit and end-to-end tests.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const file = process.argv[2];
  if (!file) throw new Error('usage : tsx tests/support/seeded-dump.ts <fichier>');
  await writeSeededPglite(file);
}
