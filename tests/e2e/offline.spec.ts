import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * Offline browsing (issue 3 on the authors screens): this spec owns its reference server and its web host, so
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
const authorLink = (page: Page) => page.getByRole('table', { name: 'Auteurs' }).getByRole('link', { name: 'Étienne de Villeneuve', exact: true });

test.beforeAll(async () => {
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
