// Signs what `npm run dist` built, for the app's update check (src/main/update-manifest.ts, where the format is
// described): for every latest*.yml of dist/, the manifest of its release (prefix, channel = the yml's name,
// version, and the name, size and sha512 of each file it lists, read from the files themselves) is signed with
// Ed25519 and written at the top level of the yml, as `pupitreManifest` (base64) and `pupitreManifestSignature`.
// The private key is the PEM file named by PUPITRE_UPDATE_SIGNING_KEY; without it nothing is signed, and
// installed apps will refuse these builds.
import { createHash, createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MANIFEST_PREFIX = 'pupitre-update-manifest-v1\n';
const ENTRY = /^\s*- url: (['"]?)(.+?)\1\s*$/;
const VERSION = /^version: (['"]?)(.+?)\1\s*$/;
const SIGNED = /^pupitreManifest(Signature)?: /;

/**
 * Signs the release every latest*.yml of `distDir` describes, with the Ed25519 private key `privateKeyPem`;
 * answers the names of the files signed. A manifest already in a yml is replaced (signing again is harmless).
 * @param {string} distDir
 * @param {string} privateKeyPem
 * @returns {string[]}
 */
export function signUpdates(distDir, privateKeyPem) {
  const key = createPrivateKey(privateKeyPem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('La clé de signature des mises à jour doit être une clé Ed25519.');
  const signed = [];
  for (const yml of readdirSync(distDir).filter((name) => /^latest[\w-]*\.yml$/.test(name))) {
    const lines = readFileSync(join(distDir, yml), 'utf8').split('\n').filter((line) => !SIGNED.test(line));
    const version = lines.map((line) => VERSION.exec(line)?.[2]).find(Boolean);
    if (!version) throw new Error(`${yml} ne donne pas de version.`);
    const files = lines.flatMap((line) => {
      const entry = ENTRY.exec(line);
      if (!entry) return [];
      const name = basename(decodeURIComponent(entry[2]));
      const bytes = readFileSync(join(distDir, name));
      return [{ name, size: bytes.length, sha512: createHash('sha512').update(bytes).digest('base64') }];
    });
    const manifest = Buffer.from(MANIFEST_PREFIX + JSON.stringify({ channel: yml.slice(0, -'.yml'.length), version, files }), 'utf8');
    while (lines.at(-1) === '') lines.pop();
    lines.push(`pupitreManifest: ${manifest.toString('base64')}`, `pupitreManifestSignature: ${sign(null, manifest, key).toString('base64')}`, '');
    writeFileSync(join(distDir, yml), lines.join('\n'));
    signed.push(...files.map((file) => file.name));
  }
  return signed;
}

/** The public key built into the app (src/main/update-key.ts), as PEM. */
export function builtInPublicKey(projectDir) {
  const source = readFileSync(join(projectDir, 'src/main/update-key.ts'), 'utf8');
  const pem = /-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/.exec(source);
  if (!pem) throw new Error('src/main/update-key.ts ne contient pas de clé publique.');
  return pem[0];
}

/** Whether the private key is the half of the public one the app checks against. */
export function matchesBuiltInKey(privateKeyPem, publicKeyPem) {
  const derived = createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'der' });
  return derived.equals(createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' }));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const projectDir = resolve(fileURLToPath(import.meta.url), '../..');
  const keyFile = process.env['PUPITRE_UPDATE_SIGNING_KEY'];
  if (!keyFile) {
    console.warn('PUPITRE_UPDATE_SIGNING_KEY absent : mises à jour non signées (les applications installées les refuseront).');
  } else {
    const pem = readFileSync(keyFile, 'utf8');
    if (!matchesBuiltInKey(pem, builtInPublicKey(projectDir))) {
      console.error('La clé de signature ne correspond pas à la clé publique de src/main/update-key.ts : les applications installées refuseraient ces mises à jour.');
      process.exit(1);
    }
    const signed = signUpdates(join(projectDir, 'dist'), pem);
    console.log(`Mises à jour signées : ${signed.join(', ') || 'aucune (pas de latest*.yml dans dist/)'}`);
  }
}
