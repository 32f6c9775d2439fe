import { KYRIELLE_EXTERNAL_LINKS } from '../shared/domain/kyrielle';
import type { AuthState } from '../shared/domain/session';
import { BridgeError } from '../shared/errors';
import { isAllowedExternalUrl } from '../shared/rules/urls';
import { previewPath } from '../shared/rules/deep-link';
import { Session } from './auth/session';
import { createDispatcher, type Dispatch, type Handlers } from './bridge/dispatcher';
import type { CoreContext, HostOptions } from './core-context';
import { createDownloadHandlers } from './downloads/handlers';
import { createDraftHandlers } from './drafts/handlers';
import { createExtensions, offeredList } from './http/extensions';
import { RestClient } from './http/rest-client';
import { createOffline } from './offline';
import { createSearchHandlers } from './search/handlers';
import { createAuthorHandlers } from './authors/handlers';
import { createAdHandlers } from './ads/handlers';
import { createBundleHandlers } from './bundles/handlers';
import { createKyrielleHandlers } from './kyrielle/handlers';
import { createAdminExportHandlers } from './admin/admin-exports';
import { createJouveHandlers } from './admin/jouve';
import { createPlanAdminHandlers } from './admin/plan-admin';
import { createPushOnlineHandlers } from './admin/push-online';
import { createReferentialHandlers } from './admin/referentials';
import { createEditorBrowseHandlers } from './editor/browse';
import { createEditorService } from './editor/handlers';
import { createArticleHandlers } from './articles/handlers';
import { createImageHandlers } from './images/handlers';
import { createPublicationHandlers } from './publications/handlers';
import { createPlacardPages } from './publications/placard-pages';
import { readPeriodicals } from './publications/received-publication';
import { createMedia, type Media } from './media/media';
import { createUploadHandlers } from './uploads/handlers';
import { createSettingsService } from './settings';
import { createWatchFolderService } from './watch-folder';
import { createUpdateHandlers } from './updates/handlers';
import { savePdf } from './print/save-pdf';

export type { HostOptions } from './core-context';

export interface Core {
  dispatch: Dispatch;
  session: Session;
  /** Image bytes for display, served by each host to the page (which never holds the token). */
  media: Media;
  /** Signs in again from a stored refresh token, if any. */
  start(): Promise<void>;
  dispose(): void;
}

/** Wires the services of core behind the contract; both Electron main and the web host call this. */
export function createCore(options: HostOptions): Core {
  const anonymous = new RestClient(options.apiUrl);
  const authListeners: ((state: AuthState) => void)[] = [];
  const session = new Session({
    rest: anonymous,
    secrets: options.secrets,
    browser: options.browser,
    logger: options.logger,
    onChange: (state) => {
      for (const listener of authListeners) listener(state);
      options.emit('auth.changed', state);
    },
    ...(options.loginTimeoutMs === undefined ? {} : { loginTimeoutMs: options.loginTimeoutMs }),
  });
  const offline = createOffline({ ...options, session, anonymous });
  authListeners.push((state) => offline.onAuthChanged(state));
  const context: CoreContext = { ...options, session, rest: offline.rest, extensions: createExtensions(offline.rest) };
  const downloads = createDownloadHandlers(context);
  const { dispose: disposeDownloads, onAuthChanged: downloadsAuthChanged, ...downloadHandlers } = downloads;
  authListeners.push(downloadsAuthChanged);
  const { processWatch, ...publicationHandlers } = createPublicationHandlers(context);
  authListeners.push((state) => processWatch.setOwner(state.user?.username ?? null));
  const placardPages = createPlacardPages(context);
  authListeners.push(placardPages.onAuthChanged);
  const editor = createEditorService(context);
  authListeners.push((state) => editor.onAuthChanged(state));

  const { importFromWatchFolder, ...articleHandlers } = createArticleHandlers(context);
  const watchFolder = createWatchFolderService({
    context,
    settings: createSettingsService(context.settingsStore),
    articles: {
      askImport: async (source) => articleHandlers['articles.askImport'](source),
      importFile: async (source) => importFromWatchFolder(source, await context.extensions.has('version-origin')),
    },
    ...options.watchFolder,
  });
  authListeners.push((state) => watchFolder.onAuthChanged(state));

  const adminDeps = { rest: context.rest, extensions: context.extensions, startDownloads: downloadHandlers['downloads.start'] };

  const handlers: Handlers = {
    'app.getConfig': () => ({ apiUrl: options.apiUrl, helpUrl: options.helpUrl, host: options.host, version: options.version }),
    'app.extensions': () => offeredList(context.extensions),
    'app.openExternal': async (url) => {
      if (!isAllowedExternalUrl(url, [options.helpUrl, session.current.authServerUrl, ...Object.values(KYRIELLE_EXTERNAL_LINKS)])) {
        throw new BridgeError('NOT_ALLOWED', 'Cette adresse externe n’est pas autorisée.');
      }
      await options.browser.openExternal(url);
    },
    'app.openPreview': async (kind, id) => {
      if (!options.windows) throw new BridgeError('NOT_ALLOWED', 'Cet hôte n’ouvre pas de seconde fenêtre.');
      await options.windows.openAppWindow(previewPath(kind, id));
    },
    'app.savePdf': (fileName) => savePdf(options, fileName),
    'auth.getState': () => session.current,
    'auth.login': () => session.signIn(),
    'auth.cancelLogin': () => session.cancelSignIn(),
    'auth.logout': () => session.signOut(),
    'periodicals.list': () => readPeriodicals(context.rest),
    ...createSearchHandlers(context),
    ...createAuthorHandlers(context),
    ...createImageHandlers({ rest: context.rest, extensions: context.extensions, startDownloads: downloadHandlers['downloads.start'] }),
    ...createAdHandlers(context),
    ...publicationHandlers,
    ...placardPages.handlers,
    ...createBundleHandlers(context),
    ...editor.handlers,
    ...createEditorBrowseHandlers(context),
    ...articleHandlers,
    ...createPlanAdminHandlers(adminDeps),
    ...createReferentialHandlers(adminDeps),
    ...createAdminExportHandlers(adminDeps),
    ...createPushOnlineHandlers(adminDeps),
    ...createJouveHandlers(adminDeps),
    ...createKyrielleHandlers(adminDeps),
    ...offline.handlers,
    ...downloadHandlers,
    ...createUploadHandlers(context),
    ...createDraftHandlers(context),
    ...watchFolder.handlers,
    ...createUpdateHandlers(options.updater),
  };

  return {
    dispatch: createDispatcher(handlers, options.logger, { host: options.host }),
    session,
    media: createMedia(options.apiUrl, session, offline.media),
    start: async () => {
      await session.restore();
    },
    dispose: () => {
      session.dispose();
      offline.dispose();
      disposeDownloads();
      processWatch.dispose();
      editor.dispose();
      watchFolder.dispose();
    },
  };
}
