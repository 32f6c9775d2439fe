import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The cookie that proves a request comes from a page this web host served in this run. */
export const SECRET_COOKIE = 'pupitre_host';

function sameSecret(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The bridge and the downloaded files answer only a page of this origin that carries this run's secret
 * cookie: other local pages (or sites) cannot drive the app or read its files.
 */
export function createRequestGuard(secret: string, origin: () => string): (req: FastifyRequest) => boolean {
  return (req) => {
    const fromOrigin = req.headers.origin === undefined || req.headers.origin === origin();
    const site = req.headers['sec-fetch-site'];
    return fromOrigin && (site === undefined || site === 'same-origin') && sameSecret(req.cookies[SECRET_COOKIE], secret);
  };
}
