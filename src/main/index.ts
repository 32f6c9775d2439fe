import { join } from 'node:path';
import { app } from 'electron';
import { startDesktopApp } from './app';
import { openMainLog } from './log';

const logger = openMainLog();
// The bundle runs from out/main; out/renderer and out/preload sit beside it.
const desktop = startDesktopApp({ outDir: join(import.meta.dirname, '..'), env: process.env, logger });
desktop.ready.catch((error: unknown) => {
  logger.error('startup failed', error);
  app.quit();
});
