import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/app';
import { startReferenceServer } from '../reference-server';
import { seededPglite } from '../../../support/seeded-database';
import type { DownloadsState } from '../../../../src/shared/domain/files';
import { scriptedLogin } from '../../../support/scripted-browser';
import { startTestWebHost, type TestWebHost } from '../webhost/support';
import { untilState } from '../../../support/until-state';

let server: RunningServer;
let web: TestWebHost;
let downloadDir: string;

const invoke = <T>(name: string, ...args: unknown[]) => web.invoke<T>(name, args);

async function value<T>(name: string, ...args: unknown[]): Promise<T> {
  const result = await invoke<T>(name, ...args);
  if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

async function nextOpenUrl(after: number): Promise<string> {
  return untilState(
    () => {
      const event = web.events.slice(after).find((e) => e.name === 'app.openUrl');
      if (!event) throw new Error('no app.openUrl yet');
      return (event.data as { url: string }).url;
    }, 20,);
}

beforeAll(async () => {
  server = await startReferenceServer({ port: 0, dataDir: null, initialData: await seededPglite() });
  web = await startTestWebHost(server.url);
  downloadDir = join(web.root, 'downloads');
  await web.listen();
  await web.signIn(async (url) => {
    await scriptedLogin(url, 'admin', 'admin');
  });
});
afterAll(async () => {
  await web.close();
  await server.close();
});

describe('downloads in the web host', () => {
  it('saves into DOWNLOAD_DIR, opens the file in a new tab from /files/<itemId>, and serves it only to the page', async () => {
    const { batchId } = await value<{ batchId: string }>('downloads.start', { label: 'Revues', items: [{ path: '/api/periodical' }] });
    const item = await untilState(
      async () => {
        const state = await value<DownloadsState>('downloads.list');
        const found = state.items.find((i) => i.batchId === batchId && i.status === 'done');
        if (!found) throw new Error('not done yet');
        return found;
      }, 20,);
    expect(await readdir(downloadDir)).toEqual(['periodical.json']);
    expect(item.path).toBe(join(downloadDir, 'periodical.json'));

    const mark = web.events.length;
    await value('downloads.open', item.id);
    const path = await nextOpenUrl(mark);
    expect(path).toBe(`/files/${item.id}`);
    const url = `${web.host.url}${path}`;

    const file = await fetch(url, { headers: { cookie: web.cookie, 'sec-fetch-site': 'same-origin' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('inline; filename="periodical.json"');
    expect(file.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await file.text()).toBe(await readFile(join(downloadDir, 'periodical.json'), 'utf8'));

    expect((await fetch(url)).status).toBe(403);
    expect((await fetch(url, { headers: { cookie: web.cookie, 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await fetch(url, { headers: { cookie: web.cookie, origin: 'http://evil.example' } })).status).toBe(403);
    expect((await fetch(`${web.host.url}/files/inconnu`, { headers: { cookie: web.cookie } })).status).toBe(404);
  });

  it('has no file manager and no dialogs: showInFolder is refused, askWhereToSave stays off', async () => {
    const state = await value<DownloadsState>('downloads.list');
    const done = state.items.find((i) => i.status === 'done');
    expect(await invoke('downloads.showInFolder', done?.id)).toEqual({
      ok: false,
      error: { code: 'NOT_ALLOWED', message: 'Indisponible dans le navigateur.' },
    });
    const settings = await value<{ downloadDir: string; askWhereToSave: boolean }>('settings.update', { askWhereToSave: true, pdfViewer: 'system' });
    expect(settings).toEqual({ downloadDir, askWhereToSave: false, pdfViewer: 'system', theme: 'system', watchFolder: null });
    expect(await value('settings.chooseDownloadDir')).toEqual(settings);

    // Downloads therefore never wait on a dialog that cannot come.
    const { batchId } = await value<{ batchId: string }>('downloads.start', { label: 'Lot', items: [{ path: '/api/periodical' }, { path: '/api/periodical' }] });
    await untilState(
      async () => {
        const s = await value<DownloadsState>('downloads.list');
        expect(s.batches.find((b) => b.id === batchId)).toMatchObject({ done: 2 });
      }, 20,);
    expect((await readdir(downloadDir)).sort()).toEqual(['periodical (2).json', 'periodical (3).json', 'periodical.json']);
  });
});
