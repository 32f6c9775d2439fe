import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseUpdateInfo } from 'electron-updater/out/providers/Provider';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDownloadedUpdate, MANIFEST_PREFIX } from '../../../../src/main/update-manifest';

// `npm run dist`'s signing step (scripts/sign-updates.mjs) on a dist/ as electron-builder leaves it: what it
// writes must be what the app checks (src/main/update-manifest.ts) once electron-updater has parsed the yml.
const SCRIPT = pathToFileURL(resolve(import.meta.dirname, '../../../../scripts/sign-updates.mjs')).href;

interface SignScript {
  signUpdates(distDir: string, privateKeyPem: string): string[];
  builtInPublicKey(projectDir: string): string;
  matchesBuiltInKey(privateKeyPem: string, publicKeyPem: string): boolean;
}
const script = (await import(SCRIPT)) as SignScript;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const pem = (key: KeyObject, type: 'pkcs8' | 'spki'): string => key.export({ type, format: 'pem' }).toString();
const sha512 = (text: string): string => createHash('sha512').update(text).digest('base64');

/** A dist/ with two Linux packages and the latest-linux.yml electron-builder writes for them. */
function distDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pupitre-dist-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'Pupitre-0.2.0.AppImage'), 'AppImage de Pupitre 0.2.0');
  writeFileSync(join(dir, 'pupitre_0.2.0_amd64.deb'), 'paquet Debian de Pupitre 0.2.0');
  const yml = ['version: 0.2.0', 'files:', '  - url: Pupitre-0.2.0.AppImage', '    sha512: aaa', '    size: 25', '    blockMapSize: 10', '  - url: pupitre_0.2.0_amd64.deb', '    sha512: bbb', '    size: 30', 'path: Pupitre-0.2.0.AppImage', 'sha512: aaa', "releaseDate: '2026-11-20T10:00:00.000Z'", ''];
  writeFileSync(join(dir, 'latest-linux.yml'), yml.join('\n'));
  return dir;
}

describe('scripts/sign-updates.mjs', () => {
  it('signs the manifest of each latest*.yml (channel, version, every file’s name, size and sha512), as the app checks it', () => {
    const keys = generateKeyPairSync('ed25519');
    const dir = distDir();
    expect(script.signUpdates(dir, pem(keys.privateKey, 'pkcs8'))).toEqual(['Pupitre-0.2.0.AppImage', 'pupitre_0.2.0_amd64.deb']);
    // Signing again replaces the manifest rather than adding another.
    script.signUpdates(dir, pem(keys.privateKey, 'pkcs8'));

    const text = readFileSync(join(dir, 'latest-linux.yml'), 'utf8');
    expect(text.match(/^pupitreManifest: /gm)).toHaveLength(1);
    const info = parseUpdateInfo(text, 'latest-linux.yml', new URL('https://maj.pupitre.example/latest-linux.yml'));
    expect(info.files.map((file) => file.sha512)).toEqual(['aaa', 'bbb']);
    // The sizes and digests signed are those of the files, not of the yml.
    expect(Buffer.from(String(Reflect.get(info, 'pupitreManifest')), 'base64').toString('utf8')).toBe(
      `${MANIFEST_PREFIX}{"channel":"latest-linux","version":"0.2.0","files":[{"name":"Pupitre-0.2.0.AppImage","size":25,"sha512":"${sha512('AppImage de Pupitre 0.2.0')}"},{"name":"pupitre_0.2.0_amd64.deb","size":30,"sha512":"${sha512('paquet Debian de Pupitre 0.2.0')}"}]}`,
    );
    const expected = { publicKeyPem: pem(keys.publicKey, 'spki'), currentVersion: '0.1.0', channel: 'latest-linux' };
    for (const name of ['Pupitre-0.2.0.AppImage', 'pupitre_0.2.0_amd64.deb']) {
      const downloaded = { ...info, downloadedFile: join(dir, name) };
      expect(checkDownloadedUpdate(downloaded, expected)).toMatchObject({ ok: true, file: { name } });
      expect(checkDownloadedUpdate(downloaded, { ...expected, publicKeyPem: pem(generateKeyPairSync('ed25519').publicKey, 'spki') })).toEqual({ ok: false, reason: 'mismatch' });
    }
  });

  it('refuses a key that is not Ed25519, and tells whether a key is the half of the app’s built-in one', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(() => script.signUpdates(distDir(), pem(rsa.privateKey, 'pkcs8'))).toThrow('La clé de signature des mises à jour doit être une clé Ed25519.');
    const keys = generateKeyPairSync('ed25519');
    expect(script.matchesBuiltInKey(pem(keys.privateKey, 'pkcs8'), pem(keys.publicKey, 'spki'))).toBe(true);
    const builtIn = script.builtInPublicKey(resolve(import.meta.dirname, '../../../..'));
    expect(script.matchesBuiltInKey(pem(keys.privateKey, 'pkcs8'), builtIn)).toBe(false);
  });
});
