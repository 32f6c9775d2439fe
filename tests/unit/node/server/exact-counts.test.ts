import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../../../src/server/db/db';
import { openDb } from '../../../../src/server/db/open-db';
import { searchArticles } from '../../../../src/server/articles/search';
import { searchImages } from '../../../../src/server/images/query';
import { engine, testDatabase, type TestDatabase } from './test-database';

/**
 * Migration 016's tallies and 018's title-fragment tally (issue 35): after inserts, updates that move rows between
 * buckets (and placements that attach and detach articles, and new titles), deletes and cascades, every bucket's
 * tally is what COUNT(*) counts; the lists' totals read from them are what counting gives.
 */

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await testDatabase();
  db = await openDb(database.options);
});

afterAll(async () => {
  await db.close();
  await database.cleanUp();
});

const ARTICLE_BUCKETS = 'periodical_id, type, status, placements > 0 AS attached';

/** Each tally: its bucket columns, and the rows each row of its table counts in (one, or one per piece of its title's words). */
const TALLIES = {
  article: { columns: 'periodical_id, type, status, attached', rows: `SELECT ${ARTICLE_BUCKETS} FROM article` },
  article_fragment: {
    columns: 'fragment, periodical_id, type, status, attached',
    rows: `SELECT f.fragment, ${ARTICLE_BUCKETS} FROM article CROSS JOIN LATERAL pupitre_title_fragments(title_search) AS f(fragment)`,
  },
  image: {
    columns: 'collection, enable, mime_type, format, color, quality, framing',
    rows: 'SELECT collection, enable, mime_type, format, color, quality, framing FROM image',
  },
} as const;

/** Buckets where the tally and COUNT(*) differ (empty when they agree), and how many buckets there are. */
async function disagreements(table: keyof typeof TALLIES): Promise<{ differ: unknown[]; buckets: number }> {
  const { columns, rows } = TALLIES[table];
  const tallied = `SELECT ${columns}, sum(n)::int AS n FROM ${table}_tally GROUP BY ${columns} HAVING sum(n) <> 0`;
  const counted = `SELECT ${columns}, count(*)::int AS n FROM (${rows}) r GROUP BY ${columns}`;
  // EXCEPT both ways: buckets with a NULL (an image without color) compare as equal.
  const differ = await db.query(`(${tallied} EXCEPT ${counted}) UNION ALL (${counted} EXCEPT ${tallied})`);
  const [{ n }] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT DISTINCT ${columns} FROM ${table}_tally) b`)) as [{ n: number }];
  return { differ, buckets: n };
}

/** The placements each article has, against its plan nodes. */
async function wrongPlacements(): Promise<unknown[]> {
  return db.query(
    `SELECT ar.id, ar.placements, count(n.id)::int AS nodes FROM article ar LEFT JOIN plan_node n ON n.article_id = ar.id
     GROUP BY ar.id HAVING ar.placements <> count(n.id)`,
  );
}

async function expectExact(): Promise<void> {
  expect(await wrongPlacements()).toEqual([]);
  for (const table of ['article', 'article_fragment', 'image'] as const) {
    const { differ, buckets } = await disagreements(table);
    expect(differ).toEqual([]);
    expect(buckets).toBeGreaterThan(1);
  }
}

describe('the tallies of migration 016', () => {
  it('agree with COUNT(*) on the seed', async () => {
    await expectExact();
  });

  it('follow inserts, updates that move rows between buckets, and deletes', async () => {
    const [{ first }] = (await db.query<{ first: number }>(`SELECT min(id) AS first FROM article WHERE type = 'ARTICLE'`)) as [{ first: number }];
    await db.query(`INSERT INTO article (title, type, periodical_id, status) SELECT 'Tally ' || g, 'ARTICLE', periodical_id, 'READY' FROM article, generate_series(1, 3) g WHERE id = $1`, [first]);
    await db.query(`UPDATE article SET status = CASE status WHEN 'PUBLISHED' THEN 'IN_PROGRESS' ELSE 'PUBLISHED' END WHERE id % 3 = 0`);
    await db.query(`UPDATE article SET periodical_id = (SELECT max(id) FROM periodical) WHERE id % 7 = 0`);
    await db.query(`UPDATE article SET title = 'Prescription : ' || title WHERE id % 5 = 0`);
    await db.query(`UPDATE article SET title = 'Délai' WHERE id % 11 = 0`);
    await db.query(`UPDATE image SET enable = NOT enable, color = CASE WHEN color IS NULL THEN 'COLOR' ELSE NULL END WHERE id % 2 = 0`);
    await db.query(`UPDATE image SET collection = 'ILLUSTRATION', author_id = NULL, fav = false WHERE id IN (SELECT id FROM image WHERE collection = 'AUTHOR' ORDER BY id LIMIT 3)`);
    await db.query(`DELETE FROM image WHERE id IN (SELECT id FROM image ORDER BY id DESC LIMIT 4)`);
    await expectExact();
  });

  it('follow the plan nodes that attach and detach articles, and the deletes that cascade to them', async () => {
    const unplaced = await db.query<{ id: number }>(`SELECT id FROM article WHERE placements = 0 AND type = 'ARTICLE' ORDER BY id LIMIT 3`);
    const [publication] = await db.query<{ id: number }>(`SELECT id FROM publication ORDER BY id LIMIT 1`);
    expect(unplaced.length).toBe(3);
    await db.query(
      `INSERT INTO plan_node (publication_id, position, type, article_id) SELECT $1, 1000 + a, 'ARTICLE', a FROM unnest($2::int[]) a`,
      [publication?.id, unplaced.slice(0, 2).map((r) => r.id)],
    );
    await expectExact();
    await db.query(`DELETE FROM plan_node WHERE id IN (SELECT id FROM plan_node WHERE article_id IS NOT NULL ORDER BY id LIMIT 5)`);
    await db.query(`UPDATE plan_node SET article_id = $1 WHERE article_id = $2`, [unplaced[2]?.id, unplaced[0]?.id]);
    await expectExact();
    // A placed article and a bundle deleted: their plan nodes go with them, and the bundle's members lose a placement.
    await db.query(`DELETE FROM article WHERE id IN (SELECT article_id FROM plan_node WHERE article_id IS NOT NULL ORDER BY id LIMIT 1)`);
    await db.query(`DELETE FROM article WHERE id IN (SELECT bundle_id FROM plan_node WHERE bundle_id IS NOT NULL ORDER BY id LIMIT 1)`);
    await expectExact();
  });

  it('give the lists their totals: the same as counting, filters on the buckets or not', async () => {
    const counted = async (sql: string) => (await db.query<{ n: number }>(sql))[0]?.n;
    const articles = { page: 0, size: 5, readable: null, attachedOnly: true } as const;
    expect((await searchArticles(db, { ...articles, statusFilter: ['READY', 'PUBLISHED'], kindFilter: ['ARTICLE'] })).resultCount).toBe(
      await counted(`SELECT count(*)::int AS n FROM article WHERE placements > 0 AND status IN ('READY', 'PUBLISHED') AND type = 'ARTICLE'`),
    );
    expect((await searchArticles(db, { ...articles, query: 'Escrip', periodicalFilter: ['BJS', 'RJS'] })).resultCount).toBe(
      await counted(`SELECT count(*)::int AS n FROM article WHERE placements > 0 AND title_search LIKE '%escrip%' AND periodical_id IN ('BJS', 'RJS')`),
    );
    expect((await searchArticles(db, { ...articles, statusFilter: ['READY', 'ONLINE'] })).resultCount).toBe(
      await counted(`SELECT count(*)::int AS n FROM article WHERE placements > 0 AND (status = 'READY' OR publication_online_date IS NOT NULL)`),
    );
    const images = { page: 0, size: 5 } as const;
    expect((await searchImages(db, { ...images, collectionFilter: ['AUTHOR'], enableFilter: true, characteristicFilter: ['PORTRAIT'] })).resultCount).toBe(
      await counted(`SELECT count(*)::int AS n FROM image WHERE collection = 'AUTHOR' AND enable AND framing = 'PORTRAIT'`),
    );
    expect((await searchImages(db, images)).resultCount).toBe(await counted(`SELECT count(*)::int AS n FROM image`));
  });

  // Two connections to one database: PostgreSQL only (a second PGlite of the same options is another database).
  it.skipIf(engine === 'pglite')('add what two transactions write in one bucket, neither waiting on the other', async () => {
    const other = await openDb(database.options);
    try {
      const insert = (into: Queryable) => into.query(`INSERT INTO article (title, type, periodical_id, status) SELECT 'Concurrent', 'ARTICLE', periodical_id, 'READY' FROM article ORDER BY id LIMIT 1`);
      // The second commits while the first, which merged the bucket's committed rows, is still open.
      await db.transaction(async (tx) => {
        await insert(tx);
        await insert(other);
      });
      await expectExact();
    } finally {
      await other.close();
    }
  });
});
