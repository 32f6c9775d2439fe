import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeSeededPglite } from './seeded-dump';

/**
 * The seeded PGlite database every reference server of a project starts from: `npm test`'s (SEEDED_DATA, written
 * once for the unit and end-to-end tests), or one written here for a run of vitest alone.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const shared = process.env['SEEDED_DATA'];
  if (shared) {
    project.provide('seededPglitePath', shared);
    return undefined;
  }
  const folder = await mkdtemp(join(tmpdir(), 'pupitre-seeded-'));
  const file = join(folder, 'seeded.tar');
  await writeSeededPglite(file);
  project.provide('seededPglitePath', file);
  return () => rm(folder, { recursive: true, force: true });
}
