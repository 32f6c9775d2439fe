import { readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../playwright.config';
import { median, rendererDir, start, stop, waitForUrl } from './browser-bed';
import type { Figure } from './downloads';

/**
 * The first screen (issue 14 budgets), in Debian's Chromium through the web host against the reference
 * server: the JavaScript loaded before the sign-in screen is usable, over all the renderer's JavaScript
 * (routes and editors load on demand; goal at most 0.4); and the cold start, from launching the web host to
 * the sign-in screen usable, against the time from signing in to the first rows of the home list.
 */

const API_PORT = Number(process.env['BENCH_FIRST_API_PORT'] ?? 4471);
const WEB_PORT = Number(process.env['BENCH_FIRST_WEB_PORT'] ?? 4472);
const RUNS = 3;

async function jsBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.js')) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

interface Run {
  /** JavaScript bytes the page fetched until "Se connecter" could be pressed. */
  firstScreenBytes: number;
  /** From launching the web host to "Se connecter" usable. */
  launchMs: number;
  /** From the provider's "Connexion réussie" to the first rows of the home list. */
  firstRowsMs: number;
}

/** One cold start: a new web host with an empty profile, a new browser; signed in as admin at the end. */
async function coldStart(api: string, renderer: string, run: number): Promise<Run> {
  const base = `http://127.0.0.1:${WEB_PORT}`;
  const profile = resolve(`.tmp/bench-first-profile-${run}`);
  await rm(profile, { recursive: true, force: true });
  const launched = performance.now();
  const web = start('src/webhost/main.ts', [], {
    WEB_PORT: String(WEB_PORT),
    PUPITRE_API_URL: api,
    RENDERER_DIR: renderer,
    DOWNLOAD_DIR: resolve('.tmp/bench-first-downloads'),
    PROFILE_DIR: profile,
  });
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    await waitForUrl(`${base}/`, web, 60);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    let firstScreenBytes = 0;
    let counting = true;
    page.on('response', (response) => {
      if (!counting || !new URL(response.url()).pathname.endsWith('.js')) return;
      response.body().then(
        (body) => {
          if (counting) firstScreenBytes += body.length;
        },
        () => undefined,
      );
    });
    await page.goto(`${base}/`);
    const signInButton = page.getByRole('button', { name: 'Se connecter' });
    await signInButton.waitFor();
    while (!(await signInButton.isEnabled())) await page.waitForTimeout(10);
    const launchMs = performance.now() - launched;
    // Bodies still being read when the button became usable were fetched before it: let them be counted.
    await page.waitForTimeout(200);
    counting = false;

    const popupOpened = page.waitForEvent('popup');
    await signInButton.click();
    const popup = await popupOpened;
    await popup.getByLabel("Nom d'utilisateur").fill('admin');
    await popup.getByLabel('Mot de passe').fill('admin');
    await popup.getByRole('button', { name: 'Se connecter' }).click();
    await popup.getByRole('heading', { name: 'Connexion réussie' }).waitFor();
    const signedIn = performance.now();
    await page.getByRole('table').getByRole('link').first().waitFor({ timeout: 60_000 });
    const firstRowsMs = performance.now() - signedIn;
    return { firstScreenBytes, launchMs, firstRowsMs };
  } finally {
    await browser.close();
    await stop(web);
    await rm(profile, { recursive: true, force: true });
  }
}

let measured: Promise<{ runs: Run[]; totalBytes: number }> | undefined;

/** Both figures come from the same cold starts: one server, RUNS web hosts started afresh. */
function measureColdStarts(log: (line: string) => void): Promise<{ runs: Run[]; totalBytes: number }> {
  measured ??= (async () => {
    const renderer = rendererDir(log);
    const dataDir = resolve(`.tmp/bench-data-${API_PORT}`);
    const api = `http://127.0.0.1:${API_PORT}`;
    const server = start('src/server/main.ts', ['--reset'], { PORT: String(API_PORT), DATA_DIR: dataDir });
    try {
      await waitForUrl(`${api}/api/config/keycloak.json`, server, 600);
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await coldStart(api, renderer, run));
      const list = (pick: (r: Run) => number) => runs.map((r) => pick(r).toFixed(0)).join(', ');
      log(`  (${RUNS} cold starts: sign-in screen ${list((r) => r.launchMs)} ms; first rows ${list((r) => r.firstRowsMs)} ms; first-screen JS ${list((r) => r.firstScreenBytes / 1024)} kB)`);
      return { runs, totalBytes: await jsBytes(renderer) };
    } finally {
      await stop(server);
      await rm(dataDir, { recursive: true, force: true });
    }
  })();
  return measured;
}

export async function benchFirstScreenJs(log: (line: string) => void): Promise<Figure> {
  const { runs, totalBytes } = await measureColdStarts(log);
  const value = median(runs.map((r) => r.firstScreenBytes)) / 1024;
  const baseline = totalBytes / 1024;
  return { name: 'first-screen-js', value, baseline, unit: 'kB', ratio: value / baseline };
}

export async function benchColdStart(log: (line: string) => void): Promise<Figure> {
  const { runs } = await measureColdStarts(log);
  const value = median(runs.map((r) => r.launchMs));
  const baseline = median(runs.map((r) => r.firstRowsMs));
  return { name: 'cold-start', value, baseline, unit: 'ms', ratio: value / baseline };
}
