import type { Db } from '../../src/server/db/db';
import { migrate } from '../../src/server/db/migrate';
import { seed } from '../../src/server/db/seed';
import { loadOrCreateSecrets } from '../../src/server/oidc/secrets';

/**
 * What a server finds in a new database on its first start, done once for the run's servers (the PGlite dump of
 * seeded-dump.ts, the PostgreSQL template of seeded-database.ts): the signing key too, an RSA key that cost each
 * start 0.05–0.15 s of CPU (issue 31).
 */
export async function migratedAndSeeded(db: Db): Promise<void> {
  await migrate(db);
  await seed(db);
  await loadOrCreateSecrets(db);
}
