import type { RunningServer, ServerOptions } from '../../../../src/server/app';
import { startReferenceServer } from '../reference-server';
import { DEMO_ACCOUNT_COST, hashPassword } from '../../../../src/server/auth/password';
import { openDb } from '../../../../src/server/db/open-db';
import { ROLES, type Role } from '../../../../src/shared/domain/roles';
import { testDatabase } from './test-database';

/** Roles held for a periodical (MANAGER_BJS); the others are held plain. */
const PERIODICAL_ROLES: ReadonlySet<Role> = new Set(['ONLINE', 'EDITOR', 'MANAGER', 'PRODUCER', 'VIEWER']);

/**
 * One account a role of spec 1 §6 (periodical roles for BJS), beside the demo accounts, whose mixes of
 * roles can hide a role that grants too much: `seul-manager` holds MANAGER_BJS and nothing else. Each
 * password is the user name, as for the demo accounts.
 */
export const SINGLE_ROLE_ACCOUNTS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  ROLES.map((role) => [`seul-${role.toLowerCase().replaceAll('_', '-')}`, [PERIODICAL_ROLES.has(role) ? `${role}_BJS` : role]]),
);

/** A reference server on a fresh database of the project's engine, holding the single-role accounts too; `onPurpose`: see startReferenceServer. */
export async function startServerWithSingleRoleAccounts(options: Omit<ServerOptions, 'dataDir' | 'databaseUrl'> = {}, onPurpose: readonly string[] = []): Promise<RunningServer> {
  const { options: db, cleanUp } = await testDatabase({ persisted: true });
  const handle = await openDb(db);
  try {
    for (const [username, roles] of Object.entries(SINGLE_ROLE_ACCOUNTS)) {
      await handle.query(
        `INSERT INTO app_user (id, username, display_name, email, password_hash, roles, favorite_periodicals, status_favorite)
         VALUES ('seul:' || $1, $1, $1, $2, $3, $4, '{}', false)`,
        [username, `${username}@pupitre.example`, await hashPassword(username, DEMO_ACCOUNT_COST), roles],
      );
    }
  } finally {
    await handle.close();
  }
  const server = await startReferenceServer({ port: 0, ...options, ...db }, onPurpose);
  return {
    ...server,
    close: async () => {
      await server.close();
      await cleanUp();
    },
  };
}
