import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleImport, WatchFolderService } from '../../../../src/core/watch-folder';
import { failureOf } from '../../../../src/core/watch-folder/failure';
import type { WatchFolderNotice } from '../../../../src/shared/domain/watch-folder';
import { BridgeError } from '../../../../src/shared/errors';
import { IMPORTABLE, IMPORTED, startScriptedService } from './scripted-service';
import { untilState } from '../../../support/until-state';

/**
 * What the reference server cannot be made to do on demand: be away, or fail, for a while. The import is
 * a scripted stand-in here; the folder, the watcher, the log and the moves are real.
 */

let root: string;
let folder: string;
let service: WatchFolderService;
let notices: WatchFolderNotice[];

function start(articles: ArticleImport): WatchFolderService {
  ({ service, notices } = startScriptedService({ profileDir: join(root, 'profil'), chosen: folder, articles }));
  return service;
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'pupitre-watch-retry-'));
  folder = join(root, 'dépôt');
  await mkdir(folder);
});

afterEach(async () => {
  service.dispose();
  await rm(root, { recursive: true, force: true });
});

describe('a file that cannot be sent now', () => {
  it('stays in the folder while the server is unreachable, and is imported once it answers again', async () => {
    let reachable = false;
    const askImport = vi.fn(() => (reachable ? Promise.resolve(IMPORTABLE) : Promise.reject(new BridgeError('OFFLINE', 'Le serveur est injoignable.'))));
    const importFile = vi.fn(() => Promise.resolve(IMPORTED));
    await start({ askImport, importFile }).handlers['watchFolder.choose']();
    await writeFile(join(folder, 'hors-ligne.xml'), '<article/>');

    // Three tries, each one refused for now: the log tells the wait once, the file stays where it is.
    await untilState(() => expect(askImport.mock.calls.length).toBeGreaterThanOrEqual(3));
    await untilState(async () => expect(await service.handlers['watchFolder.readLog']()).toMatch(/— en attente — « hors-ligne\.xml » — Le serveur est injoignable\. — nouvel essai plus tard\n$/));
    expect((await service.handlers['watchFolder.readLog']()).match(/en attente/g)).toHaveLength(1);
    expect((await service.handlers['watchFolder.status']()).waiting).toBe(1);
    expect(await readdir(folder)).toEqual(['hors-ligne.xml']);
    expect(notices).toEqual([]);

    reachable = true;
    await untilState(() => expect(notices).toEqual([expect.objectContaining({ fileName: 'hors-ligne.xml', outcome: 'imported', articleId: 42 })]));
    expect(importFile).toHaveBeenCalledTimes(1);
    expect(await readdir(join(folder, 'importés'))).toEqual(['hors-ligne.xml']);
    expect(await service.handlers['watchFolder.status']()).toMatchObject({ imported: 1, refused: 0, waiting: 0 });
    // Told once that it waits, however many tries it took.
    expect((await service.handlers['watchFolder.readLog']()).match(/en attente/g)).toHaveLength(1);
  });
});

describe('failureOf', () => {
  it('refuses the file for what is about the file, leaves it for what is about now', () => {
    expect(failureOf(new BridgeError('HTTP', 'Revue inconnue', 400))).toEqual({ kind: 'refused', reason: 'Revue inconnue' });
    expect(failureOf(new BridgeError('HTTP', 'Conflit', 409, 'L’article est verrouillé.'))).toEqual({ kind: 'refused', reason: 'L’article est verrouillé.' });
    expect(failureOf(new BridgeError('UPLOAD_REJECTED', 'Trop gros', undefined, 'file-too-large'))).toEqual({ kind: 'refused', reason: 'Trop gros' });
    expect(failureOf(new BridgeError('UPLOAD_REJECTED', 'Illisible', undefined, 'file-unreadable')).kind).toBe('retry');
    expect(failureOf(new BridgeError('HTTP', 'Indisponible', 503)).kind).toBe('retry');
    expect(failureOf(new BridgeError('HTTP', 'Trop de requêtes', 429)).kind).toBe('retry');
    expect(failureOf(new BridgeError('UNAUTHENTICATED', 'Votre session a expiré.', 401)).kind).toBe('retry');
    expect(failureOf(new BridgeError('OFFLINE', 'Le serveur est injoignable.'))).toEqual({ kind: 'retry', reason: 'Le serveur est injoignable.' });
    expect(failureOf(new Error('EBUSY'))).toEqual({ kind: 'retry', reason: 'Erreur inattendue : EBUSY' });
  });
});
