import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPDATE_FILE_NAME } from '../../../../src/main/update-manifest';
import type { TargetConfiguration } from 'electron-builder';
import config, { MAIN_RUNTIME_PACKAGES, runtimeModuleDirs } from '../../../../electron-builder';
import { DEEP_LINK_SCHEME } from '../../../../src/shared/rules/deep-link';

// The packaging configuration, read as electron-builder reads it: no Electron binary is needed (none can be
// downloaded here), so this is what proves the packaging settings.

const ROOT = resolve(import.meta.dirname, '../../../..');
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

type Targets = string | TargetConfiguration | readonly (string | TargetConfiguration)[] | null | undefined;
const targetNames = (targets: Targets): string[] =>
  (Array.isArray(targets) ? targets : targets == null ? [] : [targets]).map((t: string | TargetConfiguration) => (typeof t === 'string' ? t : t.target));

/** Width, height and colour type of a PNG, from its IHDR chunk. */
function pngHeader(file: string): { width: number; height: number; colourType: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), colourType: bytes.readUInt8(25) };
}

// electron-builder's own file matchers (internal, so typed here): what ends up in app.asar.
interface FakeStat {
  isDirectory(): boolean;
  moduleFullFilePath?: string;
}
type Filter = (file: string, stat: FakeStat) => boolean;
interface Matcher {
  isEmpty(): boolean;
  createFilter(): Filter;
}
interface FakePackager {
  projectDir: string;
  buildResourcesDir: string;
  isPrepackedAppAsar: boolean;
  config: typeof config;
  debugLogger: { isEnabled: boolean };
}
const fileMatcher = createRequire(import.meta.url)('app-builder-lib/out/fileMatcher') as {
  getMainFileMatchers(appDir: string, to: string, expand: (s: string) => string, options: object, packager: { info: FakePackager }, outDir: string, electronCompile: boolean): Matcher[];
  getNodeModuleFileMatcher(appDir: string, to: string, expand: (s: string) => string, options: object, packager: FakePackager): Matcher;
};
const info: FakePackager = { projectDir: ROOT, buildResourcesDir: join(ROOT, 'build'), isPrepackedAppAsar: false, config, debugLogger: { isEnabled: false } };
const expand = (s: string): string => s;
const file: FakeStat = { isDirectory: () => false };
const appFilter = fileMatcher.getMainFileMatchers(ROOT, '/app', expand, {}, { info }, join(ROOT, 'dist'), false)[0]?.createFilter();
const moduleMatcher = fileMatcher.getNodeModuleFileMatcher(ROOT, '/app', expand, {}, info);
// As electron-builder's NodeModuleCopyHelper: no exclusion at all means every production dependency is copied.
const moduleFilter: Filter = moduleMatcher.isEmpty() ? () => true : moduleMatcher.createFilter();
const packagedAppFile = (path: string): boolean => appFilter?.(join(ROOT, path), file) ?? false;
const packagedModuleFile = (path: string): boolean => moduleFilter(join(ROOT, path), { ...file, moduleFullFilePath: path });

/** Bare packages reachable from src/main/index.ts through our own (relative, non type-only) imports. */
function mainRuntimeImports(): Set<string> {
  const IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  const seen = new Set<string>();
  const packages = new Set<string>();
  const resolveSource = (from: string, spec: string): string => {
    const base = resolve(dirname(from), spec);
    const found = [base, `${base}.ts`, join(base, 'index.ts')].find((c) => existsSync(c) && statSync(c).isFile());
    if (!found) throw new Error(`${spec} introuvable depuis ${from}`);
    return found;
  };
  const walk = (source: string): void => {
    if (seen.has(source)) return;
    seen.add(source);
    for (const match of readFileSync(source, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? '';
      if (spec.startsWith('.')) walk(resolveSource(source, spec));
      else if (!spec.startsWith('node:') && spec !== 'electron') packages.add(spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/'));
    }
  };
  walk(join(ROOT, 'src/main/index.ts'));
  return packages;
}

describe('electron-builder configuration', () => {
  it('names the app: id, French product name, copyright', () => {
    expect(config.appId).toBe('fr.pupitre.desktop');
    expect(config.productName).toBe('Pupitre');
    expect(config.copyright).toMatch(/^Copyright © \d{4} /);
    expect(config.directories?.buildResources).toBe('build');
  });

  it('declares the pupitre:// scheme, so that the system hands its links to the app', () => {
    expect(config.protocols).toEqual([{ name: 'Lien Pupitre', schemes: [DEEP_LINK_SCHEME] }]);
  });

  it('builds AppImage and deb for Linux, NSIS for Windows, dmg for macOS', () => {
    expect(targetNames(config.linux?.target)).toEqual(['AppImage', 'deb']);
    expect(targetNames(config.win?.target)).toEqual(['nsis']);
    expect(targetNames(config.mac?.target)).toEqual(['dmg']);
  });

  it('gives deb what it requires: maintainer with an e-mail, home page, Office category', () => {
    expect(config.linux?.maintainer).toMatch(/<[^@\s>]+@[^@\s>]+>$/);
    expect((config.extraMetadata as { homepage?: string } | undefined)?.homepage).toMatch(/^https:\/\//);
    expect(config.linux?.category).toBe('Office');
  });

  it('makes a per-user NSIS installer with a wizard, in French', () => {
    expect(config.nsis?.oneClick).toBe(false);
    expect(config.nsis?.perMachine).toBe(false);
    expect(config.nsis?.installerLanguages).toEqual(['fr_FR']);
    expect(config.nsis?.language).toBe('1036');
  });

  it('names the Windows installer as the app accepts an update file (no space)', () => {
    const expand = (pattern: string) => pattern.replace('${productName}', config.productName ?? '').replace('${version}', '1.2.3').replace('${ext}', 'exe');
    const name = expand(config.nsis?.artifactName ?? '');
    expect(name).toBe('Pupitre-Setup-1.2.3.exe');
    expect(UPDATE_FILE_NAME.test(name)).toBe(true);
  });

  it('has Windows updates checked against the publisher of the code-signing certificate', () => {
    expect(config.win?.signtoolOptions?.publisherName).toEqual(['Pupitre']);
    expect(config.win?.verifyUpdateCodeSignature).toBe(true);
  });

  it('signs macOS with the hardened runtime and the minimal entitlements, for the app and its helpers', () => {
    expect(config.mac?.hardenedRuntime).toBe(true);
    expect(config.mac?.entitlements).toBe('build/entitlements.mac.plist');
    expect(config.mac?.entitlementsInherit).toBe('build/entitlements.mac.plist');
    const plist = readFileSync(join(ROOT, 'build/entitlements.mac.plist'), 'utf8');
    expect([...plist.matchAll(/<key>([^<]+)<\/key>/g)].map((m) => m[1])).toEqual(['com.apple.security.cs.allow-jit']);
  });

  it('packs the app into an asar and flips the fuses', () => {
    expect(config.asar).toBe(true);
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('has a 1024 px square RGBA icon in build/ for every platform', () => {
    expect(pngHeader(join(ROOT, 'build/icon.png'))).toEqual({ width: 1024, height: 1024, colourType: 6 });
    expect([config.linux?.icon, config.win?.icon, config.mac?.icon]).toEqual(['build/icon.png', 'build/icon.png', 'build/icon.png']);
  });

  it('packages the built app and never the sources, tests, data or tooling', () => {
    expect(appFilter).toBeDefined();
    for (const path of ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html', 'package.json']) expect(packagedAppFile(path), path).toBe(true);
    for (const path of ['src/main/index.ts', 'src/server/main.ts', 'tests/unit/node/core/login.test.ts', '.data/pglite/PG_VERSION', 'scripts/test.mjs', 'build/icon.png', 'electron-builder.ts', 'README.md', '.tmp/vitest.json', 'out/renderer/.vite/manifest.json', 'out/renderer/.vite/chunk-packages.json']) {
      expect(packagedAppFile(path), path).toBe(false);
    }
  });

  it('packages the run-time packages of main and their dependencies, and nothing of the server or renderer', () => {
    for (const path of ['node_modules/undici/index.js', 'node_modules/electron-store/index.js', 'node_modules/conf/package.json', 'node_modules/@tokenizer/token/package.json', 'node_modules/zod/package.json']) {
      expect(packagedModuleFile(path), path).toBe(true);
    }
    for (const path of ['node_modules/@fluentui/react-components/package.json', 'node_modules/fastify/package.json', 'node_modules/@electric-sql/pglite/package.json', 'node_modules/oidc-provider/package.json', 'node_modules/react/index.js', 'node_modules/tsx/package.json', 'node_modules/pg/package.json']) {
      expect(packagedModuleFile(path), path).toBe(false);
    }
    // Every installed dependency of the closure is kept (nested copies included).
    for (const dir of runtimeModuleDirs(MAIN_RUNTIME_PACKAGES)) expect(packagedModuleFile(`${dir}/package.json`), dir).toBe(true);
  });

  it('lists exactly the packages main imports at run time, all of them production dependencies', () => {
    expect([...mainRuntimeImports()].sort()).toEqual([...MAIN_RUNTIME_PACKAGES].sort());
    for (const name of MAIN_RUNTIME_PACKAGES) expect(packageJson.dependencies, name).toHaveProperty([name]);
  });

  it('has npm run dist: electron-vite build, then electron-builder for Linux, then the updates signed', () => {
    expect(packageJson.scripts['dist']).toMatch(/^electron-vite build && electron-builder --linux\b.* && node scripts\/sign-updates\.mjs$/);
  });
});
