import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { createCore, type Core } from '../../../../src/core/app-core';
import { MemorySecretStore } from '../../../../src/core/ports';
import { MemorySettingsStore } from '../../../../src/core/settings';
import { createServer, type RunningServer } from '../../../../src/server/app';
import { BridgeError } from '../../../../src/shared/errors';
import { scriptedLogin } from '../../../support/scripted-browser';

/**
 * The articles area under test as the app runs it: the real core (dispatcher, handlers, REST client) of
 * each demo user, signed in on a real reference server in memory whose worker runs for real, fast.
 */

export type DemoUser = 'admin' | 'redaction' | 'production' | 'lecteur';

export interface ArticleBed {
  server: RunningServer;
  core(user: DemoUser): Promise<Core>;
  downloadDir(user: DemoUser): string;
  close(): Promise<void>;
}

export async function startArticleBed(options: { stepMs?: number; pollMs?: number } = {}): Promise<ArticleBed> {
  const root = await mkdtemp(join(tmpdir(), 'pupitre-articles-'));
  const server = await createServer({ port: 0, dataDir: null, workflow: { stepMs: options.stepMs ?? 40, pollMs: options.pollMs ?? 20 } });
  const cores = new Map<DemoUser, Core>();
  const refuse = (): Promise<never> => Promise.reject(new BridgeError('NOT_ALLOWED', 'Indisponible dans ce test.'));
  const downloadDir = (user: DemoUser) => join(root, `downloads-${user}`);
  return {
    server,
    downloadDir,
    async core(user) {
      const known = cores.get(user);
      if (known) return known;
      const core = createCore({
        apiUrl: server.url,
        helpUrl: 'https://aide.example/',
        host: 'web',
        version: 'test',
        logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
        secrets: new MemorySecretStore(),
        browser: {
          openExternal: (url) => {
            void scriptedLogin(url, user, user);
            return Promise.resolve();
          },
        },
        profileDir: join(root, `profile-${user}`),
        dialogs: { chooseFolder: () => Promise.resolve(null), chooseSavePath: () => Promise.resolve(null) },
        opener: { open: refuse, openPdf: refuse, showInFolder: refuse },
        taskbar: { setProgress: () => undefined },
        notifier: { notify: () => true },
        settingsStore: new MemorySettingsStore({ downloadDir: downloadDir(user) }),
        emit: () => undefined,
      });
      const login = await core.dispatch('auth.login', []);
      if (!login.ok) throw new Error(`sign-in of ${user} failed: ${login.error.code} ${login.error.message}`);
      cores.set(user, core);
      return core;
    },
    async close() {
      for (const core of cores.values()) core.dispose();
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
