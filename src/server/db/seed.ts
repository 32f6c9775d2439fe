import { DEMO_ACCOUNT_COST, hashPassword } from '../auth/password';
import { insertAuthors } from '../authors/store';
import { insertImages } from '../images/store';
import type { Db, Queryable } from './db';
import { seedAdvertisements } from './seed-ads-step';
import { seedArticles } from './seed-articles';
import { seedKyrielle } from './seed-kyrielle';
import { seedReferentials } from './seed-referentials';
import { seedPublications } from './seed-publications-step';
import { authorSeedData } from './seed-authors';
import { DEMO_USERS, KYRIELLE_TREES, PERIODICALS, stableUuid } from './seed-data';
import { ILLUSTRATIONS, PORTRAITS, loadPool } from './seed-images';
import { seedAdminPushes } from '../online-push/seed';

/** SEED_SCALE multiplies the generated demo data (benchmarks); 1 by default. */
export function seedScale(raw = process.env.SEED_SCALE): number {
  const scale = Number(raw ?? 1);
  return Number.isInteger(scale) && scale >= 1 ? scale : 1;
}

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
            await hashPassword(user.username, DEMO_ACCOUNT_COST),
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
  {
    name: 'authors-images-articles',
    async run(tx) {
      const { authors, images, articles } = authorSeedData(seedScale(), await loadPool([...PORTRAITS, ...ILLUSTRATIONS]));
      await insertAuthors(tx, authors);
      await insertImages(tx, images);
      await tx.query(
        `INSERT INTO article (id, title, type, periodical_id, publication_date, creation_date, modification_date)
         SELECT x.id, x.title, x.type, x.periodical_id, x.publication_date, x.modification_date, x.modification_date
         FROM jsonb_to_recordset($1::jsonb) AS x(id integer, title text, type text, periodical_id text, publication_date date, modification_date timestamptz)`,
        [
          JSON.stringify(
            articles.map((a) => ({
              id: a.id,
              title: a.title,
              type: a.type,
              periodical_id: a.periodicalId,
              publication_date: a.publicationDate,
              modification_date: a.modificationDate.toISOString(),
            })),
          ),
        ],
      );
      await tx.query(`SELECT setval(pg_get_serial_sequence('article', 'id'), (SELECT max(id) FROM article))`);
      await tx.query(
        `INSERT INTO article_author (article_id, author_id, position)
         SELECT x.article_id, x.author_id, x.position FROM jsonb_to_recordset($1::jsonb) AS x(article_id integer, author_id integer, position integer)`,
        [JSON.stringify(articles.flatMap((a) => a.authorIds.map((authorId, position) => ({ article_id: a.id, author_id: authorId, position }))))],
      );
    },
  },
  {
    name: 'advertisements-publications',
    run: (tx) => seedAdvertisements(tx, seedScale()),
  },
  {
    name: 'publications-plans-workflow',
    run: (tx) => seedPublications(tx, seedScale()),
  },
  {
    name: 'articles-bodies-pushes-placards',
    run: (tx) => seedArticles(tx, seedScale()),
  },
  {
    name: 'referentials',
    run: (tx) => seedReferentials(tx),
  },
  {
    name: 'admin-online-pushes',
    run: (tx) => seedAdminPushes(tx),
  },
  {
    name: 'kyrielle-units-trees',
    run: (tx) => seedKyrielle(tx, seedScale()),
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
