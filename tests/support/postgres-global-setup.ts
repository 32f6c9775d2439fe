import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL cluster the server tests of the `server-pg` project create their databases in. */
    postgresUrl: string;
  }
}

/**
 * The `server-pg` project: one PostgreSQL for the run (TEST_DATABASE_URL when given, an existing server whose
 * user may create databases; else one started here), handed to the tests through `inject('postgresUrl')`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env['TEST_DATABASE_URL'];
  if (external) {
    project.provide('postgresUrl', external);
    return async () => undefined;
  }
  const cluster = await startPostgres();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
