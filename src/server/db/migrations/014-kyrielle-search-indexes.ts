import type { Migration } from './migration';

/**
 * The layout tool's search (issue 35): the page's order (newest first, then id) as an index of each source, so
 * that a page is the first rows of the index that pass the filters, not a sort of every unit that passes them.
 * It replaces (source, publication_date), whose date ranges it serves as well.
 */
export const kyrielleSearchIndexes: Migration = {
  version: 14,
  name: 'kyrielle-search-indexes',
  sql: `
    DROP INDEX document_unit_source_date;
    CREATE INDEX document_unit_source_order ON document_unit (source, publication_date DESC NULLS LAST, id);
  `,
};
