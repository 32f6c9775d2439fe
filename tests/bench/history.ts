import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '../../src/core/app-core';
import { createServer } from '../../src/server/app';
import { openDb } from '../../src/server/db/open-db';
import type { EditorHistory } from '../../src/shared/domain/editor';
import { signedInCore } from '../support/signed-in-core';
import type { Figure } from './downloads';
import { median } from './browser-bed';

/**
 * A document's history (issue 27: "a document saved 5,000 times opens its history as fast as one saved 5
 * times", ratio at most 2): milliseconds for the history's first page (editor.versions through core, as the dialog
 * asks for it; paged by the reference server's extension history-pages, Fonto's contract paging none) of an article with 5,000 kept versions of some 10 kB each, against one with 5. The
 * versions are written by SQL between two starts of the server on one data folder; the two histories are
 * then opened in turns, median of RUNS each after WARMUP.
 */

const MANY = 5000;
const FEW = 5;
const WARMUP = 10;
const RUNS = 51;

/** Two seeded articles given `MANY` and `FEW` versions, each version's XML about 10 kB. */
async function keepVersions(dataDir: string): Promise<{ many: number; few: number }> {
  const db = await openDb({ dataDir });
  try {
    const [many, few] = await db.query<{ id: number }>(`SELECT id FROM article WHERE type = 'ARTICLE' ORDER BY id LIMIT 2`);
    if (!many || !few) throw new Error('the seed has fewer than two articles');
    for (const [id, count] of [
      [many.id, MANY],
      [few.id, FEW],
    ] as const) {
      await db.query(
        `INSERT INTO article_version (article_id, version, content_xml, creation_date, creation_user, origin)
         SELECT $1::int, g, '<article id="' || $1::text || '"><titre>Mesure</titre><corps>' || repeat('<para>Le juge rappelle que l’obligation de moyens s’apprécie au regard des diligences accomplies (version ' || g || ').</para>', 80) || '</corps></article>',
                timestamptz '2024-01-01 09:00+00' + g * interval '1 minute', 'Rédaction', 'EDITOR'
         FROM generate_series(1, $2::int) AS g`,
        [id, count],
      );
      await db.query('UPDATE article SET version = $2 WHERE id = $1', [id, count]);
    }
    // As PostgreSQL's autovacuum would after such a growth (PGlite has none): the planner's statistics.
    await db.query('ANALYZE article_version');
    return { many: many.id, few: few.id };
  } finally {
    await db.close();
  }
}

/** Both histories opened in turns on one server (the machine's drift falls on both alike): their medians. */
async function historyTimes(dataDir: string, root: string, ids: { many: number; few: number }, log: (line: string) => void): Promise<{ many: number; few: number }> {
  const server = await createServer({ port: 0, dataDir, workflow: { paused: true, stepMs: 1000, pollMs: 1000 } });
  let core: Core | undefined;
  try {
    core = await signedInCore({ apiUrl: server.url, user: 'admin', root });
    const open = async (id: number) => {
      const answer = await core?.dispatch('editor.versions', [id]);
      if (!answer?.ok) throw new Error(`history failed: ${answer?.ok === false ? answer.error.message : ''}`);
      return answer.value as EditorHistory;
    };
    for (const id of [ids.many, ids.few]) {
      const first = await open(id);
      log(`  history of article ${id}: current ${first.current}, ${first.versions.length} listed${first.hasMore ? ', older ones on the next pages' : ''}`);
    }
    const times = { many: [] as number[], few: [] as number[] };
    for (let n = 0; n < WARMUP + RUNS; n++) {
      for (const which of ['many', 'few'] as const) {
        const start = performance.now();
        await open(ids[which]);
        if (n >= WARMUP) times[which].push(performance.now() - start);
      }
    }
    const result = { many: median(times.many), few: median(times.few) };
    log(`  medians: ${MANY} versions ${result.many.toFixed(1)} ms, ${FEW} versions ${result.few.toFixed(1)} ms`);
    return result;
  } finally {
    core?.dispose();
    await server.close();
  }
}

export async function benchHistory(log: (line: string) => void): Promise<Figure> {
  const root = await mkdtemp(join(tmpdir(), 'pupitre-bench-history-'));
  const dataDir = join(root, 'data');
  try {
    // A first start migrates and seeds the folder.
    await (await createServer({ port: 0, dataDir, workflow: { paused: true, stepMs: 1000, pollMs: 1000 } })).close();
    const { many, few } = await keepVersions(dataDir);
    const times = await historyTimes(dataDir, root, { many, few }, log);
    return { name: 'history-5000-vs-5', value: times.many, baseline: times.few, unit: 'ms', ratio: times.many / times.few };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
