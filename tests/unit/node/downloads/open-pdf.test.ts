import { mkdir, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../../src/core/auth/session';
import type { CoreContext } from '../../../../src/core/core-context';
import { createDownloadService } from '../../../../src/core/downloads/handlers';
import { isPdfFile } from '../../../../src/core/downloads/pdf-content';
import { RestClient } from '../../../../src/core/http/rest-client';
import { MemorySecretStore, type FileOpenerPort } from '../../../../src/core/ports';
import { MemorySettingsStore } from '../../../../src/core/settings';
import { methods } from '../../../../src/shared/contract';
import { downloadTestBed, type TestServer } from '../../../support/download-test-server';
import { untilState } from '../../../support/until-state';

/**
 * "Open when done" and "Ouvrir" show a file in the PDF window (file:// with the viewer's script on) only when
 * it is a PDF by its content and name: an HTML page sent as application/pdf, or named .xht, never is.
 */
const bed = downloadTestBed('pupitre-open-pdf-');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const XHTML = Buffer.from('<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>');

const FILES: Record<string, { body: Buffer; type: string; name: string }> = {
  '/api/placard/1': { body: PDF, type: 'application/pdf', name: 'placard-1.pdf' },
  '/api/placard/2': { body: XHTML, type: 'application/pdf', name: 'placard-2.pdf' },
  '/api/placard/3': { body: XHTML, type: 'application/pdf', name: 'placard-3.xht' },
  '/api/placard/4': { body: XHTML, type: 'text/xml', name: 'placard-4.xml' },
  '/api/placard/5': { body: PDF, type: 'application/octet-stream', name: 'placard-5.pdf' },
  '/api/export/1': { body: Buffer.from('a;b\n'), type: 'text/csv', name: 'export-1.csv' },
};

function serveFiles(): Promise<TestServer> {
  return bed.serve((req, res) => {
    const file = FILES[req.url ?? ''];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type, 'content-disposition': `attachment; filename="${file.name}"`, 'content-length': file.body.length });
    res.end(file.body);
  });
}

/** The session as the download service uses it: a signed-in user and a token (a port of core). */
const signedIn = {
  current: { status: 'signedIn', user: { username: 'admin' } },
  getAccessToken: () => Promise.resolve('jeton'),
  onUnauthorized: () => Promise.resolve(false),
} as unknown as Session;

/** Files handed to the system's own handler ("Ouvrir" of a file that is not a PDF). */
const systemOpened: string[] = [];
/** Files dragged out of the window. */
const dragged: string[] = [];

function serviceFor(server: TestServer, opened: string[], warn = vi.fn()) {
  const opener: FileOpenerPort = {
    open: (path) => {
      systemOpened.push(path);
      return Promise.resolve();
    },
    showInFolder: () => Promise.resolve(),
    startDrag: (path) => {
      dragged.push(path);
      return Promise.resolve();
    },
    openPdf: (path) => {
      opened.push(path);
      return Promise.resolve();
    },
  };
  const context: CoreContext = {
    apiUrl: server.url,
    helpUrl: 'https://aide.example/',
    host: 'electron',
    version: 'test',
    profileDir: bed.newFolder(),
    browser: { openExternal: () => Promise.resolve() },
    secrets: new MemorySecretStore(),
    logger: { info: vi.fn(), warn, error: vi.fn() },
    dialogs: { chooseFolder: () => Promise.resolve(null), chooseSavePath: () => Promise.resolve(null) },
    opener,
    taskbar: { setProgress: () => undefined },
    notifier: { notify: () => false },
    settingsStore: new MemorySettingsStore({ downloadDir: bed.newFolder() }),
    emit: () => undefined,
    session: signedIn,
    rest: new RestClient(server.url).withTokens(signedIn),
    // Downloads ask for no extension.
    extensions: { has: () => Promise.resolve(false) },
  };
  return createDownloadService(context, { queue: { retryDelayMs: 10 } });
}

describe('isPdfFile', () => {
  it('wants %PDF- at the start and a .pdf name', async () => {
    const folder = bed.newFolder();
    await mkdir(folder, { recursive: true });
    const cases: [string, Buffer, boolean][] = [
      ['vrai.pdf', PDF, true],
      ['MAJUSCULES.PDF', PDF, true],
      ['page.pdf', XHTML, false],
      ['page.xht', PDF, false],
      ['vide.pdf', Buffer.alloc(0), false],
      ['tardif.pdf', Buffer.concat([Buffer.from('<html>'), PDF]), false],
    ];
    for (const [name, body, expected] of cases) {
      await writeFile(join(folder, name), body);
      expect(await isPdfFile(join(folder, name)), name).toBe(expected);
    }
    expect(await isPdfFile(join(folder, 'absent.pdf'))).toBe(false);
  });
});

describe('opening downloaded PDFs', () => {
  it('opens a PDF when done, and nothing else however the server labels it', async () => {
    const server = await serveFiles();
    const opened: string[] = [];
    const warn = vi.fn();
    const service = serviceFor(server, opened, warn);
    const items = Object.keys(FILES)
      .filter((path) => path.startsWith('/api/placard/'))
      .map((path) => ({ path, openWhenDone: 'pdf' as const }));
    const { batchId } = await service.handlers['downloads.start'](methods['downloads.start'].args.parse([{ label: 'Placards', items }])[0]);
    await service.queue.whenBatchSettled(batchId);
    const state = service.queue.state();
    expect(state.items.map((i) => i.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
    // The name rules give an application/pdf answer a .pdf name: the content decides.
    expect(state.items.map((i) => i.fileName).sort()).toEqual(['placard-1.pdf', 'placard-2.pdf', 'placard-3.xht.pdf', 'placard-4.xml', 'placard-5.pdf']);
    await untilState(() => expect(warn).toHaveBeenCalledTimes(3));
    expect(warn.mock.calls.map((call) => call[1] as string).sort()).toEqual(['placard-2.pdf', 'placard-3.xht.pdf', 'placard-4.xml']);
    await untilState(() => expect(opened.map((p) => p.split(/[\\/]/).pop()).sort()).toEqual(['placard-1.pdf', 'placard-5.pdf']));
    service.dispose();
  });

  it('"Ouvrir" routes only a real PDF to the PDF window; anything else goes to the system by its name', async () => {
    const server = await serveFiles();
    const opened: string[] = [];
    const service = serviceFor(server, opened);
    const { batchId } = await service.handlers['downloads.start'](
      methods['downloads.start'].args.parse([{ label: 'Placards', items: [{ path: '/api/placard/1' }, { path: '/api/placard/2' }] }])[0],
    );
    await service.queue.whenBatchSettled(batchId);
    const [pdf, fake] = service.queue.state().items.slice().sort((a, b) => (a.fileName ?? '').localeCompare(b.fileName ?? ''));
    await service.handlers['downloads.open'](pdf?.id ?? '');
    await service.handlers['downloads.open'](fake?.id ?? '');
    expect(opened).toEqual([pdf?.path]);
    expect(systemOpened).toEqual([fake?.path]);
    service.dispose();
  });
});

describe('dragging a download out of the window (issue 14)', () => {
  /** Downloads the given paths into a fresh download folder; answers the service and the items by file name. */
  async function downloaded(paths: string[]) {
    const service = serviceFor(await serveFiles(), []);
    const items = paths.map((path) => ({ path }));
    const { batchId } = await service.handlers['downloads.start'](methods['downloads.start'].args.parse([{ label: 'Fichiers', items }])[0]);
    await service.queue.whenBatchSettled(batchId);
    const byName = new Map(service.queue.state().items.map((item) => [item.fileName ?? '', item]));
    const item = (name: string) => {
      const found = byName.get(name);
      if (!found?.path) throw new Error(`${name} was not downloaded`);
      return { id: found.id, path: found.path };
    };
    return { service, item };
  }

  it('drags a PDF or an XML of the download folder, by its real path', async () => {
    dragged.length = 0;
    const { service, item } = await downloaded(['/api/placard/1', '/api/placard/4']);
    await service.handlers['downloads.startDrag'](item('placard-1.pdf').id);
    await service.handlers['downloads.startDrag'](item('placard-4.xml').id);
    expect(dragged).toEqual([await realpath(item('placard-1.pdf').path), await realpath(item('placard-4.xml').path)]);
    service.dispose();
  });

  it('refuses any other kind, a file gone, a link out of the folder, and a folder changed since', async () => {
    dragged.length = 0;
    const { service, item } = await downloaded(['/api/placard/1', '/api/placard/5', '/api/export/1']);
    const drag = (name: string) => service.handlers['downloads.startDrag'](item(name).id);
    await expect(drag('export-1.csv')).rejects.toMatchObject({
      code: 'NOT_ALLOWED',
      message: 'Seuls les PDF, XML et images peuvent être glissés hors de Pupitre : export-1.csv',
    });

    // The file swapped for a link to a PDF outside the download folder.
    const outside = join(bed.newFolder(), 'ailleurs.pdf');
    await mkdir(dirname(outside), { recursive: true });
    await writeFile(outside, PDF);
    await rm(item('placard-5.pdf').path);
    await symlink(outside, item('placard-5.pdf').path);
    await expect(drag('placard-5.pdf')).rejects.toMatchObject({
      code: 'NOT_ALLOWED',
      message: 'Seuls les fichiers du dossier de téléchargement peuvent être glissés hors de Pupitre : placard-5.pdf',
    });

    // The download folder changed in the settings: what was saved in the old one stays in.
    const previous = service.settings.get().downloadDir;
    service.settings.update({ downloadDir: bed.newFolder() });
    await service.settings.ensureDownloadDir();
    await expect(drag('placard-1.pdf')).rejects.toMatchObject({ code: 'NOT_ALLOWED' });
    service.settings.update({ downloadDir: previous });

    await rm(item('placard-1.pdf').path);
    await expect(drag('placard-1.pdf')).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Le fichier n’existe plus : placard-1.pdf' });
    expect(dragged).toEqual([]);
    service.dispose();
  });
});
