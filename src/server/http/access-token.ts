import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWK } from 'jose';
import { z } from 'zod';
import { API_AUDIENCE, CLIENT_ID } from '../config';

/** The signed-in user of an API request, as its access token describes them. */
export interface ApiUser {
  id: string;
  username: string;
  name: string;
  email: string | null;
  /** Client roles (resource_access.pupitre-desktop.roles): what permission checks read. */
  roles: string[];
  favoritePeriodicals: string[];
  statusFavorite: boolean;
}

/** `message` is for the user (French); `description` goes in the WWW-Authenticate header, which must be ASCII. */
export class InvalidAccessToken extends Error {
  override name = 'InvalidAccessToken';
  constructor(
    message: string,
    readonly description: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export type AccessTokenVerifier = (token: string) => Promise<ApiUser>;

const claimsSchema = z.object({
  sub: z.string(),
  client_id: z.literal(CLIENT_ID),
  preferred_username: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
  resource_access: z.record(z.string(), z.object({ roles: z.array(z.string()) })).optional(),
  favoritePeriodicals: z.array(z.string()).optional(),
  statusFavorite: z.boolean().optional(),
});

/**
 * Checks a bearer token as a resource server must: RS256 signature against the provider's own keys (held
 * locally, no HTTP round trip), issuer, audience, `typ: at+jwt` (an ID token is not an access token),
 * expiry, and that it was issued to the desktop client.
 */
export function createAccessTokenVerifier(options: { issuer: string; publicKeys: JWK[] }): AccessTokenVerifier {
  const keySet = createLocalJWKSet({ keys: options.publicKeys });
  return async (token) => {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: API_AUDIENCE,
        typ: 'at+jwt',
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      const [message, description] = describe(error);
      throw new InvalidAccessToken(message, description, { cause: error });
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw new InvalidAccessToken("Jeton d'accès invalide : revendications inattendues.", 'unexpected token claims');
    const c = claims.data;
    return {
      id: c.sub,
      username: c.preferred_username,
      name: c.name ?? c.preferred_username,
      email: c.email ?? null,
      roles: c.resource_access?.[CLIENT_ID]?.roles ?? [],
      favoritePeriodicals: c.favoritePeriodicals ?? [],
      statusFavorite: c.statusFavorite ?? false,
    };
  };
}

/** [French message, ASCII description] of a failed check. */
function describe(error: unknown): [string, string] {
  if (error instanceof joseErrors.JWTExpired) return ["Jeton d'accès expiré.", 'the access token expired'];
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    switch (error.claim) {
      case 'aud':
        return ["Jeton d'accès invalide : audience incorrecte.", 'wrong audience'];
      case 'iss':
        return ["Jeton d'accès invalide : émetteur inconnu.", 'unknown issuer'];
      case 'typ':
        return ["Jeton d'accès invalide : ce n'est pas un jeton d'accès.", 'not an access token (typ)'];
      default:
        return [`Jeton d'accès invalide : revendication ${error.claim} refusée.`, `invalid ${error.claim} claim`];
    }
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed || error instanceof joseErrors.JWKSNoMatchingKey) {
    return ["Jeton d'accès invalide : signature non reconnue.", 'signature verification failed'];
  }
  return ["Jeton d'accès invalide : jeton mal formé.", 'malformed token'];
}
