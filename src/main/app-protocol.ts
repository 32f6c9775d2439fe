import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { net, protocol } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../shared/csp';
import { MEDIA_SCHEME_PRIVILEGES } from './media-protocol';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://pupitre`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** Must run before app ready: app:// behaves as a standard, secure origin (fetch, storage, history routes). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
    MEDIA_SCHEME_PRIVILEGES,
  ]);
}

/** Serves the built renderer from app://pupitre/; unknown paths get index.html (history routes). */
export function serveRenderer(rendererDir: string): void {
  const root = normalize(rendererDir + sep);
  protocol.handle(APP_SCHEME, async (request) => {
    const { host, pathname } = new URL(request.url);
    if (host !== 'pupitre') return new Response('Introuvable', { status: 404 });
    const candidate = normalize(join(root, decodeURIComponent(pathname)));
    const inside = candidate.startsWith(root) && extname(candidate) !== '';
    const file = inside ? candidate : join(root, 'index.html');
    try {
      const body = await readFile(file);
      return new Response(body, {
        headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-security-policy': CONTENT_SECURITY_POLICY },
      });
    } catch {
      if (inside) return new Response('Introuvable', { status: 404 });
      return net.fetch('about:blank');
    }
  });
}
