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
import { createWebOpener, noNotifier, noTaskbar, webDialogs, WebSettingsStore } from './host-ports';
import { createRequestGuard, hasSecret, isOwnHost, SECRET_COOKIE, WRONG_HOST_STATUS } from './request-guard';
import { registerMediaRoute } from './media-route';
import { deepLinkPath } from '../shared/rules/deep-link';
import { deepLinkRedirect } from './deep-link';
import { bridgeEnvelopeOnError, invokeArgs } from './invoke-body';

/** Vite's output under assets/: `name-<hash>.ext`. */
const isHashedAsset = (path: string): boolean => /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+$/.test(path);
const IMMUTABLE = 'public, max-age=31536000, immutable';

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
  /** The folder "Choisir le dossier surveillé" takes (no folder dialog in a browser). Default: WATCH_DIR, else none. */
  watchDir?: string;
}

export interface WebHost {
  url: string;
  core: Core;
  close(): Promise<void>;
}

/**
 * The same core as Electron main, behind an HTTP transport of the same contract, serving the built renderer
 * to a browser. Bound to loopback; it answers only requests addressed to 127.0.0.1 or localhost on its own
 * port (no DNS rebinding), hands its secret cookie only with the page at `/`, and the bridge answers only a
 * page that carries that cookie and comes from this origin, so other local pages cannot drive it.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  if (!existsSync(options.rendererDir)) throw new Error(`Renderer not built: ${options.rendererDir} (run npm run build)`);
  const host = options.host ?? '127.0.0.1';
  const secret = randomBytes(32).toString('base64url');
  const streams = new Set<ServerResponse>();
  let origin = '';
  /** The port actually listened on (options.port may be 0); known before the first request. */
  let port = options.port;
  const downloadDir = resolve(options.downloadDir ?? process.env['DOWNLOAD_DIR'] ?? '.data/downloads');
  const profileDir = resolve(options.profileDir ?? process.env['PROFILE_DIR'] ?? '.data/webhost-profile');
  mkdirSync(profileDir, { recursive: true });
  const watchDir = options.watchDir ?? process.env['WATCH_DIR'];

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
    notifier: noNotifier,
    opener: createWebOpener({
      fileUrl: async (path) => {
        const file = (await finishedDownloads()).find((f) => f.path === path);
        // Relative: the page resolves it against its own origin (127.0.0.1 or localhost), where its cookie is.
        return file ? `/files/${encodeURIComponent(file.itemId)}` : null;
      },
      openInPage: (url) => {
        if (streams.size === 0) return false;
        emit('app.openUrl', { url });
        return true;
      },
    }),
    emit,
    ...(watchDir ? { watchDir: resolve(watchDir) } : {}),
    ...(options.loginTimeoutMs === undefined ? {} : { loginTimeoutMs: options.loginTimeoutMs }),
  });

  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 });

  // First of all, before any route, asset, body parsing or 404: only requests addressed to this host.
  app.addHook('onRequest', async (req, reply) => {
    if (isOwnHost(req.headers.host, port)) return;
    await reply
      .code(WRONG_HOST_STATUS)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(`Adresse refusée : ouvrez Pupitre à l’adresse http://127.0.0.1:${port}/`);
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });
  // The bridge takes JSON only: a text/plain POST (a "simple" cross-site request) is not even parsed.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(bridgeEnvelopeOnError(options.logger));

  await app.register(fastifyCookie);
  // index.html is served only by sendPage (with its CSP), never as a plain file.
  // The assets' names carry their content's hash: kept without asking again, a new page of the same browser
  // loads them from its cache instead of a round of conditional requests (over a hundred for the first screen).
  await app.register(fastifyStatic, {
    root: options.rendererDir,
    index: false,
    wildcard: false,
    allowedPath: (path) => path !== '/index.html',
    cacheControl: false,
    setHeaders: (res, path) => res.setHeader('cache-control', isHashedAsset(path) ? IMMUTABLE : 'no-cache'),
  });

  const authorised = createRequestGuard(secret);

  /** The page; the secret cookie goes only with the page served at `/`. */
  function sendPage(reply: FastifyReply, { withSecret }: { withSecret: boolean }): FastifyReply {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY).header('cache-control', 'no-store');
    if (withSecret) reply.setCookie(SECRET_COOKIE, secret, { httpOnly: true, sameSite: 'strict', path: '/' });
    return reply.sendFile('index.html');
  }

  app.post<{ Params: { name: string } }>('/bridge/invoke/:name', async (req, reply) => {
    if (!authorised(req)) return reply.code(403).send({ ok: false, error: { code: 'FORBIDDEN_SENDER', message: 'Appel refusé.' } });
    const args = invokeArgs(req.body);
    if (!args.ok) return reply.code(400).send(args);
    return core.dispatch(req.params.name, args.value);
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

  // Assets are files; every other GET is a route of the single-page app (history fallback). A deep link is
  // served the page only to a browser that already holds the cookie; otherwise it goes through `/`, which
  // sets it, keeping the path for the page to go back to (`/?suite=/auteurs/12`). `/` answers cross-site
  // navigations too (a bookmark, a link in a mail): the page is public HTML, and its cookie is HttpOnly and
  // SameSite=Strict, so another site can neither read it nor get it sent; a rebound name never gets here.
  app.get('/', (_req, reply) => sendPage(reply, { withSecret: true }));
  // The browser's side of the desktop app's pupitre:// links: `/ouvrir?lien=pupitre://article/12` opens the
  // article (through `/`, as any deep link); a link the shared rule refuses opens the app's root.
  app.get('/ouvrir', (req, reply) => {
    const link = (req.query as { lien?: unknown }).lien;
    const path = typeof link === 'string' ? deepLinkPath(link) : null;
    return reply.header('cache-control', 'no-store').redirect(path ? deepLinkRedirect(path) : '/', 302);
  });
  app.setNotFoundHandler((req, reply) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || /^\/(bridge|assets|media|files)\//.test(req.url)) {
      return reply.code(404).send({ message: 'Introuvable' });
    }
    if (hasSecret(req, secret)) return sendPage(reply, { withSecret: false });
    return reply.header('cache-control', 'no-store').redirect(deepLinkRedirect(req.url), 302);
  });

  await app.listen({ port: options.port, host });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : options.port;
  // The address the host gives out (file links, logs) is one it answers to, whatever it is bound to.
  origin = `http://${isOwnHost(`${host}:${port}`, port) ? host : '127.0.0.1'}:${port}`;
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
