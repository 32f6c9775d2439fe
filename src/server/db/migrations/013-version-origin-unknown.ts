import type { Migration } from './migration';

/**
 * The versions kept before migration 11 (issue 27's history) were editor saves or imports, which nothing tells
 * apart: migration 11 called them all EDITOR. They become UNKNOWN (issue 33: the history labels them honestly),
 * and a version kept without saying what made it is UNKNOWN too.
 */
export const versionOriginUnknown: Migration = {
  version: 13,
  name: 'version-origin-unknown',
  sql: `
    ALTER TABLE article_version DROP CONSTRAINT article_version_origin_check;
    ALTER TABLE article_version
      ADD CONSTRAINT article_version_origin_check CHECK (origin IN ('INITIAL', 'EDITOR', 'XML_IMPORT', 'WATCHED_FOLDER', 'WORD_IMPORT', 'RESTORE', 'UNKNOWN')),
      ALTER COLUMN origin SET DEFAULT 'UNKNOWN';
    UPDATE article_version SET origin = 'UNKNOWN'
      WHERE origin = 'EDITOR' AND creation_date < (SELECT applied_at FROM schema_migrations WHERE version = 11);
  `,
};
