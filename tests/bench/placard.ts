import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '../../src/core/app-core';
import { createServer } from '../../src/server/app';
import { openDb } from '../../src/server/db/open-db';
import { replacePlan } from '../../src/server/plans/store';
import type { DownloadsState } from '../../src/shared/domain/files';
import type { PlanNode } from '../../src/shared/domain/plan';
import type { PublicationDetail } from '../../src/shared/domain/publication';
import type { BridgeResult } from '../../src/shared/errors';
import { signedInCore } from '../support/signed-in-core';
import type { Figure } from './downloads';

/**
 * The placard of a 200-page publication (issue 10): seconds from asking for it through core (as the menu
 * does) to its PDF downloaded through the download queue, against the server's own generation time (its
 * process row, from the request to FINISHED) as the baseline. The server runs with its default step and
 * poll times (PROCESS_STEP_MS, JOB_POLL_MS, unless set) and core with its default watch interval: the
 * difference is what the client adds (noticing the end, then the download).
 */

/** 1 cover + 6 contents pages (194 lines, 38 a page) + 193 article pages = 200 pages. */
const ARTICLES = 193;
const EXPECTED_PAGES = 200;
const RUNS = 3;
const RUBRIQUE = 'BJS-FISC';

async function value<T>(result: Promise<BridgeResult<unknown>>): Promise<T> {
  const answer = await result;
  if (!answer.ok) throw new Error(`${answer.error.code} ${answer.error.status ?? ''} ${answer.error.message} ${answer.error.reason ?? ''}`);
  return answer.value as T;
}

/** A BJS publication of ARTICLES articles, all BAP, in one rubrique: written in the database while no server runs. */
async function seedLargePublication(dataDir: string): Promise<number> {
  const db = await openDb({ dataDir });
  try {
    return await db.transaction(async (tx) => {
      const [publication] = await tx.query<{ id: number }>(
        `INSERT INTO publication (periodical_id, year, number, start_date, title) VALUES ('BJS', 2031, '1', '2031-01-01', 'Numéro de mesure : 200 pages') RETURNING id`,
      );
      const id = publication?.id ?? 0;
      const articles = await tx.query<{ id: number; title: string }>(
        `INSERT INTO article (title, type, periodical_id, publication_date, creation_date, modification_date, article_type, nature, status, is_valid, fixed,
           publication_id, plan_node_id, char_volume, number_of_pages, creation_user, modification_user, tags)
         SELECT 'Article de mesure n° ' || n, 'ARTICLE', 'BJS', '2031-01-01', now(), now(), 'COMMENTARY', 'SIMPLE', 'READY', true, false,
           $1, $2, 3000 + n * 37, 1, 'Banc', 'Banc', '[{"pages":1}]'
         FROM generate_series(1, $3) AS n ORDER BY n RETURNING id, title`,
        [id, RUBRIQUE, ARTICLES],
      );
      const plan: PlanNode[] = [
        {
          id: RUBRIQUE,
          name: 'Fiscalité',
          type: 'CONTAINER',
          planNodeId: RUBRIQUE,
          sub: articles.map((a) => ({ id: String(a.id), name: a.title, type: 'ARTICLE', sub: [], planNodeId: RUBRIQUE })),
        },
      ];
      await replacePlan(tx, { publicationId: id }, plan);
      return id;
    });
  } finally {
    await db.close();
  }
}

/** The server's own time of each placard process of the publication: request to FINISHED, and its pages. */
async function serverTimes(dataDir: string, publicationId: number): Promise<{ seconds: number; pages: number }[]> {
  const db = await openDb({ dataDir });
  try {
    const rows = await db.query<{ seconds: number; pages: number }>(
      `SELECT extract(epoch FROM pr.modification_date - pr.creation_date)::float8 AS seconds, f.page_count AS pages
       FROM process pr JOIN process_file f ON f.process_id = pr.id
       WHERE pr.publication_id = $1 AND pr.type = 'PLACARD' AND pr.status = 'FINISHED' ORDER BY pr.id`,
      [publicationId],
    );
    return rows.map((r) => ({ seconds: Number(r.seconds), pages: Number(r.pages) }));
  } finally {
    await db.close();
  }
}

/** Admin's core, told when a placard it asked for is FINISHED. */
function adminCore(apiUrl: string, root: string, finished: (publicationId: number) => void): Promise<Core> {
  return signedInCore({
    apiUrl,
    user: 'admin',
    root,
    overrides: {
      emit: (name, payload) => {
        if (name !== 'publications.processNotice') return;
        const notice = payload as { publicationId: number; status: string };
        if (notice.status === 'FINISHED') finished(notice.publicationId);
      },
    },
  });
}

async function downloaded(core: Core, batchId: string): Promise<string> {
  for (;;) {
    const state = await value<DownloadsState>(core.dispatch('downloads.list', []));
    const item = state.items.find((i) => i.batchId === batchId);
    if (item?.status === 'done' && item.path) return item.path;
    if (item && (item.status === 'failed' || item.status === 'cancelled')) throw new Error(`download ${item.status}: ${item.error ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function benchPlacardGeneration(log: (line: string) => void): Promise<Figure> {
  const root = await mkdtemp(join(tmpdir(), 'pupitre-bench-placard-'));
  const dataDir = join(root, 'data');
  try {
    // First start: migrations and the demo data; then the large publication, written while no server holds the data.
    await (await createServer({ port: 0, dataDir })).close();
    const publicationId = await seedLargePublication(dataDir);
    const server = await createServer({ port: 0, dataDir });
    log(`  placard: ${ARTICLES} articles, step ${server.workflow.stepMs} ms per process status`);
    const waiting = new Map<number, () => void>();
    const core = await adminCore(server.url, root, (id) => waiting.get(id)?.());
    const totals: number[] = [];
    try {
      for (let run = 0; run < RUNS; run++) {
        if (run > 0) await value(core.dispatch('publications.workflow', ['UNLOCK_PUBLICATION_PLACARD', publicationId]));
        const noticed = new Promise<void>((resolve) => waiting.set(publicationId, resolve));
        const start = performance.now();
        await value<PublicationDetail>(core.dispatch('publications.workflow', ['GENERATE_PUBLICATION_PLACARD', publicationId]));
        await noticed;
        const { batchId } = await value<{ batchId: string }>(
          core.dispatch('downloads.start', [{ label: 'Placard', items: [{ path: `/api/publication/download/${publicationId}/placard` }] }]),
        );
        const path = await downloaded(core, batchId);
        totals.push((performance.now() - start) / 1000);
        const head = (await readFile(path)).subarray(0, 5).toString('latin1');
        if (head !== '%PDF-') throw new Error(`not a PDF: ${path}`);
        log(`  run ${run + 1}: ${totals.at(-1)?.toFixed(2)} s`);
      }
    } finally {
      core.dispose();
      await server.close();
    }
    const times = await serverTimes(dataDir, publicationId);
    const wrongPages = times.find((t) => t.pages !== EXPECTED_PAGES);
    if (wrongPages) throw new Error(`expected ${EXPECTED_PAGES} pages, the placard has ${wrongPages.pages}`);
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
    const valueSeconds = median(totals);
    const baseline = median(times.map((t) => t.seconds));
    log(`  server's own time (request to FINISHED): ${times.map((t) => t.seconds.toFixed(2)).join(', ')} s`);
    return { name: 'placard-generation', value: valueSeconds, baseline, unit: 's', ratio: baseline / valueSeconds };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
