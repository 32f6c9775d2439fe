import type { Browser, Page } from '@playwright/test';
import { median, openBed } from './browser-bed';
import type { Figure } from './downloads';

/**
 * The image list rendering a page of 100 rows with their thumbnails against a page of 10 (issue 9, goal: ratio
 * at most 2), in Debian's Chromium through the web host against the reference server, both started here on
 * their own ports as playwright.config.ts starts them.
 */

const API_PORT = Number(process.env['BENCH_API_PORT'] ?? 4391);
const WEB_PORT = Number(process.env['BENCH_WEB_PORT'] ?? 4392);
/** 12 × scale + 2 illustrations: 9 gives 110, enough for a page of 100 (the list opens on the illustrations). */
const SEED_SCALE = 9;
const RUNS = 5;
const SIZES = { large: 100, small: 10 } as const;

/**
 * One measure with cold caches (a new context: no images in the HTTP cache, a fresh query cache): the app is
 * opened on the author list, then the image list of `size` rows is opened inside it (as a click on a link
 * would); the time runs until the table has settled (aria-busy false, the page's rows counted by the pager)
 * and every thumbnail in view has loaded. Answers milliseconds.
 */
async function measure(browser: Browser, base: string, size: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page: Page = await context.newPage();
  try {
    await page.goto(`${base}/auteurs`);
    await page.getByRole('table', { name: 'Auteurs' }).getByRole('link').first().waitFor();
    return await page.evaluate(async (rows) => {
      // Page-side globals, typed here: the bench is checked without the DOM library.
      type Rect = { top: number; bottom: number; left: number; right: number };
      type El = { getAttribute(name: string): string | null; getBoundingClientRect(): Rect; textContent: string | null; parentElement: El | null };
      type Img = El & { complete: boolean; naturalWidth: number };
      const w = globalThis as unknown as {
        document: { querySelector(s: string): El | null; querySelectorAll(s: string): ArrayLike<El> };
        history: { pushState(state: unknown, title: string, url: string): void };
        dispatchEvent(event: unknown): void;
        PopStateEvent: new (type: string) => unknown;
        requestAnimationFrame(callback: () => void): void;
        innerHeight: number;
        performance: { now(): number };
      };
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      const start = w.performance.now();
      // A navigation inside the app, as a link does: the data router follows popstate.
      w.history.pushState(null, '', `/images?size=${rows}`);
      w.dispatchEvent(new w.PopStateEvent('popstate'));
      for (;;) {
        await new Promise<void>((next) => w.requestAnimationFrame(() => next()));
        if (w.performance.now() - start > 60_000) throw new Error('the image list did not settle within 60 s');
        const table = w.document.querySelector('table[aria-label="Images"]');
        if (!table || table.getAttribute('aria-busy') !== 'false') continue;
        const range = w.document.querySelector('nav[aria-label="Pagination"]')?.textContent ?? '';
        if (!range.includes(`1-${rows} sur`)) continue;
        // The table scrolls inside its frame: what is in view is what the frame shows.
        const frame = (table.parentElement ?? table).getBoundingClientRect();
        const images = Array.from(w.document.querySelectorAll('table[aria-label="Images"] img') as ArrayLike<Img>);
        // Every thumbnail in view has loaded (those scrolled out of the table's box load lazily, later).
        const loaded = images.every((img) => {
          const box = img.getBoundingClientRect();
          const inView = box.bottom > frame.top && box.top < frame.bottom && box.bottom > 0 && box.top < w.innerHeight;
          return !inView || (img.complete && img.naturalWidth > 0);
        });
        if (images.length > 0 && loaded) break;
      }
      return w.performance.now() - start;
    }, size);
  } finally {
    await context.close();
  }
}

export async function benchListRender(log: (line: string) => void): Promise<Figure> {
  const { base, browser, close } = await openBed(log, { apiPort: API_PORT, webPort: WEB_PORT, seedScale: SEED_SCALE });
  try {
    // One of each first: the server's renditions and its query plans are warm for both.
    await measure(browser, base, SIZES.large);
    await measure(browser, base, SIZES.small);
    const large: number[] = [];
    const small: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      large.push(await measure(browser, base, SIZES.large));
      small.push(await measure(browser, base, SIZES.small));
    }
    log(`  (image list, ${RUNS} runs each, cold caches: 100 rows ${large.map((v) => v.toFixed(0)).join(', ')} ms; 10 rows ${small.map((v) => v.toFixed(0)).join(', ')} ms)`);
    const value = median(large);
    const baseline = median(small);
    return { name: 'list-100-vs-10-rows', value, baseline, unit: 'ms', ratio: value / baseline };
  } finally {
    await close();
  }
}
