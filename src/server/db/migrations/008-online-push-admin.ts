import type { Migration } from './migration';

/**
 * The administered online pushes (issue 12, spec 2 §2.9, §7 Admin): how a push went (SCHEDULED until the
 * worker runs it, then DONE or FAILED with the reason), and the publication a named push delivers.
 */
export const onlinePushAdmin: Migration = {
  version: 8,
  name: 'online-push-admin',
  sql: `
    ALTER TABLE online_push
      ADD COLUMN status text NOT NULL DEFAULT 'SCHEDULED' CHECK (status IN ('SCHEDULED', 'DONE', 'FAILED')),
      ADD COLUMN error text,
      ADD COLUMN publication_id integer REFERENCES publication (id) ON DELETE CASCADE;
    UPDATE online_push SET status = 'DONE' WHERE done_date IS NOT NULL;
    CREATE INDEX online_push_open ON online_push (execution_date, id) WHERE status <> 'DONE';
  `,
};
