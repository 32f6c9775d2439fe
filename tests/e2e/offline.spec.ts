import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * Offline browsing (issue 3 on the authors screens, issue 14 for the thumbnails of the lists): this spec owns its reference server and its web host, so
 * that it can stop the server and start it again on the same port and data. Ports apart from every other run.
 */

const API_PORT = Number(process.env['E2E_OFFLINE_API_PORT'] ?? 4351);
const WEB_PORT = Number(process.env['E2E_OFFLINE_WEB_PORT'] ?? 4352);
const API = `http://127.0.0.1:${API_PORT}`;
const WEB = `http://127.0.0.1:${WEB_PORT}`;
const ROOT = `.tmp/offline-${API_PORT}`;
const DATA_DIR = `${ROOT}/data`;
const TSX = 'node_modules/.bin/tsx';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let server: ChildProcess | null = null;
let webHost: ChildProcess | null = null;

/** A child in its own process group (tsx runs node under it): stopping the group stops both. */
function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const log = createWriteStream(`${ROOT}/${name}.log`, { flags: 'a' });
  const child = spawn(TSX, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

async function stop(child: ChildProcess | null): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const group = -child.pid;
  try {
    process.kill(group, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

async function waitUntilUp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function startServer(reset: boolean): Promise<void> {
  server = start('server', ['src/server/main.ts', ...(reset ? ['--reset'] : [])], { PORT: String(API_PORT), DATA_DIR });
  await waitUntilUp(`${API}/api/config/keycloak.json`);
}

const offlineBanner = (page: Page) => page.getByText(/^Hors ligne — données du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/);
const imagesTable = (page: Page) => page.getByRole('table', { name: 'Images' });
const authorsTable = (page: Page) => page.getByRole('table', { name: 'Auteurs' });
const authorLink = (page: Page) => authorsTable(page).getByRole('link', { name: 'Étienne de Villeneuve', exact: true });

test.beforeAll(async () => {
  // Seeding a fresh server and starting the web host take more than a minute on a busy machine.
  test.setTimeout(240_000);
  await rm(ROOT, { recursive: true, force: true });
  await mkdir(ROOT, { recursive: true });
  await startServer(true);
  webHost = start('web', ['src/webhost/main.ts'], {
    WEB_PORT: String(WEB_PORT),
    PUPITRE_API_URL: API,
    DOWNLOAD_DIR: `${ROOT}/downloads`,
    PROFILE_DIR: `${ROOT}/profile`,
  });
  await waitUntilUp(`${WEB}/`);
});

test.afterAll(async () => {
  await stop(webHost);
  await stop(server);
});

test('browses the author list and an author seen before while the server is down, then comes back online by itself', async ({ page }) => {
  await signIn(page, 'admin', WEB);

  // Online: the list, then author 1 (whatever its view shows by now).
  await page.goto(`${WEB}/auteurs`);
  await expect(authorLink(page)).toBeVisible();
  await expect(page.getByText('1-20 sur 60')).toBeVisible();
  await authorLink(page).click();
  await expect(page).toHaveURL(`${WEB}/auteurs/1`);
  const viewHeading = page.getByRole('heading', { level: 1 });
  await expect(viewHeading).toBeVisible();
  await page.waitForLoadState('networkidle');
  const viewTitle = (await viewHeading.innerText()).trim();
  await expect(offlineBanner(page)).toHaveCount(0);

  // The server goes away.
  await stop(server);
  server = null;

  // The list still shows, from core's cache, with the banner; creation waits for the connection.
  await page.goto(`${WEB}/auteurs`);
  await expect(authorLink(page)).toBeVisible();
  await expect(page.getByText('1-20 sur 60')).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.getByText('Une erreur est survenue lors du chargement. Veuillez réessayer.')).toHaveCount(0);
  const create = page.getByRole('button', { name: 'Nouvel auteur' });
  await expect(create).toBeDisabled();
  await create.hover();
  await expect(page.getByRole('tooltip', { name: 'Indisponible hors ligne' })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/authors-list-offline.png' });

  // Author 1, seen before, too.
  await authorLink(page).click();
  await expect(page).toHaveURL(`${WEB}/auteurs/1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(viewTitle);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.getByText('Une erreur est survenue lors du chargement. Veuillez réessayer.')).toHaveCount(0);
  await page.screenshot({ path: '.tmp/screens/author-view-offline.png' });

  // The server comes back on the same port and data: the banner goes by itself, no reload.
  await startServer(false);
  await expect(offlineBanner(page)).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Auteurs' }).click();
  await expect(authorLink(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nouvel auteur' })).toBeEnabled();
});

/** What an <img> says of its loading (this file is checked without the DOM library). */
interface LoadedImage {
  complete: boolean;
  naturalWidth: number;
}

/** How many of these pictures have loaded (a broken one has no natural width); all of them must have. */
async function expectAllLoaded(pictures: Locator): Promise<number> {
  await expect
    .poll(() => pictures.evaluateAll((images) => images.length > 0 && images.every((i) => (i as unknown as LoadedImage).complete && (i as unknown as LoadedImage).naturalWidth > 0)))
    .toBe(true);
  return pictures.count();
}

test('shows the thumbnails of the image list and the author list browsed before the server went down', async ({ page }) => {
  // The browser's own HTTP cache off: every picture is asked of the web host again, so what shows offline
  // comes from core's thumbnail cache and not from Chromium's.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await signIn(page, 'admin', WEB);

  // Online: the illustrations (their thumbnails are unnamed: the name beside each one names it), then the
  // authors, whose thumbnails are named after them.
  const illustrations = `${WEB}/images?collectionFilter=ILLUSTRATION`;
  await page.goto(illustrations);
  await expect(page.getByRole('heading', { level: 1, name: 'Liste des images' })).toBeVisible();
  const imageCount = await expectAllLoaded(imagesTable(page).getByRole('presentation'));
  expect(imageCount).toBe(14);
  await page.goto(`${WEB}/auteurs`);
  await expect(authorLink(page)).toBeVisible();
  const portraits = authorsTable(page).getByRole('img', { name: /^Image de / });
  const portraitCount = await expectAllLoaded(portraits);
  await expect(offlineBanner(page)).toHaveCount(0);

  // The server goes away (it stays down: afterAll has nothing more to stop).
  await stop(server);
  server = null;

  // Reloaded offline, both lists show every thumbnail, none of them broken or replaced by its placeholder.
  await page.goto(illustrations);
  await expect(offlineBanner(page)).toBeVisible();
  expect(await expectAllLoaded(imagesTable(page).getByRole('presentation'))).toBe(imageCount);
  await page.screenshot({ path: '.tmp/screens/images-list-offline.png' });

  await page.goto(`${WEB}/auteurs`);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(authorLink(page)).toBeVisible();
  expect(await expectAllLoaded(portraits)).toBe(portraitCount);
  await page.screenshot({ path: '.tmp/screens/authors-list-thumbnails-offline.png' });
});
