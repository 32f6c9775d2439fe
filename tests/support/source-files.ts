import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under dir, as a path relative to the working directory with forward slashes, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true });
  return names
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).replaceAll('\\', '/'))
    .sort();
}

/** The TypeScript sources under dir (.ts and .tsx). */
export async function sourceFiles(dir: string): Promise<string[]> {
  return (await filesUnder(dir)).filter((path) => /\.tsx?$/.test(path));
}
