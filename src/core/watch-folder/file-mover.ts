import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { uniqueName } from '../../shared/rules/file-names';
import { storedName } from './folder-names';

/**
 * Moves a handled file into a subfolder of the watched folder (`importés`, `refusés`), under a safe name
 * that overwrites nothing (`x (2).xml`); with a reason, writes `<name>.txt` beside it. Answers the new path.
 */
export interface MoveOptions {
  /** Written as `<name>.txt` beside the file (a refusal's reason). */
  reason?: string;
  /** Test seam: runs between the check of the subfolder and the move, the moment a link could be swapped in. */
  beforeMove?: (target: string) => Promise<void>;
}

export async function moveInto(folder: string, subfolder: string, source: string, name: string, { reason, beforeMove }: MoveOptions = {}): Promise<string> {
  const target = join(folder, subfolder);
  await mkdir(target, { recursive: true });
  const taken = (candidate: string) => existsSync(join(target, candidate)) || existsSync(join(target, `${candidate}.txt`));
  const destination = resolve(target, uniqueName(storedName(name), taken));
  // The safe name has no separator; checked all the same: nothing is written outside the subfolder.
  if (dirname(destination) !== target) throw new Error(`Nom de fichier refusé : ${name}`);
  await beforeMove?.(target);
  await rename(source, destination);
  if (reason !== undefined) await writeFile(`${destination}.txt`, reason, { encoding: 'utf8', flag: 'wx' });
  return destination;
}
