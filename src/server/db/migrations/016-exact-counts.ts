import type { Migration } from './migration';
import { TRANSITIONS, referencing, signOf, tallySql, type Tallied } from './tally-sql';

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

export const ARTICLE: Tallied = {
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
