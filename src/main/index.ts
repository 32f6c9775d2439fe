import { join } from 'node:path';
import { app } from 'electron';
import { consoleLogger } from '../core/ports';
import { startDesktopApp } from './app';

// The bundle runs from out/main; out/renderer and out/preload sit beside it.
const desktop = startDesktopApp({ outDir: join(import.meta.dirname, '..'), env: process.env });
desktop.ready.catch((error: unknown) => {
  consoleLogger.error('startup failed', error);
  app.quit();
});
