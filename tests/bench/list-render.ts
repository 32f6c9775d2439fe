import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../playwright.config';
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
const TSX = resolve('node_modules/.bin/tsx');

async function waitForUrl(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process stopped (code ${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function start(script: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(TSX, [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}

/** The built renderer the web host serves: RENDERER_DIR, else out/renderer, built when missing. */
function rendererDir(log: (line: string) => void): string {
  const dir = resolve(process.env['RENDERER_DIR'] ?? 'out/renderer');
  if (!existsSync(join(dir, 'index.html'))) {
    log('  (building the renderer: electron-vite build)');
    const built = spawnSync(resolve('node_modules/.bin/electron-vite'), ['build'], { stdio: 'ignore' });
    if (built.status !== 0) throw new Error('electron-vite build failed');
  }
  return dir;
}

/** Signs in as admin through the provider's login page; the web host then holds the session for every tab. */
async function signIn(browser: Browser, base: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${base}/`);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const popup = await popupOpened;
  await popup.getByLabel("Nom d'utilisateur").fill('admin');
  await popup.getByLabel('Mot de passe').fill('admin');
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await popup.getByRole('heading', { name: 'Connexion réussie' }).waitFor();
  await popup.close();
  await page.getByRole('tablist', { name: 'Sections' }).waitFor();
  await page.close();
}

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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function benchListRender(log: (line: string) => void): Promise<Figure> {
  const renderer = rendererDir(log);
  const dataDir = resolve(`.tmp/bench-data-${API_PORT}`);
  const api = `http://127.0.0.1:${API_PORT}`;
  const base = `http://127.0.0.1:${WEB_PORT}`;
  let server: ChildProcess | undefined;
  let web: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    server = start('src/server/main.ts', ['--reset'], { PORT: String(API_PORT), DATA_DIR: dataDir, SEED_SCALE: String(SEED_SCALE) });
    await waitForUrl(`${api}/api/config/keycloak.json`, server, 600);
    web = start('src/webhost/main.ts', [], {
      WEB_PORT: String(WEB_PORT),
      PUPITRE_API_URL: api,
      RENDERER_DIR: renderer,
      DOWNLOAD_DIR: resolve(`.tmp/bench-downloads-${WEB_PORT}`),
      PROFILE_DIR: resolve(`.tmp/bench-profile-${WEB_PORT}`),
    });
    await waitForUrl(`${base}/`, web, 60);
    browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
    await signIn(browser, base);
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
    await browser?.close();
    await stop(web);
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}
