import { resolve } from 'node:path';
import { startWebHost } from './web-host';
import { consoleLogger } from '../core/ports';
import { readFileSync } from 'node:fs';

/** `npm run web`: the web host on WEB_PORT (4320) against PUPITRE_API_URL (scripts/web.mjs sets it). */
const apiUrl = process.env['PUPITRE_API_URL'] ?? 'http://127.0.0.1:4310';
const version = (JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { version: string }).version;
const host = await startWebHost({
  port: Number(process.env['WEB_PORT'] ?? 4320),
  rendererDir: resolve(process.env['RENDERER_DIR'] ?? 'out/renderer'),
  apiUrl,
  helpUrl: process.env['PUPITRE_HELP_URL'] ?? 'https://aide.pupitre.example/',
  version,
  logger: consoleLogger,
});
console.log(`Pupitre (web) : ${host.url} — serveur ${apiUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void host.close().then(() => process.exit(0));
  });
}
