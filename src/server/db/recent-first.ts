/** How many of the latest rows a quick search's proposals look through first. */
export const RECENT_ROWS = 2000;

export interface RecentFirst {
  /** The output columns, on rows aliased `alias`; the order's names are among them. */
  columns: string;
  alias: string;
  /** The latest rows in the order, at most RECENT_ROWS: a walk of an index (migration 017). */
  recent: string;
  /** What a row of them must pass, tested row by row. */
  recentMatch: string;
  /** FROM … WHERE … of every row that passes, which an index of the words finds, however old. */
  all: string;
  /** The proposals' order, on output column names. */
  order: string;
  /** The placeholder of how many. */
  limit: string;
}

/**
 * The first `limit` rows in `order`, exactly, looked for first among the latest ones (issue 35). A common word
 * (2,705 authors named Moreau) has its proposals among the latest rows, which an index walks in the order: when
 * they hold `limit` rows that pass, nothing older can come before them, and the answer is theirs. Otherwise (a
 * rarer word, few rows to sort) every row that passes, by the words' index, sorted. Either way the same rows.
 */
export function recentFirstSql(q: RecentFirst): string {
  return `WITH recent AS MATERIALIZED (
      SELECT ${q.columns} FROM (${q.recent} LIMIT ${RECENT_ROWS}) ${q.alias} WHERE ${q.recentMatch} ORDER BY ${q.order} LIMIT ${q.limit})
    SELECT * FROM (
      SELECT * FROM recent WHERE (SELECT count(*) FROM recent) = ${q.limit}
      UNION ALL
      (SELECT ${q.columns} ${q.all} AND (SELECT count(*) FROM recent) < ${q.limit} ORDER BY ${q.order} LIMIT ${q.limit})
    ) ${q.alias} ORDER BY ${q.order}`;
}
