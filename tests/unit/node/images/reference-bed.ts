import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { RunningServer, ServerOptions } from '../../../../src/server/app';
import { startReferenceServer } from '../reference-server';
import { seededPglite } from '../../../support/seeded-database';
import type { DownloadsState } from '../../../../src/shared/domain/files';
import type { BridgeErrorData, BridgeResult } from '../../../../src/shared/errors';
import type { FileSource } from '../../../../src/shared/schemas';
import { downloadDirOf, signedInCore, type DemoUser } from '../../../support/signed-in-core';
import { untilState } from '../../../support/until-state';

/**
 * The images and ads bridge under test as the app runs it: the real core (createCore: dispatcher, host
 * policy, handlers, offline gate, download queue) signed in on the real reference server (in memory), with a
 * counting proxy in front of the API so that a test sees what reached the server and what did not.
 */

export type { DemoUser };

export interface ReferenceBed {
  /** The download folder of `user`'s core. */
  downloadDir(user: DemoUser): string;
  /** Every /api/ request that went through to the server, as "METHOD /path?query". */
  apiRequests: string[];
  /** The core of `user`, signed in on first use (web host: files cross the bridge as bytes). */
  core(user: DemoUser): Promise<Core>;
  /** Another app of `user` (its own core and profile): their window on another computer, say. */
  anotherApp(user: DemoUser): Promise<Core>;
  close(): Promise<void>;
}

const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

/** A plain HTTP proxy to `target` that records the API requests it forwards. */
async function countingProxy(target: string, apiRequests: string[]): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const server: Server = createHttpServer((req, res) => {
    const path = req.url ?? '/';
    if (path.startsWith('/api/') && !path.startsWith('/api/config/')) apiRequests.push(`${req.method ?? ''} ${path}`);
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** `workflow`: the server's job engine (paused: the seeded processes stay as seeded); `strict`: the specs' calls only. */
export async function startReferenceBed(options: Pick<ServerOptions, 'workflow' | 'strict'> = {}): Promise<ReferenceBed> {
  const root = await mkdtemp(join(tmpdir(), 'pupitre-media-bridge-'));
  const server: RunningServer = await startReferenceServer({ port: 0, dataDir: null, initialData: await seededPglite(), ...options });
  const apiRequests: string[] = [];
  const proxy = await countingProxy(server.url, apiRequests);
  const cores = new Map<DemoUser, Core>();
  const others: Core[] = [];
  const downloadDir = (user: DemoUser) => downloadDirOf(root, user);

  const signIn = (user: DemoUser): Promise<Core> => signedInCore({ apiUrl: proxy.url, user, root, overrides: { logger: silent } });

  return {
    downloadDir,
    apiRequests,
    async core(user) {
      const known = cores.get(user);
      if (known) return known;
      const core = await signIn(user);
      cores.set(user, core);
      return core;
    },
    async anotherApp(user) {
      const core = await signedInCore({ apiUrl: proxy.url, user, root: join(root, `app-${others.length + 1}`), overrides: { logger: silent } });
      others.push(core);
      return core;
    },
    async close() {
      for (const core of [...cores.values(), ...others]) core.dispose();
      await proxy.close();
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The value of a call that must succeed (the failure's message otherwise). */
export function valueOf<T>(result: BridgeResult<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code} ${result.error.status ?? ''} ${result.error.message}`);
  return result.value as T;
}

/** The error of a call that must fail. */
export function errorOf(result: BridgeResult<unknown>): BridgeErrorData {
  if (result.ok) throw new Error(`accepté : ${JSON.stringify(result.value).slice(0, 200)}`);
  return result.error;
}

/** A file the web host hands core: its bytes. */
export function bytesSource(name: string, bytes: Buffer): FileSource {
  return { kind: 'bytes', name, size: bytes.length, base64: bytes.toString('base64') };
}

/** The downloads state once every file of the batch has finished. */
export async function settledBatch(core: Core, batchId: string): Promise<DownloadsState> {
  return untilState(
    async () => {
      const state = valueOf<DownloadsState>(await core.dispatch('downloads.list', []));
      const batch = state.batches.find((b) => b.id === batchId);
      if (!batch || batch.done + batch.failed + batch.cancelled < batch.total) throw new Error(`lot ${batchId} en cours`);
      return state;
    },);
}
