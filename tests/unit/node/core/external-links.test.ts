import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore } from '../../../../src/core/app-core';
import { MemorySecretStore } from '../../../../src/core/ports';
import { MemorySettingsStore } from '../../../../src/core/settings';
import { DOCUMENT_SOURCES, KYRIELLE_EXTERNAL_LINKS, unitPreviewUrl } from '../../../../src/shared/domain/kyrielle';
import { BridgeError } from '../../../../src/shared/errors';
import { silent } from '../webhost/support';

/**
 * app.openExternal opens only the sites the product links to (help, identity provider, and the layout tool's
 * Lex-Press and Oxygen, spec 2 §2.10), in the system browser; any other address is refused before the port.
 */

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

async function coreOpening(opened: string[]) {
  const root = await mkdtemp(join(tmpdir(), 'pupitre-external-'));
  roots.push(root);
  const refuse = (): Promise<never> => Promise.reject(new BridgeError('NOT_ALLOWED', 'Indisponible dans ce test.'));
  return createCore({
    apiUrl: 'http://127.0.0.1:9',
    helpUrl: 'https://aide.example/',
    host: 'electron',
    version: 'test',
    logger: silent,
    secrets: new MemorySecretStore(),
    browser: { openExternal: (url) => Promise.resolve(void opened.push(url)) },
    profileDir: join(root, 'profile'),
    dialogs: { chooseFolder: () => Promise.resolve(null), chooseSavePath: () => Promise.resolve(null) },
    opener: { open: refuse, openPdf: refuse, showInFolder: refuse, startDrag: refuse },
    taskbar: { setProgress: () => undefined },
    notifier: { notify: () => false },
    settingsStore: new MemorySettingsStore({ downloadDir: join(root, 'downloads') }),
    emit: () => undefined,
  });
}

describe('app.openExternal', () => {
  it('opens the help site and the layout tool’s Lex-Press and Oxygen, and refuses any other site', async () => {
    const opened: string[] = [];
    const core = await coreOpening(opened);
    for (const url of ['https://aide.example/page', KYRIELLE_EXTERNAL_LINKS.lexpress, `${KYRIELLE_EXTERNAL_LINKS.oxygen}recherche?q=pacte`]) {
      expect(await core.dispatch('app.openExternal', [url])).toEqual({ ok: true, value: undefined });
    }
    const refused = await core.dispatch('app.openExternal', ['https://www.lex-press.fr.evil.example/']);
    expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
    expect(opened).toEqual(['https://aide.example/page', KYRIELLE_EXTERNAL_LINKS.lexpress, `${KYRIELLE_EXTERNAL_LINKS.oxygen}recherche?q=pacte`]);
    core.dispose();
  });

  it('opens a placed unit’s preview in its source product, its id one encoded segment', async () => {
    const opened: string[] = [];
    const core = await coreOpening(opened);
    for (const source of DOCUMENT_SOURCES) {
      expect(await core.dispatch('app.openExternal', [unitPreviewUrl(source, 'ID-1')])).toEqual({ ok: true, value: undefined });
    }
    expect(opened).toEqual([
      'https://www.lex-press.fr/document/ID-1',
      'https://www.lex-press.fr/gda/ID-1',
      'https://www.lex-press.fr/ouvrage/ID-1',
      'https://oxygen.lexbase.fr/document/ID-1',
    ]);
    expect(unitPreviewUrl('LEXPRESS', '../a/b?c#d')).toBe('https://www.lex-press.fr/document/..%2Fa%2Fb%3Fc%23d');
    core.dispose();
  });
});
