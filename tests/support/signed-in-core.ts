import { join } from 'node:path';
import { createCore, type Core } from '../../src/core/app-core';
import type { HostOptions } from '../../src/core/core-context';
import { MemorySecretStore } from '../../src/core/ports';
import { MemorySettingsStore } from '../../src/core/settings';
import { BridgeError } from '../../src/shared/errors';
import { scriptedLogin } from './scripted-browser';

/**
 * The real core of a demo user (password = user name), signed in on a reference server through its real
 * login page, with the ports a test or a bench needs: no dialogs, no file opener, no taskbar, no system
 * notification, memory secrets and settings, its profile and downloads under `root`. `overrides` replace
 * any port (a notifier that records, an event sink, a shorter poll).
 */
/** The demo accounts of design.md the Node test beds sign in as. */
export type DemoUser = 'admin' | 'medias' | 'redaction' | 'production' | 'kyrielle' | 'lecteur';

export interface SignedInCoreOptions {
  apiUrl: string;
  user: DemoUser;
  root: string;
  host?: HostOptions['host'];
  overrides?: Partial<HostOptions>;
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const refuse = (): Promise<never> => Promise.reject(new BridgeError('NOT_ALLOWED', 'Indisponible dans ce test.'));

export const downloadDirOf = (root: string, user: string): string => join(root, `downloads-${user}`);

export async function signedInCore({ apiUrl, user, root, host = 'web', overrides = {} }: SignedInCoreOptions): Promise<Core> {
  const core = createCore({
    apiUrl,
    helpUrl: 'https://aide.example/',
    host,
    version: 'test',
    logger: quiet,
    secrets: new MemorySecretStore(),
    browser: {
      openExternal: (url) => {
        void scriptedLogin(url, user, user);
        return Promise.resolve();
      },
    },
    profileDir: join(root, `profile-${user}`),
    dialogs: { chooseFolder: () => Promise.resolve(null), chooseSavePath: () => Promise.resolve(null) },
    opener: { open: refuse, openPdf: refuse, showInFolder: refuse, startDrag: refuse },
    taskbar: { setProgress: () => undefined },
    notifier: { notify: () => false },
    settingsStore: new MemorySettingsStore({ downloadDir: downloadDirOf(root, user) }),
    emit: () => undefined,
    ...overrides,
  });
  const login = await core.dispatch('auth.login', []);
  if (!login.ok) throw new Error(`sign-in of ${user} failed: ${login.error.code} ${login.error.message}`);
  return core;
}
