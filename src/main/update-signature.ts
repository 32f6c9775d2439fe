import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * Where a build's signature travels: in latest*.yml, on the entry of each file beside its sha512, as `ed25519`
 * (base64 of the detached Ed25519 signature of the file's bytes; scripts/sign-updates.mjs writes it). The
 * yml itself is not trusted: a feed that changes a file cannot make its signature without the private key.
 */
export const SIGNATURE_FIELD = 'ed25519';

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'mismatch' };

/** The signature the feed gives for the downloaded file (matched by name, as electron-updater names it). */
export function signatureOf(files: readonly { url: string }[] | undefined, downloadedFile: string): string | null {
  const name = basename(downloadedFile);
  const entry = files?.find((file) => basename(decodeURIComponent(new URL(file.url, 'https://feed.invalid/').pathname)) === name);
  const signature: unknown = entry ? Reflect.get(entry, SIGNATURE_FIELD) : undefined;
  return typeof signature === 'string' && signature !== '' ? signature : null;
}

/**
 * Whether `file` is signed by the key. Synchronous on purpose: electron-updater decides whether to install at
 * quit right after its 'update-downloaded' listeners return, so the answer must be there by then (a few hundred
 * milliseconds for a package of a hundred megabytes, once per update).
 */
export function verifyUpdateFile(file: string, signature: string | null, publicKeyPem: string): SignatureCheck {
  if (!signature) return { ok: false, reason: 'missing' };
  try {
    const valid = verify(null, readFileSync(file), createPublicKey(publicKeyPem), Buffer.from(signature, 'base64'));
    return valid ? { ok: true } : { ok: false, reason: 'mismatch' };
  } catch {
    return { ok: false, reason: 'mismatch' };
  }
}
