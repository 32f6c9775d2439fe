import type { Migration } from './index';

/** The referentials administered from the referential page (issue 12). */
export const referentials: Migration = {
  version: 7,
  name: 'referentials',
  sql: `SELECT 1;`,
};
