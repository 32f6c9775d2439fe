import { hashPassword } from '../auth/password';
import type { Db, Queryable } from './db';
import { DEMO_USERS, KYRIELLE_TREES, PERIODICALS, stableUuid } from './seed-data';

export interface SeedStep {
  /** Recorded in seed_step once applied; a new area adds a new step rather than editing an old one. */
  name: string;
  run(tx: Queryable): Promise<void>;
}

export const SEED_STEPS: readonly SeedStep[] = [
  {
    name: 'periodicals',
    async run(tx) {
      for (const [position, periodical] of PERIODICALS.entries()) {
        await tx.query('INSERT INTO periodical (id, label, position) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
          periodical.id,
          periodical.label,
          position + 1,
        ]);
      }
    },
  },
  {
    name: 'demo-users',
    async run(tx) {
      for (const user of DEMO_USERS) {
        await tx.query(
          `INSERT INTO app_user (id, username, display_name, email, password_hash, roles, favorite_periodicals, status_favorite)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (username) DO NOTHING`,
          [
            stableUuid(`user:${user.username}`),
            user.username,
            user.displayName,
            user.email,
            await hashPassword(user.username),
            user.roles,
            user.favoritePeriodicals,
            user.statusFavorite,
          ],
        );
      }
    },
  },
  {
    name: 'kyrielle-trees',
    async run(tx) {
      for (const tree of KYRIELLE_TREES) {
        await tx.query(`INSERT INTO kyrielle_tree (id, type, name, nodes) VALUES ($1, $2, $3, '[]') ON CONFLICT (id) DO NOTHING`, [
          tree.id,
          tree.type,
          tree.name,
        ]);
      }
    },
  },
];

/** Applies the seed steps not yet applied. Idempotent: a second call changes nothing. */
export async function seed(db: Db, steps: readonly SeedStep[] = SEED_STEPS): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM seed_step');
  const done = new Set(rows.map((row) => row.name));
  const applied: string[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    await db.transaction(async (tx) => {
      await step.run(tx);
      await tx.query('INSERT INTO seed_step (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [step.name]);
    });
    applied.push(step.name);
  }
  return applied;
}
