import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { apiModeEnv } from '../../playwright.config';
import { checkOutsideCallsFiles } from '../../src/server/http/client-api-log';
import { serverCommand } from '../support/server-command';

/**
 * A reference server and a web host owned by one spec, apart from the suite's (their own ports, data and
 * profile under .tmp/<name>-<apiPort>): for what the shared pair cannot do, such as stopping the server or
 * issuing short-lived sessions.
 */

export interface OwnServersOptions {
  name: string;
  apiPort: number;
  webPort: number;
  /** Extra environment of the reference server (ACCESS_TOKEN_TTL_SECONDS...). */
  serverEnv?: Record<string, string>;
  /** The back-office played (default: the suite's, E2E_API); `full` for a spec showing what an extension adds. */
  api?: 'strict' | 'full';
}

export interface OwnServers {
  api: string;
  web: string;
  /** Starts the pair on fresh data. */
  start(): Promise<void>;
  /** Starts the reference server again on its data (`reset`: reseeded). */
  startServer(reset: boolean): Promise<void>;
  stopServer(): Promise<void>;
  /** Stops both; fails, naming them, when the server received calls outside the client's table. */
  stop(): Promise<void>;
}

/** A child in its own process group (tsx runs node under it): stopping the group stops both. */
function spawnLogged(root: string, name: string, [command, ...args]: [string, ...string[]], env: Record<string, string>): ChildProcess {
  const log = createWriteStream(`${root}/${name}.log`, { flags: 'a' });
  const child = spawn(command, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

async function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const group = -child.pid;
  try {
    process.kill(group, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

async function waitUntilUp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export function ownServers(options: OwnServersOptions): OwnServers {
  const api = `http://127.0.0.1:${options.apiPort}`;
  const web = `http://127.0.0.1:${options.webPort}`;
  const root = `.tmp/${options.name}-${options.apiPort}`;
  const outsideCalls = `${root}/outside-calls.log`;
  let server: ChildProcess | null = null;
  let webHost: ChildProcess | null = null;

  const startServer = async (reset: boolean) => {
    server = spawnLogged(root, 'server', [...serverCommand('server'), ...(reset ? ['--reset'] : [])], {
      PORT: String(options.apiPort),
      DATA_DIR: `${root}/data`,
      CLIENT_API_LOG: outsideCalls,
      ...apiModeEnv(options.api),
      ...options.serverEnv,
    });
    await waitUntilUp(`${api}/api/config/keycloak.json`);
  };
  const stopServer = async () => {
    await stopChild(server);
    server = null;
  };

  return {
    api,
    web,
    startServer,
    stopServer,
    async start() {
      await rm(root, { recursive: true, force: true });
      await mkdir(root, { recursive: true });
      await startServer(true);
      webHost = spawnLogged(root, 'web', serverCommand('webhost'), {
        WEB_PORT: String(options.webPort),
        PUPITRE_API_URL: api,
        DOWNLOAD_DIR: `${root}/downloads`,
        PROFILE_DIR: `${root}/profile`,
      });
      await waitUntilUp(`${web}/`);
    },
    async stop() {
      await stopChild(webHost);
      webHost = null;
      await stopServer();
      checkOutsideCallsFiles([outsideCalls]);
    },
  };
}
