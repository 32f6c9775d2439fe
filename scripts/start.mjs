// npm start: the reference server (unless PUPITRE_API_URL is set), then the desktop app.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { ensureReferenceServer, tieLifetimes } from './reference-server.mjs';

const require = createRequire(import.meta.url);
let electronBinary;
try {
  electronBinary = require('electron');
} catch (error) {
  console.error(`Electron est introuvable (${error.message}). Essayez « npm run web » pour ouvrir Pupitre dans un navigateur.`);
  process.exit(1);
}
const server = await ensureReferenceServer();
const app = spawn(electronBinary, ['.'], { env: { ...process.env, PUPITRE_API_URL: server.url }, stdio: 'inherit' });
app.on('error', (error) => {
  console.error(`Impossible de lancer Electron : ${error.message}. « npm run web » ouvre Pupitre dans un navigateur.`);
  server.child?.kill('SIGTERM');
});
tieLifetimes(app, [server.child]);
