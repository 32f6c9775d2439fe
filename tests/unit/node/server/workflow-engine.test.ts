import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Article, OnlinePush } from '../../../../src/shared/domain/article';
import { PROCESS_IN_PROGRESS_STATUSES, type BulkWorkflowResult, type ProcessStatus, type PublicationDetail, type PublicationRow } from '../../../../src/shared/domain/publication';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import type { RunningServer, ServerOptions } from '../../../../src/server/app';
import type { PlacardSource } from '../../../../src/server/articles/placard';
import { startReferenceServer } from '../reference-server';
import { openDb, type DbOptions } from '../../../../src/server/db/open-db';
import { migrate } from '../../../../src/server/db/migrate';
import { MIGRATIONS } from '../../../../src/server/db/migrations/index';
import { startJobEngine } from '../../../../src/server/workflow/engine';
import { callers, type Caller } from './api-client';
import type { MadePdf } from '../../../../src/server/workflow/pdf/documents';
import { threadRenderers, type Renderers } from '../../../../src/server/workflow/steps';
import { DEFAULT_PDF_BUDGET_MS, DEFAULT_PDF_HEAP_MB, pdfThread } from '../../../../src/server/workflow/pdf/pdf-thread';
import { largestArticle, newArticle } from './largest-article';
import { readPdf } from './pdf-text';
import { engine, testDatabase, type TestDatabase } from './test-database';
import { pushedSoon } from '../online-push/helpers';
import { untilState } from '../../../support/until-state';
import { TEST_BOUND_MS } from '../../../support/bounds';

/**
 * The job worker (design.md: jobs in a table, so that they survive a restart): a job claimed by a server
 * that died is resumed by the next one, one still running keeps its claim; a step that keeps failing ends its
 * process in ERROR, a PDF past its time or heap at once; the PDFs wait in a lane of their own. And the
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

/**
 * The placard of the article asked, followed until it is made or has failed: within the PDF's budget (the
 * product's own bound: the largest placard took over a minute on one loaded core), then the state bound.
 */
async function placardOf(admin: Caller, id: number): Promise<ProcessStatus | null> {
  expect((await admin('POST', '/api/workflow/article', { name: 'GENERATE_ARTICLE_PLACARD', id })).status).toBe(200);
  return untilState(
    async () => {
      const status = (await admin<Article>('GET', `/api/article/${id}`)).body.lastRequestPlacardProcessStatus;
      if (status !== null && (PROCESS_IN_PROGRESS_STATUSES as readonly ProcessStatus[]).includes(status)) throw new Error(`placard de l'article ${id} : ${status}`);
      return status;
    },
    50,
    DEFAULT_PDF_BUDGET_MS,
  );
}

/** The reason an article's last placard failed, read in the database once its server is closed. */
async function failure(stored: DbOptions, articleId: number): Promise<{ message: string | null; jobs: number }> {
  const db = await openDb(stored);
  try {
    const [process] = await db.query<{ id: number; message: string | null }>(`SELECT id, message FROM process WHERE article_id = $1 AND type = 'PLACARD' ORDER BY id DESC LIMIT 1`, [articleId]);
    return { message: process?.message ?? null, jobs: (await db.query('SELECT id FROM job WHERE process_id = $1', [process?.id])).length };
  } finally {
    await db.close();
  }
}

describe('a PDF past its budget of time or memory', () => {
  it('is stopped in its worker thread: the process is ERROR at once with the reason, never tried again', async () => {
    const { options: stored } = await database({ persisted: true });
    // A thousand attempts allowed: only the budget's own rule can end the process within the wait below.
    const { server, admin } = await start({ ...stored, workflow: { stepMs: 10, pollMs: 10, maxAttempts: 1000, pdfBudgetMs: 200 } });
    const id = await largestArticle(admin);
    expect(await placardOf(admin, id)).toBe('ERROR');
    await server.close();
    expect(await failure(stored, id)).toEqual({ message: 'La génération a échoué : le document demandait plus de 0,2 s de calcul ; il a été abandonné.', jobs: 0 });
  });

  // The PDF thread is the same whatever the database: these run once, on PGlite.
  it.skipIf(engine === 'postgres')('past its heap, the process is ERROR with the reason in French, and the API keeps answering', async () => {
    const { options: stored } = await database({ persisted: true });
    // A heap a sixth of what the largest placard needs (PDF_HEAP_MB), so that this one overflows it.
    const { server, admin } = await start({ ...stored, workflow: { stepMs: 10, pollMs: 10, maxAttempts: 1000, pdfHeapMb: 32 } });
    const id = await largestArticle(admin);
    expect(await placardOf(admin, id)).toBe('ERROR');
    expect((await admin('GET', '/api/periodical')).status).toBe(200);
    await server.close();
    expect(await failure(stored, id)).toEqual({ message: 'La génération a échoué : le document demandait plus de 32 Mo de mémoire ; il a été abandonné.', jobs: 0 });
  });
});

describe('a PDF in its worker thread', () => {
  it.skipIf(engine === 'postgres')('leaves the API answering while it is being made; the largest placard fits the default budget and heap', async () => {
    // The largest body the editor saves: seconds of pdf-lib in the worker, against milliseconds for the API's answer.
    const threads = threadRenderers(pdfThread(DEFAULT_PDF_HEAP_MB), DEFAULT_PDF_BUDGET_MS);
    let making = false;
    let pages = 0;
    const ARTICLE_PLACARD = (source: PlacardSource) => {
      making = true;
      return threads.ARTICLE_PLACARD(source).then((made) => {
        pages = made.pageCount;
        return made;
      });
    };
    const { admin } = await start({ ...(await database()).options, workflow: { stepMs: 10, pollMs: 10, renderers: { ...threads, ARTICLE_PLACARD } } });
    const id = await largestArticle(admin);
    const placard = placardOf(admin, id);
    await untilState(() => expect(making).toBe(true));
    expect((await admin('GET', '/api/periodical')).status).toBe(200);
    expect(pages).toBe(0);
    expect(await placard).toBe('FINISHED');
    expect(pages).toBeGreaterThan(900);
  }, DEFAULT_PDF_BUDGET_MS + TEST_BOUND_MS);
});

/** A PDF maker held at a port: each PDF asked waits until the test lets them all go. */
function heldRenderers(): { renderers: Renderers; asked: () => number; release: () => void } {
  let asked = 0;
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async (): Promise<MadePdf> => {
    asked += 1;
    await gate;
    return { bytes: new TextEncoder().encode('%PDF-1.7 retenu'), pageCount: 1, fileName: 'retenu.pdf' };
  };
  return { renderers: { PLACARD: hold, PRINTER_PDF: hold, ARTICLE_PLACARD: hold }, asked: () => asked, release: () => release() };
}

describe('a job that runs longer than its lease', () => {
  it('keeps its claim: a second engine on the same database does not take it while it runs', async () => {
    const { options: stored } = await database();
    // Two servers on one PostgreSQL database; PGlite is one process, whose two engines share its handle.
    const first = await openDb(stored);
    const second = engine === 'postgres' ? await openDb(stored) : first;
    onTestFinished(async () => {
      await first.close();
      if (second !== first) await second.close();
    });
    const leaseMs = 1500;
    const held = heldRenderers();
    const other = heldRenderers();
    other.release();
    const running = await startJobEngine(first, { stepMs: 10, pollMs: 10, leaseMs, paused: true, renderers: held.renderers });
    const taking = await startJobEngine(second, { stepMs: 10, pollMs: 10, leaseMs, paused: true, renderers: other.renderers });
    onTestFinished(async () => {
      held.release();
      await running.stop();
      await taking.stop();
    });
    // This job alone: the seeded ones aside.
    await first.query('DELETE FROM job');
    const [process] = await first.query<{ id: number }>(
      `INSERT INTO process (type, article_id, status, creation_user) SELECT 'PLACARD', min(id), 'GEN_RESULT_PACKAGE', 'test' FROM article WHERE periodical_id = 'BJS' RETURNING id`,
    );
    await first.query(`INSERT INTO job (kind, process_id, run_at) VALUES ('PROCESS_STEP', $1, now())`, [process?.id]);

    const ran = running.drain();
    await untilState(() => expect(held.asked()).toBe(1));
    const [claim] = await first.query<{ locked_at: Date }>('SELECT locked_at FROM job WHERE process_id = $1', [process?.id]);
    // By the database's clock, the claim first taken is past its lease: only its renewal keeps it.
    await untilState(async () => {
      const [row] = await first.query<{ over: boolean }>(`SELECT now() > $1::timestamptz + $2 * interval '1 millisecond' AS over`, [claim?.locked_at, leaseMs]);
      expect(row?.over).toBe(true);
    });
    expect(await taking.drain()).toBe(0);
    expect(other.asked()).toBe(0);

    held.release();
    expect(await ran).toBe(1);
    expect(await first.query('SELECT status FROM process WHERE id = $1', [process?.id])).toEqual([{ status: 'FINISHED' }]);
  });
});

describe('the PDFs in a lane of their own', () => {
  it('a hundred placards asked in one call, their PDFs held, do not delay a push online due meanwhile', async () => {
    const held = heldRenderers();
    const { server, admin } = await start({ ...(await database()).options, workflow: { stepMs: 10, pollMs: 10, renderers: held.renderers } });
    onTestFinished(held.release);
    const ids: number[] = [];
    for (let i = 1; i <= 100; i++) ids.push((await newArticle(admin, `Placard ${i}`)).id);
    const asked = await admin<BulkWorkflowResult>('POST', '/api/workflow/articles', { name: 'GENERATE_ARTICLE_PLACARD', ids });
    expect(asked.body.succeeded).toHaveLength(100);
    await untilState(() => expect(held.asked()).toBe(1));

    const { article } = await pushedSoon(async (delay) => {
      const created = await newArticle(admin, 'Mise en ligne à l’heure');
      expect((await admin('POST', '/api/workflow/article', { name: 'BAP_ARTICLE', id: created.id })).status).toBe(200);
      const push = await admin<OnlinePush>('POST', '/api/article/publish-online', { articleIds: [created.id], delay });
      return { article: created, push: push.body };
    });
    await untilState(async () => expect((await admin<Article>('GET', `/api/article/${article.id}`)).body.status).toBe('PUBLISHED'));
    // The first PDF still held, the others queued behind it.
    expect(held.asked()).toBe(1);
    held.release();
    await server.close();
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
