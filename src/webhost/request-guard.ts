import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The cookie that proves a request comes from a page this web host served in this run. */
export const SECRET_COOKIE = 'pupitre_host';

/** What the web host answers a request addressed to another name than its own (DNS rebinding). */
export const WRONG_HOST_STATUS = 421;

function sameSecret(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The names the web host answers to: the loopback address and `localhost`, on the port it listens on.
 * A page on a rebound name (evil.example resolving to 127.0.0.1) still sends `Host: evil.example:{port}`,
 * so it is refused before any route runs: it never gets the page, the secret cookie, the bridge or files.
 */
export function isOwnHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  const name = host.toLowerCase();
  return name === `127.0.0.1:${port}` || name === `localhost:${port}`;
}

/** The request carries this run's secret cookie (set with the page served at `/`). */
export function hasSecret(req: FastifyRequest, secret: string): boolean {
  return sameSecret(req.cookies[SECRET_COOKIE], secret);
}

/**
 * The bridge, the event stream and the downloaded files answer only a page of this origin that carries
 * this run's secret cookie: other local pages (or sites) cannot drive the app or read its files. The Host
 * was checked before (isOwnHost), so the page's origin is `http://{Host}` (127.0.0.1 or localhost).
 */
export function createRequestGuard(secret: string): (req: FastifyRequest) => boolean {
  return (req) => {
    const origin = req.headers.origin;
    const fromOrigin = origin === undefined || origin === `http://${req.headers.host ?? ''}`;
    const site = req.headers['sec-fetch-site'];
    return fromOrigin && (site === undefined || site === 'same-origin') && hasSecret(req, secret);
  };
}
