import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '../../src/core/app-core';
import { createServer } from '../../src/server/app';
import { openDb } from '../../src/server/db/open-db';
import type { DocumentUnit, KyrielleSearchRequest, PagedResult } from '../../src/shared/domain/kyrielle';
import { signedInCore } from '../support/signed-in-core';
import type { Figure } from './downloads';
import { medianMs } from './timed';

/**
 * The layout tool's document search (issue 13: "server time of a filtered document search on 100,000
 * units"): milliseconds for POST /api/kyrielle/document/search through core, as the organise screen calls it,
 * with the filters an editor sets (a source, a word, not attached), on the default seed (2,400 units) as the
 * baseline and on the same database grown to 100,000 units (Lex-press decisions added by SQL between two
 * starts of the server on one data folder). Median of RUNS after WARMUP calls.
 */

const UNITS = 100_000;
const WARMUP = 10;
const RUNS = 21;
const FILTER: KyrielleSearchRequest = { treeId: 1, type: 'LEXPRESS', searchText: 'licenciement', status: ['NOT_ATTACHED'] };

async function searchTime(dataDir: string, root: string, log: (line: string) => void): Promise<{ ms: number; total: number }> {
  const server = await createServer({ port: 0, dataDir, workflow: { paused: true, stepMs: 1000, pollMs: 1000 } });
  let core: Core | undefined;
  try {
    core = await signedInCore({ apiUrl: server.url, user: 'kyrielle', root });
    const search = async () => {
      const answer = await core?.dispatch('kyrielle.search', [FILTER, { page: 0, size: 50 }]);
      if (!answer?.ok) throw new Error(`search failed: ${answer?.ok === false ? answer.error.message : ''}`);
      return answer.value as PagedResult<DocumentUnit>;
    };
    const units = await countUnits(core);
    const matched = (await search()).totalElements;
    const ms = await medianMs(search, { warmup: WARMUP, runs: RUNS });
    log(`  kyrielle-search: ${units} units, ${matched} match, median ${ms.toFixed(1)} ms`);
    return { ms, total: units };
  } finally {
    core?.dispose();
    await server.close();
  }
}

/** Every unit of the four sources, counted through the same search (no filter but the source). */
async function countUnits(core: Core): Promise<number> {
  let total = 0;
  for (const type of ['LEXPRESS', 'GDA', 'OUVRAGE', 'OXYGEN'] as const) {
    const answer = await core.dispatch('kyrielle.search', [{ treeId: 1, type }, { page: 0, size: 1 }]);
    if (answer.ok) total += (answer.value as PagedResult<DocumentUnit>).totalElements;
  }
  return total;
}

/** Lex-press decisions added until the database holds UNITS units, as the seed writes them. */
async function grow(dataDir: string): Promise<void> {
  const db = await openDb({ dataDir });
  try {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM document_unit');
    const missing = UNITS - (row?.n ?? 0);
    await db.query(
      `INSERT INTO document_unit (id, source, title, periodical_id, publication_date)
       SELECT 'LEX-B' || lpad(g::text, 7, '0'), 'LEXPRESS',
              (ARRAY['Cass. soc.', 'Cass. com.', 'CE', 'CA Paris'])[1 + g % 4] || ', n° ' || g || ' : <i>' ||
              (ARRAY['licenciement pour motif économique', 'cession de parts sociales', 'abus de majorité', 'pacte d’associés', 'rupture conventionnelle'])[1 + g % 5] || '</i>',
              (ARRAY['BJS', 'DEF', 'GDP', 'GPL'])[1 + g % 4], DATE '2000-01-01' + (g % 10000)
       FROM generate_series(1, $1::int) AS g`,
      [missing],
    );
  } finally {
    await db.close();
  }
}

export async function benchKyrielleSearch(log: (line: string) => void): Promise<Figure> {
  const root = await mkdtemp(join(tmpdir(), 'pupitre-bench-kyrielle-'));
  const dataDir = join(root, 'data');
  try {
    const baseline = await searchTime(dataDir, root, log);
    await grow(dataDir);
    const large = await searchTime(dataDir, root, log);
    if (large.total < UNITS) throw new Error(`expected ${UNITS} units, the database has ${large.total}`);
    return { name: 'kyrielle-search', value: large.ms, baseline: baseline.ms, unit: 'ms', ratio: large.ms / baseline.ms };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
