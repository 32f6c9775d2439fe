import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyRequest } from 'fastify';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, DEFAULT_REFRESH_TOKEN_TTL_SECONDS, REALM_PATH } from './config';
import type { Db } from './db/db';
import { dropEverything, migrate } from './db/migrate';
import { refreshStatistics } from './db/statistics';
import { openDb } from './db/open-db';
import { seed } from './db/seed';
import { createAccessTokenVerifier } from './http/access-token';
import { installErrorHandling } from './http/errors';
import { requestLogOptions, type LogDestination } from './http/request-log';
import { purgeExpiredOidcPayloads } from './oidc/adapter';
import { createOidcProvider } from './oidc/provider';
import { oidcRoutes } from './oidc/routes';
import { loadOrCreateSecrets } from './oidc/secrets';
import { apiRoutes } from './routes/index';
import { DEFAULT_POLL_MS, DEFAULT_STEP_MS, startJobEngine, type JobEngine, type JobEngineOptions } from './workflow/engine';

export interface ServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** PGlite data directory; null keeps everything in memory. */
  dataDir?: string | null;
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** PGlite: what a new database starts as (DbOptions.initialData). */
  initialData?: Blob;
  /** Drop everything and seed again before starting. */
  reset?: boolean;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  /** Fastify's request log, secrets masked (request-log.ts): to stdout, or to this destination (tests). */
  logger?: boolean | LogDestination;
  /** The job worker (placards, printer PDFs, scheduled closings): PROCESS_STEP_MS and JOB_POLL_MS by default 2000 and 500. */
  workflow?: Partial<JobEngineOptions>;
  /** Only the specs' calls (issue 32): see ApiOptions.strict. */
  strict?: boolean;
  /** Sees each request once routed (`request.routeOptions.url`): the tests record the routes a client used. */
  onRequest?: (request: FastifyRequest) => void;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:4310, no trailing slash. */
  url: string;
  /** The job worker (tests drain it when it is paused). */
  workflow: JobEngine;
  close(): Promise<void>;
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The reference back-office server: REST API, database, embedded OpenID provider. It listens before it is
 * built, because the issuer in every token must carry the port actually bound (port 0 in tests); until it
 * is ready, requests are answered 503.
 */
export async function createServer(options: ServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const httpServer = createHttpServer();
  let ready: RequestListener | undefined;
  httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => (ready ? ready(req, res) : unavailable(res)));
  await listen(httpServer, options.port ?? 0, host);
  const url = publicUrl(httpServer.address() as AddressInfo);

  let db: Db | undefined;
  let workflow: JobEngine | undefined;
  try {
    db = await openDb({ dataDir: options.dataDir ?? null, databaseUrl: options.databaseUrl, initialData: options.initialData });
    await prepareDatabase(db, options.reset ?? false);
    workflow = await startJobEngine(db, { stepMs: DEFAULT_STEP_MS, pollMs: DEFAULT_POLL_MS, ...options.workflow });
    const secrets = await loadOrCreateSecrets(db);
    const issuer = `${url}${REALM_PATH}`;
    const provider = createOidcProvider({
      issuer,
      db,
      secrets,
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? DEFAULT_REFRESH_TOKEN_TTL_SECONDS,
    });
    provider.on('server_error', (_ctx, error) => console.error('[pupitre-server] identity provider error:', error));
    const verify = createAccessTokenVerifier({ issuer, publicKeys: secrets.publicKeys });

    let fastifyListener: RequestListener | undefined;
    const app = Fastify({
      logger: options.logger ? requestLogOptions(options.logger === true ? undefined : options.logger) : false,
      // The http server already listens: fastify only gets its requests.
      serverFactory: (handler) => {
        fastifyListener = handler;
        return httpServer;
      },
    });
    installErrorHandling(app, { consoleErrors: !options.logger });
    const observe = options.onRequest;
    if (observe) app.addHook('onRequest', async (request) => observe(request));
    // Browsers ask for it on the login page; a 404 would only add noise to their console.
    app.get('/favicon.ico', (_request, reply) => reply.code(204).send());
    await app.register(oidcRoutes, { provider, db, verify });
    await app.register(apiRoutes, { prefix: '/api', db, publicUrl: url, verify, workflow, strict: options.strict ?? false });
    await app.ready();
    ready = fastifyListener;

    const openDbHandle = db;
    const openWorkflow = workflow;
    let closing: Promise<void> | undefined;
    return {
      url,
      workflow,
      close: () =>
        (closing ??= (async () => {
          ready = undefined;
          await openWorkflow.stop();
          await app.close();
          await stop(httpServer);
          await openDbHandle.close();
        })()),
    };
  } catch (error) {
    await stop(httpServer);
    await workflow?.stop();
    await db?.close().catch(() => undefined);
    throw error;
  }
}

async function prepareDatabase(db: Db, reset: boolean): Promise<void> {
  if (reset) await dropEverything(db);
  await migrate(db);
  await seed(db);
  await refreshStatistics(db);
  await purgeExpiredOidcPayloads(db);
}

function unavailable(res: ServerResponse): void {
  res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1' });
  res.end(JSON.stringify({ status: 503, error: 'Service Unavailable', message: 'Le serveur démarre ou s’arrête.' }));
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    // Keep-alive sockets of fetch clients would hold close() open.
    server.closeAllConnections();
  });
}

/** The address clients use: a wildcard bind is reached through loopback. */
function publicUrl(address: AddressInfo): string {
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
