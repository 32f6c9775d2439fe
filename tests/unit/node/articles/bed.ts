import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '../../../../src/core/app-core';
import type { RunningServer, ServerOptions } from '../../../../src/server/app';
import { startReferenceServer } from '../reference-server';
import { seededPglite } from '../../../support/seeded-database';
import { downloadDirOf, signedInCore, type DemoUser } from '../../../support/signed-in-core';

/**
 * The articles area under test as the app runs it: the real core (dispatcher, handlers, REST client) of
 * each demo user, signed in on a real reference server in memory whose worker runs for real, fast.
 */

export type { DemoUser };

export interface ArticleBed {
  server: RunningServer;
  core(user: DemoUser): Promise<Core>;
  downloadDir(user: DemoUser): string;
  close(): Promise<void>;
}

/**
 * `server`: a strict one (only the specs' calls), or one whose requests the suite sees; `onPurpose`: the server's own
 * routes the suite calls (see startReferenceServer).
 */
export async function startArticleBed(
  options: { stepMs?: number; pollMs?: number; server?: Pick<ServerOptions, 'strict' | 'onRequest'>; onPurpose?: readonly string[] } = {},
): Promise<ArticleBed> {
  const root = await mkdtemp(join(tmpdir(), 'pupitre-articles-'));
  const server = await startReferenceServer({
    ...options.server,
    port: 0,
    dataDir: null,
    initialData: await seededPglite(),
    workflow: { stepMs: options.stepMs ?? 40, pollMs: options.pollMs ?? 20 },
  }, options.onPurpose);
  const cores = new Map<DemoUser, Core>();
  const downloadDir = (user: DemoUser) => downloadDirOf(root, user);
  return {
    server,
    downloadDir,
    async core(user) {
      const known = cores.get(user);
      if (known) return known;
      const core = await signedInCore({ apiUrl: server.url, user, root, overrides: { notifier: { notify: () => true } } });
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
