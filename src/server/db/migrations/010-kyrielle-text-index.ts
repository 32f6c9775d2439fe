import type { Migration } from './migration';

/**
 * The layout tool's free text (issue 13: "indexed: a search stays fast"): the search matches a word anywhere
 * in a unit's title or id (`LIKE '%word%'`), which a b-tree cannot serve; trigram indexes can. pg_trgm is a
 * trusted extension: the database's owner may create it on a PostgreSQL server, and PGlite loads it.
 */
export const kyrielleTextIndex: Migration = {
  version: 10,
  name: 'kyrielle-text-index',
  sql: `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX document_unit_title_trgm ON document_unit USING gin (title_search gin_trgm_ops);
    CREATE INDEX document_unit_id_trgm ON document_unit USING gin (lower(id) gin_trgm_ops);
  `,
};
