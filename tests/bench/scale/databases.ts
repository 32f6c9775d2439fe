import { migrate } from '../../../src/server/db/migrate';
import { openDb } from '../../../src/server/db/open-db';
import { seed } from '../../../src/server/db/seed';
import type { Db } from '../../../src/server/db/db';
import type { ScaleCluster } from './cluster';
import { GENERATOR_VERSION, HISTORY, SCALE, generate } from '../../support/scale-data';

/**
 * The scale bench's two databases in its cluster: the seed (migrated and seeded, as a server starts on an
 * empty database) and the same grown by the generator. The grown one is reused from an earlier run when its
 * generator version is this one's; migrations added since are applied by the servers when they start, as on
 * a customer's database. Each database names, in the table bench.meta (out of the server's schema), what its
 * lines open: a publication of about a hundred articles, an article saved HISTORY times.
 */

export const SEED_DATABASE = 'scale_seed';
export const GROWN_DATABASE = 'scale_grown';

export interface BenchSubjects {
  /** A publication whose organise page the bench opens. */
  publication: number;
  /** An article with HISTORY versions, whose history the bench opens. */
  article: number;
}

export interface ScaleDatabases {
  seed: { url: string; subjects: BenchSubjects };
  grown: { url: string; subjects: BenchSubjects };
  /** Seconds the grown database took to generate and analyse (now or when it was made). */
  loadSeconds: number;
  reused: boolean;
}

interface Meta extends BenchSubjects {
  generator: number;
  load_seconds: number;
}

/** What an earlier run wrote in the database, or null (no such database, or no table). */
async function readMeta(url: string): Promise<Meta | null> {
  try {
    const db = await openDb({ databaseUrl: url });
    try {
      const [meta] = await db.query<Meta>(`SELECT generator, load_seconds, publication, article FROM bench.meta`);
      return meta ?? null;
    } finally {
      await db.close();
    }
  } catch {
    return null;
  }
}

async function writeMeta(db: Db, meta: Meta): Promise<void> {
  await db.exec('CREATE SCHEMA IF NOT EXISTS bench; DROP TABLE IF EXISTS bench.meta');
  await db.exec('CREATE TABLE bench.meta (generator integer, load_seconds float8, publication integer, article integer)');
  await db.query('INSERT INTO bench.meta VALUES ($1, $2, $3, $4)', [meta.generator, meta.load_seconds, meta.publication, meta.article]);
}

/** The seed's subjects: its publication with the most articles in its plan, and an article given HISTORY versions here. */
async function seedSubjects(db: Db): Promise<BenchSubjects> {
  const [publication] = await db.query<{ id: number }>(
    `SELECT publication_id AS id FROM plan_node WHERE article_id IS NOT NULL AND publication_id IS NOT NULL GROUP BY publication_id ORDER BY count(*) DESC, publication_id LIMIT 1`,
  );
  const [article] = await db.query<{ id: number }>(
    `SELECT id FROM article a WHERE type = 'ARTICLE' AND NOT EXISTS (SELECT 1 FROM article_version v WHERE v.article_id = a.id) ORDER BY id LIMIT 1`,
  );
  if (!publication || !article) throw new Error('the seed has no publication with articles, or no article without history');
  await db.query(
    `INSERT INTO article_version (article_id, version, content_xml, creation_date, creation_user, origin)
     SELECT a.id, v, '<article id="' || a.id || '"><titre>' || regexp_replace(a.title, '<[^>]*>', '', 'g') || '</titre><corps><para>Version ' || v || '.</para></corps></article>',
       a.creation_date + v * interval '1 hour', 'Rédaction', 'EDITOR'
     FROM article a, generate_series(1, $2::int) AS v WHERE a.id = $1`,
    [article.id, HISTORY],
  );
  await db.query('UPDATE article SET version = $2 WHERE id = $1', [article.id, HISTORY]);
  return { publication: publication.id, article: article.id };
}

/** The grown database's subjects: among the generated rows, halfway through them (the middle of the thirty years). */
async function grownSubjects(db: Db, seedMax: { article: number }): Promise<BenchSubjects> {
  const middle = seedMax.article + Math.floor(SCALE.articles / 2);
  const [row] = await db.query<{ publication: number; article: number }>(
    `SELECT (SELECT publication_id FROM article WHERE id = $1) AS publication,
            (SELECT id FROM article WHERE id >= $1 AND version = $2 AND type = 'ARTICLE' ORDER BY id LIMIT 1) AS article`,
    [middle, HISTORY],
  );
  if (!row?.publication || !row.article) throw new Error(`the generated data has no article ${middle}, or none saved ${HISTORY} times after it`);
  return row;
}

async function create(cluster: ScaleCluster, log: (line: string) => void): Promise<ScaleDatabases> {
  await cluster.admin(async (client) => {
    for (const name of [GROWN_DATABASE, SEED_DATABASE]) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${SEED_DATABASE}`);
  });
  const seedDb = await openDb({ databaseUrl: cluster.url(SEED_DATABASE) });
  let seedSubjectIds: BenchSubjects;
  let seedMax: { article: number };
  try {
    await migrate(seedDb);
    await seed(seedDb);
    seedSubjectIds = await seedSubjects(seedDb);
    [seedMax = { article: 0 }] = await seedDb.query<{ article: number }>('SELECT max(id) AS article FROM article');
    await seedDb.exec('VACUUM ANALYZE');
  } finally {
    await seedDb.close();
  }
  await cluster.admin((client) => client.query(`CREATE DATABASE ${GROWN_DATABASE} TEMPLATE ${SEED_DATABASE}`));
  // Once copied: the grown database gets its own.
  const seedAgain = await openDb({ databaseUrl: cluster.url(SEED_DATABASE) });
  await writeMeta(seedAgain, { generator: GENERATOR_VERSION, load_seconds: 0, ...seedSubjectIds }).finally(() => seedAgain.close());
  const grownDb = await openDb({ databaseUrl: cluster.url(GROWN_DATABASE) });
  try {
    const started = performance.now();
    await generate(grownDb, log);
    // What autovacuum would do in time: statistics for the planner, the visibility map for index-only scans.
    await grownDb.exec('VACUUM ANALYZE');
    const loadSeconds = (performance.now() - started) / 1000;
    const subjects = await grownSubjects(grownDb, seedMax);
    await writeMeta(grownDb, { generator: GENERATOR_VERSION, load_seconds: loadSeconds, ...subjects });
    return { seed: { url: cluster.url(SEED_DATABASE), subjects: seedSubjectIds }, grown: { url: cluster.url(GROWN_DATABASE), subjects }, loadSeconds, reused: false };
  } finally {
    await grownDb.close();
  }
}

/** The two databases, made now unless a run of this generator version made them. */
export async function scaleDatabases(cluster: ScaleCluster, log: (line: string) => void): Promise<ScaleDatabases> {
  const [seedMeta, grownMeta] = [await readMeta(cluster.url(SEED_DATABASE)), await readMeta(cluster.url(GROWN_DATABASE))];
  if (seedMeta?.generator === GENERATOR_VERSION && grownMeta?.generator === GENERATOR_VERSION) {
    return {
      seed: { url: cluster.url(SEED_DATABASE), subjects: seedMeta },
      grown: { url: cluster.url(GROWN_DATABASE), subjects: grownMeta },
      loadSeconds: grownMeta.load_seconds,
      reused: true,
    };
  }
  return create(cluster, log);
}
