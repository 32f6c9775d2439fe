import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '../../src/core/app-core';
import { createServer, type RunningServer } from '../../src/server/app';
import { ARTICLES_PER_SCALE } from '../../src/server/db/seed-articles';
import type { ArticleRow, ArticleSearchRequest } from '../../src/shared/domain/article';
import type { SearchResult } from '../../src/shared/domain/search-result';
import { signedInCore } from '../support/signed-in-core';
import type { Figure } from './downloads';
import { medianMs } from './timed';

/**
 * The article list filtered (issue 11): milliseconds for POST /api/article/search with the list's filters,
 * through core as the list calls it, on a seed of 20,000 articles (SEED_SCALE=10: ARTICLES_PER_SCALE × 10),
 * against the same filter on the default seed as the baseline. Median of RUNS after WARMUP calls; the
 * server is on loopback, so the time is the server's (search, count and the page's rows) and little else.
 */

const SCALE = 10;
const WARMUP = 10;
const RUNS = 21;
/** What an editor sets on the list: a periodical, the states still worked on or published, placed or not, newest first. */
const FILTER: ArticleSearchRequest = {
  page: 0,
  size: 50,
  sort: { attr: 'UPDATE', order: 'DESC' },
  periodicalFilter: ['BJS'],
  statusFilter: ['IN_PROGRESS', 'READY', 'PUBLISHED'],
  attachedFilter: ['NONE', 'CDF'],
  kindFilter: ['ARTICLE'],
};


/** Median milliseconds of the filtered search on a server seeded at `scale`. */
async function measure(scale: number, log: (line: string) => void): Promise<{ ms: number; total: number; count: number }> {
  const root = await mkdtemp(join(tmpdir(), 'pupitre-bench-articles-'));
  const previous = process.env['SEED_SCALE'];
  process.env['SEED_SCALE'] = String(scale);
  let server: RunningServer | undefined;
  let core: Core | undefined;
  try {
    const started = performance.now();
    server = await createServer({ port: 0, dataDir: null, workflow: { paused: true, stepMs: 1000, pollMs: 1000 } });
    log(`  article-list: SEED_SCALE=${scale} seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    core = await signedInCore({ apiUrl: server.url, user: 'admin', root });
    const search = async () => {
      const answer = await core?.dispatch('articles.search', [FILTER]);
      if (!answer?.ok) throw new Error(`search failed: ${answer?.ok === false ? answer.error.message : ''}`);
      return answer.value as SearchResult<ArticleRow>;
    };
    const all = await core.dispatch('articles.search', [{ size: 1 }]);
    const total = all.ok ? (all.value as SearchResult<ArticleRow>).resultCount : 0;
    const count = (await search()).resultCount;
    const ms = await medianMs(search, { warmup: WARMUP, runs: RUNS });
    log(`  article-list: ${total} articles, ${count} match the filter, median ${ms.toFixed(1)} ms`);
    return { ms, total, count };
  } finally {
    core?.dispose();
    await server?.close();
    if (previous === undefined) delete process.env['SEED_SCALE'];
    else process.env['SEED_SCALE'] = previous;
    await rm(root, { recursive: true, force: true });
  }
}

export async function benchArticleListFilter(log: (line: string) => void): Promise<Figure> {
  const baseline = await measure(1, log);
  const large = await measure(SCALE, log);
  if (large.total < ARTICLES_PER_SCALE * SCALE) throw new Error(`expected ${ARTICLES_PER_SCALE * SCALE} articles, the seed has ${large.total}`);
  return { name: 'article-list-filter', value: large.ms, baseline: baseline.ms, unit: 'ms', ratio: baseline.ms / large.ms };
}
