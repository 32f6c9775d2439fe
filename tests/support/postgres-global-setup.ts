import type { TestProject } from 'vitest/node';
import { createDatabase, startPostgres } from './postgres';
import { seedPostgres } from './seeded-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL cluster the server tests of the `server-pg` project create their databases in. */
    postgresUrl: string;
    /** A database of that cluster migrated and seeded once, that each test's database is a copy of. */
    postgresTemplate: string;
  }
}

/**
 * The `server-pg` project: one PostgreSQL for the run (TEST_DATABASE_URL when given, an existing server whose
 * user may create databases; else one started here), handed to the tests through `inject('postgresUrl')`, with
 * a seeded database to copy (`inject('postgresTemplate')`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env['TEST_DATABASE_URL'];
  const cluster = external ? { url: external, stop: async () => undefined } : await startPostgres();
  try {
    const template = await createDatabase(cluster.url);
    await seedPostgres(template);
    project.provide('postgresUrl', cluster.url);
    project.provide('postgresTemplate', new URL(template).pathname.slice(1));
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return () => cluster.stop();
}
