import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenVerifier, type AccessTokenVerifier } from '../../../../src/server/http/access-token';
import { publicJwk } from '../../../../src/server/oidc/secrets';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const issuer = 'http://127.0.0.1:4310/realms/pupitre';
let privateKey: PrivateKey;
let verify: AccessTokenVerifier;

const claims: JWTPayload = {
  sub: 'u-1',
  client_id: 'pupitre-desktop',
  preferred_username: 'redaction',
  name: 'Romain Rédacteur',
  email: 'romain.redacteur@pupitre.example',
  resource_access: { 'pupitre-desktop': { roles: ['MANAGER_BJS'] } },
  favoritePeriodicals: ['BJS'],
  statusFavorite: true,
};

function sign(options: { payload?: JWTPayload; typ?: string; audience?: string; issuer?: string; expiresAt?: number; key?: PrivateKey } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(options.payload ?? claims)
    .setProtectedHeader({ alg: 'RS256', typ: options.typ ?? 'at+jwt', kid: 'k1' })
    .setIssuer(options.issuer ?? issuer)
    .setAudience(options.audience ?? 'pupitre-api')
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 300)
    .sign(options.key ?? privateKey);
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.privateKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  expect(publicJwk(jwk).d).toBeUndefined();
  verify = createAccessTokenVerifier({ issuer, publicKeys: [publicJwk(jwk)] });
});

describe('access token verifier', () => {
  it('reads the user from a valid token', async () => {
    expect(await verify(await sign())).toEqual({
      id: 'u-1',
      username: 'redaction',
      name: 'Romain Rédacteur',
      email: 'romain.redacteur@pupitre.example',
      roles: ['MANAGER_BJS'],
      favoritePeriodicals: ['BJS'],
      statusFavorite: true,
    });
  });

  it.each([
    ['expired', () => sign({ expiresAt: Math.floor(Date.now() / 1000) - 1 }), /expiré/],
    ['for another audience', () => sign({ audience: 'account' }), /audience/],
    ['from another issuer', () => sign({ issuer: 'http://127.0.0.1:9999/realms/pupitre' }), /émetteur/],
    ['not typed at+jwt (an ID token)', () => sign({ typ: 'JWT' }), /jeton d'accès/],
    ['issued to another client', () => sign({ payload: { ...claims, client_id: 'other' } }), /revendications/],
  ])('refuses a token %s', async (_, make, message) => {
    await expect(verify(await make())).rejects.toThrow(message);
  });

  it('refuses a token signed by another key', async () => {
    const other = await generateKeyPair('RS256');
    await expect(verify(await sign({ key: other.privateKey }))).rejects.toThrow(/signature/);
  });
});
