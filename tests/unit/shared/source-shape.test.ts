import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, sourceFiles } from '../../support/source-files';

/** Issue 31: small modules, and no two modules that lean on each other (each one's job ends up in the other). */
const MAX_LINES = 400;

/** import … from, export … from, a bare import and import(): the specifier, type-only imports included. */
const SPECIFIER = /\b(?:from|import)\s*\(?\s*['"]([^'"\n]+)['"]/g;
/** The renderer's alias of src/shared (tsconfig.web.json, electron.vite.config.ts). */
const ALIASES: readonly (readonly [prefix: string, folder: string])[] = [['@shared/', 'src/shared/']];

function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The source file a specifier names, or null for a package (or a file outside the sources, like a stylesheet). */
function resolveImport(from: string, specifier: string, sources: ReadonlySet<string>): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  const alias = ALIASES.find(([prefix]) => bare.startsWith(prefix));
  let base: string;
  if (alias) base = alias[1] + bare.slice(alias[0].length);
  else if (bare.startsWith('.')) base = join(dirname(from), bare).replaceAll('\\', '/');
  else return null;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((path) => sources.has(path)) ?? null;
}

describe('the shape of src', () => {
  it(`has no file over ${MAX_LINES} lines`, async () => {
    const long: string[] = [];
    for (const path of await filesUnder('src')) {
      const lines = lineCount(await readFile(path, 'utf8'));
      if (lines > MAX_LINES) long.push(`${path}: ${lines} lines`);
    }
    expect(long).toEqual([]);
  });

  it('has no two modules importing each other', async () => {
    const paths = await sourceFiles('src');
    const sources = new Set(paths);
    const imports = new Map<string, Set<string>>();
    for (const path of paths) {
      const text = await readFile(path, 'utf8');
      const targets = [...text.matchAll(SPECIFIER)].flatMap(([, specifier = '']) => resolveImport(path, specifier, sources) ?? []);
      imports.set(path, new Set(targets.filter((target) => target !== path)));
    }
    // Every file resolves some import: a resolution that found nothing would let any circle through.
    expect([...imports.values()].filter((targets) => targets.size > 0).length).toBeGreaterThan(paths.length / 2);
    const circles = paths.flatMap((a) => [...(imports.get(a) ?? [])].filter((b) => a < b && imports.get(b)?.has(a)).map((b) => `${a} <-> ${b}`));
    expect(circles).toEqual([]);
  });
});
