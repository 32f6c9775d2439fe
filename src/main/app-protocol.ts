import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { protocol } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../shared/csp';
import { MEDIA_SCHEME_PRIVILEGES } from './media-protocol';

export const APP_SCHEME = 'app';
export const APP_HOST = 'pupitre';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * The one test of "this is the app's own page", used by the IPC sender check, the navigation guards and the
 * permission handlers. It takes a URL or a serialised origin (`app://pupitre`). Scheme and host are compared,
 * never `new URL(...).origin`: Node gives every custom-scheme URL the origin "null", which would make
 * app://pupitre, app://evil and an opaque origin all look alike.
 */
export function isAppUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST && !parsed.username && !parsed.password;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  // pdf.js's worker (issue 36, the placard's pages): a module worker loads only with a script type.
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

const notFound = (): Response => new Response('Introuvable', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** Must run before app ready: app:// behaves as a standard, secure origin (fetch, storage, history routes). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
    MEDIA_SCHEME_PRIVILEGES,
  ]);
}

/**
 * The URL's path as a path below the build, or null. The URL parser has already applied `..` and `%2e%2e`
 * segments; an encoded separator or NUL would become one only after decoding, so it is refused outright.
 */
function decodedPath(pathname: string): string | null {
  if (/%(2f|5c|00)/i.test(pathname)) return null;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** Serves the built renderer from app://pupitre/; paths without an extension get index.html (history routes). */
export function serveRenderer(rendererDir: string): void {
  const root = normalize(rendererDir + sep);
  const index = join(root, 'index.html');
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return notFound();
    const path = decodedPath(url.pathname);
    if (path === null) return notFound();
    const candidate = normalize(join(root, path));
    if (!candidate.startsWith(root)) return notFound();
    const file = extname(candidate) === '' ? index : candidate;
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return notFound();
    }
    return new Response(body, {
      headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-security-policy': CONTENT_SECURITY_POLICY },
    });
  });
}
