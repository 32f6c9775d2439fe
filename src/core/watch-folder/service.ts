import { mkdir, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FSWatcher } from 'chokidar';
import type { WatchFolderNotice, WatchFolderStatus } from '../../shared/domain/watch-folder';
import type { AuthState } from '../../shared/domain/session';
import { BridgeError } from '../../shared/errors';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import type { SettingsService } from '../settings';
import { moveInto, MoveRefused } from './file-mover';
import { IMPORTED_DIR, nameInFolder, REFUSED_DIR } from './folder-names';
import { watchFolderFiles } from './folder-watcher';
import { HandledRecord } from './handled-record';
import { importForAccount } from './import-right';
import { judgeFile, type ArticleImport, type Judgement } from './judge-file';
import { parisTime, WatchLog } from './watch-log';

export type WatchFolderHandlers = Pick<Handlers, 'watchFolder.status' | 'watchFolder.choose' | 'watchFolder.stop' | 'watchFolder.openLog' | 'watchFolder.readLog'>;

export interface WatchFolderOptions {
  context: Pick<CoreContext, 'host' | 'profileDir' | 'dialogs' | 'opener' | 'logger' | 'emit' | 'watchDir'> & { session: { readonly current: AuthState } };
  settings: SettingsService;
  articles: ArticleImport;
  /** How long a file must stay unchanged before it is read (default 2 s). */
  stableMs?: number;
  /** How soon a file left in place (offline, server unavailable) is tried again (default 30 s). */
  retryMs?: number;
  /** Test seam: runs between the check of a subfolder and the move into it (a test swaps in a link there). */
  beforeMove?: (target: string) => Promise<void>;
}

export interface WatchFolderService {
  handlers: WatchFolderHandlers;
  onAuthChanged(state: AuthState): void;
  dispose(): void;
}

/** How long a written file must rest before it is taken (chokidar's awaitWriteFinish). */
export const STABLE_MS = 2_000;
const RETRY_MS = 30_000;
const WEB_HOST_WITHOUT_FOLDER =
  'Dans le navigateur, le dossier surveillé est celui que donne la variable WATCH_DIR au démarrage du serveur web, et elle n’a pas été donnée.';

/** What the notice adds when a link kept the file from moving: the user should know, and look. */
function refusedMove(moved: unknown): string {
  return moved instanceof MoveRefused ? ` Non déplacé : ${moved.message}` : '';
}

function refusalNote(name: string, reason: string, at: Date): string {
  return [`Fichier refusé par le dossier surveillé de Pupitre`, `Fichier : ${name}`, `Date : ${parisTime(at)} (heure de Paris)`, `Raison : ${reason}`, ''].join('\n');
}

/**
 * The watched import folder: while a folder is set and a user is signed in, every file that appears in it
 * (and every file already there) goes through ask-import then import as that user, as a drop on the window
 * does. Imported files move to `importés`, refused ones to `refusés` with a `.txt` giving the reason; a file
 * that could not be sent now (offline, server unavailable) stays for a later try. Nothing is deleted. Every
 * event is a line of `<profile>/watch-folder.log`; the record of handled contents (`watch-folder.json`)
 * keeps a file from being imported twice, across restarts.
 */
export function createWatchFolderService({ context, settings, articles, stableMs = STABLE_MS, retryMs = RETRY_MS, beforeMove }: WatchFolderOptions): WatchFolderService {
  const log = new WatchLog(join(context.profileDir, 'watch-folder.log'));
  // Judged with the roles of the account signed in when the file is read.
  const accountImport = importForAccount(articles, () => context.session.current.roles);
  const recordReady = HandledRecord.open(join(context.profileDir, 'watch-folder.json'));
  let record: HandledRecord | null = null;
  void recordReady.then((opened) => {
    record = opened;
    publish();
  });

  /** The folder being watched (its real path), for whom; a new generation drops what the previous one queued. */
  let watching: { folder: string; user: string; watcher: FSWatcher; generation: number } | null = null;
  let generation = 0;
  let problem: string | null = null;
  const queued = new Set<string>();
  const waiting = new Set<string>();
  /** Files whose wait the log has told: once per wait, however many tries it takes. */
  const toldWaiting = new Set<string>();
  let chain: Promise<void> = Promise.resolve();
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Serialises starts and stops: a sign-in and a folder change never race. */
  let reconciling: Promise<void> = Promise.resolve();

  function status(): WatchFolderStatus {
    return {
      folder: settings.get().watchFolder,
      watching: watching !== null,
      imported: record?.count('imported') ?? 0,
      refused: record?.count('refused') ?? 0,
      waiting: new Set([...queued, ...waiting]).size,
      problem,
    };
  }

  function publish(): void {
    context.emit('watchFolder.changed', status());
  }

  async function writeLog(event: string, subject: string, detail: string): Promise<void> {
    try {
      await log.write(event, subject, detail);
    } catch (error) {
      context.logger.warn('Journal du dossier surveillé : écriture impossible', error instanceof Error ? error.message : error);
    }
  }

  function notify(notice: WatchFolderNotice): void {
    context.emit('watchFolder.notice', notice);
  }

  /** One line when the move failed; a refusal for a link says itself where the file is. */
  async function logNotMoved(name: string, moved: unknown): Promise<void> {
    if (moved instanceof MoveRefused) await writeLog('non déplacé', name, moved.message);
    else if (moved instanceof Error) await writeLog('non déplacé', name, `resté dans le dossier : ${moved.message}`);
  }

  /** Moves the file by its judgement, records it, logs it and tells the page. */
  async function file(folder: string, path: string, name: string, judgement: Judgement, user: string): Promise<void> {
    const handled = await recordReady;
    const at = new Date();
    if (judgement.kind !== 'retry') toldWaiting.delete(path);
    if (judgement.kind === 'imported') {
      // Recorded before it moves: a crash in between cannot lead to a second import.
      await handled.add({ ...judgement.facts, name, outcome: 'imported', at: at.toISOString() });
      const moved = await moveInto(folder, IMPORTED_DIR, path, name, { beforeMove }).catch((error: unknown) => error);
      await writeLog('importé', name, `${judgement.detail} — par ${user}`);
      await logNotMoved(name, moved);
      notify({ fileName: name, outcome: 'imported', message: `« ${name} » importé : ${judgement.detail}.${refusedMove(moved)}`, articleId: judgement.articleId });
    } else if (judgement.kind === 'refused') {
      const moved = await moveInto(folder, REFUSED_DIR, path, name, { reason: refusalNote(name, judgement.reason, at), beforeMove }).catch((error: unknown) => error);
      await handled.add({ ...judgement.facts, name, outcome: 'refused', at: at.toISOString() });
      await writeLog('refusé', name, `${judgement.reason} — par ${user}`);
      await logNotMoved(name, moved);
      notify({ fileName: name, outcome: 'refused', message: `« ${name} » refusé : ${judgement.reason}${refusedMove(moved)}`, articleId: null });
    } else if (judgement.kind === 'retry') {
      if (!toldWaiting.has(path)) await writeLog('en attente', name, `${judgement.reason} — nouvel essai plus tard`);
      toldWaiting.add(path);
      waiting.add(path);
      retryTimer ??= setTimeout(retryWaiting, retryMs);
    }
  }

  async function handle(path: string, round: number): Promise<void> {
    const current = watching;
    if (!current || current.generation !== round) return;
    const name = nameInFolder(current.folder, path);
    if (name === null) return;
    try {
      await file(current.folder, path, name, await judgeFile(path, name, await recordReady, accountImport), current.user);
    } catch (error) {
      toldWaiting.delete(path);
      context.logger.error('Dossier surveillé : fichier non traité', error instanceof Error ? error.message : error);
      await writeLog('erreur', name, error instanceof Error ? error.message : String(error));
    }
  }

  function enqueue(path: string): void {
    if (queued.has(path) || !watching) return;
    const round = watching.generation;
    queued.add(path);
    waiting.delete(path);
    publish();
    chain = chain.then(async () => {
      await handle(path, round);
      queued.delete(path);
      publish();
    });
  }

  function retryWaiting(): void {
    retryTimer = null;
    const paths = [...waiting];
    waiting.clear();
    for (const path of paths) enqueue(path);
  }

  async function stop(): Promise<void> {
    const current = watching;
    watching = null;
    generation += 1;
    waiting.clear();
    toldWaiting.clear();
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    if (current) await current.watcher.close();
  }

  async function start(folder: string, user: string): Promise<void> {
    let real: string;
    try {
      // A folder chosen through a link is the user's choice: its real path is watched. Links inside it
      // (`importés`, `refusés`) are another matter: nothing is ever moved through one (file-mover.ts).
      real = await realpath(folder);
      if (!(await stat(real)).isDirectory()) throw new Error('not a folder');
    } catch {
      problem = `Le dossier surveillé est introuvable ou illisible : ${folder}`;
      return;
    }
    problem = null;
    generation += 1;
    const watcher = watchFolderFiles(real, {
      stableMs,
      onFile: enqueue,
      onError: (error) => {
        problem = `Le dossier surveillé ne peut plus être lu : ${error.message}`;
        publish();
      },
    });
    watching = { folder: real, user, watcher, generation };
  }

  /** Watches when a folder is set and someone is signed in; follows a change of folder or of user. */
  function reconcile(): Promise<void> {
    reconciling = reconciling.then(async () => {
      const folder = settings.get().watchFolder;
      const { status: authStatus, user } = context.session.current;
      const username = authStatus === 'signedIn' && user ? user.username : null;
      if (watching && (watching.user !== username || folder === null)) await stop();
      if (watching && folder !== null && watching.folder !== (await realpath(folder).catch(() => folder))) await stop();
      if (!watching && folder !== null && username !== null) await start(folder, username);
      if (folder === null) problem = null;
      publish();
    });
    return reconciling;
  }

  async function setFolder(folder: string | null): Promise<WatchFolderStatus> {
    const before = settings.get().watchFolder;
    settings.update({ watchFolder: folder });
    if (folder !== null && folder !== before) await writeLog('surveillance', folder, 'dossier choisi');
    if (folder === null && before !== null) await writeLog('surveillance', before, 'arrêtée');
    await reconcile();
    return status();
  }

  async function chosenFolder(): Promise<string | null> {
    if (context.host !== 'web') return context.dialogs.chooseFolder(settings.get().watchFolder ?? settings.get().downloadDir);
    // A browser has no folder dialog: the folder the web host was given, created if need be.
    if (!context.watchDir) throw new BridgeError('NOT_ALLOWED', WEB_HOST_WITHOUT_FOLDER);
    await mkdir(context.watchDir, { recursive: true });
    return context.watchDir;
  }

  void reconcile();

  return {
    handlers: {
      'watchFolder.status': () => status(),
      'watchFolder.choose': async () => {
        const chosen = await chosenFolder();
        return chosen === null ? status() : setFolder(chosen);
      },
      'watchFolder.stop': () => setFolder(null),
      'watchFolder.openLog': async () => {
        await log.ensure();
        await context.opener.open(log.path);
      },
      'watchFolder.readLog': () => log.tail(),
    },
    onAuthChanged: () => void reconcile(),
    dispose: () => void stop(),
  };
}
