import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openMainLog } from '../../../src/main/log';
import { app } from '../../support/fake-electron';

/** The listener openMainLog added last for this process event (vitest has its own, which must not see ours). */
function ours(event: 'uncaughtException' | 'unhandledRejection'): (...args: unknown[]) => void {
  const listener = (event === 'uncaughtException' ? process.listeners(event) : process.listeners(event)).at(-1) as ((...args: unknown[]) => void) | undefined;
  if (!listener) throw new Error(`no ${event} listener`);
  return listener;
}

const added: ['uncaughtException' | 'unhandledRejection', (...args: unknown[]) => void][] = [];
afterEach(() => {
  for (const [event, listener] of added.splice(0)) process.off(event, listener);
});

function openAndTrack(): ReturnType<typeof openMainLog> {
  const log = openMainLog();
  added.push(['uncaughtException', ours('uncaughtException')], ['unhandledRejection', ours('unhandledRejection')]);
  return log;
}

describe('the main process log', () => {
  it('lives in userData/logs/main.log and takes uncaught exceptions and unhandled rejections, masked', async () => {
    app.isPackaged = true;
    const log = openAndTrack();
    expect(log.file).toBe(join(app.getPath('userData'), 'logs', 'main.log'));
    ours('uncaughtException')(new Error('boom at http://127.0.0.1:4310/callback?code=abcdefghijklmnopqrstuvwxyz'));
    ours('unhandledRejection')({ message: 'refused', headers: { cookie: '_session=0123456789abcdef' } });
    const text = await readFile(log.file, 'utf8');
    expect(text).toMatch(/\[error\] uncaught exception Error: boom at http:\/\/127\.0\.0\.1:4310\/callback\?code=\[masqué\]/);
    expect(text).toMatch(/\[error\] unhandled rejection \{\s+message: 'refused',\s+headers: \{ cookie: '\[masqué\]' \}\s+\}/);
    expect(text).not.toContain('abcdefghijklmnop');
    expect(text).not.toContain('0123456789abcdef');
  });
});
