import type { Migration } from './migration';

/**
 * A kyrielle tree is read and saved whole and never queried inside (issue 31): `json` keeps the text as sent,
 * checked but not taken apart, where `jsonb` built a binary document of megabytes on every save and turned it
 * back into text on every read.
 */
export const kyrielleTreeJson: Migration = {
  version: 12,
  name: 'kyrielle-tree-json',
  sql: `
    ALTER TABLE kyrielle_tree
      ALTER COLUMN nodes DROP DEFAULT,
      ALTER COLUMN nodes TYPE json USING nodes::json,
      ALTER COLUMN nodes SET DEFAULT '[]';
  `,
};
