// Signs what `npm run dist` built, for the app's update check (src/main/update-signature.ts): every file a
// latest*.yml of dist/ lists gets a detached Ed25519 signature of its bytes, written beside it as <file>.sig
// (base64) and on its entry of the yml as `ed25519` (what the app reads). The private key is the PEM file named by
// PUPITRE_UPDATE_SIGNING_KEY; without it nothing is signed, and installed apps will refuse these builds.
import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRY = /^(\s*)- url: (['"]?)(.+?)\2\s*$/;

/**
 * Signs the files every latest*.yml of `distDir` lists, with the Ed25519 private key `privateKeyPem`; answers
 * the names signed. A signature already in a yml is replaced (signing again is harmless).
 * @param {string} distDir
 * @param {string} privateKeyPem
 * @returns {string[]}
 */
export function signUpdates(distDir, privateKeyPem) {
  const key = createPrivateKey(privateKeyPem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('La clé de signature des mises à jour doit être une clé Ed25519.');
  const signed = [];
  for (const yml of readdirSync(distDir).filter((name) => /^latest[\w-]*\.yml$/.test(name))) {
    const lines = readFileSync(join(distDir, yml), 'utf8').split('\n').filter((line) => !/^\s+ed25519: /.test(line));
    const out = [];
    for (const line of lines) {
      out.push(line);
      const entry = ENTRY.exec(line);
      if (!entry) continue;
      const name = basename(decodeURIComponent(entry[3]));
      const signature = sign(null, readFileSync(join(distDir, name)), key).toString('base64');
      writeFileSync(join(distDir, `${name}.sig`), `${signature}\n`);
      out.push(`${entry[1]}  ed25519: ${signature}`);
      signed.push(name);
    }
    writeFileSync(join(distDir, yml), out.join('\n'));
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
