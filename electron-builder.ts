import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'electron-builder';

/**
 * electron-builder configuration (loaded by electron-builder 26 from electron-builder.ts by default, and read
 * by tests/unit/node/packaging). `npm run dist` builds the Linux targets; `electron-builder --win` / `--mac`
 * build the others on a machine that has their tools.
 */

const PROJECT_DIR = dirname(fileURLToPath(import.meta.url));

/**
 * The packages out/main/index.js imports at run time: electron-vite bundles our own code but leaves every
 * package of "dependencies" external in main (the preload and the renderer are bundled whole). Only these and
 * their own dependencies are packaged: the rest of "dependencies" serves the reference server, the web host or
 * the renderer's bundle (Fluent UI alone is hundreds of megabytes). The packaging test checks this list against
 * the imports of src/main, src/core and src/shared.
 */
export const MAIN_RUNTIME_PACKAGES = ['chokidar', 'content-disposition', 'date-fns-tz', 'electron-log', 'electron-store', 'electron-updater', 'exceljs', 'fflate', 'file-type', 'jose', 'mammoth', 'oidc-client-ts', 'saxes', 'undici', 'zod'];

interface PackageManifest {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** Node's resolution: the nearest node_modules/<name> from a package's folder up to the project. */
function resolvePackageDir(name: string, fromDir: string): string | null {
  for (let dir = fromDir; dir.startsWith(PROJECT_DIR); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === PROJECT_DIR) break;
  }
  return null;
}

/** The installed folders ("node_modules/...", relative) of the given packages and of everything they need. */
export function runtimeModuleDirs(roots: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (name: string, fromDir: string, optional: boolean): void => {
    const dir = resolvePackageDir(name, fromDir);
    if (!dir) {
      if (optional) return;
      throw new Error(`electron-builder.ts : paquet d’exécution introuvable (${name}) ; lancez npm ci.`);
    }
    if (found.has(dir)) return;
    found.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageManifest;
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, dir, false);
    for (const dep of Object.keys(manifest.optionalDependencies ?? {})) visit(dep, dir, true);
  };
  for (const root of roots) visit(root, PROJECT_DIR, false);
  return [...found].map((dir) => relative(PROJECT_DIR, dir).split('\\').join('/')).sort();
}

/**
 * electron-builder copies every production dependency and, for node_modules, honours only the exclusions of
 * `files` (inclusions there are ignored). So the allow-list is written as exclusions: every top-level package
 * (and every package of a scope) outside the closure. A package nested in an allowed one is one of its own
 * dependencies, and stays.
 */
export function nodeModuleExclusions(dirs: readonly string[]): string[] {
  const topLevel = dirs.map((dir) => dir.split('/')).filter((parts) => parts.length === (parts[1]?.startsWith('@') ? 3 : 2));
  const names = new Set<string>();
  const scopes = new Map<string, Set<string>>();
  for (const [, first = '', second = ''] of topLevel) {
    names.add(first);
    if (first.startsWith('@')) scopes.set(first, (scopes.get(first) ?? new Set<string>()).add(second));
  }
  const only = (set: Set<string>): string => `!(${[...set].sort().join('|')}){,/**}`;
  return [`!node_modules/${only(names)}`, ...[...scopes].sort().map(([scope, members]) => `!node_modules/${scope}/${only(members)}`)];
}

const config: Configuration = {
  appId: 'fr.pupitre.desktop',
  productName: 'Pupitre',
  copyright: 'Copyright © 2026 Pupitre',
  // pupitre:// links open the app (macOS Info.plist, the Linux .desktop file's MimeType; Windows registers it at
  // run time). The scheme is DEEP_LINK_SCHEME of src/shared/rules/deep-link.ts (a test holds them equal): this
  // file is loaded by electron-builder's own loader, which is kept away from the sources.
  protocols: [{ name: 'Lien Pupitre', schemes: ['pupitre'] }],
  // package.json has neither (and is not ours to extend for packaging): deb needs both, the others show them.
  extraMetadata: {
    homepage: 'https://pupitre.example/',
    author: { name: 'Équipe Pupitre', email: 'contact@pupitre.example' },
  },
  directories: { buildResources: 'build', output: 'dist' },
  // The built app and the main process's run-time packages only: never src/, tests/, .data/ or server code, nor
  // the renderer's build manifests (out/renderer/.vite: the first screen's test reads them).
  files: ['out/**/*', '!out/renderer/.vite/**', 'package.json', ...nodeModuleExclusions(runtimeModuleDirs(MAIN_RUNTIME_PACKAGES))],
  asar: true,
  // No native module among the run-time packages: nothing to rebuild (and no headers to download).
  npmRebuild: false,
  // The interface is French; English stays as Chromium's fallback.
  electronLanguages: ['fr', 'en-US'],
  electronFuses: {
    // ELECTRON_RUN_AS_NODE would turn the signed binary into a plain Node interpreter; nothing here forks.
    runAsNode: false,
    // Chromium's cookie store encrypted with the OS keychain, as in Chrome (a one-way switch, fine for a new app).
    enableCookieEncryption: true,
    // Neither NODE_OPTIONS / NODE_EXTRA_CA_CERTS nor --inspect / SIGUSR1 may inject code into the main process.
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    // app.asar is checked against the hash electron-builder embeds (macOS and Windows), and is the only place
    // Electron looks for the app: an unpacked app/ folder beside it is ignored.
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    // The app is served from app:// (src/main/app-protocol.ts). The PDF window loads a file:// URL of a
    // downloaded PDF as a top-level page, which the fuse keeps allowed (Electron's own fuses spec loads a
    // file:// page with it off); what goes is file:// pages fetching other file:// URLs, service workers on
    // file:// and universal access for file:// frames — exactly what a hostile document in that window would use.
    grantFileProtocolExtraPrivileges: false,
  },
  // A generic feed: each build writes latest*.yml beside its packages (what the feed serves) and app-update.yml
  // into the app, where electron-updater reads this address: the feed of the build, unless an administrator's
  // policy names another (src/main/update-policy.ts). Nothing is ever uploaded.
  publish: [{ provider: 'generic', url: 'https://maj.pupitre.example/' }],
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Office',
    executableName: 'pupitre',
    maintainer: 'Équipe Pupitre <contact@pupitre.example>',
    vendor: 'Pupitre',
    synopsis: 'Back-office éditorial des revues',
    description: 'Pupitre, le back-office éditorial de bureau d’un éditeur de revues juridiques et professionnelles.',
    icon: 'build/icon.png',
  },
  win: {
    target: ['nsis'],
    icon: 'build/icon.png',
    // Written into app-update.yml: electron-updater then installs on Windows only an installer whose
    // Authenticode signature is valid and names this publisher (the common name of the publisher's code-signing
    // certificate, exactly), besides the Ed25519-signed manifest the app checks on every system
    // (src/main/update-manifest.ts).
    signtoolOptions: { publisherName: ['Pupitre'] },
    verifyUpdateCodeSignature: true,
  },
  nsis: {
    oneClick: false,
    perMachine: false,
    allowToChangeInstallationDirectory: true,
    installerLanguages: ['fr_FR'],
    // LCID 1036: French (France).
    language: '1036',
    shortcutName: 'Pupitre',
    // The default name ("Pupitre Setup 1.2.3.exe") has spaces, which latest.yml lists with hyphens: the signing
    // script would not find the file, and the app refuses any update name outside [A-Za-z0-9._-].
    artifactName: '${productName}-Setup-${version}.${ext}',
  },
  mac: {
    target: ['dmg'],
    category: 'public.app-category.productivity',
    icon: 'build/icon.png',
    hardenedRuntime: true,
    // The same minimal file for the app and its helpers: otherwise helpers get electron-builder's template,
    // which adds unsigned executable memory and disabled library validation.
    entitlements: 'build/entitlements.mac.plist',
    entitlementsInherit: 'build/entitlements.mac.plist',
  },
  dmg: {
    title: 'Pupitre ${version}',
  },
};

export default config;
