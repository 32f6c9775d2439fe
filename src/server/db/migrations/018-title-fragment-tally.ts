import { ARTICLE } from './016-exact-counts';
import type { Migration } from './migration';
import { tallySql, type Tallied } from './tally-sql';

/** The lengths of the pieces of a title's words the tally keeps: shorter or longer terms are counted on the rows. */
export const TALLIED_FRAGMENT = { min: 3, max: 24 } as const;

/**
 * The exact total of a word searched in the article titles without reading each title it is in (issue 35). The
 * search finds a term anywhere in the folded title (migration 005's title_search): a word found in 1 article in 30
 * is in 33,333 of 1,000,000, and counting them read as many rows (97 ms, against 3 ms on the seed). A term of
 * letters and digits only is in a title when it is a piece of one of its words (a run of a–z and 0–9): the tally
 * keeps, per piece of 3 to 24 characters of the titles' words (each counted once per article) and per bucket of the
 * article tally (migration 016), how many articles have it, and a one-word search sums a few of its rows. Kept as
 * article_tally is, by the same statement triggers, which find their buckets' rows through its index (one row per
 * bucket and piece: 1.3 million on the bench's million articles).
 */
export const TITLE_FRAGMENTS: Tallied = {
  table: 'article',
  tally: 'article_fragment_tally',
  buckets: { fragment: { type: 'text', value: 'f.fragment' }, ...ARTICLE.buckets },
  indexed: true,
  counted: (rows) => `${rows} CROSS JOIN LATERAL pupitre_title_fragments(${rows}.title_search) AS f(fragment)`,
};

export const titleFragmentTally: Migration = {
  version: 18,
  name: 'title-fragment-tally',
  sql: `
    CREATE FUNCTION pupitre_title_fragments(folded text) RETURNS SETOF text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $f$
        SELECT DISTINCT substr(word, start, size) FROM regexp_split_to_table(folded, '[^0-9a-z]+') AS word,
          generate_series(1, length(word) - ${TALLIED_FRAGMENT.min - 1}) AS start,
          generate_series(${TALLIED_FRAGMENT.min}, least(length(word) - start + 1, ${TALLIED_FRAGMENT.max})) AS size
      $f$;
    ${tallySql(TITLE_FRAGMENTS)}
  `,
};
