import { existsSync } from 'node:fs';

/**
 * The Chromium the end-to-end tests drive: Debian's, never a download (design.md). Its headless shell (package
 * chromium-headless-shell), the build Playwright itself runs headless tests in: the same Blink without the full
 * browser's layers, about 40 % less CPU counted on the same specs (issue 31). The full Chromium (package
 * chromium) where only it will do, its PDF viewer, and for all when the shell is not installed. CHROMIUM_PATH,
 * when set, is the one browser of every test. `npm test` (scripts/test.mjs) installs the packages missing.
 */
const FROM_ENV = process.env['CHROMIUM_PATH'];

/** The Debian packages the tests want, and where each puts its browser; none when CHROMIUM_PATH names the one. */
export const CHROMIUM_PACKAGES: Readonly<Record<string, string>> = FROM_ENV
  ? {}
  : { chromium: '/usr/bin/chromium', 'chromium-headless-shell': '/usr/bin/chromium-headless-shell' };

/** The full Chromium, for a test that needs what only it has. */
export const E2E_FULL_CHROMIUM = FROM_ENV ?? '/usr/bin/chromium';
const headlessShell = CHROMIUM_PACKAGES['chromium-headless-shell'];
/** The tests' browser. */
export const E2E_CHROMIUM = headlessShell && existsSync(headlessShell) ? headlessShell : E2E_FULL_CHROMIUM;
