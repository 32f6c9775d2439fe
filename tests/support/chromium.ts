import { existsSync } from 'node:fs';

/**
 * The Chromium the end-to-end tests drive: Debian's, never a download (design.md). Its headless shell (package
 * chromium-headless-shell), the build Playwright itself runs headless tests in: the same Blink without the full
 * browser's layers, about 40 % less CPU counted on the same specs (issue 31). The full Chromium (package
 * chromium) where only it will do, its PDF viewer, and for all when the shell is not installed. CHROMIUM_PATH,
 * when set, is the one browser of every test.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** The full Chromium, for a test that needs what only it has. */
export const E2E_FULL_CHROMIUM = CHROMIUM;
/** The tests' browser. */
export const E2E_CHROMIUM = !process.env['CHROMIUM_PATH'] && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
