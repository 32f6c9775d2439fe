import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import { createDispatcher, type Handlers } from '../../../../src/core/bridge/dispatcher';
import { METHOD_NAMES, methods } from '../../../../src/shared/contract';
import type { BridgeResult } from '../../../../src/shared/errors';
import { fileSource } from '../../../../src/shared/schemas';
import { startTestWebHost, silent, type TestWebHost } from '../webhost/support';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream';
import { hostileCases, TRAVERSALS, UNKNOWN_NAMES, unsupported, validArgs, type HostileCase } from './hostile-args';
import { startSignedInCore } from './test-core';

/**
 * Item 4 of issue 8: every method of the contract, called with malformed, oversized, wrong-typed and
 * hostile arguments through the real dispatcher (createCore) and through the web host's HTTP transport,
 * is refused INVALID_ARGUMENT; nothing throws, the host keeps answering, and the server hears nothing.
 */

let root = '';
let upstream: FakeUpstream;
const cores: Partial<Record<'electron' | 'web', Core>> = {};
let web: TestWebHost;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pupitre-fuzz-'));
  upstream = await startFakeUpstream();
  cores.electron = await startSignedInCore(upstream, 'electron', root);
  cores.web = await startSignedInCore(upstream, 'web', root);
  web = await startTestWebHost(upstream.url);
  await web.listen();
  await web.signIn((url) => upstream.authorize(url));
});

afterAll(async () => {
  cores.electron?.dispose();
  cores.web?.dispose();
  await web.close();
  await upstream.close();
  await rm(root, { recursive: true, force: true });
});

/** Every hostile call of every method; the web host adds its own: any path source. */
function allCases(host: 'electron' | 'web'): { name: string; c: HostileCase }[] {
  const out = METHOD_NAMES.flatMap((name) => hostileCases(name).map((c) => ({ name, c })));
  if (host === 'web') {
    for (const name of METHOD_NAMES) {
      const items = methods[name].args.def.items as readonly unknown[];
      const base = validArgs(name) ?? [];
      items.forEach((item, i) => {
        if (item !== fileSource) return;
        for (const path of ['/etc/passwd', join(root, 'absent.png'), ...TRAVERSALS]) {
          out.push({ name, c: { label: `#${i} chemin ${path}`, args: base.map((v, j) => (j === i ? { kind: 'path', path } : v)), json: true } });
        }
      });
    }
  }
  return out;
}

/** What is wrong with an answer that should have been INVALID_ARGUMENT (or UNKNOWN_METHOD), or null. */
function problem(result: BridgeResult<unknown> | { threw: unknown }, expected: 'INVALID_ARGUMENT' | 'UNKNOWN_METHOD'): string | null {
  if ('threw' in result) return `a levé ${String(result.threw)}`;
  if (result.ok) return 'accepté';
  if (typeof result.error !== 'object') return `réponse hors enveloppe : ${JSON.stringify(result).slice(0, 200)}`;
  return result.error.code === expected ? null : `${result.error.code} : ${result.error.message.slice(0, 200)}`;
}

/** Reviewed gaps of the contract (kinds the generator cannot fuzz), each with why it is acceptable: none. */
const REVIEWED_GAPS = new Set<string>();

describe('the hostile arguments', () => {
  it('are derived from every schema of the contract: each kind is understood, each method has valid arguments', () => {
    const cases = METHOD_NAMES.map((name) => hostileCases(name).length);
    expect(unsupported).toEqual(REVIEWED_GAPS);
    for (const name of METHOD_NAMES) {
      const base = validArgs(name);
      expect(base, name).not.toBeNull();
      expect(methods[name].args.safeParse(base).success, name).toBe(true);
    }
    // Each method has its structural cases and, with arguments, many per position.
    expect(Math.min(...cases)).toBeGreaterThanOrEqual(8);
    expect(cases.reduce((a, b) => a + b, 0)).toBeGreaterThan(1000);
  });

  it('count a list of arguments as refused when it has one item too many (zod 4 tuples take no extra item)', () => {
    for (const name of METHOD_NAMES) {
      const base = validArgs(name) ?? [];
      expect(methods[name].args.safeParse([...base, 'en trop']).success, name).toBe(false);
    }
  });
});

describe('IPC fuzz through the dispatcher', () => {
  it('reaches the fake server with a valid call (the counter works, the session is signed in)', async () => {
    for (const core of [cores.electron, cores.web]) {
      const before = upstream.requests.length;
      expect(await core?.dispatch('periodicals.list', [])).toEqual({ ok: true, value: [] });
      expect(upstream.requests.slice(before).map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/periodical']);
    }
  });

  it.each(['electron', 'web'] as const)('refuses every hostile call of every method INVALID_ARGUMENT (%s), none reaching the server', async (host) => {
    const dispatch = cores[host]?.dispatch;
    if (!dispatch) throw new Error('no core');
    const before = upstream.requests.length;
    const failures: string[] = [];
    for (const { name, c } of allCases(host)) {
      const result = await dispatch(name, c.args).catch((threw: unknown) => ({ threw }));
      const wrong = problem(result, 'INVALID_ARGUMENT');
      if (wrong) failures.push(`${name} ${c.label} : ${wrong}`);
    }
    expect(failures).toEqual([]);
    expect(upstream.requests.slice(before)).toEqual([]);
  }, 120_000);

  it('answers UNKNOWN_METHOD for names outside the contract, without running anything', async () => {
    const before = upstream.requests.length;
    for (const core of [cores.electron, cores.web]) {
      for (const name of UNKNOWN_NAMES) expect(problem(await core?.dispatch(name, []) ?? { threw: 'no core' }, 'UNKNOWN_METHOD'), JSON.stringify(name.slice(0, 30))).toBeNull();
    }
    expect(upstream.requests.slice(before)).toEqual([]);
  });

  it('turns a schema or guard that throws into INVALID_ARGUMENT, never a rejected promise', async () => {
    const handlers = { 'drafts.save': () => undefined } as unknown as Handlers;
    const dispatch = createDispatcher(handlers, silent, { host: 'electron' });
    // A getter that throws while the arguments are read (only a same-process caller can build one).
    const trap = Object.defineProperty({}, 'champ', { enumerable: true, get: () => { throw new Error('piège'); } });
    expect(await dispatch('drafts.save', ['fuzz/cle', trap]).catch((e: unknown) => ({ threw: e }))).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
  });
});

/** POST /bridge/invoke/:name as the page would, with a raw body and headers of the test's choosing. */
function post(name: string, body: string | Buffer, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return web.raw({
    method: 'POST',
    path: `/bridge/invoke/${encodeURIComponent(name)}`,
    headers: { 'content-type': 'application/json', cookie: web.cookie, origin: web.host.url, 'sec-fetch-site': 'same-origin', ...headers },
    body,
  });
}

function envelope(text: string): BridgeResult<unknown> | { threw: unknown } {
  try {
    return JSON.parse(text) as BridgeResult<unknown>;
  } catch (error) {
    return { threw: `réponse non JSON : ${text.slice(0, 100)} (${String(error)})` };
  }
}

const HTTP_FUZZ_IN_FLIGHT = 8;
/** A text longer than this is one of the oversized ones (a field's maximum plus one, up to 64 MiB of JSON). */
const OVERSIZED_TEXT = 1024 * 1024;

/** The longest text anywhere in a value (iterative: the hostile values nest deep). */
function longestText(value: unknown): number {
  let longest = 0;
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') longest = Math.max(longest, v.length);
    else if (v && typeof v === 'object') for (const item of Object.values(v)) stack.push(item);
  }
  return longest;
}

/**
 * The cases sent over HTTP: every one, except that an oversized text goes once per kind and length rather than
 * once per method that has such a field. Each method's refusal of it is asserted in-process above, on both
 * hosts; what HTTP adds is reading and parsing a body that large, the same for every method. Sent for every
 * method that has one, they were 1.7 GB of JSON and most of this file's time.
 */
function overHttp(cases: { name: string; c: HostileCase }[]): typeof cases {
  const sent = new Set<string>();
  return cases.filter(({ c }) => {
    const length = longestText(c.args);
    if (length <= OVERSIZED_TEXT) return true;
    const kind = `${c.label.slice(c.label.lastIndexOf(': ') + 1)} ${length}`;
    if (sent.has(kind)) return false;
    sent.add(kind);
    return true;
  });
}

describe('IPC fuzz through the web host HTTP transport', () => {
  it('refuses every hostile call of every method INVALID_ARGUMENT, none reaching the server', async () => {
    const before = upstream.requests.length;
    const failures: string[] = [];
    // Several requests in flight, as a page would send them: ten thousand round trips one after the other
    // spend most of their time waiting.
    const cases = overHttp(allCases('web').filter(({ c }) => c.json));
    const started = Date.now();
    for (let i = 0; i < cases.length; i += HTTP_FUZZ_IN_FLIGHT) {
      await Promise.all(
        cases.slice(i, i + HTTP_FUZZ_IN_FLIGHT).map(async ({ name, c }) => {
          const body = JSON.stringify({ args: c.args });
          // A connection error names its case, its size and when it came (one ECONNRESET seen on a loaded machine).
          const res = await post(name, body).catch((error: unknown) => new Error(`${String(error)}, ${body.length} octets, à ${Date.now() - started} ms`));
          if (res instanceof Error) return void failures.push(`${name} ${c.label} : ${res.message}`);
          const wrong = problem(envelope(res.body), 'INVALID_ARGUMENT');
          if (wrong) failures.push(`${name} ${c.label} : ${res.status} ${wrong}`);
        }),
      );
    }
    for (const name of UNKNOWN_NAMES) {
      const res = await post(name, '{"args":[]}');
      // The router may refuse the URL itself (no route, name too long): a 4xx without a result is as good.
      const routerRefusal = res.status >= 400 && res.status < 500 && !String(res.body).includes('"ok":true');
      const wrong = routerRefusal ? null : problem(envelope(res.body), 'UNKNOWN_METHOD');
      if (wrong) failures.push(`nom ${JSON.stringify(name.slice(0, 30))} : ${res.status} ${wrong}`);
    }
    expect(failures).toEqual([]);
    expect(upstream.requests.slice(before)).toEqual([]);
  }, 180_000);

  it.each([
    ['a body that is not JSON', '{"args": [', {}],
    ['a JSON body without args', '{}', {}],
    ['a JSON list as the body', '[]', {}],
    ['a JSON text as the body', '"args"', {}],
    ['a number past the largest double (1e309)', '{"args": [1e309]}', {}],
    ['a __proto__ key in the body', '{"args": [], "__proto__": {"pollue": true}}', {}],
    ['a constructor.prototype key in the body', '{"args": [{"constructor": {"prototype": {"pollue": true}}}]}', {}],
    ['a text/plain body', '{"args": []}', { 'content-type': 'text/plain' }],
    ['a form body', 'args=%5B%5D', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['no content type', '{"args": []}', { 'content-type': '' }],
  ])('answers %s with a 4xx or INVALID_ARGUMENT, never a crash', async (_label, body, headers) => {
    const before = upstream.requests.length;
    for (const name of ['periodicals.list', 'authors.get', 'auth.logout']) {
      const res = await post(name, body, headers);
      const result = envelope(res.body);
      const refused = (res.status >= 400 && res.status < 500) || problem(result, 'INVALID_ARGUMENT') === null;
      expect(refused, `${name} ${res.status} ${res.body.slice(0, 200)}`).toBe(true);
      expect('threw' in result || !result.ok, `${name} ${res.body.slice(0, 200)}`).toBe(true);
    }
    expect(upstream.requests.slice(before)).toEqual([]);
  });

  it('refuses a body past the transport limit (64 MiB) without reading it all', async () => {
    const before = upstream.requests.length;
    // The declared length alone is refused: the test sends only the start of the body.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: web.port,
          method: 'POST',
          path: '/bridge/invoke/periodicals.list',
          headers: { 'content-type': 'application/json', 'content-length': String(65 * 1024 * 1024), cookie: web.cookie, origin: web.host.url },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on('error', reject);
      req.write('{"args": [');
    });
    expect(status).toBe(413);
    expect(upstream.requests.slice(before)).toEqual([]);
  });

  it('still answers valid calls afterwards, and they reach the server', async () => {
    expect(await web.invoke('auth.getState', [])).toMatchObject({ ok: true, value: { status: 'signedIn' } });
    const before = upstream.requests.length;
    expect(await web.invoke('periodicals.list', [])).toEqual({ ok: true, value: [] });
    expect(upstream.requests.slice(before).map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/periodical']);
    for (const core of [cores.electron, cores.web]) expect(await core?.dispatch('auth.getState', [])).toMatchObject({ ok: true, value: { status: 'signedIn' } });
  });
});
