import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import contentDisposition from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../../../src/server/app';
import { startReferenceServer } from '../reference-server';
import { seededPglite } from '../../../support/seeded-database';
import { Session } from '../../../../src/core/auth/session';
import type { CoreContext } from '../../../../src/core/core-context';
import { createDownloadService, type DownloadService } from '../../../../src/core/downloads/handlers';
import { createExtensions } from '../../../../src/core/http/extensions';
import { RestClient } from '../../../../src/core/http/rest-client';
import { MemorySecretStore, type DialogPort, type FileOpenerPort } from '../../../../src/core/ports';
import { MemorySettingsStore } from '../../../../src/core/settings';
import { methods, type EventName, type EventPayload, type ParsedArgs } from '../../../../src/shared/contract';
import type { DownloadsState } from '../../../../src/shared/domain/files';
import { BridgeError } from '../../../../src/shared/errors';
import { safeFileName } from '../../../../src/shared/rules/file-names';
import { scriptedLogin } from '../../../support/scripted-browser';
import { untilState } from '../../../support/until-state';

const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

let server: RunningServer;
let root: string;
let session: Session;

/** What the user answers in the native dialogs, and what was asked. */
const dialogAnswers: { folder: string | null; savePath: string | null } = { folder: null, savePath: null };
const asked: { chooseFolder: string[]; chooseSavePath: string[] } = { chooseFolder: [], chooseSavePath: [] };
const dialogs: DialogPort = {
  chooseFolder: (p) => {
    asked.chooseFolder.push(p);
    return Promise.resolve(dialogAnswers.folder);
  },
  chooseSavePath: (p) => {
    asked.chooseSavePath.push(p);
    return Promise.resolve(dialogAnswers.savePath);
  },
};
const opened: { how: 'open' | 'showInFolder' | 'openPdf' | 'startDrag'; path: string; viewer?: string }[] = [];
const opener: FileOpenerPort = {
  open: (path) => {
    opened.push({ how: 'open', path });
    return Promise.resolve();
  },
  showInFolder: (path) => {
    opened.push({ how: 'showInFolder', path });
    return Promise.resolve();
  },
  openPdf: (path, viewer) => {
    opened.push({ how: 'openPdf', path, viewer });
    return Promise.resolve();
  },
  startDrag: (path) => {
    opened.push({ how: 'startDrag', path });
    return Promise.resolve();
  },
};
const taskbar: (number | null)[] = [];
const events: DownloadsState[] = [];

function newService(settingsStore = new MemorySettingsStore({ downloadDir: join(root, 'Téléchargements') })): DownloadService {
  const rest = new RestClient(server.url).withTokens(session);
  const context: CoreContext = {
    apiUrl: server.url,
    helpUrl: 'https://aide.example/',
    host: 'electron',
    version: 'test',
    profileDir: join(root, 'profile'),
    browser: { openExternal: () => Promise.resolve() },
    secrets: new MemorySecretStore(),
    logger: silent,
    dialogs,
    opener,
    taskbar: { setProgress: (f) => taskbar.push(f) },
    notifier: { notify: () => false },
    settingsStore,
    emit: <E extends EventName>(name: E, payload: EventPayload<E>) => {
      if (name === 'downloads.changed') events.push(payload as DownloadsState);
    },
    session,
    rest,
    extensions: createExtensions(rest),
  };
  return createDownloadService(context, { queue: { retryDelayMs: 10 } });
}

function startArgs(request: unknown): ParsedArgs<'downloads.start'>[0] {
  return methods['downloads.start'].args.parse([request])[0];
}

async function settle(service: DownloadService, batchId: string) {
  await service.queue.whenBatchSettled(batchId);
  return service.handlers['downloads.list']();
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pupitre-ref-'));
  server = await startReferenceServer({ port: 0, dataDir: null, initialData: await seededPglite() });
  session = new Session({
    rest: new RestClient(server.url),
    secrets: new MemorySecretStore(),
    browser: {
      openExternal: (url) => {
        void scriptedLogin(url, 'admin', 'admin');
        return Promise.resolve();
      },
    },
    logger: silent,
    onChange: () => undefined,
  });
  await session.signIn();
});
afterAll(async () => {
  session.dispose();
  await server.close();
  await rm(root, { recursive: true, force: true });
});

describe('downloads against the reference server', () => {
  it('downloads a real answer with the bearer token into the download folder', async () => {
    const service = newService();
    const { batchId } = await service.handlers['downloads.start'](startArgs({ label: 'Revues', items: [{ path: '/api/periodical' }] }));
    const state = await settle(service, batchId);
    const item = state.items[0];
    expect(item).toMatchObject({ status: 'done', fileName: 'periodical.json', attempts: 1, error: null, httpStatus: null });
    expect(item?.path).toBe(join(root, 'Téléchargements', 'periodical.json'));
    const periodicals = JSON.parse(await readFile(item?.path ?? '', 'utf8')) as { id: string }[];
    expect(periodicals.map((p) => p.id)).toEqual(['BJS', 'DEF', 'GDP', 'GPL', 'GDA', 'AJU', 'RDA', 'DNU']);
    expect(item?.receivedBytes).toBe(item?.totalBytes);
    expect(events.at(-1)?.active).toBe(0);
    expect(taskbar.at(-1)).toBeNull();

    // The caller's name rule, and no overwrite of the first file.
    const again = await service.handlers['downloads.start'](startArgs({ label: 'Revues', items: [{ path: '/api/periodical', fileName: 'revues.json' }, { path: '/api/periodical' }] }));
    const after = await settle(service, again.batchId);
    expect(after.batches[0]).toMatchObject({ total: 2, done: 2 });
    expect((await readdir(join(root, 'Téléchargements'))).sort()).toEqual(['periodical (2).json', 'periodical.json', 'revues.json']);
    service.dispose();
  });

  it('downloads images under the name the server gives in Content-Disposition (filename* first), byte for byte', async () => {
    const service = newService(new MemorySettingsStore({ downloadDir: join(root, 'images') }));
    const ids = [1, 2, 101];
    const { batchId } = await service.handlers['downloads.start'](
      startArgs({ label: 'Images', items: ids.map((id) => ({ path: `/api/image/${id}?download`, fileName: `${id}.jpg` })) }),
    );
    const state = await settle(service, batchId);
    expect(state.batches[0]).toMatchObject({ total: 3, done: 3, failed: 0 });
    const token = await session.getAccessToken();
    for (const id of ids) {
      const direct = await fetch(`${server.url}/api/image/${id}?download`, { headers: { authorization: `Bearer ${token}` } });
      const bytes = Buffer.from(await direct.arrayBuffer());
      const serverName = contentDisposition.parse(direct.headers.get('content-disposition') ?? '').parameters['filename'] ?? '';
      const item = state.items.find((i) => i.label === `${id}.jpg`);
      expect(item?.fileName).toBe(safeFileName(serverName, 'x', direct.headers.get('content-type')));
      expect(item?.fileName).toMatch(/\.(png|jpg|jpeg)$/);
      expect(item?.contentType).toBe(direct.headers.get('content-type'));
      expect(await readFile(item?.path ?? '')).toEqual(bytes);
    }
    service.dispose();
  });

  it('reports a refused file by name with the server’s message, without retrying a 404', async () => {
    const service = newService();
    const { batchId } = await service.handlers['downloads.start'](startArgs({ label: 'Image', items: [{ path: '/api/image/999999?download', fileName: 'image-999999.jpg' }] }));
    const state = await settle(service, batchId);
    expect(state.items[0]).toMatchObject({ label: 'image-999999.jpg', status: 'failed', attempts: 1, error: 'Image introuvable : 999999.', httpStatus: 404 });
    service.dispose();
  });

  it('asks where to save when the setting says so: the save dialog for one file, the folder picker for a batch', async () => {
    const settingsStore = new MemorySettingsStore({ downloadDir: join(root, 'defaut'), askWhereToSave: true });
    const service = newService(settingsStore);

    dialogAnswers.savePath = join(root, 'choisi', 'mes revues');
    const single = await service.handlers['downloads.start'](startArgs({ label: 'Revues', items: [{ path: '/api/periodical' }] }));
    const state = await settle(service, single.batchId);
    expect(asked.chooseSavePath.at(-1)).toBe(join(root, 'defaut', 'periodical'));
    expect(state.items[0]).toMatchObject({ status: 'done', fileName: 'mes revues.json', path: join(root, 'choisi', 'mes revues.json') });

    dialogAnswers.folder = join(root, 'lot');
    const bulk = await service.handlers['downloads.start'](startArgs({ label: 'Lot', items: [{ path: '/api/periodical' }, { path: '/api/periodical' }, { path: '/api/periodical' }] }));
    await settle(service, bulk.batchId);
    expect(asked.chooseFolder).toEqual([join(root, 'defaut')]);
    expect((await readdir(join(root, 'lot'))).sort()).toEqual(['periodical (2).json', 'periodical (3).json', 'periodical.json']);

    // Cancelled dialogs: nothing is queued.
    dialogAnswers.savePath = null;
    dialogAnswers.folder = null;
    const before = service.queue.state().items.length;
    await expect(service.handlers['downloads.start'](startArgs({ label: 'Revues', items: [{ path: '/api/periodical' }] }))).rejects.toMatchObject({ code: 'CANCELLED' });
    await expect(service.handlers['downloads.start'](startArgs({ label: 'Lot', items: [{ path: '/api/periodical' }, { path: '/api/periodical' }] }))).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(service.queue.state().items).toHaveLength(before);
    service.dispose();
  });

  it('opens nothing as a PDF that is not one, and opens or shows a finished file', async () => {
    const service = newService();
    service.handlers['settings.update']({ pdfViewer: 'system' });
    silent.warn.mockClear();
    const { batchId } = await service.handlers['downloads.start'](startArgs({ label: 'BAT', items: [{ path: '/api/periodical', openWhenDone: 'pdf' }] }));
    const state = await settle(service, batchId);
    const item = state.items[0];
    // JSON asked to open as a PDF: left in the folder (see open-pdf.test.ts for real PDFs).
    await untilState(() => expect(silent.warn).toHaveBeenCalledWith(expect.stringContaining('not one'), item?.fileName));
    expect(opened.filter((o) => o.how === 'openPdf')).toEqual([]);

    await service.handlers['downloads.open'](item?.id ?? '');
    await service.handlers['downloads.showInFolder'](item?.id ?? '');
    expect(opened.slice(-2)).toEqual([
      { how: 'open', path: item?.path },
      { how: 'showInFolder', path: item?.path },
    ]);
    await expect(service.handlers['downloads.open']('inconnu')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await rm(item?.path ?? '');
    await expect(service.handlers['downloads.open'](item?.id ?? '')).rejects.toMatchObject({ code: 'NOT_FOUND', message: `Le fichier n’existe plus : ${item?.fileName ?? ''}` });
    service.handlers['downloads.clearFinished']();
    expect(service.handlers['downloads.list']()).toEqual({ items: [], batches: [], active: 0 });
    service.dispose();
  });

  it('keeps settings: defaults, validated updates, the folder picker', async () => {
    const store = new MemorySettingsStore();
    const service = newService(store);
    expect(service.handlers['settings.get']()).toMatchObject({ askWhereToSave: false, pdfViewer: 'app' });
    expect((await service.handlers['settings.update']({ askWhereToSave: true })).askWhereToSave).toBe(true);
    expect(store.read().askWhereToSave).toBe(true);
    // The folder is core's own setting (the bridge's patch has none): a relative one is still refused.
    expect(() => service.settings.update({ downloadDir: 'relatif/dossier' })).toThrow(BridgeError);
    dialogAnswers.folder = join(root, 'nouveau');
    expect((await service.handlers['settings.chooseDownloadDir']()).downloadDir).toBe(join(root, 'nouveau'));
    dialogAnswers.folder = null;
    expect((await service.handlers['settings.chooseDownloadDir']()).downloadDir).toBe(join(root, 'nouveau'));
    service.dispose();
  });
});
