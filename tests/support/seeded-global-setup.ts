import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeSeededPglite } from './seeded-database';

/** The `node` project: the seeded PGlite database every reference server of the run starts from. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'pupitre-seeded-'));
  const file = join(folder, 'seeded.tar');
  await writeSeededPglite(file);
  project.provide('seededPglitePath', file);
  return () => rm(folder, { recursive: true, force: true });
}
