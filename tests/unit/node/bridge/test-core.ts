import { join } from 'node:path';
import { createCore, type Core } from '../../../../src/core/app-core';
import { MemorySecretStore } from '../../../../src/core/ports';
import { MemorySettingsStore } from '../../../../src/core/settings';
import { BridgeError } from '../../../../src/shared/errors';
import type { FakeUpstream } from './fake-upstream';
import { silent } from '../webhost/support';

/**
 * The real core (createCore: real dispatcher, real handlers) for a host, against the fake upstream and
 * signed in there, so that a call that passed its checks would reach the server. OS ports are inert.
 */
export async function startSignedInCore(upstream: FakeUpstream, host: 'electron' | 'web', root: string): Promise<Core> {
  const refuse = (): Promise<never> => Promise.reject(new BridgeError('NOT_ALLOWED', 'Indisponible dans ce test.'));
  const core = createCore({
    apiUrl: upstream.url,
    helpUrl: 'https://aide.example/',
    host,
    version: 'test',
    logger: silent,
    secrets: new MemorySecretStore(),
    browser: {
      openExternal: (url) => {
        void upstream.authorize(url);
        return Promise.resolve();
      },
    },
    profileDir: join(root, `profile-${host}`),
    dialogs: { chooseFolder: () => Promise.resolve(null), chooseSavePath: () => Promise.resolve(null) },
    opener: { open: refuse, openPdf: refuse, showInFolder: refuse, startDrag: refuse },
    taskbar: { setProgress: () => undefined },
    notifier: { notify: () => false },
    settingsStore: new MemorySettingsStore({ downloadDir: join(root, `downloads-${host}`) }),
    emit: () => undefined,
  });
  const login = await core.dispatch('auth.login', []);
  if (!login.ok) throw new Error(`sign-in failed: ${login.error.code} ${login.error.message}`);
  return core;
}
