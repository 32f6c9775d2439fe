import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { fileSha256 } from '../../../../src/core/downloads/partial-file';
import { collectYoungGarbage } from '../../../../src/core/downloads/young-gc';
import { downloadTestBed } from '../../../support/download-test-server';

const { newFolder } = downloadTestBed('pupitre-dl-memory-');

/** What keeps a big download's memory flat (the figure itself is `npm run bench -- download-rss-500mb`). */
describe('download memory', () => {
  it('hashes a file read into one buffer, whatever its size against the buffer’s', async () => {
    const folder = newFolder();
    await mkdir(folder, { recursive: true });
    for (const size of [0, 1, 64 * 1024, 64 * 1024 + 1, 200_000]) {
      const bytes = randomBytes(size);
      const path = join(folder, `f-${size}`);
      await writeFile(path, bytes);
      expect(await fileSha256(path)).toBe(createHash('sha256').update(bytes).digest('base64'));
    }
  });

  it('asks for young collections without giving gc to any other context', () => {
    expect(() => {
      collectYoungGarbage();
      collectYoungGarbage();
    }).not.toThrow();
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });
});
