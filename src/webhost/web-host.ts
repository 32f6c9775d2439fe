import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import Fastify, { type FastifyReply } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { EventName, EventPayload } from '../shared/contract';
import { BridgeError } from '../shared/errors';
import { createCore, type Core } from '../core/app-core';
import { MemorySecretStore, type LoggerPort } from '../core/ports';
import { CONTENT_SECURITY_POLICY } from '../shared/csp';
import { downloadedFiles, registerFileRoute, type DownloadedFileRef } from './file-route';
import { createWebOpener, noTaskbar, webDialogs, WebSettingsStore } from './host-ports';
import { createRequestGuard, SECRET_COOKIE } from './request-guard';
import { registerMediaRoute } from './media-route';

export interface WebHostOptions {
  port: number;
  host?: string;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  apiUrl: string;
  helpUrl: string;
  version: string;
  logger: LoggerPort;
  loginTimeoutMs?: number;
  /** Where downloads go (no save dialog in a browser). Default: DOWNLOAD_DIR, else <cwd>/.data/downloads. */
  downloadDir?: string;
  /** Offline cache and drafts. Default: PROFILE_DIR, else <cwd>/.data/webhost-profile. */
  profileDir?: string;
}

export interface WebHost {
  url: string;
  core: Core;
  close(): Promise<void>;
}

/**
 * The same core as Electron main, behind an HTTP transport of the same contract, serving the built renderer
 * to a browser. Bound to loopback; the bridge answers only a page that carries this run's secret cookie and
 * comes from this origin, so other local pages cannot drive it.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  if (!existsSync(options.rendererDir)) throw new Error(`Renderer not built: ${options.rendererDir} (run npm run build)`);
  const host = options.host ?? '127.0.0.1';
  const secret = randomBytes(32).toString('base64url');
  const streams = new Set<ServerResponse>();
  let origin = '';
  const downloadDir = resolve(options.downloadDir ?? process.env['DOWNLOAD_DIR'] ?? '.data/downloads');
  const profileDir = resolve(options.profileDir ?? process.env['PROFILE_DIR'] ?? '.data/webhost-profile');
  mkdirSync(profileDir, { recursive: true });

  function emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    const frame = `event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`;
    for (const stream of streams) stream.write(frame);
  }

  const finishedDownloads = (): Promise<DownloadedFileRef[]> => downloadedFiles(core.dispatch);

  const core: Core = createCore({
    apiUrl: options.apiUrl,
    helpUrl: options.helpUrl,
    host: 'web',
    version: options.version,
    logger: options.logger,
    secrets: new MemorySecretStore(),
    // A browser cannot be told to open a tab from outside: the page does it when asked over the stream.
    browser: {
      openExternal: (url) => {
        if (streams.size === 0) return Promise.reject(new BridgeError('LOGIN_FAILED', 'Aucune page Pupitre ouverte pour afficher la connexion.'));
        emit('app.openUrl', { url });
        return Promise.resolve();
      },
    },
    profileDir,
    settingsStore: new WebSettingsStore(downloadDir),
    dialogs: webDialogs,
    taskbar: noTaskbar,
    opener: createWebOpener({
      fileUrl: async (path) => {
        const file = (await finishedDownloads()).find((f) => f.path === path);
        return file ? `${origin}/files/${encodeURIComponent(file.itemId)}` : null;
      },
      openInPage: (url) => {
        if (streams.size === 0) return false;
        emit('app.openUrl', { url });
        return true;
      },
    }),
    emit,
    ...(options.loginTimeoutMs === undefined ? {} : { loginTimeoutMs: options.loginTimeoutMs }),
  });

  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyStatic, { root: options.rendererDir, index: false, wildcard: false });

  const authorised = createRequestGuard(secret, () => origin);

  function sendPage(reply: FastifyReply): FastifyReply {
    return reply
      .header('content-security-policy', CONTENT_SECURITY_POLICY)
      .header('cache-control', 'no-store')
      .setCookie(SECRET_COOKIE, secret, { httpOnly: true, sameSite: 'strict', path: '/' })
      .sendFile('index.html');
  }

  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });

  app.post<{ Params: { name: string }; Body: { args?: unknown } }>('/bridge/invoke/:name', async (req, reply) => {
    if (!authorised(req)) return reply.code(403).send({ ok: false, error: { code: 'FORBIDDEN_SENDER', message: 'Appel refusé.' } });
    const args = req.body && typeof req.body === 'object' && 'args' in req.body ? req.body.args : [];
    return core.dispatch(req.params.name, args);
  });

  app.get('/bridge/events', (req, reply) => {
    if (!authorised(req)) return reply.code(403).send();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(`event: auth.changed\ndata: ${JSON.stringify(core.session.current)}\n\n`);
    streams.add(res);
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
    req.raw.on('close', () => {
      clearInterval(keepAlive);
      streams.delete(res);
    });
  });

  registerFileRoute(app, {
    authorised,
    find: async (itemId) => (await finishedDownloads()).find((f) => f.itemId === itemId) ?? null,
  });

  registerMediaRoute(app, { authorised, media: core.media });

  // Assets are files; every other GET is a route of the single-page app (history fallback).
  app.get('/', (_req, reply) => sendPage(reply));
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' || /^\/(bridge|assets|media|files)\//.test(req.url)) {
      return reply.code(404).send({ message: 'Introuvable' });
    }
    return sendPage(reply);
  });

  await app.listen({ port: options.port, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  origin = `http://${host}:${port}`;
  await core.start();

  return {
    url: origin,
    core,
    close: async () => {
      core.dispose();
      for (const s of streams) s.end();
      await app.close();
    },
  };
}
