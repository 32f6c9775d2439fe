import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

type Cost = Readonly<{ N: number; r: number; p: number }>;
/** scrypt with the cost Node recommends for interactive logins (about 50 ms). */
const PARAMS: Cost = { N: 16384, r: 8, p: 1 };
/**
 * The demo accounts' cost (about 3 ms): their password is their name, printed in the README, so a slow hash
 * protects nothing of theirs, while every sign-in of the tests paid 50 ms for it (issue 31). Any other account
 * gets PARAMS; the cost travels with each hash, so both are checked alike.
 */
export const DEMO_ACCOUNT_COST: Cost = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, base64url: the parameters travel with the hash so they can change later. */
export async function hashPassword(password: string, cost: Cost = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || salt === undefined || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options, expected.length);
  return timingSafeEqual(actual, expected);
}

/** Spends the time of a real check, so an unknown user name cannot be told from a wrong password. */
export async function verifyNothing(password: string): Promise<false> {
  await derive(password, Buffer.alloc(16), PARAMS, KEY_LENGTH);
  return false;
}
