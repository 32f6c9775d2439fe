import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/db';

export interface ProviderSecrets {
  /** Private signing keys, as the provider's `jwks` option wants them. */
  signingKeys: JWK[];
  /** Their public halves: what /certs publishes and what the API verifies against. */
  publicKeys: JWK[];
  /** Keys of the provider's signed cookies. */
  cookieKeys: string[];
}

const PRIVATE_MEMBERS: ReadonlySet<string> = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

export function publicJwk(jwk: JWK): JWK {
  return Object.fromEntries(Object.entries(jwk).filter(([member]) => !PRIVATE_MEMBERS.has(member))) as JWK;
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/**
 * Reads the secrets, generating each on first start. They live in the database so that tokens, sessions
 * and cookies outlive a restart; `INSERT ... DO NOTHING` then reading back lets two servers sharing one
 * database agree on the same values.
 */
export async function loadOrCreateSecrets(db: Db): Promise<ProviderSecrets> {
  const signingKeys = await loadOrCreate<JWK[]>(db, 'oidc.signing-keys', async () => [await newSigningKey()]);
  const cookieKeys = await loadOrCreate<string[]>(db, 'oidc.cookie-keys', async () => [randomBytes(32).toString('base64url')]);
  return { signingKeys, publicKeys: signingKeys.map(publicJwk), cookieKeys };
}

async function loadOrCreate<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const [existing] = await db.query<{ value: T }>('SELECT value FROM server_secret WHERE name = $1', [name]);
  if (existing) return existing.value;
  await db.query('INSERT INTO server_secret (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING', [
    name,
    JSON.stringify(await create()),
  ]);
  const [stored] = await db.query<{ value: T }>('SELECT value FROM server_secret WHERE name = $1', [name]);
  if (!stored) throw new Error(`secret ${name} could not be stored`);
  return stored.value;
}
