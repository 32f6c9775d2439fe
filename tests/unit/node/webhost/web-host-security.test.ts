import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import { PATH_SOURCE_REFUSED } from '../../../../src/core/uploads';
import type { DesktopSettings } from '../../../../src/shared/domain/files';
import { startFakeUpstream, type FakeUpstream } from '../bridge/fake-upstream';
import { startSignedInCore } from '../bridge/test-core';
import { jpegBytes } from '../uploads/fixtures';
import { PAGE_MARK, startTestWebHost, type RawResponse, type TestWebHost } from './support';

let root = '';
let upstream: FakeUpstream;
let web: TestWebHost;
let photo = '';
const JPEG = jpegBytes();

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pupitre-webhost-security-'));
  photo = join(root, 'photo.jpg');
  await writeFile(photo, JPEG);
  upstream = await startFakeUpstream();
  web = await startTestWebHost(upstream.url);
  await web.listen();
  await web.signIn((url) => upstream.authorize(url));
});

afterAll(async () => {
  await web.close();
  await upstream.close();
  await rm(root, { recursive: true, force: true });
});

const setCookie = (res: RawResponse): string[] => res.headers['set-cookie'] ?? [];

describe('the web host answers only its own names (DNS rebinding)', () => {
  it('refuses a rebound Host before any route: no page, no cookie, no bridge, events, files, media or assets', async () => {
    const hosts = [`evil.example:${web.port}`, `127.0.0.1:${web.port}.evil.example`, `127.0.0.1:${web.port + 1}`, '127.0.0.1', `localhost.:${web.port}`, `[::1]:${web.port}`];
    const requests = [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/auteurs/12' },
      { method: 'GET', path: '/index.html' },
      { method: 'GET', path: '/assets/app.js' },
      { method: 'GET', path: '/bridge/events' },
      { method: 'POST', path: '/bridge/invoke/auth.getState', body: '{"args":[]}' },
      { method: 'POST', path: '/bridge/invoke/downloads.list', body: '{"args":[]}' },
      { method: 'GET', path: '/files/1' },
      { method: 'GET', path: '/media/image/1?size=small' },
      { method: 'GET', path: `/media/asset/1?token=${'c'.repeat(43)}&document=2&variant=web` },
    ];
    for (const host of hosts) {
      for (const { method, path, body } of requests) {
        // The rebound page would send the cookie if it had it: it must not matter.
        const res = await web.raw({ method, path, body, headers: { host, cookie: web.cookie, 'content-type': 'application/json' } });
        const what = `${host} ${method} ${path}`;
        expect(res.status, what).toBe(421);
        expect(setCookie(res), what).toEqual([]);
        expect(res.headers['content-type'], what).toBe('text/plain; charset=utf-8');
        expect(res.body, what).toBe(`Adresse refusée : ouvrez Pupitre à l’adresse http://127.0.0.1:${web.port}/`);
      }
    }
    // No Host at all (HTTP/1.0 style) is no better.
    const bare = await web.raw({ path: '/', headers: { host: '' } });
    expect(bare.status).toBeGreaterThanOrEqual(400);
    expect(setCookie(bare)).toEqual([]);
  });

  it('serves 127.0.0.1:{port} and localhost:{port}; the bridge takes the page of either origin', async () => {
    for (const name of ['127.0.0.1', 'localhost', 'LOCALHOST']) {
      const host = `${name}:${web.port}`;
      const page = await web.raw({ path: '/', headers: { host } });
      expect(page.status, host).toBe(200);
      expect(page.body, host).toContain(PAGE_MARK);
      const cookie = setCookie(page)[0]?.split(';')[0] ?? '';
      expect(cookie, host).toMatch(/^pupitre_host=./);
      const origin = `http://${host.toLowerCase()}`;
      const call = await web.raw({
        method: 'POST',
        path: '/bridge/invoke/auth.getState',
        headers: { host: host.toLowerCase(), cookie, origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        body: '{"args":[]}',
      });
      expect(JSON.parse(call.body), host).toMatchObject({ ok: true, value: { status: 'signedIn' } });
    }
    // The cookie of one run's page, a page of another origin: refused.
    const foreign = await web.raw({
      method: 'POST',
      path: '/bridge/invoke/auth.getState',
      headers: { cookie: web.cookie, origin: 'http://evil.example', 'content-type': 'application/json' },
      body: '{"args":[]}',
    });
    expect(foreign.status).toBe(403);
  });
});

describe('the editor’s picture previews (/media/asset/{id}, issue 33)', () => {
  it('are for this run’s page only, and a malformed request reaches no back-office', async () => {
    const token = 'c'.repeat(43);
    expect((await web.raw({ path: `/media/asset/7?token=${token}&document=42&variant=thumbnail` })).status).toBe(403);
    for (const path of [
      `/media/asset/abc?token=${token}&document=42&variant=web`,
      `/media/asset/7?token=${token}&document=42&variant=original`,
      `/media/asset/7?token=x&document=42&variant=web`,
      `/media/asset/7?token=${token}&variant=web`,
    ]) {
      expect((await web.raw({ path, headers: { cookie: web.cookie } })).status, path).toBe(404);
    }
    expect(upstream.requests.filter((r) => r.url.includes('/asset'))).toEqual([]);
  });
});

describe('the secret cookie', () => {
  it('comes only with the page at `/`: HttpOnly, SameSite=Strict, path /', async () => {
    const page = await web.raw({ path: '/' });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const [cookie, ...more] = setCookie(page);
    expect(more).toEqual([]);
    const attributes = (cookie ?? '').split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/']));
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
  });

  it('sends a deep link without the cookie through `/`, keeping the path; never to another host', async () => {
    const cases: [string, string][] = [
      ['/auteurs/12', '/auteurs/12'],
      ['/auteurs?page=2&tri=nom', '/auteurs?page=2&tri=nom'],
      ['/index.html', '/index.html'],
    ];
    for (const [path, kept] of cases) {
      const res = await web.raw({ path });
      expect(res.status, path).toBe(302);
      expect(setCookie(res), path).toEqual([]);
      expect(res.body, path).not.toContain(PAGE_MARK);
      const location = new URL(String(res.headers.location), 'http://127.0.0.1');
      expect(location.pathname, path).toBe('/');
      expect(location.searchParams.get('suite'), path).toBe(kept);
    }
    // `//evil.example/x` is a path here, but as a Location it would be another host: it goes to `/`.
    for (const path of ['//evil.example/x', `/${'a'.repeat(3000)}`]) {
      const res = await web.raw({ path });
      expect(res.status, path.slice(0, 40)).toBe(302);
      expect(res.headers.location, path.slice(0, 40)).toBe('/');
    }
  });

  it('serves a deep link the page (with its CSP) and no Set-Cookie when the cookie is there', async () => {
    const res = await web.raw({ path: '/auteurs/12', headers: { cookie: web.cookie } });
    expect(res.status).toBe(200);
    expect(res.body).toContain(PAGE_MARK);
    expect(setCookie(res)).toEqual([]);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // The history's comparison runs in a worker of the build's own (block-diff-client.ts).
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
    // A wrong secret is no secret.
    const forged = await web.raw({ path: '/auteurs/12', headers: { cookie: 'pupitre_host=faux' } });
    expect(forged.status).toBe(302);
  });
});

describe('files and folders through the bridge', () => {
  it('refuses path sources in the web host, before the disk and before the server; bytes still pass', async () => {
    const before = upstream.requests.length;
    for (const path of [photo, join(root, 'absent.jpg'), '/etc/passwd']) {
      for (const [name, args] of [
        ['uploads.checkImage', [{ kind: 'path', path }]],
        ['authors.images.upload', [7, { kind: 'path', path }]],
      ] as const) {
        // The same answer whether the file exists or not: nothing is learnt about the host's disk.
        expect(await web.invoke(name, [...args]), `${name} ${path}`).toEqual({ ok: false, error: { code: 'INVALID_ARGUMENT', message: PATH_SOURCE_REFUSED } });
      }
    }
    expect(upstream.requests.slice(before)).toEqual([]);
    const bytes = { kind: 'bytes', name: 'photo.jpg', size: JPEG.length, base64: JPEG.toString('base64') };
    expect(await web.invoke('uploads.checkImage', [bytes])).toEqual({ ok: true, value: { name: 'photo.jpg', size: JPEG.length, mimeType: 'image/jpeg' } });
  });

  it('lets the desktop core read a real file for a path source, and refuses it to a core for the web', async () => {
    const electron: Core = await startSignedInCore(upstream, 'electron', root);
    const webCore: Core = await startSignedInCore(upstream, 'web', root);
    try {
      expect(await electron.dispatch('uploads.checkImage', [{ kind: 'path', path: photo }])).toEqual({
        ok: true,
        value: { name: 'photo.jpg', size: JPEG.length, mimeType: 'image/jpeg' },
      });
      const before = upstream.requests.length;
      expect(await electron.dispatch('authors.images.upload', [7, { kind: 'path', path: photo }])).toMatchObject({ ok: true });
      const sent = upstream.requests.slice(before);
      expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/image/AUTHOR']);
      expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({ data: `data:image/jpeg;base64,${JPEG.toString('base64')}`, name: 'photo.jpg', authorId: 7 });

      const after = upstream.requests.length;
      expect(await webCore.dispatch('authors.images.upload', [7, { kind: 'path', path: photo }])).toEqual({
        ok: false,
        error: { code: 'INVALID_ARGUMENT', message: PATH_SOURCE_REFUSED },
      });
      expect(upstream.requests.slice(after)).toEqual([]);
    } finally {
      electron.dispose();
      webCore.dispose();
    }
  });

  it('refuses settings.update with a downloadDir in both hosts; the other settings still change', async () => {
    const electron: Core = await startSignedInCore(upstream, 'electron', root);
    try {
      for (const dispatch of [electron.dispatch, (name: string, args: unknown[]) => web.invoke(name, args)]) {
        const before = await dispatch('settings.get', []);
        if (!before.ok) throw new Error('settings.get failed');
        for (const patch of [{ downloadDir: '/tmp/ailleurs' }, { downloadDir: (before.value as DesktopSettings).downloadDir, pdfViewer: 'system' }]) {
          expect(await dispatch('settings.update', [patch])).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
        }
        expect(await dispatch('settings.get', [])).toEqual(before);
        expect(await dispatch('settings.update', [{ pdfViewer: 'system' }])).toEqual({ ok: true, value: { ...(before.value as DesktopSettings), pdfViewer: 'system' } });
      }
    } finally {
      electron.dispose();
    }
  });
});
