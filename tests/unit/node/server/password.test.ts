import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_COST, hashPassword, verifyNothing, verifyPassword } from '../../../../src/server/auth/password';

describe('password hashes (scrypt, the cost in the hash)', () => {
  it('hashes with the interactive cost unless told, and checks either cost from the hash alone', async () => {
    const usual = await hashPassword('Un mot de passe');
    const demo = await hashPassword('redacteur', DEMO_ACCOUNT_COST);
    expect(usual.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(demo.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword('Un mot de passe', usual)).toBe(true);
    expect(await verifyPassword('redacteur', demo)).toBe(true);
    expect(await verifyPassword('Un autre', usual)).toBe(false);
    expect(await verifyPassword('redacteur2', demo)).toBe(false);
  });

  it('refuses a hash of another scheme, and an unknown user spends a check for nothing', async () => {
    expect(await verifyPassword('x', 'bcrypt$10$abc')).toBe(false);
    expect(await verifyNothing('x')).toBe(false);
  });
});
