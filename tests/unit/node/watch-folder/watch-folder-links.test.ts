import { mkdtemp, mkdir, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleImport, WatchFolderService } from '../../../../src/core/watch-folder';
import type { WatchFolderNotice } from '../../../../src/shared/domain/watch-folder';
import { IMPORTABLE, IMPORTED, startScriptedService } from './scripted-service';
import { untilState } from '../../../support/until-state';

/**
 * The watched folder's `importés` and `refusés` replaced by links (issue 23, item 4): nothing is ever moved
 * through one, whether it was there from the start or swapped in between the check and the move. The
 * import is a stand-in; the folder, the watcher, the links, the log and the moves are real.
 */

const articles: ArticleImport = { askImport: () => Promise.resolve(IMPORTABLE), importFile: () => Promise.resolve(IMPORTED) };

let root: string;
let folder: string;
/** Where a link points: a folder the user can write, outside the watched one (a login-items folder, say). */
let elsewhere: string;
let service: WatchFolderService | null;
let notices: WatchFolderNotice[];

function start(chosen: string, beforeMove?: (target: string) => Promise<void>): WatchFolderService {
  const started = startScriptedService({ profileDir: join(root, 'profil'), chosen, articles, ...(beforeMove ? { beforeMove } : {}) });
  notices = started.notices;
  service = started.service;
  return service;
}

async function noticeFor(fileName: string): Promise<WatchFolderNotice> {
  await untilState(() => expect(notices.map((n) => n.fileName)).toContain(fileName));
  const notice = notices.find((n) => n.fileName === fileName);
  if (!notice) throw new Error('no notice');
  return notice;
}

function running(): WatchFolderService {
  if (!service) throw new Error('no service');
  return service;
}

const logLines = async (event: string): Promise<string[]> => (await running().handlers['watchFolder.readLog']()).split('\n').filter((line) => line.includes(` — ${event} — `));
/**
 * Time for the watcher to report a file again, had it come back or changed. Files are written before the
 * watch starts: one written while chokidar's first scan is under way may go unseen until the folder changes.
 */
const settle = () => new Promise((done) => setTimeout(done, 1_000));

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'pupitre-watch-links-'));
  folder = join(root, 'dépôt');
  elsewhere = join(root, 'ailleurs');
  await mkdir(folder);
  await mkdir(elsewhere);
  service = null;
});

afterEach(async () => {
  service?.dispose();
  await rm(root, { recursive: true, force: true });
});

describe('a linked importés or refusés', () => {
  it('moves nothing into a refusés that is a link: the file stays, one log line and one notice say why', async () => {
    await symlink(elsewhere, join(folder, 'refusés'), 'dir');
    await writeFile(join(folder, 'notes.pdf'), '%PDF-1.4');
    await start(folder).handlers['watchFolder.choose']();

    const notice = await noticeFor('notes.pdf');
    await settle();
    expect(await readdir(elsewhere)).toEqual([]);
    expect((await readdir(folder)).sort()).toEqual(['notes.pdf', 'refusés']);
    expect(notice.outcome).toBe('refused');
    expect(notice.message).toMatch(/^« notes\.pdf » refusé : Ce n’est pas un fichier XML.* Non déplacé : le sous-dossier « refusés » est un lien/);
    expect(await logLines('non déplacé')).toEqual([expect.stringMatching(/— « notes\.pdf » — le sous-dossier « refusés » est un lien .*le fichier reste dans le dossier surveillé\.$/) as string]);
    expect(notices).toHaveLength(1);
  });

  it('moves nothing at all while importés is a link, not even a refused file into a real refusés', async () => {
    await symlink(elsewhere, join(folder, 'importés'), 'dir');
    await writeFile(join(folder, 'article.xml'), '<article/>');
    await writeFile(join(folder, 'notes.pdf'), '%PDF-1.4');
    await start(folder).handlers['watchFolder.choose']();

    const imported = await noticeFor('article.xml');
    const refused = await noticeFor('notes.pdf');
    await settle();
    expect(await readdir(elsewhere)).toEqual([]);
    expect((await readdir(folder)).sort()).toEqual(['article.xml', 'importés', 'notes.pdf']);
    expect(imported.message).toMatch(/^« article\.xml » importé : .* Non déplacé : le sous-dossier « importés » est un lien/);
    expect(refused.message).toMatch(/ Non déplacé : le sous-dossier « importés » est un lien/);
    expect(await logLines('non déplacé')).toHaveLength(2);
    // Imported all the same (the server has it): recorded, so that it is never imported twice.
    expect(await running().handlers['watchFolder.status']()).toMatchObject({ imported: 1, refused: 1 });
  });

  it('takes a watched folder chosen through a link (the user chose it): files go to the real folder’s subfolders', async () => {
    const shortcut = join(root, 'raccourci');
    await symlink(folder, shortcut, 'dir');
    await writeFile(join(shortcut, 'notes.pdf'), '%PDF-1.4');
    expect(await start(shortcut).handlers['watchFolder.choose']()).toMatchObject({ folder: shortcut, watching: true });

    expect((await noticeFor('notes.pdf')).message).toBe('« notes.pdf » refusé : Ce n’est pas un fichier XML : seuls les fichiers .xml sont importés.');
    await untilState(async () => expect((await readdir(join(folder, 'refusés'))).sort()).toEqual(['notes.pdf', 'notes.pdf.txt']));
    expect(await logLines('non déplacé')).toEqual([]);
  });

  it('puts the file back when refusés is swapped for a link between the check and the move', async () => {
    let swapped = false;
    const swap = async (target: string): Promise<void> => {
      if (swapped) return;
      swapped = true;
      await rename(target, join(folder, 'refusés-vrai'));
      await symlink(elsewhere, target, 'dir');
    };
    await writeFile(join(folder, 'notes.pdf'), '%PDF-1.4');
    await start(folder, swap).handlers['watchFolder.choose']();

    const notice = await noticeFor('notes.pdf');
    expect(swapped).toBe(true);
    await settle();
    // Nothing left where the link points: neither the file nor its note.
    expect(await readdir(elsewhere)).toEqual([]);
    expect((await readdir(folder)).sort()).toEqual(['notes.pdf', 'refusés', 'refusés-vrai']);
    expect(notice.message).toMatch(/ Non déplacé : le sous-dossier « refusés » a été remplacé pendant le déplacement ; le fichier a été remis dans le dossier surveillé\.$/);
    expect((await logLines('non déplacé'))[0]).toMatch(/— « notes\.pdf » — le sous-dossier « refusés » a été remplacé pendant le déplacement/);
    // Back in the folder, the file may be seen again: it is then refused a move for the link now in place.
    for (const later of notices.slice(1)) expect(later.message).toMatch(/ Non déplacé : le sous-dossier « refusés » est un lien/);
  });
});
