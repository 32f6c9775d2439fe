import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WatchFolderService } from '../../../../src/core/watch-folder';
import { IMPORTABLE, IMPORTED, startScriptedService } from './scripted-service';
import { untilState } from '../../../support/until-state';

/**
 * Spec 2 §6 "XML import: admin only", for the watched folder: the account signed in decides, by the
 * abilities table, before anything is sent. The import is scripted to accept everything, so that only the
 * folder's own check can refuse.
 */

let root: string;
let folder: string;
let service: WatchFolderService | undefined;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'pupitre-watch-rights-'));
  folder = join(root, 'dépôt');
  await mkdir(folder);
});

afterEach(async () => {
  service?.dispose();
  await rm(root, { recursive: true, force: true });
});

describe('the watched folder and the right to import', () => {
  it.each([
    ['a manager of the periodical', ['MANAGER_BJS']],
    ['an articles administrator', ['ADMIN_ARTICLES']],
    ['the kyrielle role', ['KYRIELLE']],
  ])('refuses the files of %s: refusés with the reason, never importés, nothing sent', async (_label, roles) => {
    const askImport = vi.fn(() => Promise.resolve(IMPORTABLE));
    const importFile = vi.fn(() => Promise.resolve(IMPORTED));
    const started = startScriptedService({ profileDir: join(root, 'profil'), chosen: folder, articles: { askImport, importFile }, roles });
    service = started.service;
    await service.handlers['watchFolder.choose']();
    await writeFile(join(folder, 'depot.xml'), '<article revue="BJS"/>');

    await untilState(() => expect(started.notices).toHaveLength(1));
    const reason = 'Ce compte ne peut pas importer d’article par XML. Réservé à l’administrateur.';
    expect(started.notices[0]).toMatchObject({ fileName: 'depot.xml', outcome: 'refused', message: `« depot.xml » refusé : ${reason}` });
    await untilState(async () => expect((await readdir(folder)).sort()).toEqual(['refusés']));
    expect((await readdir(join(folder, 'refusés'))).sort()).toEqual(['depot.xml', 'depot.xml.txt']);
    expect(await readFile(join(folder, 'refusés', 'depot.xml.txt'), 'utf8')).toContain(`Raison : ${reason}`);
    expect(askImport).not.toHaveBeenCalled();
    expect(importFile).not.toHaveBeenCalled();
  });

  it('imports the administrator’s files', async () => {
    const started = startScriptedService({ profileDir: join(root, 'profil'), chosen: folder, articles: { askImport: () => Promise.resolve(IMPORTABLE), importFile: () => Promise.resolve(IMPORTED) }, roles: ['ADMIN'] });
    service = started.service;
    await service.handlers['watchFolder.choose']();
    await writeFile(join(folder, 'depot.xml'), '<article revue="BJS"/>');
    await untilState(() => expect(started.notices).toEqual([expect.objectContaining({ fileName: 'depot.xml', outcome: 'imported' })]));
    await untilState(async () => expect(await readdir(join(folder, 'importés'))).toEqual(['depot.xml']));
  });
});
