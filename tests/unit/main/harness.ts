import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { createCore, type Core, type HostOptions } from '../../../src/core/app-core';
import { startDesktopApp, type DesktopApp, type DesktopAppOptions } from '../../../src/main/app';
import type { PolicyPlace } from '../../../src/main/policy-file';
import { app, FakeFrame, type FakeBrowserWindow } from '../../support/fake-electron';
import { TEST_UPDATE_PUBLIC_KEY } from '../../support/update-feed';

/** A policy file of the test's profile, trusted as the system's is when root owns it: here, when the test's user does. */
export function testPolicyPlace(file: string): PolicyPlace {
  return { file, owner: process.getuid?.() ?? 0 };
}

/** An administrator's policy file in the test's profile, holding `content`: its path. */
export function writePolicy(content: unknown): string {
  const file = join(app.getPath('userData'), 'policy.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** Nothing listens there: core must start, and answer, without the server. */
export const UNREACHABLE_API = 'http://127.0.0.1:9';
export const HELP_URL = 'https://aide.pupitre.example/';

export const silentLogger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

/** The app's own page in the top frame, as Electron describes it. */
export function appFrame(path = '/index.html'): FakeFrame {
  return new FakeFrame({ url: `app://pupitre${path}` });
}

/** A built app in the test's temporary profile: out/renderer (page, script), out/preload, a file beside them. */
export function makeOutDir(): string {
  const outDir = app.getPath('out');
  mkdirSync(join(outDir, 'renderer', 'assets'), { recursive: true });
  mkdirSync(join(outDir, 'preload'));
  writeFileSync(join(outDir, 'renderer', 'index.html'), '<!doctype html><title>Pupitre</title>');
  writeFileSync(join(outDir, 'renderer', 'assets', 'index-abc.js'), 'console.log("pupitre")');
  writeFileSync(join(outDir, 'preload', 'index.cjs'), '');
  writeFileSync(join(outDir, 'secret.txt'), 'NE PAS SERVIR');
  return outDir;
}

export interface StartedApp {
  desktop: DesktopApp;
  /** The core startup holds (the real one, its dispatch spied on). */
  core: Core;
  /** What startup gave core: its ports, as a test may call them. */
  hostOptions: HostOptions;
  dispatch: ReturnType<typeof vi.fn<Core['dispatch']>>;
  window: FakeBrowserWindow;
  outDir: string;
}

/**
 * The real startup against the fake electron and the real core (on an unreachable server): app ready, then
 * the window. core.dispatch is spied on so that a test sees whether a call reached it.
 */
export async function startApp(
  env: Record<string, string | undefined> = { PUPITRE_API_URL: UNREACHABLE_API, PUPITRE_HELP_URL: HELP_URL },
  /** The launch's arguments (where the system puts a pupitre:// link): none by default. */
  argv: readonly string[] = ['/opt/Pupitre/pupitre'],
  /** The updater's engine (electron-updater's autoUpdater, which needs a real Electron, otherwise), policy file and key. */
  extra: Pick<DesktopAppOptions, 'updateEngine' | 'policyPlace' | 'updatePublicKey'> = {},
): Promise<StartedApp> {
  const outDir = makeOutDir();
  const seen: { started?: { core: Core; hostOptions: HostOptions; dispatch: StartedApp['dispatch'] } } = {};
  const desktop = startDesktopApp({
    outDir,
    env,
    argv,
    // Never the machine's own policy: a file where none is, trusted from the test's own user, unless the test writes one.
    policyPlace: testPolicyPlace(join(outDir, 'no-policy.json')),
    // The tests' own key pair: the feeds of tests/support/update-feed.ts sign with its private half.
    updatePublicKey: TEST_UPDATE_PUBLIC_KEY,
    ...extra,
    logger: silentLogger,
    createCore: (hostOptions) => {
      const real = createCore(hostOptions);
      const dispatch = vi.fn(real.dispatch);
      const core: Core = { ...real, dispatch };
      seen.started = { core, hostOptions, dispatch };
      running.add(real);
      return core;
    },
  });
  app.emitReady();
  await desktop.ready;
  const window = desktop.mainWindow as unknown as FakeBrowserWindow | null;
  if (!seen.started || !window) throw new Error('startup did not open the window');
  const { core, hostOptions, dispatch } = seen.started;
  return { desktop, core, hostOptions, dispatch, window, outDir };
}

const running = new Set<Core>();

/** After each test: cores started by startApp stop their timers, as the app does on before-quit. */
export function stopStartedApps(): void {
  for (const core of running) core.dispose();
  running.clear();
}
