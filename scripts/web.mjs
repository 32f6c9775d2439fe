// npm run web: the reference server (unless PUPITRE_API_URL is set), then the web host on WEB_PORT.
import { spawn } from 'node:child_process';
import { ensureReferenceServer, tieLifetimes } from './reference-server.mjs';

const server = await ensureReferenceServer();
const web = spawn('node_modules/.bin/tsx', ['src/webhost/main.ts'], {
  env: { ...process.env, PUPITRE_API_URL: server.url },
  stdio: 'inherit',
});
tieLifetimes(web, [server.child]);
