import { MemorySettingsStore, createSettingsService } from '../../../../src/core/settings';
import { createWatchFolderService, type ArticleImport, type WatchFolderService } from '../../../../src/core/watch-folder';
import type { ArticleImportResult, ArticleImportVerdict } from '../../../../src/shared/domain/article';
import { SIGNED_OUT, type AuthState } from '../../../../src/shared/domain/session';
import type { WatchFolderNotice } from '../../../../src/shared/domain/watch-folder';

/** What the scripted import says of a file, and does with it, when a test asks nothing else. */
export const IMPORTABLE: ArticleImportVerdict = { importable: true, mode: 'CREATION', metadata: { id: null, title: 'Titre' }, periodical: { id: 'BJS', label: 'BJS' }, publication: null };
export const IMPORTED: ArticleImportResult = { status: 'DONE', items: [{ name: 'Titre', status: 'DONE', articleId: 42, messages: [] }] };

const signedIn = (roles: string[]): AuthState => ({ ...SIGNED_OUT, status: 'signedIn', user: { username: 'admin', name: 'Alice Admin', email: null }, roles });

export interface ScriptedService {
  service: WatchFolderService;
  /** Every notice the service emitted, in order. */
  notices: WatchFolderNotice[];
}

/**
 * The watched folder's real service (folder, watcher, log, moves) with a scripted import instead of the
 * server: signed in as the administrator (or with `roles`), the folder dialog answering `chosen`, files taken after 200 ms of
 * rest and retried after 300 ms.
 */
export function startScriptedService(options: {
  profileDir: string;
  chosen: string;
  articles: ArticleImport;
  roles?: string[];
  beforeMove?: (target: string) => Promise<void>;
}): ScriptedService {
  const notices: WatchFolderNotice[] = [];
  const service = createWatchFolderService({
    context: {
      host: 'electron',
      profileDir: options.profileDir,
      session: { current: signedIn(options.roles ?? ['ADMIN']) },
      dialogs: { chooseFolder: () => Promise.resolve(options.chosen), chooseSavePath: () => Promise.resolve(null) },
      opener: { open: () => Promise.resolve(), openPdf: () => Promise.resolve(), showInFolder: () => Promise.resolve(), startDrag: () => Promise.resolve() },
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      emit: (name, payload) => {
        if (name === 'watchFolder.notice') notices.push(payload as WatchFolderNotice);
      },
    },
    settings: createSettingsService(new MemorySettingsStore()),
    articles: options.articles,
    stableMs: 200,
    retryMs: 300,
    ...(options.beforeMove ? { beforeMove: options.beforeMove } : {}),
  });
  return { service, notices };
}
