import type { Migration } from './migration';

/**
 * The lists' exact totals without reading every row (issue 35): the article list's and the image list's
 * resultCount (spec 1 §3, exact) of 1,000,000 articles and 500,000 images was a count of every row. Each table
 * keeps, in a tally table, how many of its rows fall in each bucket of the columns its lists filter on by plain
 * equality; a list whose filters are all among them sums the buckets (a few hundred rows), any other counts.
 *
 * Exact under concurrent writes: the tally is written by the statement's own trigger, in its transaction. A
 * statement adds its delta per bucket as new rows, then merges the committed rows of the buckets it touched into
 * one, skipping the rows another transaction is merging (SKIP LOCKED): no writer waits on another, none can
 * deadlock on a shared counter, and whatever snapshot reads the tally sums what that snapshot's rows are.
 *
 * Whether an article is placed (the list's default) is on a plan node: `article.placements`, the plan nodes
 * that place it (a publication's plan, a bundle's), is kept by plan_node's triggers, whose update of the article
 * row takes its lock, so that its bucket moves in the order of the writes.
 */

interface Tallied {
  table: string;
  tally: string;
  /** The tally's columns: their type, and their value for a row of the table (the table's column of that name by default). */
  buckets: Record<string, { type: string; value?: string }>;
}

const ARTICLE: Tallied = {
  table: 'article',
  tally: 'article_tally',
  buckets: { periodical_id: { type: 'text' }, type: { type: 'text' }, status: { type: 'text' }, attached: { type: 'boolean', value: 'placements > 0' } },
};

const IMAGE: Tallied = {
  table: 'image',
  tally: 'image_tally',
  buckets: {
    collection: { type: 'text' },
    enable: { type: 'boolean' },
    mime_type: { type: 'text' },
    format: { type: 'text' },
    color: { type: 'text' },
    quality: { type: 'text' },
    framing: { type: 'text' },
  },
};

const TRANSITIONS = { INSERT: ['new_rows'], UPDATE: ['new_rows', 'old_rows'], DELETE: ['old_rows'] } as const;
type Transition = 'new_rows' | 'old_rows';

/** A row's sign in a statement's delta: +1 for what it wrote, -1 for what it replaced or deleted. */
const signOf = (rows: Transition) => (rows === 'new_rows' ? 1 : -1);
const referencing = (rows: readonly Transition[]) => rows.map((r) => `${r === 'new_rows' ? 'NEW' : 'OLD'} TABLE AS ${r}`).join(' ');

/** A row's bucket, column by column. */
const bucketOf = ({ buckets }: Tallied) => Object.entries(buckets).map(([column, { value }]) => `${value ?? column} AS ${column}`).join(', ');

/** The rows' buckets and signs (+1 for new_rows, -1 for old_rows) of one statement. */
function signedBuckets(t: Tallied, rows: readonly Transition[]): string {
  return rows.map((r) => `SELECT ${bucketOf(t)}, ${signOf(r)} AS n FROM ${r}`).join(' UNION ALL ');
}

/** The tally's table, its content now, and the triggers that keep it. */
function tallySql(t: Tallied): string {
  const columns = Object.keys(t.buckets);
  const list = columns.join(', ');
  const same = columns.map((c) => `d.${c} IS NOT DISTINCT FROM k.${c}`).join(' AND ');
  const triggers = Object.entries(TRANSITIONS).map(([op, rows]) => {
    const fn = `${t.tally}_${op.toLowerCase()}`;
    return `
      CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN
        WITH delta AS (
          SELECT ${list}, sum(n) AS n FROM (${signedBuckets(t, rows)}) s GROUP BY ${list} HAVING sum(n) <> 0
        ), merged AS (
          DELETE FROM ${t.tally} m WHERE m.ctid IN (
            SELECT k.ctid FROM ${t.tally} k WHERE EXISTS (SELECT 1 FROM delta d WHERE ${same}) FOR UPDATE SKIP LOCKED
          ) RETURNING ${columns.map((c) => `m.${c}`).join(', ')}, m.n
        )
        INSERT INTO ${t.tally} (${list}, n)
          SELECT ${list}, sum(n) FROM (SELECT * FROM delta UNION ALL SELECT * FROM merged) s GROUP BY ${list} HAVING sum(n) <> 0;
        RETURN NULL;
      END $f$;
      CREATE TRIGGER ${fn} AFTER ${op} ON ${t.table} REFERENCING ${referencing(rows)} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`;
  });
  return `
    CREATE TABLE ${t.tally} (${Object.entries(t.buckets).map(([c, { type }]) => `${c} ${type}`).join(', ')}, n bigint NOT NULL);
    INSERT INTO ${t.tally} (${list}, n) SELECT ${list}, count(*) FROM (SELECT ${bucketOf(t)} FROM ${t.table}) s GROUP BY ${list};
    ${triggers.join('\n')}
    CREATE FUNCTION ${t.tally}_truncate() RETURNS trigger LANGUAGE plpgsql AS $f$ BEGIN DELETE FROM ${t.tally}; RETURN NULL; END $f$;
    CREATE TRIGGER ${t.tally}_truncate AFTER TRUNCATE ON ${t.table} FOR EACH STATEMENT EXECUTE FUNCTION ${t.tally}_truncate();`;
}

/** plan_node's statements move article.placements by their net count per article. */
function placementTriggers(): string {
  return Object.entries(TRANSITIONS)
    .map(([op, rows]) => {
      const fn = `plan_node_placements_${op.toLowerCase()}`;
      const signed = rows.map((r) => `SELECT article_id, ${signOf(r)} AS n FROM ${r} WHERE article_id IS NOT NULL`).join(' UNION ALL ');
      return `
      CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN
        UPDATE article ar SET placements = ar.placements + d.n
          FROM (SELECT article_id, sum(n)::int AS n FROM (${signed}) s GROUP BY article_id HAVING sum(n) <> 0) d
          WHERE ar.id = d.article_id;
        RETURN NULL;
      END $f$;
      CREATE TRIGGER ${fn} AFTER ${op} ON plan_node REFERENCING ${referencing(rows)} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`;
    })
    .join('\n');
}

export const exactCounts: Migration = {
  version: 16,
  name: 'exact-counts',
  sql: `
    ALTER TABLE article ADD COLUMN placements integer NOT NULL DEFAULT 0 CHECK (placements >= 0);
    UPDATE article ar SET placements = p.n FROM (SELECT article_id, count(*)::int AS n FROM plan_node WHERE article_id IS NOT NULL GROUP BY article_id) p
      WHERE ar.id = p.article_id;
    ${placementTriggers()}
    CREATE FUNCTION plan_node_placements_truncate() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN UPDATE article SET placements = 0 WHERE placements <> 0; RETURN NULL; END $f$;
    CREATE TRIGGER plan_node_placements_truncate AFTER TRUNCATE ON plan_node FOR EACH STATEMENT EXECUTE FUNCTION plan_node_placements_truncate();
    ${tallySql(ARTICLE)}
    ${tallySql(IMAGE)}
  `,
};
