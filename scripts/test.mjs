// npm test: typecheck, lint, security (Electronegativity), unit (vitest), build, end to end (Playwright in Debian's
// Chromium). Ends with the totals of every test runner on one line: "N passed, N failed, N skipped".
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { createTestRun, playwrightCounts, vitestCounts } from './test-runner.mjs';
// Node 24 strips the types: the tests' one choice of Chromium, read here to install what it wants.
import { CHROMIUM_PACKAGES, E2E_FULL_CHROMIUM } from '../tests/support/chromium.ts';

const E2E_REPORT = `.tmp/playwright-${process.env.E2E_WEB_PORT ?? 4321}.json`;
const bin = (name) => `node_modules/.bin/${name}`;

/** Whether the tests have their browser; the missing packages installed first when this runs as root. */
function ensureChromium() {
  const missing = Object.entries(CHROMIUM_PACKAGES).filter(([, path]) => !existsSync(path)).map(([name]) => name);
  if (missing.length > 0 && process.getuid?.() === 0) {
    console.log(`Installation des paquets Debian ${missing.join(', ')}…`);
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (existsSync(E2E_FULL_CHROMIUM)) return true;
  console.log('Chromium est requis pour les tests de bout en bout : installez les paquets Debian « chromium » et « chromium-headless-shell » (apt-get install chromium chromium-headless-shell) ou indiquez CHROMIUM_PATH.');
  return false;
}

rmSync('.tmp', { recursive: true, force: true });
mkdirSync('.tmp', { recursive: true });
console.log(`Node ${process.version}`);
const run = createTestRun();

// Single-threaded checks side by side on two cores: each waits on its disk reads part of the time. Beside them, the
// seeded database every reference server of the unit and end-to-end tests starts from (SEEDED_DATA): PGlite's
// initdb, the migrations and the demo data once for the run rather than at each server's start.
// And the end-to-end servers bundled (SERVER_BUNDLE): started without tsx's transpiling of the sources.
const SEEDED_DATA = resolve('.tmp/seeded.tar');
const SERVER_BUNDLE = '.tmp/servers';
const [, , built, seeded, bundled] = await Promise.all([
  run.step('typecheck', 'npm', ['run', '-s', 'typecheck'], { prefix: '[types]' }),
  run.step('lint', 'npm', ['run', '-s', 'lint'], { prefix: '[lint]' }),
  run.step('build (electron-vite)', bin('electron-vite'), ['build'], { prefix: '[build]' }),
  run.step('seeded database', bin('tsx'), ['tests/support/seeded-dump.ts', SEEDED_DATA], { prefix: '[seed]' }),
  run.step('end-to-end servers bundle', process.execPath, ['scripts/bundle-servers.mjs', SERVER_BUNDLE], { prefix: '[bundle]' }),
]);
// Without them, each server seeds its own database and runs from the sources, as in a run of vitest or Playwright alone.
if (seeded) process.env.SEEDED_DATA = SEEDED_DATA;
if (bundled) process.env.SERVER_BUNDLE = SERVER_BUNDLE;
// Electronegativity exits 0 whatever it finds: the script fails on findings neither fixed nor reviewed.
await run.step('security (electronegativity)', process.execPath, ['scripts/electronegativity.mjs']);

// The unit tests and the end-to-end ones side by side: the end-to-end workers spend most of their time waiting
// on the browser, the servers and the workflow's timed steps, and the unit tests fill those gaps. Each is made to
// pass on a loaded machine (waits on states, never on durations).
const unit = run.step('unit (vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/vitest.json'], {
  report: { file: '.tmp/vitest.json', count: vitestCounts },
  prefix: '[unit]',
});
let e2e;
if (!built) run.skipStep('end to end (playwright)', 'la construction a échoué');
else if (!ensureChromium()) run.skipStep('end to end (playwright)', 'Chromium manquant');
else e2e = run.step('end to end (playwright)', bin('playwright'), ['test'], { report: { file: E2E_REPORT, count: playwrightCounts }, prefix: '[e2e]' });
await Promise.all([unit, e2e]);

process.exit(run.finish());
