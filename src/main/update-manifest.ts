import { createHash, createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { z } from 'zod';
import { compareVersions } from './update-version';

/**
 * What the publisher signs for a release (scripts/sign-updates.mjs, at packaging): not the bytes of a file alone,
 * which would leave the feed free to choose the name the file is saved and installed under, the version it is
 * offered as and its channel, but a manifest binding them. The manifest is the UTF-8 text
 *
 *   pupitre-update-manifest-v1\n{"channel":"latest-linux","version":"0.2.0","files":[{"name":"pupitre_0.2.0_amd64.deb","size":30,"sha512":"<base64>"}]}
 *
 * (the first line keeps a signature made with this key for anything else from passing as a manifest; channel
 * is the name of the latest*.yml without .yml; sha512 as electron-builder writes it, base64). The top level of
 * latest*.yml carries it, in base64, as `pupitreManifest`, and its detached Ed25519 signature, base64, as
 * `pupitreManifestSignature`; electron-updater passes both through to 'update-downloaded'. Nothing else of the
 * yml is trusted.
 */
export const MANIFEST_PREFIX = 'pupitre-update-manifest-v1\n';
export const MANIFEST_FIELD = 'pupitreManifest';
export const MANIFEST_SIGNATURE_FIELD = 'pupitreManifestSignature';

/**
 * The names a downloaded update may have. electron-updater saves the file under the name in the feed's address,
 * and its Linux install passes that path to `bash -c` as root, quoted in a way a `'` breaks: a name outside
 * these letters never reaches it, signed or not.
 */
export const UPDATE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}\.(?:AppImage|deb|exe)$/;

const manifestFile = z.object({ name: z.string(), size: z.number().int().nonnegative(), sha512: z.string().min(1) }).strict();
const manifestSchema = z.object({ channel: z.string(), version: z.string(), files: z.array(manifestFile) }).strict();
export type ManifestFile = z.infer<typeof manifestFile>;

/** Why an update is refused, each said in French by the updater. */
export type UpdateRefusal = 'name' | 'missing' | 'mismatch' | 'channel' | 'version' | 'file';
export type UpdateCheck = { ok: true; file: ManifestFile } | { ok: false; reason: UpdateRefusal };

/** The channel this app reads, as electron-updater names its yml (its Provider.getChannelFilePrefix). */
export function updateChannel(platform: NodeJS.Platform = process.platform, arch: string = process.arch): string {
  if (platform === 'linux') return `latest-linux${arch === 'x64' ? '' : `-${arch}`}`;
  return platform === 'darwin' ? 'latest-mac' : 'latest';
}

/** The signed manifest of the update, or why there is none to trust. */
function signedManifest(info: object, publicKeyPem: string): z.infer<typeof manifestSchema> | 'missing' | 'mismatch' {
  const text: unknown = Reflect.get(info, MANIFEST_FIELD);
  const signature: unknown = Reflect.get(info, MANIFEST_SIGNATURE_FIELD);
  if (typeof text !== 'string' || typeof signature !== 'string' || text === '' || signature === '') return 'missing';
  try {
    const bytes = Buffer.from(text, 'base64');
    if (!verify(null, bytes, createPublicKey(publicKeyPem), Buffer.from(signature, 'base64'))) return 'mismatch';
    const content = bytes.toString('utf8');
    if (!content.startsWith(MANIFEST_PREFIX)) return 'mismatch';
    const parsed = manifestSchema.safeParse(JSON.parse(content.slice(MANIFEST_PREFIX.length)));
    return parsed.success ? parsed.data : 'mismatch';
  } catch {
    return 'mismatch';
  }
}

/**
 * Whether `path` holds the bytes the manifest lists. Synchronous: at quit electron-updater installs right after
 * the app's listeners return (a few hundred milliseconds for a package of a hundred megabytes).
 */
export function fileMatches(entry: ManifestFile, path: string): boolean {
  try {
    const bytes = readFileSync(path);
    return bytes.length === entry.size && createHash('sha512').update(bytes).digest('base64') === entry.sha512;
  } catch {
    return false;
  }
}

export interface Expected {
  publicKeyPem: string;
  /** The app's own version: only a newer one installs. */
  currentVersion: string;
  channel: string;
}

/**
 * Whether the file electron-updater downloaded (`downloadedFile`, for the release `info` the feed described) may
 * be installed: a safe name, a manifest signed by the publisher for this channel and for the version the feed
 * offered, newer than the app, listing this very name with these very bytes.
 */
export function checkDownloadedUpdate(info: { version: string; downloadedFile: string }, expected: Expected): UpdateCheck {
  const name = basename(info.downloadedFile);
  if (!UPDATE_FILE_NAME.test(name)) return { ok: false, reason: 'name' };
  const manifest = signedManifest(info, expected.publicKeyPem);
  if (typeof manifest === 'string') return { ok: false, reason: manifest };
  if (manifest.channel !== expected.channel) return { ok: false, reason: 'channel' };
  const newer = compareVersions(manifest.version, expected.currentVersion);
  if (manifest.version !== info.version || newer === null || newer <= 0) return { ok: false, reason: 'version' };
  const file = manifest.files.find((entry) => entry.name === name);
  if (!file || !fileMatches(file, info.downloadedFile)) return { ok: false, reason: 'file' };
  return { ok: true, file };
}
