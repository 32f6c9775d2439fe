import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFileLog } from '../../../../src/core/log/file-log';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pupitre-file-log-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('openFileLog', () => {
  it('writes info and above, for the user alone, with secrets masked', async () => {
    const log = openFileLog({ file: join(root, 'a', 'main.log') });
    log.info('sign-in callback', { url: 'http://127.0.0.1:5000/callback?code=abcdefghijklmnopqrstuvwxyz&state=zyxwvutsrqponmlkjihgfedcba' });
    log.warn('plain warning');
    const text = await readFile(log.file, 'utf8');
    expect(text).toMatch(/\[info\] +sign-in callback \{\s+url: 'http:\/\/127\.0\.0\.1:5000\/callback\?code=\[masqué\]&state=\[masqué\]'\s+\}/);
    expect(text).toMatch(/\[warn\] +plain warning/);
    expect(text).not.toContain('abcdefghijklmnop');
    expect((await stat(log.file)).mode & 0o777).toBe(0o600);
  });

  it('sets the file aside as main.old.log past the size cap, one archive kept', async () => {
    const log = openFileLog({ file: join(root, 'b', 'main.log'), maxBytes: 2_000 });
    for (let i = 0; i < 60; i++) log.info(`ligne ${i} ${'x'.repeat(80)}`);
    expect((await readdir(join(root, 'b'))).sort()).toEqual(['main.log', 'main.old.log']);
    expect((await stat(log.file)).size).toBeLessThanOrEqual(2_200);
    expect(await readFile(log.file, 'utf8')).toContain('ligne 59');
    expect(await readFile(join(root, 'b', 'main.old.log'), 'utf8')).not.toContain('ligne 0 ');
  });
});
