import { access, mkdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { ParsedArgs } from '../../shared/contract';
import type { DownloadItem } from '../../shared/domain/files';
import { BridgeError } from '../../shared/errors';
import { ALLOWED_EXTENSIONS, splitExtension, safeFileName } from '../../shared/rules/file-names';
import { resolveApiPath } from '../../shared/rules/urls';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { createSettingsService, type SettingsService } from '../settings';
import { lastPathSegment } from './content-disposition';
import { downloadToFolder } from './download-file';
import { draggablePath } from './drag-out';
import { isPdfFile } from './pdf-content';
import { DownloadQueue, type DownloadQueueOptions } from './download-queue';
import { discardPart } from './partial-file';
import { QueueStore, type SavedQueue } from './queue-store';
import type { QueuedDownload } from './queued-download';

export type DownloadHandlers = Pick<
  Handlers,
  | 'settings.get'
  | 'settings.update'
  | 'settings.chooseDownloadDir'
  | 'downloads.start'
  | 'downloads.list'
  | 'downloads.cancel'
  | 'downloads.retry'
  | 'downloads.open'
  | 'downloads.showInFolder'
  | 'downloads.startDrag'
  | 'downloads.clearFinished'
>;

type BatchRequest = ParsedArgs<'downloads.start'>[0];

export interface DownloadServiceOptions {
  /** Tuning of the queue (tests, benchmarks); the app uses the defaults. */
  queue?: Pick<DownloadQueueOptions, 'concurrency' | 'maxItems' | 'retryDelayMs' | 'throttleMs'>;
  settings?: SettingsService;
}

export interface DownloadService {
  handlers: DownloadHandlers;
  queue: DownloadQueue;
  settings: SettingsService;
  /** At logout or a change of user the list (and what still runs) belongs to nobody: cleared at once. */
  onAuthChanged(): void;
  dispose(): void;
}

const NOT_SIGNED_IN = 'Vous n’êtes pas connecté.';

/** The name shown before the server names the file, and offered in the save dialog. */
function labelOf(item: BatchRequest['items'][number]): string {
  return item.fileName ?? (lastPathSegment(item.path) || 'téléchargement');
}


/**
 * Downloads and their settings: one queue for every download of the app, files streamed with the session's
 * token into the download folder (or where the user says, when "Demander où enregistrer chaque fichier" is on).
 */
export function createDownloadService(context: CoreContext, options: DownloadServiceOptions = {}): DownloadService {
  const settings = options.settings ?? createSettingsService(context.settingsStore);
  const apiBase = context.apiUrl.endsWith('/') ? context.apiUrl : `${context.apiUrl}/`;
  const apiOrigin = new URL(apiBase).origin;
  /** The contract checked the path; it is resolved again here, where the token is about to go with it. */
  function apiUrlOf(path: string): string {
    const resolved = resolveApiPath(path);
    if (resolved === null) throw new BridgeError('INVALID_ARGUMENT', `Chemin invalide : ${path.slice(0, 200)}`);
    return new URL(resolved, apiBase).href;
  }

  /** The list belongs to the user who started the downloads: another user (or none) starts afresh. */
  let owner: string | null = null;
  /** The queue saved at the last quit, put back when its owner signs in again (to the same server). */
  let saved: SavedQueue | null = null;
  const store = new QueueStore(
    join(context.profileDir, 'downloads', 'queue.json'),
    () => saved ?? (owner === null ? null : { owner, apiOrigin, items: queue.snapshot() }),
    (error) => context.logger.warn('the download queue could not be saved', error instanceof Error ? error.message : error),
  );

  const queue = new DownloadQueue({
    ...options.queue,
    runner: ({ request, folder, partial, onPartial, signal, onResponse, onProgress }) =>
      downloadToFolder({
        url: request.url,
        method: request.method,
        body: request.body,
        folder,
        partial,
        onPartial,
        ...(request.fileName === undefined ? {} : { fileName: request.fileName }),
        ...(request.chosenName === undefined ? {} : { chosenName: request.chosenName }),
        tokens: context.session,
        tokenOrigin: apiOrigin,
        signal,
        onResponse,
        onProgress,
      }),
    onChange: (state) => {
      context.emit('downloads.changed', state);
      store.changed();
    },
    onProgress: (fraction) => context.taskbar.setProgress(fraction),
    onFailed: (item) => context.logger.warn(`download failed after ${item.attempts} attempt(s): ${item.label}`, { httpStatus: item.httpStatus, error: item.error }),
    onDone: async (item, request) => {
      if (request.openWhenDone !== 'pdf' || !item.path) return;
      // The server's content type and the name prove nothing: only a PDF by content opens in the PDF window.
      if (!(await isPdfFile(item.path))) {
        context.logger.warn('a download asked to open as a PDF is not one; left in the folder', item.fileName);
        return;
      }
      try {
        await context.opener.openPdf(item.path, settings.get().pdfViewer);
      } catch (error) {
        context.logger.warn('opening a downloaded PDF failed', error instanceof Error ? error.message : error);
      }
    },
  });

  function checkOwner(): void {
    const user = context.session.current.user?.username ?? null;
    if (owner !== null && user !== owner) {
      queue.reset();
      owner = null;
    }
    if (saved && user !== null && context.session.current.status === 'signedIn') resumeSaved(saved, user);
  }

  /** The saved downloads resume for their owner; anyone else finds an empty list, and the parts go. */
  function resumeSaved(pending: SavedQueue, user: string): void {
    saved = null;
    if (pending.owner === user && pending.apiOrigin === apiOrigin) {
      owner = user;
      // A token goes only to the API's origin anyway; a URL elsewhere in the file is not resumed at all.
      queue.restore(pending.items.filter((item) => URL.canParse(item.request.url) && new URL(item.request.url).origin === apiOrigin));
    } else {
      for (const item of pending.items) void discardPart(item.folder, item.partial);
    }
    store.changed();
  }

  void store.load().then((loaded) => {
    if (!loaded?.items.length) return;
    saved = loaded;
    checkOwner();
  });

  async function doneItem(itemId: string): Promise<DownloadItem & { path: string; fileName: string }> {
    checkOwner();
    const item = queue.item(itemId);
    if (!item) throw new BridgeError('NOT_FOUND', 'Ce téléchargement n’existe plus.');
    if (item.status !== 'done' || !item.path || !item.fileName) throw new BridgeError('NOT_FOUND', 'Ce téléchargement n’est pas terminé.');
    try {
      await access(item.path);
    } catch {
      throw new BridgeError('NOT_FOUND', `Le fichier n’existe plus : ${item.fileName}`);
    }
    return { ...item, path: item.path, fileName: item.fileName };
  }

  /** Where a batch goes; asks the user when the setting says so (null from a dialog = the user cancelled). */
  async function destination(request: BatchRequest): Promise<{ folder: string; chosenName?: string }> {
    const current = settings.get();
    if (!current.askWhereToSave) return { folder: await settings.ensureDownloadDir() };
    const [single] = request.items;
    if (request.items.length === 1 && single) {
      const suggested = safeFileName(labelOf(single), 'telechargement');
      const chosen = await context.dialogs.chooseSavePath(join(current.downloadDir, suggested));
      if (!chosen) throw new BridgeError('CANCELLED', 'Téléchargement annulé.');
      return { folder: dirname(chosen), chosenName: basename(chosen) };
    }
    const folder = await context.dialogs.chooseFolder(current.downloadDir);
    if (!folder) throw new BridgeError('CANCELLED', 'Téléchargement annulé.');
    return { folder };
  }

  const handlers: DownloadHandlers = {
    'settings.get': () => settings.get(),
    'settings.update': (patch) => settings.update(patch),
    'settings.chooseDownloadDir': async () => {
      const current = settings.get();
      const chosen = await context.dialogs.chooseFolder(current.downloadDir);
      return chosen ? settings.update({ downloadDir: chosen }) : current;
    },

    'downloads.start': async (request) => {
      checkOwner();
      const user = context.session.current;
      if (user.status !== 'signedIn' || !user.user) throw new BridgeError('UNAUTHENTICATED', NOT_SIGNED_IN);
      const { folder, chosenName } = await destination(request);
      try {
        await mkdir(folder, { recursive: true });
      } catch {
        throw new BridgeError('NOT_ALLOWED', `Le dossier est inaccessible : ${folder}`);
      }
      const items: QueuedDownload[] = request.items.map((item) => ({
        label: chosenName ?? labelOf(item),
        url: apiUrlOf(item.path),
        method: item.method,
        ...(item.body === undefined ? {} : { body: item.body }),
        ...(item.fileName === undefined ? {} : { fileName: item.fileName }),
        ...(chosenName === undefined ? {} : { chosenName }),
        ...(item.openWhenDone === undefined ? {} : { openWhenDone: item.openWhenDone }),
        ...(item.entity === undefined ? {} : { entity: item.entity }),
      }));
      owner = user.user.username;
      const { batchId } = queue.enqueue({ label: request.label, folder, items });
      return { batchId };
    },
    'downloads.list': () => {
      checkOwner();
      return queue.state();
    },
    'downloads.cancel': (id) => {
      checkOwner();
      queue.cancel(id);
    },
    'downloads.retry': (id) => {
      checkOwner();
      queue.retry(id);
    },
    'downloads.open': async (id) => {
      const item = await doneItem(id);
      const extension = splitExtension(item.fileName).extension?.toLowerCase();
      if (await isPdfFile(item.path)) return context.opener.openPdf(item.path, settings.get().pdfViewer);
      if (!extension || !ALLOWED_EXTENSIONS.has(extension)) {
        throw new BridgeError('NOT_ALLOWED', 'Ce type de fichier ne s’ouvre pas depuis Pupitre : affichez-le dans le dossier.');
      }
      return context.opener.open(item.path);
    },
    'downloads.showInFolder': async (id) => {
      const item = await doneItem(id);
      await context.opener.showInFolder(item.path);
    },
    'downloads.startDrag': async (id) => {
      const item = await doneItem(id);
      await context.opener.startDrag(await draggablePath(item.path, settings.get().downloadDir));
    },
    'downloads.clearFinished': () => {
      checkOwner();
      queue.clearFinished();
    },
  };

  return {
    handlers,
    queue,
    settings,
    onAuthChanged: checkOwner,
    dispose: () => {
      // The queue is saved as it stands before the downloads under way stop: they resume at the next start.
      store.close();
      queue.dispose();
      context.taskbar.setProgress(null);
    },
  };
}

export function createDownloadHandlers(context: CoreContext): DownloadHandlers & Pick<DownloadService, 'onAuthChanged' | 'dispose'> {
  const service = createDownloadService(context);
  return { ...service.handlers, onAuthChanged: service.onAuthChanged, dispose: service.dispose };
}
