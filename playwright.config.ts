import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { E2E_STATE_BOUND_MS, E2E_TEST_BOUND_MS } from './tests/support/bounds';
import { serverCommand } from './tests/support/server-command';
import { E2E_CHROMIUM } from './tests/support/chromium';

/**
 * Workers: each has its own reference server and web host (the web host holds one session for all its tabs, and
 * the tests change the data), on ports of its own. A worker's files are given out as workers free up.
 */
export const E2E_WORKERS = Number(process.env['E2E_WORKERS'] ?? 2);
/** Ports of the first worker, apart from the development ones (4310, 4320); worker i adds i. */
const API_PORT_BASE = Number(process.env['E2E_API_PORT'] ?? 4311);
const WEB_PORT_BASE = Number(process.env['E2E_WEB_PORT'] ?? 4321);
/** Playwright sets it in each worker process (0 … workers − 1); the config is evaluated there too. */
const WORKER = Number(process.env['TEST_PARALLEL_INDEX'] ?? 0);

/** This worker's reference server and web host. */
export const E2E_API_PORT = API_PORT_BASE + WORKER;
export const E2E_WEB_PORT = WEB_PORT_BASE + WORKER;
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
const downloadDir = (webPort: number) => `.tmp/e2e-downloads-${webPort}`;
const watchDir = (webPort: number) => `.tmp/e2e-watch-${webPort}`;
/** Where this worker's web host saves downloads: the specs read the files there. */
export const E2E_DOWNLOAD_DIR = downloadDir(E2E_WEB_PORT);
/** The folder this worker's web host watches once "Choisir le dossier surveillé" is clicked: the specs drop files there. */
export const E2E_WATCH_DIR = watchDir(E2E_WEB_PORT);
/** Where a shared pair's reference server appends the calls it received outside the client's table (CLIENT_API_LOG). */
export const outsideCallsLog = (apiPort: number) => `.tmp/e2e-outside-calls-${apiPort}.log`;
/** The shared pairs' reference servers, one a worker: the global teardown checks their logs. */
export const SHARED_API_PORTS = Array.from({ length: E2E_WORKERS }, (_, worker) => API_PORT_BASE + worker);
/**
 * The back-office the suite runs against (issue 32): `strict` by default, the reference server serving only the
 * specs' calls and fields, as the publisher's back-office does; `full` (E2E_API=full), with its extensions.
 */
export const E2E_API: 'strict' | 'full' = process.env['E2E_API'] === 'full' ? 'full' : 'strict';
/** The reference server's environment for that back-office (src/server/main.ts reads STRICT_API). */
export const apiModeEnv = (mode: 'strict' | 'full' = E2E_API) => ({ STRICT_API: mode === 'strict' ? '1' : '0' });
/** The run's JSON report, which `npm test` reads. */
export const E2E_REPORT = `.tmp/playwright-${WEB_PORT_BASE}.json`;

// Debian's Chromium (tests/support/chromium.ts), never `playwright install`: this machine reaches no browser download (design.md).
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `.tmp/test-results-${WEB_PORT_BASE}`,
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: E2E_TEST_BOUND_MS,
  expect: { timeout: E2E_STATE_BOUND_MS },
  reporter: [['list'], ['json', { outputFile: E2E_REPORT }]],
  // Fails the run, naming them, on calls the shared servers received outside the client's table (issue 31).
  globalTeardown: './tests/e2e/outside-calls-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_WEB_PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: E2E_CHROMIUM, args: CHROMIUM_FLAGS },
  },
  webServer: SHARED_API_PORTS.map((apiPort, worker) => workerServers(apiPort, WEB_PORT_BASE + worker)).flat(),
});

/** One worker's pair: a freshly seeded reference server and a web host in front of it. */
/** One entry of the config's webServer list (Playwright does not export its name). */
type WebServer = Extract<PlaywrightTestConfig['webServer'], readonly unknown[]>[number];
function workerServers(apiPort: number, webPort: number): WebServer[] {
  return [
    {
      command: [...serverCommand('server'), '--reset'].join(' '),
      url: `http://127.0.0.1:${apiPort}/api/config/keycloak.json`,
      env: { PORT: String(apiPort), DATA_DIR: `.tmp/e2e-data-${apiPort}`, CLIENT_API_LOG: outsideCallsLog(apiPort), ...apiModeEnv() },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      command: serverCommand('webhost').join(' '),
      url: `http://127.0.0.1:${webPort}/`,
      env: {
        WEB_PORT: String(webPort),
        PUPITRE_API_URL: `http://127.0.0.1:${apiPort}`,
        DOWNLOAD_DIR: downloadDir(webPort),
        WATCH_DIR: watchDir(webPort),
        PROFILE_DIR: `.tmp/e2e-profile-${webPort}`,
        RENDERER_DIR: process.env['RENDERER_DIR'] ?? 'out/renderer',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ];
}
