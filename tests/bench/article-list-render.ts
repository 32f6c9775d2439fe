import type { Browser, Page } from '@playwright/test';
import { median, openBed } from './browser-bed';
import type { Figure } from './downloads';

/**
 * The article list filtered, time to rows shown (issue 11, `article-list-filter`, the client's half; the
 * server's half is article-list.ts): in Debian's Chromium through the web host, the list opened inside the app
 * with the filter of article-list.ts in its URL, on a seed of 20,000 articles (SEED_SCALE=10) against the same
 * filter on the default seed. Each seed has its own server, one after the other, on the same ports.
 */

const API_PORT = Number(process.env['BENCH_ARTICLE_RENDER_API_PORT'] ?? 4491);
const WEB_PORT = Number(process.env['BENCH_ARTICLE_RENDER_WEB_PORT'] ?? 4492);
/** ARTICLES_PER_SCALE (2,000) × 10. */
const BIG_SCALE = 10;
const RUNS = 5;
/** article-list.ts's filter as the list's URL writes it (attachedOnly=false: its filter asks for unattached ones too). */
const FILTERED = '/articles?periodicalFilter=BJS&statusFilter=IN_PROGRESS,READY,PUBLISHED&attachedFilterBis=NONE,CDF&kind=ARTICLE&attachedOnly=false';

/**
 * One measure with cold caches (a new context, a fresh query cache): the app is opened on the author list,
 * then the filtered article list inside it (as a link would); the time runs until the table has settled
 * (aria-busy false), the pager counts the page's rows and the first row is drawn. Answers milliseconds and the
 * pager's text.
 */
async function measure(browser: Browser, base: string): Promise<{ ms: number; range: string }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page: Page = await context.newPage();
  try {
    await page.goto(`${base}/auteurs`);
    await page.getByRole('table', { name: 'Auteurs' }).getByRole('link').first().waitFor();
    return await page.evaluate(async (path) => {
      // Page-side globals, typed here: the bench is checked without the DOM library.
      type El = { getAttribute(name: string): string | null; textContent: string | null; querySelectorAll(s: string): ArrayLike<El> };
      const w = globalThis as unknown as {
        document: { querySelector(s: string): El | null };
        history: { pushState(state: unknown, title: string, url: string): void };
        dispatchEvent(event: unknown): void;
        PopStateEvent: new (type: string) => unknown;
        requestAnimationFrame(callback: () => void): void;
        performance: { now(): number };
      };
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      const start = w.performance.now();
      w.history.pushState(null, '', path);
      w.dispatchEvent(new w.PopStateEvent('popstate'));
      for (;;) {
        await new Promise<void>((next) => w.requestAnimationFrame(() => next()));
        if (w.performance.now() - start > 60_000) throw new Error('the article list did not settle within 60 s');
        const table = w.document.querySelector('table[aria-label="Articles et lots"]');
        if (!table || table.getAttribute('aria-busy') !== 'false') continue;
        const range = w.document.querySelector('nav[aria-label="Pagination"]')?.textContent ?? '';
        if (!/1-\d+ sur \d+/.test(range)) continue;
        // A row with cells (not the spinner's nor the no-result one): its checkbox names it.
        const rows = table.querySelectorAll('tbody tr[aria-selected]');
        if (rows.length === 0) continue;
        return { ms: w.performance.now() - start, range: /1-\d+ sur \d+/.exec(range)?.[0] ?? range };
      }
    }, FILTERED);
  } finally {
    await context.close();
  }
}

/** Median of RUNS cold measures (after one to warm the server) on a server seeded at `scale`. */
async function measureSeed(log: (line: string) => void, scale: number): Promise<number> {
  const started = performance.now();
  const { base, browser, close } = await openBed(log, { apiPort: API_PORT, webPort: WEB_PORT, seedScale: scale });
  try {
    log(`  (article list render: SEED_SCALE=${scale} ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    await measure(browser, base);
    const runs: { ms: number; range: string }[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, base));
    log(`  (article list render, SEED_SCALE=${scale}, ${runs[0]?.range ?? ''}: ${runs.map((r) => r.ms.toFixed(0)).join(', ')} ms)`);
    return median(runs.map((r) => r.ms));
  } finally {
    await close();
  }
}

/** Time to rows shown of the filtered article list: 20,000 articles against the default seed (ratio big / default). */
export async function benchArticleListRender(log: (line: string) => void): Promise<Figure> {
  const value = await measureSeed(log, BIG_SCALE);
  const baseline = await measureSeed(log, 1);
  return { name: 'article-list-filter-rows-shown-20000-vs-default', value, baseline, unit: 'ms', ratio: value / baseline };
}
