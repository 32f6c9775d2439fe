import { existsSync } from 'node:fs';
import { lstat, mkdir, realpath, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { uniqueName } from '../../shared/rules/file-names';
import { fsErrorCode } from '../files/fs-error';
import { IMPORTED_DIR, REFUSED_DIR, storedName } from './folder-names';

/** A move refused because a subfolder is a link (or was swapped for one meanwhile); French, as logged and told. */
export class MoveRefused extends Error {}

export interface MoveOptions {
  /** Written as `<name>.txt` beside the file (a refusal's reason). */
  reason?: string;
  /** Test seam: runs between the check of the subfolder and the move, the moment a link could be swapped in. */
  beforeMove?: (target: string) => Promise<void>;
}

/**
 * What a subfolder is on disk, looked at without following a link: `dev:ino` for a real folder (bigint:
 * Windows' file ids outgrow a double), 'link', 'other', or null when it does not exist.
 */
async function identityOf(path: string): Promise<string | null> {
  try {
    const info = await lstat(path, { bigint: true });
    if (info.isSymbolicLink()) return 'link';
    return info.isDirectory() ? `${info.dev}:${info.ino}` : 'other';
  } catch (error) {
    if (fsErrorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

const linked = (subfolder: string) =>
  new MoveRefused(`le sous-dossier « ${subfolder} » est un lien (rien n’est déplacé tant qu’il en est un) ; le fichier reste dans le dossier surveillé.`);

/**
 * Moves a handled file into a subfolder of the watched folder (`importés`, `refusés`), under a safe name
 * that overwrites nothing (`x (2).xml`); with a reason, writes `<name>.txt` beside it. Answers the new path.
 * Never through a link: while either subfolder is one, nothing moves (MoveRefused). Node's rename has no
 * variant relative to an open folder, so the folder's identity is taken before the move and again after it:
 * a folder swapped for a link in between gets the file put back, and the move is refused.
 */
export async function moveInto(folder: string, subfolder: string, source: string, name: string, { reason, beforeMove }: MoveOptions = {}): Promise<string> {
  for (const each of [IMPORTED_DIR, REFUSED_DIR]) if ((await identityOf(join(folder, each))) === 'link') throw linked(each);
  const target = join(folder, subfolder);
  // Not recursive: the watched folder exists, and an existing entry is looked at below, never followed.
  await mkdir(target).catch((error: unknown) => {
    if (fsErrorCode(error) !== 'EEXIST') throw error;
  });
  const before = await identityOf(target);
  if (before === 'link') throw linked(subfolder);
  if (before === null || before === 'other') throw new MoveRefused(`« ${subfolder} » n’est pas un dossier ; le fichier reste dans le dossier surveillé.`);
  const taken = (candidate: string) => existsSync(join(target, candidate)) || existsSync(join(target, `${candidate}.txt`));
  const destination = resolve(target, uniqueName(storedName(name), taken));
  // The safe name has no separator; checked all the same: nothing is written outside the subfolder.
  if (dirname(destination) !== target) throw new Error(`Nom de fichier refusé : ${name}`);
  await beforeMove?.(target);
  await rename(source, destination);
  const note = `${destination}.txt`;
  // Whatever becomes of the note, the folder is looked at again before anything is answered.
  const noted = reason === undefined ? null : await writeFile(note, reason, { encoding: 'utf8', flag: 'wx' }).then(() => true, (error: unknown) => error);
  if ((await identityOf(target).catch(() => null)) === before) {
    if (noted !== null && noted !== true) throw noted;
    return destination;
  }
  // Swapped meanwhile: the file (and its note) went wherever the new entry leads, and come back from there.
  const swapped = `le sous-dossier « ${subfolder} » a été remplacé pendant le déplacement`;
  if (noted === true) await unlink(note).catch(() => undefined);
  try {
    // Never over a file that took its place meanwhile (a link there included).
    if (await lstat(source).then(() => true, () => false)) throw new Error('occupé');
    await rename(destination, source);
  } catch {
    const where = await realpath(destination).catch(() => destination);
    throw new MoveRefused(`${swapped}, et le fichier n’a pas pu être remis dans le dossier surveillé : il est dans « ${where} ».`);
  }
  throw new MoveRefused(`${swapped} ; le fichier a été remis dans le dossier surveillé.`);
}
