import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, open, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { HostOptions } from '../../../../src/core/core-context';
import type { RunningServer } from '../../../../src/server/app';
import { startReferenceServer } from '../reference-server';
import type { EventName } from '../../../../src/shared/contract';
import type { Article } from '../../../../src/shared/domain/article';
import type { WatchFolderNotice, WatchFolderStatus } from '../../../../src/shared/domain/watch-folder';
import { signedInCore } from '../../../support/signed-in-core';
import { seededPglite } from '../../../support/seeded-database';
import { untilState } from '../../../support/until-state';

/**
 * The watched import folder as the app runs it: the real core of a demo user, signed in on a real reference
 * server, watching a real temporary folder with chokidar; files are written there as a user (or a
 * browser's download) would.
 */

const STABLE_MS = 1_000;
const article = (title: string, attributes = 'revue="BJS" type="FOCUS" rubrique="BJS-SOC"') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<article ${attributes}><titre>${title}</titre><corps><para>Texte déposé.</para></corps></article>`;

let server: RunningServer;
let root: string;
let folder: string;
let core: Core;
let notices: WatchFolderNotice[];
let statuses: WatchFolderStatus[];

async function call<T>(name: string, args: unknown[] = []): Promise<T> {
  const result = await core.dispatch(name, args);
  if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

/** Every file under the folder (subfolders too), by path relative to it. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(join(dir, entry.name), relative)));
    else found.push(relative);
  }
  return found.sort();
}

const digest = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

async function noticeFor(fileName: string): Promise<WatchFolderNotice> {
  await untilState(() => expect(notices.map((n) => n.fileName)).toContain(fileName));
  const notice = notices.find((n) => n.fileName === fileName);
  if (!notice) throw new Error('no notice');
  return notice;
}

/** A run of the app for the admin, in the profile under `root`, its notices and statuses collected; `overrides`: what the run differs by. */
function startCore(overrides: Partial<HostOptions>): Promise<Core> {
  return signedInCore({
    apiUrl: server.url,
    user: 'admin',
    root,
    host: 'electron',
    overrides: {
      watchFolder: { stableMs: STABLE_MS, retryMs: 200 },
      emit: (name: EventName, payload: unknown) => {
        if (name === 'watchFolder.notice') notices.push(payload as WatchFolderNotice);
        if (name === 'watchFolder.changed') statuses.push(payload as WatchFolderStatus);
      },
      ...overrides,
    },
  });
}

beforeAll(async () => {
  server = await startReferenceServer({ port: 0, dataDir: null, initialData: await seededPglite() });
}, 180_000);

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'pupitre-watch-'));
  folder = join(root, 'dépôt');
  await mkdir(folder);
  notices = [];
  statuses = [];
  core = await startCore({ dialogs: { chooseFolder: () => Promise.resolve(folder), chooseSavePath: () => Promise.resolve(null) } });
});

afterEach(async () => {
  await call('watchFolder.stop');
  core.dispose();
  await rm(root, { recursive: true, force: true });
});

describe('the watched import folder', () => {
  it('imports a file present before the watch starts, as the signed-in user, and moves it to importés', async () => {
    await writeFile(join(folder, 'avant.xml'), article('Déposé avant le début'));
    const status = await call<WatchFolderStatus>('watchFolder.choose');
    expect(status).toMatchObject({ folder, watching: true, problem: null });
    const notice = await noticeFor('avant.xml');
    expect(notice).toMatchObject({ outcome: 'imported', message: expect.stringMatching(/^« avant\.xml » importé : créé dans .*article \d+ « Déposé avant le début »/) as string });
    const imported = await call<Article>('articles.get', [notice.articleId]);
    expect(imported).toMatchObject({ title: 'Déposé avant le début', periodicalId: 'BJS' });
    await untilState(async () => expect(await filesUnder(folder)).toEqual(['importés/avant.xml']));
    expect(await readFile(join(folder, 'importés', 'avant.xml'), 'utf8')).toBe(article('Déposé avant le début'));
    const log = await call<string>('watchFolder.readLog');
    expect(log).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} — surveillance — « .*dépôt » — dossier choisi$/m);
    expect(log).toMatch(/— importé — « avant\.xml » — créé dans .* — par admin$/m);
    await untilState(() => expect(statuses.at(-1)).toMatchObject({ imported: 1, refused: 0, waiting: 0 }));
  });

  it('reads a file written slowly only once it is whole', async () => {
    await call('watchFolder.choose');
    const text = article('Écrit lentement');
    const handle = await open(join(folder, 'lent.xml'), 'w');
    // Pauses shorter than the stability delay: the file is never taken half-written (it would not parse).
    for (let i = 0; i < text.length; i += 20) {
      await handle.write(text.slice(i, i + 20));
      await new Promise((done) => setTimeout(done, STABLE_MS / 10));
    }
    await handle.close();
    const notice = await noticeFor('lent.xml');
    expect(notice).toMatchObject({ outcome: 'imported' });
    expect((await call<Article>('articles.get', [notice.articleId])).title).toBe('Écrit lentement');
    await new Promise((done) => setTimeout(done, STABLE_MS * 2));
    expect(notices.map((n) => n.message)).toHaveLength(1);
  });

  it('never imports the same file twice: a second drop is refused with the date of the first, nothing deleted', async () => {
    await call('watchFolder.choose');
    const text = article('Déposé deux fois');
    await writeFile(join(folder, 'double.xml'), text);
    expect((await noticeFor('double.xml')).outcome).toBe('imported');
    await untilState(async () => expect(await filesUnder(folder)).toEqual(['importés/double.xml']));
    // The same content again, under the same name and under another.
    await writeFile(join(folder, 'double.xml'), text);
    await writeFile(join(folder, 'copie.xml'), text);
    await untilState(() => expect(notices.map((n) => `${n.fileName} ${n.message}`)).toHaveLength(3));
    expect(notices.filter((n) => n.outcome === 'imported')).toHaveLength(1);
    expect(notices.find((n) => n.fileName === 'copie.xml')?.message).toMatch(/^« copie\.xml » refusé : Ce fichier a déjà été importé le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} \(sous le nom « double\.xml »\)/);
    await untilState(async () =>
      expect(await filesUnder(folder)).toEqual(['importés/double.xml', 'refusés/copie.xml', 'refusés/copie.xml.txt', 'refusés/double.xml', 'refusés/double.xml.txt']),);
    // Each copy is still there, whole.
    for (const kept of ['importés/double.xml', 'refusés/copie.xml', 'refusés/double.xml']) expect(await readFile(join(folder, kept), 'utf8')).toBe(text);
  });

  it('keeps the record across restarts: the same content is not imported again by the next run', async () => {
    await call('watchFolder.choose');
    const text = article('Importé avant le redémarrage');
    await writeFile(join(folder, 'avant-redemarrage.xml'), text);
    expect((await noticeFor('avant-redemarrage.xml')).outcome).toBe('imported');
    core.dispose();
    notices = [];
    // The next run of the app: the same profile, the setting kept.
    core = await startCore({ settingsStore: { read: () => ({ watchFolder: folder }), write: () => undefined } });
    await writeFile(join(folder, 'apres-redemarrage.xml'), text);
    expect(await noticeFor('apres-redemarrage.xml')).toMatchObject({ outcome: 'refused', message: expect.stringContaining('déjà été importé') as string });
    expect((await call<WatchFolderStatus>('watchFolder.status')).imported).toBe(1);
  });

  it('moves refused files to refusés with a .txt giving the reason and the date, whatever their name', async () => {
    await call('watchFolder.choose');
    const outside = join(root, 'secret.xml');
    await writeFile(outside, article('Hors du dossier'));
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await writeFile(join(folder, 'photo.xml'), jpeg);
    await writeFile(join(folder, 'notes.pdf'), '%PDF-1.4');
    await writeFile(join(folder, 'inconnue.xml'), article('Revue inconnue', 'revue="XYZ"'));
    await writeFile(join(folder, 'CON.xml'), '<pas fermé');
    await writeFile(join(folder, 'saut\nde ligne.xml'), 'texte');
    await symlink(outside, join(folder, 'lien.xml'));
    // Not the user's files yet, or not theirs to import: left as they are.
    await writeFile(join(folder, 'en-cours.xml.crdownload'), 'partiel');
    await writeFile(join(folder, '.cache.xml'), 'caché');
    await mkdir(join(folder, 'sous-dossier'));
    await writeFile(join(folder, 'sous-dossier', 'dedans.xml'), article('Dans un sous-dossier'));

    for (const name of ['photo.xml', 'notes.pdf', 'inconnue.xml', 'CON.xml', 'saut\nde ligne.xml', 'lien.xml']) expect((await noticeFor(name)).outcome).toBe('refused');
    expect(notices.find((n) => n.fileName === 'photo.xml')?.message).toMatch(/n’est pas accepté \(type détecté : JPEG ; XML attendu\)/);
    expect(notices.find((n) => n.fileName === 'notes.pdf')?.message).toBe('« notes.pdf » refusé : Ce n’est pas un fichier XML : seuls les fichiers .xml sont importés.');
    expect(notices.find((n) => n.fileName === 'inconnue.xml')?.message).toBe('« inconnue.xml » refusé : Revue inconnue : XYZ.');
    expect(notices.find((n) => n.fileName === 'lien.xml')?.message).toMatch(/n’est pas un fichier ordinaire/);

    await untilState(async () =>
      expect(await filesUnder(folder)).toEqual([
        '.cache.xml',
        'en-cours.xml.crdownload',
        'refusés/_CON.xml',
        'refusés/_CON.xml.txt',
        'refusés/inconnue.xml',
        'refusés/inconnue.xml.txt',
        'refusés/lien.xml',
        'refusés/lien.xml.txt',
        'refusés/notes.pdf',
        'refusés/notes.pdf.txt',
        'refusés/photo.xml',
        'refusés/photo.xml.txt',
        // Control characters are dropped from the name it is kept under.
        'refusés/sautde ligne.xml',
        'refusés/sautde ligne.xml.txt',
        'sous-dossier/dedans.xml',
      ]),);
    expect(await readFile(join(folder, 'refusés', 'inconnue.xml.txt'), 'utf8')).toMatch(
      /^Fichier refusé par le dossier surveillé de Pupitre\nFichier : inconnue\.xml\nDate : \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} \(heure de Paris\)\nRaison : Revue inconnue : XYZ\.\n$/,
    );
    // Nothing deleted, nothing read through the link: the contents are all there, the target untouched.
    expect(digest(await readFile(join(folder, 'refusés', 'photo.xml')))).toBe(digest(jpeg));
    expect(await readFile(outside, 'utf8')).toBe(article('Hors du dossier'));
    // One event, one line: the line break of a name does not split the log.
    expect((await call<string>('watchFolder.readLog')).split('\n').filter((line) => line.includes('saut'))).toEqual([
      expect.stringMatching(/— refusé — « saut de ligne\.xml » — /) as string,
    ]);
    await untilState(() => expect(statuses.at(-1)).toMatchObject({ imported: 0, refused: 6, waiting: 0 }));
  });

  it('takes files only while someone is signed in: those dropped meanwhile wait for the next sign-in', async () => {
    await call('watchFolder.choose');
    await call('auth.logout');
    await untilState(() => expect(statuses.at(-1)?.watching).toBe(false));
    await writeFile(join(folder, 'pendant.xml'), article('Déposé hors connexion'));
    await new Promise((done) => setTimeout(done, STABLE_MS * 3));
    expect(notices).toEqual([]);
    expect(await filesUnder(folder)).toEqual(['pendant.xml']);
    await call('auth.login');
    expect((await noticeFor('pendant.xml')).outcome).toBe('imported');
  });

  it('stops on request: files dropped afterwards stay where they are', async () => {
    await call('watchFolder.choose');
    expect(await call<WatchFolderStatus>('watchFolder.stop')).toMatchObject({ folder: null, watching: false });
    await writeFile(join(folder, 'apres.xml'), article('Après l’arrêt'));
    await new Promise((done) => setTimeout(done, STABLE_MS * 3));
    expect(notices).toEqual([]);
    expect(await filesUnder(folder)).toEqual(['apres.xml']);
    expect(await call<string>('watchFolder.readLog')).toMatch(/— surveillance — « .*dépôt » — arrêtée$/m);
  });
});
