import type { FastifyReply, FastifyRequest } from 'fastify';
import { REALM } from '../config';
import { InvalidAccessToken, type AccessTokenVerifier, type ApiUser } from './access-token';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer check on every protected /api route; null elsewhere. */
    user: ApiUser | null;
  }
}

export type RequestHook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/** Extracts `Authorization: Bearer <token>`; undefined when absent or of another scheme. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * RFC 6750 answer: 401 with the challenge, and the API's JSON error body. `invalidToken` is the ASCII
 * description of a token that was presented and refused; without it, none was presented.
 */
export function sendUnauthorized(reply: FastifyReply, message: string, invalidToken?: string): FastifyReply {
  const challenge = invalidToken
    ? `Bearer realm="${REALM}", error="invalid_token", error_description="${invalidToken.replace(/[^\x20-\x21\x23-\x5b\x5d-\x7e]/g, '')}"`
    : `Bearer realm="${REALM}"`;
  return sendError(reply.header('WWW-Authenticate', challenge), 401, message);
}

/** onRequest hook of the protected API: no valid access token, no entry. */
export function authenticate(verify: AccessTokenVerifier): RequestHook {
  return async (request, reply) => {
    const token = bearerToken(request);
    if (!token) {
      if (request.headers.authorization === undefined) return sendUnauthorized(reply, "Authentification requise : jeton d'accès manquant.");
      return sendUnauthorized(reply, 'En-tête Authorization mal formé : jeton Bearer attendu.', 'malformed Authorization header');
    }
    try {
      request.user = await verify(token);
      return undefined;
    } catch (error) {
      if (error instanceof InvalidAccessToken) return sendUnauthorized(reply, error.message, error.description);
      throw error;
    }
  };
}
