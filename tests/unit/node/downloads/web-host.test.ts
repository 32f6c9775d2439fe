import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type RunningServer } from '../../../../src/server/app';
import { startWebHost, type WebHost } from '../../../../src/webhost/web-host';
import type { DownloadsState } from '../../../../src/shared/domain/files';
import type { BridgeResult } from '../../../../src/shared/errors';
import { scriptedLogin } from '../../../support/scripted-browser';

const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

let server: RunningServer;
let host: WebHost;
let root: string;
let downloadDir: string;
let cookie = '';
const received: { name: string; data: unknown }[] = [];
const events = new AbortController();

async function invoke<T>(name: string, ...args: unknown[]): Promise<BridgeResult<T>> {
  const res = await fetch(`${host.url}/bridge/invoke/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ args }),
  });
  return (await res.json()) as BridgeResult<T>;
}

async function value<T>(name: string, ...args: unknown[]): Promise<T> {
  const result = await invoke<T>(name, ...args);
  if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

/** The page's event stream, read as the browser's EventSource would. */
async function listen(): Promise<void> {
  const res = await fetch(`${host.url}/bridge/events`, { headers: { cookie }, signal: events.signal });
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no event stream');
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { done, value: chunk } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (name && data) received.push({ name, data: JSON.parse(data) as unknown });
      }
    }
  })();
}

async function nextOpenUrl(after: number): Promise<string> {
  return vi.waitFor(
    () => {
      const event = received.slice(after).find((e) => e.name === 'app.openUrl');
      if (!event) throw new Error('no app.openUrl yet');
      return (event.data as { url: string }).url;
    },
    { timeout: 10_000, interval: 20 },
  );
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pupitre-webhost-'));
  downloadDir = join(root, 'downloads');
  const rendererDir = join(root, 'renderer');
  await mkdir(rendererDir);
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Pupitre</title>');
  server = await createServer({ port: 0, dataDir: null });
  host = await startWebHost({
    port: 0,
    rendererDir,
    apiUrl: server.url,
    helpUrl: 'https://aide.example/',
    version: 'test',
    logger: silent,
    downloadDir,
    profileDir: join(root, 'profile'),
  });
  const page = await fetch(`${host.url}/`);
  cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  await page.arrayBuffer();
  await listen();
  const mark = received.length;
  const login = value('auth.login');
  await scriptedLogin(await nextOpenUrl(mark), 'admin', 'admin');
  await login;
});
afterAll(async () => {
  events.abort();
  await host.close();
  await server.close();
  await rm(root, { recursive: true, force: true });
});

describe('downloads in the web host', () => {
  it('saves into DOWNLOAD_DIR, opens the file in a new tab from /files/<itemId>, and serves it only to the page', async () => {
    const { batchId } = await value<{ batchId: string }>('downloads.start', { label: 'Revues', items: [{ path: '/api/periodical' }] });
    const item = await vi.waitFor(
      async () => {
        const state = await value<DownloadsState>('downloads.list');
        const found = state.items.find((i) => i.batchId === batchId && i.status === 'done');
        if (!found) throw new Error('not done yet');
        return found;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(await readdir(downloadDir)).toEqual(['periodical.json']);
    expect(item.path).toBe(join(downloadDir, 'periodical.json'));

    const mark = received.length;
    await value('downloads.open', item.id);
    const path = await nextOpenUrl(mark);
    expect(path).toBe(`/files/${item.id}`);
    const url = `${host.url}${path}`;

    const file = await fetch(url, { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('inline; filename="periodical.json"');
    expect(file.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await file.text()).toBe(await readFile(join(downloadDir, 'periodical.json'), 'utf8'));

    expect((await fetch(url)).status).toBe(403);
    expect((await fetch(url, { headers: { cookie, 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await fetch(url, { headers: { cookie, origin: 'http://evil.example' } })).status).toBe(403);
    expect((await fetch(`${host.url}/files/inconnu`, { headers: { cookie } })).status).toBe(404);
  });

  it('has no file manager and no dialogs: showInFolder is refused, askWhereToSave stays off', async () => {
    const state = await value<DownloadsState>('downloads.list');
    const done = state.items.find((i) => i.status === 'done');
    expect(await invoke('downloads.showInFolder', done?.id)).toEqual({
      ok: false,
      error: { code: 'NOT_ALLOWED', message: 'Indisponible dans le navigateur.' },
    });
    const settings = await value<{ downloadDir: string; askWhereToSave: boolean }>('settings.update', { askWhereToSave: true, pdfViewer: 'system' });
    expect(settings).toEqual({ downloadDir, askWhereToSave: false, pdfViewer: 'system' });
    expect(await value('settings.chooseDownloadDir')).toEqual(settings);

    // Downloads therefore never wait on a dialog that cannot come.
    const { batchId } = await value<{ batchId: string }>('downloads.start', { label: 'Lot', items: [{ path: '/api/periodical' }, { path: '/api/periodical' }] });
    await vi.waitFor(
      async () => {
        const s = await value<DownloadsState>('downloads.list');
        expect(s.batches.find((b) => b.id === batchId)).toMatchObject({ done: 2 });
      },
      { timeout: 10_000, interval: 20 },
    );
    expect((await readdir(downloadDir)).sort()).toEqual(['periodical (2).json', 'periodical (3).json', 'periodical.json']);
  });
});
