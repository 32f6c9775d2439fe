import { defineConfig } from '@playwright/test';

/** Ports of the test run, apart from the development ones (4310, 4320). */
export const E2E_API_PORT = Number(process.env['E2E_API_PORT'] ?? 4311);
export const E2E_WEB_PORT = Number(process.env['E2E_WEB_PORT'] ?? 4321);
/** Where the web host saves downloads in the tests: the specs read the files there. */
export const E2E_DOWNLOAD_DIR = `.tmp/e2e-downloads-${E2E_WEB_PORT}`;
/** The folder the web host watches once "Choisir le dossier surveillé" is clicked: the specs drop files there. */
export const E2E_WATCH_DIR = `.tmp/e2e-watch-${E2E_WEB_PORT}`;

// Debian's Chromium, never `playwright install`: this machine reaches no browser download (design.md).
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
  outputDir: `.tmp/test-results-${process.env['E2E_WEB_PORT'] ?? 4321}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `.tmp/playwright-${process.env['E2E_WEB_PORT'] ?? 4321}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_WEB_PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  },
  webServer: [
    {
      command: 'node_modules/.bin/tsx src/server/main.ts --reset',
      url: `http://127.0.0.1:${E2E_API_PORT}/api/config/keycloak.json`,
      env: { PORT: String(E2E_API_PORT), DATA_DIR: `.tmp/e2e-data-${E2E_API_PORT}` },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      command: 'node_modules/.bin/tsx src/webhost/main.ts',
      url: `http://127.0.0.1:${E2E_WEB_PORT}/`,
      env: {
        WEB_PORT: String(E2E_WEB_PORT),
        PUPITRE_API_URL: `http://127.0.0.1:${E2E_API_PORT}`,
        DOWNLOAD_DIR: E2E_DOWNLOAD_DIR,
        WATCH_DIR: E2E_WATCH_DIR,
        PROFILE_DIR: `.tmp/e2e-profile-${E2E_WEB_PORT}`,
        RENDERER_DIR: process.env['RENDERER_DIR'] ?? 'out/renderer',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
