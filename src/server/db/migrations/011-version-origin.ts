import type { Migration } from './migration';

/**
 * The history of a document (issue 27): what made each kept version (a save in the editor, an XML import,
 * the watched folder, a Word import put in the editor, a restore, or the text held before the first kept
 * save), and for a restore the version it brought back. Rows kept before this migration were editor saves
 * or imports, which nothing tells apart: they stay EDITOR. Each version's size is kept beside it: the history
 * lists sizes without reading (and decompressing) the XML of each version.
 */
export const versionOrigin: Migration = {
  version: 11,
  name: 'version-origin',
  sql: `
    ALTER TABLE article_version
      ADD COLUMN origin text NOT NULL DEFAULT 'EDITOR'
        CHECK (origin IN ('INITIAL', 'EDITOR', 'XML_IMPORT', 'WATCHED_FOLDER', 'WORD_IMPORT', 'RESTORE')),
      ADD COLUMN restored_from integer,
      ADD COLUMN bytes integer GENERATED ALWAYS AS (octet_length(content_xml)) STORED;
  `,
};
