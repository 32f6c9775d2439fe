import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/app';
import { startReferenceServer } from '../reference-server';
import { openDb } from '../../../../src/server/db/open-db';
import { migrate } from '../../../../src/server/db/migrate';
import { MIGRATIONS } from '../../../../src/server/db/migrations/index';
import type { DocumentUnit, PagedResult } from '../../../../src/shared/domain/kyrielle';
import { callers } from './api-client';
import { engine, testDatabase, type TestDatabase } from './test-database';

/**
 * Migrations run when the server starts (design.md: one SQL dialect, one migration set), on PGlite and on
 * PostgreSQL alike: from an empty database, and from the schema of the previous release with its data kept.
 */

const LATEST = Math.max(...MIGRATIONS.map((m) => m.version));
const databases: TestDatabase[] = [];
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.close();
  for (const database of databases) await database.cleanUp();
});

async function freshDatabase(): Promise<TestDatabase> {
  const database = await testDatabase({ persisted: true, empty: true });
  databases.push(database);
  return database;
}

describe(`migrations on ${engine}`, () => {
  it('build the whole schema from an empty database, in order, each once', async () => {
    const { options } = await freshDatabase();
    const db = await openDb(options);
    try {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version).sort((a, b) => a - b));
      expect(await migrate(db)).toEqual([]);
      const recorded = await db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
      expect(recorded).toEqual([...MIGRATIONS].sort((a, b) => a.version - b.version).map(({ version, name }) => ({ version, name })));
    } finally {
      await db.close();
    }
  });

  it('label the versions kept before the history said what made them UNKNOWN, not editor saves (migration 13)', async () => {
    const { options } = await freshDatabase();
    const db = await openDb(options);
    try {
      await migrate(db, MIGRATIONS.filter((m) => m.version <= 10));
      await db.query(`INSERT INTO periodical (id, label, position) VALUES ('ESSAI', 'Essai', 1)`);
      const [article] = await db.query<{ id: number }>(`INSERT INTO article (title, type, periodical_id) VALUES ('Ancien', 'ARTICLE', 'ESSAI') RETURNING id`);
      const id = article?.id ?? 0;
      // Kept before the upgrade, as such versions are: a version and the migration in one tick of the clock would
      // be of the same instant, and the migration tells them apart by that instant.
      await db.query(`INSERT INTO article_version (article_id, version, content_xml, creation_date) VALUES ($1, 1, '<article/>', now() - interval '1 day')`, [id]);
      await migrate(db, MIGRATIONS.filter((m) => m.version <= 12));
      await db.query(`INSERT INTO article_version (article_id, version, content_xml, origin) VALUES ($1, 2, '<article/>', 'EDITOR')`, [id]);
      await migrate(db);
      await db.query(`INSERT INTO article_version (article_id, version, content_xml) VALUES ($1, 3, '<article/>')`, [id]);
      const rows = await db.query<{ version: number; origin: string }>('SELECT version, origin FROM article_version WHERE article_id = $1 ORDER BY version', [id]);
      expect(rows).toEqual([
        { version: 1, origin: 'UNKNOWN' },
        { version: 2, origin: 'EDITOR' },
        { version: 3, origin: 'UNKNOWN' },
      ]);
    } finally {
      await db.close();
    }
  });

  it('upgrade a database of the previous release when the server starts, keeping its data', async () => {
    const { options } = await freshDatabase();
    const db = await openDb(options);
    try {
      expect(await migrate(db, MIGRATIONS.filter((m) => m.version < LATEST))).not.toContain(LATEST);
      await db.query(`INSERT INTO document_unit (id, source, title, publication_date) VALUES ('LEX-ANCIEN-1', 'LEXPRESS', 'Cass. soc., arrêt <i>ancien</i> sur la pénibilité', DATE '2019-05-02')`);
    } finally {
      await db.close();
    }

    const server = await startReferenceServer({ port: 0, ...options, workflow: { paused: true } });
    servers.push(server);
    const { kyrielle } = await callers(server.url, ['kyrielle'] as const);
    const found = await kyrielle<PagedResult<DocumentUnit>>('POST', '/api/kyrielle/document/search', { treeId: 1, type: 'LEXPRESS', searchText: 'pénibilité' });
    expect(found.body.content.map((u) => u.id)).toEqual(['LEX-ANCIEN-1']);

    const reopened = await openDb(options);
    try {
      const [last] = await reopened.query<{ version: number }>('SELECT max(version)::int AS version FROM schema_migrations');
      expect(last?.version).toBe(LATEST);
      const indexes = await reopened.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'document_unit' ORDER BY indexname`);
      expect(indexes.map((i) => i.indexname)).toEqual(expect.arrayContaining(['document_unit_id_trgm', 'document_unit_title_trgm']));
    } finally {
      await reopened.close();
    }
  });
});
