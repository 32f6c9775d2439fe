import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../src/shared/csp';
import { isAppUrl } from '../../../src/main/app-protocol';
import { protocol } from '../../support/fake-electron';
import { startApp } from './harness';

describe('app:// protocol (src/main/app-protocol.ts)', () => {
  it('serves index.html with the CSP header, for / and for history routes', async () => {
    const { outDir } = await startApp();
    const page = readFileSync(join(outDir, 'renderer', 'index.html'), 'utf8');
    for (const path of ['/', '/index.html', '/auteurs/12', '/recherche?q=x']) {
      const response = await protocol.fetch(`app://pupitre${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(await response.text()).toBe(page);
    }
  });

  it('serves the build’s assets with their type and the CSP header', async () => {
    await startApp();
    const response = await protocol.fetch('app://pupitre/assets/index-abc.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await response.text()).toBe('console.log("pupitre")');
  });

  it('serves a module script (.mjs: pdf.js’s worker) as a script, which a module worker requires', async () => {
    const { outDir } = await startApp();
    writeFileSync(join(outDir, 'renderer', 'assets', 'pdf.worker.min-abc.mjs'), 'export {};');
    const response = await protocol.fetch('app://pupitre/assets/pdf.worker.min-abc.mjs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers 404 for a missing asset', async () => {
    await startApp();
    expect((await protocol.fetch('app://pupitre/assets/absent.js')).status).toBe(404);
  });

  it.each(['/../secret.txt', '/../../../../etc/passwd', '/%2e%2e/secret.txt', '/%2E%2E/%2e%2e/%2e%2e/etc/passwd', '/%252e%252e%252fsecret.txt'])(
    'never leaves the renderer folder: %s gets the app page or 404, never the file',
    async (path) => {
      const { outDir } = await startApp();
      const response = await protocol.fetch(`app://pupitre${path}`);
      const body = await response.text();
      // The URL parser applies `..` and `%2e%2e` first: what is left is a path inside the folder.
      if (response.status !== 404) expect(body).toBe(readFileSync(join(outDir, 'renderer', 'index.html'), 'utf8'));
      expect(body).not.toContain('NE PAS SERVIR');
      expect(body).not.toContain('root:');
    },
  );

  it.each(['/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/%2e%2e%2fsecret.txt', '/secret.txt%00.js', '/%E0%A4%A'])(
    'answers 404 to an encoded separator, NUL or malformed escape: %s',
    async (path) => {
      await startApp();
      const response = await protocol.fetch(`app://pupitre${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('NE PAS SERVIR');
    },
  );

  it('answers 404 to any other host of the scheme', async () => {
    await startApp();
    expect((await protocol.fetch('app://evil/index.html')).status).toBe(404);
    expect((await protocol.fetch('app://pupitre.evil/index.html')).status).toBe(404);
  });
});

describe('isAppUrl: the app’s own pages, by scheme and host', () => {
  it.each(['app://pupitre', 'app://pupitre/', 'app://pupitre/index.html', 'app://pupitre/auteurs/12?onglet=images#haut'])('%s is the app', (url) => {
    expect(isAppUrl(url)).toBe(true);
  });
  it.each(['null', '', 'app://evil/', 'app://pupitre.evil/', 'app://x@pupitre/', 'app://pupitre:81/', 'apps://pupitre/', 'file:///pupitre/', 'https://pupitre/', 'pupitre-media://image/1', 'app:pupitre'])(
    '%j is not',
    (url) => {
      expect(isAppUrl(url)).toBe(false);
    },
  );
});
