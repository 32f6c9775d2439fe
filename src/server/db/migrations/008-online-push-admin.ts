import type { Migration } from './index';

/** The administered online pushes (issue 12). */
export const onlinePushAdmin: Migration = {
  version: 8,
  name: 'online-push-admin',
  sql: `SELECT 1;`,
};
