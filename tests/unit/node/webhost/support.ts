import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { startWebHost, type WebHost } from '../../../../src/webhost/web-host';
import type { BridgeResult } from '../../../../src/shared/errors';
import { untilState } from '../../../support/until-state';

export const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

/** The page the test renderer folder holds, to tell it from any other answer. */
export const PAGE_MARK = '<title>Pupitre</title>';
/** An asset named as Vite names them, `name-<hash>.ext`, in the test renderer folder's assets/. */
export const HASHED_ASSET = 'index-tPwSE_l0.js';

export interface RawRequest {
  method?: string;
  path: string;
  /** Sent as is; `host` defaults to 127.0.0.1:{port}. */
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestWebHost {
  host: WebHost;
  port: number;
  /** `pupitre_host=...` as the page at `/` set it. */
  cookie: string;
  root: string;
  /** Events received on the page's stream (opened by listen()). */
  events: { name: string; data: unknown }[];
  /** Any request, with any Host header (node:http: fetch would not let the test choose it). */
  raw(request: RawRequest): Promise<RawResponse>;
  /** A bridge call as the page makes it (same origin, with the cookie). */
  invoke<T>(name: string, args: unknown[]): Promise<BridgeResult<T>>;
  /** Opens the event stream, as the page's EventSource does. */
  listen(): Promise<void>;
  /** Signs in through auth.login: the login page the host asks the page to open is followed by `authorize`. */
  signIn(authorize: (url: string) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export async function startTestWebHost(apiUrl: string): Promise<TestWebHost> {
  const root = await mkdtemp(join(tmpdir(), 'pupitre-webhost-'));
  const rendererDir = join(root, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), `<!doctype html>${PAGE_MARK}`);
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'console.log("pupitre");');
  await writeFile(join(rendererDir, 'assets', HASHED_ASSET), 'console.log("pupitre");');
  const host = await startWebHost({
    port: 0,
    rendererDir,
    apiUrl,
    helpUrl: 'https://aide.example/',
    version: 'test',
    logger: silent,
    downloadDir: join(root, 'downloads'),
    profileDir: join(root, 'profile'),
  });
  const port = Number(new URL(host.url).port);
  const events: TestWebHost['events'] = [];
  const stop = new AbortController();

  const raw = (request: RawRequest): Promise<RawResponse> =>
    new Promise((resolve, reject) => {
      const { method = 'GET', path, headers = {}, body } = request;
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { host: `127.0.0.1:${port}`, ...headers }, setHost: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the host closed while a busy test reused it: Node's documented case for sending
        // the request again on a new connection (http.ClientRequest reusedSocket). Any other error is the answer.
        if (req.reusedSocket && error.code === 'ECONNRESET') raw(request).then(resolve, reject);
        else reject(error);
      });
      req.end(body);
    });

  const page = await raw({ path: '/' });
  const cookie = String(page.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';

  const invoke = async <T>(name: string, args: unknown[]): Promise<BridgeResult<T>> => {
    const res = await fetch(`${host.url}/bridge/invoke/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: host.url, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ args }),
    });
    return (await res.json()) as BridgeResult<T>;
  };

  const listen = async (): Promise<void> => {
    const res = await fetch(`${host.url}/bridge/events`, { headers: { cookie }, signal: stop.signal });
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no event stream');
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (name && data) events.push({ name, data: JSON.parse(data) as unknown });
        }
      }
    })();
  };

  const signIn = async (authorize: (url: string) => Promise<void>): Promise<void> => {
    const mark = events.length;
    const login = invoke('auth.login', []);
    const url = await untilState(
      () => {
        const event = events.slice(mark).find((e) => e.name === 'app.openUrl');
        if (!event) throw new Error('no app.openUrl yet');
        return (event.data as { url: string }).url;
      }, 20,);
    await authorize(url);
    const result = await login;
    if (!result.ok) throw new Error(`sign-in failed: ${result.error.code} ${result.error.message}`);
  };

  return {
    host,
    port,
    cookie,
    root,
    events,
    raw,
    invoke,
    listen,
    signIn,
    close: async () => {
      stop.abort();
      await host.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
