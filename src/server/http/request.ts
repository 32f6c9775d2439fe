import type { FastifyRequest } from 'fastify';
import type { ApiUser } from './access-token';
import { HttpError } from './errors';

/** The signed-in user of a protected route (the bearer check ran before). */
export function currentUser(request: FastifyRequest): ApiUser {
  if (!request.user) throw new HttpError(401, "Authentification requise : jeton d'accès manquant.");
  return request.user;
}

/** PostgreSQL's unique_violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';
}

/**
 * `attachment` with the name twice (RFC 6266): an ASCII fallback for old clients, and the exact name in
 * UTF-8 (filename*=UTF-8''...).
 */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
