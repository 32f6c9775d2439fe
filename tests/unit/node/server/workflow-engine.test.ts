import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import type { PublicationDetail, PublicationRow } from '../../../../src/shared/domain/publication';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import type { RunningServer, ServerOptions } from '../../../../src/server/app';
import { startReferenceServer } from '../reference-server';
import { openDb } from '../../../../src/server/db/open-db';
import { migrate } from '../../../../src/server/db/migrate';
import { MIGRATIONS } from '../../../../src/server/db/migrations/index';
import { callers, type Caller } from './api-client';
import type { MadePdf } from '../../../../src/server/workflow/pdf/documents';
import type { PrintPackage } from '../../../../src/server/workflow/pdf/package';
import { threadRenderers } from '../../../../src/server/workflow/steps';
import { startPdfThread } from '../../../../src/server/workflow/pdf/pdf-thread';
import { readPdf } from './pdf-text';
import { engine, testDatabase, type TestDatabase } from './test-database';
import { untilState } from '../../../support/until-state';

/**
 * The job worker (design.md: jobs in a table, so that they survive a restart): a job claimed by a server
 * that died is resumed by the next one; a step that keeps failing ends its process in ERROR. And the
 * upgrade of a database of the first cut (publication_media) to plans.
 */

const databases: TestDatabase[] = [];
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const database of databases) await database.cleanUp();
});

/** A fresh database of the project's engine, cleaned up after the file. */
async function database(options: { persisted?: boolean; empty?: boolean } = {}): Promise<TestDatabase> {
  const created = await testDatabase(options);
  databases.push(created);
  return created;
}

async function start(options: ServerOptions): Promise<{ server: RunningServer; admin: Caller }> {
  const server = await startReferenceServer({ port: 0, ...options });
  servers.push(server);
  const { admin } = await callers(server.url, ['admin'] as const);
  return { server, admin };
}
const idOf = async (admin: Caller, name: string): Promise<number> =>
  (await admin<SearchResult<PublicationRow>>('POST', '/api/publication/search', { publicationFilter: [name] })).body.result[0]?.id ?? 0;
async function until(admin: Caller, id: number, done: (p: PublicationDetail) => boolean): Promise<PublicationDetail> {
  return untilState(async () => {
    const p = (await admin<PublicationDetail>('GET', `/api/publication/${id}`)).body;
    if (!done(p)) throw new Error(`publication ${id} pas encore dans l'état attendu`);
    return p;
  }, 30);
}

describe('a job survives a restart', () => {
  it('resumes a job a dead server left claimed, and finishes the placard', async () => {
    const { options: stored } = await database({ persisted: true });
    const first = await start({ ...stored, workflow: { stepMs: 600_000, pollMs: 50 } });
    const id = await idOf(first.admin, 'GDP_2025_3');
    const requested = await first.admin<PublicationDetail>('POST', '/api/workflow/publication', { name: 'GENERATE_PUBLICATION_PLACARD', id });
    const processId = requested.body.lastRequestPlacardProcess?.id;
    expect(requested.body.lastRequestPlacardProcessStatus).toBe('GEN_REQUEST_PACKAGE');
    await first.server.close();

    // As if the server had died in the middle of a step: the job was due and is claimed, by nobody alive.
    // PGlite is one process: a server starting frees every claim. A PostgreSQL database may be shared by
    // several servers: a claim is freed when its lease ends, so this one's ended an hour ago.
    const claimedAt = engine === 'pglite' ? 'now()' : `now() - interval '1 hour'`;
    const db = await openDb(stored);
    const claimed = await db.query<{ id: number }>(
      `UPDATE job SET run_at = now(), locked_at = ${claimedAt}, locked_by = 'serveur-arrete', attempts = 1 WHERE process_id = $1 RETURNING id`,
      [processId],
    );
    expect(claimed).toHaveLength(1);
    await db.close();

    const second = await start({ ...stored, workflow: { stepMs: 30, pollMs: 20 } });
    const done = await until(second.admin, id, (p) => p.lastRequestPlacardProcessStatus === 'FINISHED');
    expect(done.lastRequestPlacardProcess?.id).toBe(processId);
    const file = await second.admin('GET', `/api/publication/download/${id}/placard`);
    expect(file.status).toBe(200);
    expect((await readPdf(file.bytes)).doc.getTitle()).toContain('GDP_2025_3');
  });
});

describe('a step that keeps failing', () => {
  it('ends its process in ERROR after the attempts allowed', async () => {
    let calls = 0;
    const failing = async (): Promise<never> => {
      calls += 1;
      throw new Error('moteur de mise en page indisponible');
    };
    const { admin } = await start({ ...(await database()).options, workflow: { stepMs: 10, pollMs: 10, maxAttempts: 2, renderers: { PLACARD: failing, PRINTER_PDF: failing, ARTICLE_PLACARD: failing } } });
    const id = await idOf(admin, 'BJS_2025_2');
    expect((await admin('POST', '/api/workflow/publication', { name: 'UNLOCK_PUBLICATION_PLACARD', id })).status).toBe(200);
    expect((await admin('POST', '/api/workflow/publication', { name: 'GENERATE_PUBLICATION_PLACARD', id })).status).toBe(200);
    const failed = await until(admin, id, (p) => p.lastRequestPlacardProcessStatus === 'ERROR');
    expect(failed.lastAvailablePlacardProcessStatus).toBe('OUT_OF_DATE');
    expect(calls).toBeGreaterThanOrEqual(2);
    const again = await admin<{ message: string; reason: string }>('POST', '/api/workflow/publication', { name: 'GENERATE_PUBLICATION_PLACARD', id });
    expect(again.body).toMatchObject({ message: 'WORKFLOW_NOT_AVAILABLE', reason: 'Un placard a déjà été demandé : l’administrateur doit d’abord le déverrouiller.' });
  });
});

describe('a PDF past its time budget', () => {
  it('is stopped in its worker thread: the process is ERROR at once with the reason, never tried again', async () => {
    const { options: stored } = await database({ persisted: true });
    // A thousand attempts allowed: only the budget's own rule can end the process within the wait below.
    const { server, admin } = await start({ ...stored, workflow: { stepMs: 10, pollMs: 10, maxAttempts: 1000, pdfBudgetMs: 1 } });
    const id = await idOf(admin, 'BJS_2025_2');
    expect((await admin('POST', '/api/workflow/publication', { name: 'UNLOCK_PUBLICATION_PLACARD', id })).status).toBe(200);
    const requested = await admin<PublicationDetail>('POST', '/api/workflow/publication', { name: 'GENERATE_PUBLICATION_PLACARD', id });
    const failed = await until(admin, id, (p) => p.lastRequestPlacardProcessStatus === 'ERROR');
    expect(failed.lastRequestPlacardProcess?.id).toBe(requested.body.lastRequestPlacardProcess?.id);
    await server.close();
    const db = await openDb(stored);
    try {
      const [process] = await db.query<{ message: string }>('SELECT message FROM process WHERE id = $1', [failed.lastRequestPlacardProcess?.id]);
      expect(process?.message).toBe('La génération a échoué : le document demandait plus de 0,001 s de calcul ; il a été abandonné.');
      expect(await db.query('SELECT id FROM job WHERE process_id = $1', [failed.lastRequestPlacardProcess?.id])).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('a PDF in its worker thread', () => {
  it('leaves the API answering while it is being made', async () => {
    // The placard of a publication forty times its size: seconds of pdf-lib in the worker (which itself takes
    // hundreds of milliseconds to start), against milliseconds for the API's answer.
    const thread = startPdfThread(120_000);
    onTestFinished(() => thread.close());
    const threads = threadRenderers(thread);
    let making: Promise<MadePdf> | null = null;
    let made = false;
    const PLACARD = (pkg: PrintPackage) => {
      making = threads.PLACARD({ ...pkg, entries: Array.from({ length: 40 }, () => pkg.entries).flat() }).finally(() => {
        made = true;
      });
      return making;
    };
    const { admin } = await start({ ...(await database()).options, workflow: { stepMs: 10, pollMs: 10, renderers: { ...threads, PLACARD } } });
    const id = await idOf(admin, 'BJS_2025_2');
    expect((await admin('POST', '/api/workflow/publication', { name: 'UNLOCK_PUBLICATION_PLACARD', id })).status).toBe(200);
    expect((await admin('POST', '/api/workflow/publication', { name: 'GENERATE_PUBLICATION_PLACARD', id })).status).toBe(200);
    await untilState(() => expect(making).not.toBeNull());
    expect((await admin('GET', '/api/periodical')).status).toBe(200);
    expect(made).toBe(false);
    const finished = async () => (await admin<PublicationDetail>('GET', `/api/publication/${id}`)).body.lastRequestPlacardProcessStatus;
    await untilState(async () => expect(await finished()).toBe('FINISHED'), 100);
  });
});

describe('migration 004 on a database of the first cut', () => {
  it('turns publication_media into plan items under one container, read back by the view', async () => {
    const db = await openDb((await database({ empty: true })).options);
    try {
      await migrate(db, MIGRATIONS.filter((m) => m.version <= 3));
      await db.exec(`
        INSERT INTO periodical (id, label, position) VALUES ('GDP', 'Gazette du Palais', 1);
        INSERT INTO image_blob (sha256, content_type, width, height, bytes) VALUES ('abc', 'image/png', 1, 1, '\\x00');
        INSERT INTO image (id, collection, name, format, mime_type, width, height, weight, original_sha256) VALUES
          (1, 'ADVERTISEMENT', 'Pub', 'LARGE', 'PNG', 1, 1, 1, 'abc'), (2, 'ILLUSTRATION', 'Dessin', 'LARGE', 'PNG', 1, 1, 1, 'abc');
        INSERT INTO publication (id, periodical_id, year, number, title, status) VALUES (7, 'GDP', 2024, 'hors-serie', 'HS', 'PUBLISHED');
        INSERT INTO publication_media (publication_id, image_id) VALUES (7, 1), (7, 2);
      `);
      await migrate(db);
      const nodes = await db.query<{ type: string; container_key: string | null; image_id: number | null; position: number }>(
        'SELECT type, container_key, image_id, position FROM plan_node WHERE publication_id = 7 ORDER BY parent_id NULLS FIRST, position',
      );
      expect(nodes).toEqual([
        { type: 'CONTAINER', container_key: 'encarts', image_id: null, position: 0 },
        { type: 'ADVERTISEMENT', container_key: null, image_id: 1, position: 0 },
        { type: 'ILLUSTRATION', container_key: null, image_id: 2, position: 1 },
      ]);
      expect(await db.query('SELECT publication_id, image_id FROM publication_media ORDER BY image_id')).toEqual([
        { publication_id: 7, image_id: 1 },
        { publication_id: 7, image_id: 2 },
      ]);
      const [publication] = await db.query<{ edition_type: string; start_date: Date }>('SELECT edition_type, start_date FROM publication WHERE id = 7');
      expect(publication?.edition_type).toBe('SPECIAL_EDITION');
    } finally {
      await db.close();
    }
  });
});
