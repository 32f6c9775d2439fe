import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../playwright.config';
import type { Figure } from './downloads';

/**
 * What the browser benches share: the reference server (its own port and data dir, --reset) and the web host
 * started as playwright.config.ts starts them, Debian's Chromium, and a demo user (admin unless said) signed in once.
 */

const TSX = resolve('node_modules/.bin/tsx');

export type Json = Record<string, unknown>;

/** One call of the reference server's API as a signed-in user, for a bench's set-up (204: an empty object). */
export async function call(api: string, token: string, method: string, path: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${api}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? {} : ((await res.json()) as Json);
}

export async function waitForUrl(url: string, child: ChildProcess, seconds: number): Promise<void> {
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

export function start(script: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(TSX, [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}

/** The built renderer the web host serves: RENDERER_DIR, else out/renderer, built when missing. */
export function rendererDir(log: (line: string) => void): string {
  const dir = resolve(process.env['RENDERER_DIR'] ?? 'out/renderer');
  if (!existsSync(join(dir, 'index.html'))) {
    log('  (building the renderer: electron-vite build)');
    const built = spawnSync(resolve('node_modules/.bin/electron-vite'), ['build'], { stdio: 'ignore' });
    if (built.status !== 0) throw new Error('electron-vite build failed');
  }
  return dir;
}

/** Signs in through the provider's login page; the web host then holds the session for every tab. */
export async function signIn(browser: Browser, base: string, user = 'admin'): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${base}/`);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const popup = await popupOpened;
  await popup.getByLabel("Nom d'utilisateur").fill(user);
  await popup.getByLabel('Mot de passe').fill(user);
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await popup.getByRole('heading', { name: 'Connexion réussie' }).waitFor();
  await popup.close();
  await page.getByRole('button', { name: 'Se connecter' }).waitFor({ state: 'detached' });
  await page.close();
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export interface BrowserBed {
  /** The reference server, e.g. http://127.0.0.1:4391. */
  api: string;
  /** The web host. */
  base: string;
  browser: Browser;
  close(): Promise<void>;
}

export interface BedOptions {
  apiPort: number;
  webPort: number;
  seedScale?: number;
  /** The demo user the web host's session belongs to (password = user name); admin unless said. */
  user?: string;
  /** Runs once the server answers, before the web host and the browser start (data through the API, say). */
  prepare?: (api: string) => Promise<void>;
}

/** Server (--reset, data in .tmp/bench-data-{port}, removed on close), web host and Chromium, its user signed in. */
export async function openBed(log: (line: string) => void, { apiPort, webPort, seedScale = 1, user, prepare }: BedOptions): Promise<BrowserBed> {
  const renderer = rendererDir(log);
  const dataDir = resolve(`.tmp/bench-data-${apiPort}`);
  const profileDir = resolve(`.tmp/bench-profile-${webPort}`);
  const api = `http://127.0.0.1:${apiPort}`;
  const base = `http://127.0.0.1:${webPort}`;
  let server: ChildProcess | undefined;
  let web: ChildProcess | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await stop(web);
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    server = start('src/server/main.ts', ['--reset'], { PORT: String(apiPort), DATA_DIR: dataDir, SEED_SCALE: String(seedScale) });
    await waitForUrl(`${api}/api/config/keycloak.json`, server, 600);
    await prepare?.(api);
    // A fresh profile: the drafts a bed before left (the editor's typed keystrokes) would be found and offered
    // by this one's documents, whose ids are the same after --reset.
    await rm(profileDir, { recursive: true, force: true });
    web = start('src/webhost/main.ts', [], {
      WEB_PORT: String(webPort),
      PUPITRE_API_URL: api,
      RENDERER_DIR: renderer,
      DOWNLOAD_DIR: resolve(`.tmp/bench-downloads-${webPort}`),
      PROFILE_DIR: profileDir,
    });
    await waitForUrl(`${base}/`, web, 60);
    browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
    await signIn(browser, base, user);
    return { api, base, browser, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A measure against its baseline in the same bed: the same action on a large and a small record. */
export interface PairedBench<Target> {
  name: string;
  runs: number;
  bed: Omit<BedOptions, 'prepare'>;
  /** Makes the two records once the server answers. */
  prepare(api: string): Promise<{ large: Target; small: Target }>;
  measure(browser: Browser, base: string, target: Target): Promise<number>;
  /** The runs in a line for the log, e.g. "1 MB 1200, 1300 ms; 10 kB 800, 900 ms". */
  describe(large: string, small: string): string;
}

/** One warm-up of each, then `runs` alternated runs; the figure is the large median against the small one. */
export async function benchPair<Target>(log: (line: string) => void, bench: PairedBench<Target>): Promise<Figure> {
  let targets: { large: Target; small: Target } | undefined;
  const { base, browser, close } = await openBed(log, {
    ...bench.bed,
    prepare: async (api) => {
      targets = await bench.prepare(api);
    },
  });
  try {
    if (!targets) throw new Error(`${bench.name}: nothing prepared`);
    await bench.measure(browser, base, targets.large);
    await bench.measure(browser, base, targets.small);
    const large: number[] = [];
    const small: number[] = [];
    for (let run = 0; run < bench.runs; run++) {
      large.push(await bench.measure(browser, base, targets.large));
      small.push(await bench.measure(browser, base, targets.small));
    }
    const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
    log(`  (${bench.runs} runs each: ${bench.describe(list(large), list(small))})`);
    const value = median(large);
    const baseline = median(small);
    return { name: bench.name, value, baseline, unit: 'ms', ratio: value / baseline };
  } finally {
    await close();
  }
}

/** A fresh context (its own query cache and storage) for one measure, closed whatever happens. */
export async function withFreshPage<T>(browser: Browser, viewport: { width: number; height: number }, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * A navigation inside the app, as a link does (the data router follows popstate): answers the page's clock
 * when it began, for a measure that ends on the page's clock too (waitForFunction answering performance.now()).
 */
export function navigateInApp(page: Page, path: string): Promise<number> {
  return page.evaluate((target) => {
    // Page-side globals, typed here: the benches are checked without the DOM library.
    const w = globalThis as unknown as {
      history: { pushState(state: unknown, title: string, url: string): void };
      dispatchEvent(event: unknown): void;
      PopStateEvent: new (type: string) => unknown;
      performance: { now(): number };
    };
    const now = w.performance.now();
    w.history.pushState(null, '', target);
    w.dispatchEvent(new w.PopStateEvent('popstate'));
    return now;
  }, path);
}

