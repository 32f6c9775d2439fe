import { z } from 'zod';
import type { Extension } from '../domain/extensions';
import type { Periodical } from '../domain/periodical';
import type { AuthState } from '../domain/session';
import { PREVIEW_KINDS } from '../rules/deep-link';
import { event, method } from './define';

/** What the application menu's items (and their shortcuts) ask the page to do: see the renderer's command registry. */
export const APP_COMMANDS = ['quickSearch', 'save', 'settings'] as const;
export type AppCommand = (typeof APP_COMMANDS)[number];

export interface AppConfig {
  apiUrl: string;
  helpUrl: string;
  /** 'electron' or 'web': a few affordances differ (the web host opens the login page in a tab). */
  host: 'electron' | 'web';
  version: string;
}

/** The application, the session and the referentials every screen needs. */
export const appMethods = {
  'app.getConfig': method<AppConfig>()(z.tuple([])),
  /**
   * The calls beyond the specs that the back-office offers (shared/domain/extensions.ts), asked of it once per run:
   * a screen offers what needs one only when it is listed here.
   */
  'app.extensions': method<Extension[]>()(z.tuple([])),
  /** Opens an allow-listed external URL (help site, users console, identity provider) in the system browser. */
  'app.openExternal': method<void>()(z.tuple([z.url({ protocol: /^https?$/ }).max(2048)])),
  /**
   * Opens a record's view beside the page (spec 2 §2.6 "Aperçu ... in a new tab"): a second window of the
   * desktop app, a new tab of the browser. The kind and the id only: the path is built by the host.
   */
  'app.openPreview': method<void>()(z.tuple([z.enum(PREVIEW_KINDS), z.number().int().positive().max(999_999_999)])),
  /**
   * Desktop only (issue 36): prints the window (its print stylesheet: « Planches » in A3 landscape) as a PDF and
   * saves it where the user says, starting in the download folder. Answers the path, or null when cancelled.
   */
  'app.savePdf': method<string | null>()(z.tuple([z.string().max(120).regex(/^[\w.-]{1,100}\.pdf$/)])),

  'auth.getState': method<AuthState>()(z.tuple([])),
  /** Loopback login (RFC 8252): resolves when signed in; rejects LOGIN_CANCELLED, LOGIN_TIMEOUT, LOGIN_BUSY... */
  'auth.login': method<AuthState>()(z.tuple([])),
  'auth.cancelLogin': method<void>()(z.tuple([])),
  'auth.logout': method<void>()(z.tuple([])),

  'periodicals.list': method<Periodical[]>()(z.tuple([])),
} as const;

export const appEvents = {
  'auth.changed': event<AuthState>(),
  /** Web host only: core asks the page to open a URL in a new tab (the openExternal port of the browser). */
  'app.openUrl': event<{ url: string }>(),
  /** A pupitre:// link the system handed to the running app: the app path it opens (shared/rules/deep-link). */
  'app.deepLink': event<{ path: string }>(),
  /** Desktop only: an item of the application menu (or its accelerator) was chosen in this window. */
  'app.menuCommand': event<{ command: AppCommand }>(),
} as const;
