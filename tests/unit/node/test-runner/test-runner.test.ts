import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// `npm test`'s runner (scripts/test-runner.mjs), run for real in a child process: each step's tool is a stand-in
// that writes the report it is given and exits with the code it is given, as vitest and Playwright do.

const RUNNER = pathToFileURL(resolve(import.meta.dirname, '../../../../scripts/test-runner.mjs')).href;
const folder = mkdtempSync(join(tmpdir(), 'pupitre-test-runner-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface StandIn {
  kind: 'vitest' | 'playwright';
  /** The report the tool writes, or null for none. */
  report: object | null;
  exitCode: number;
}

/** Runs one step with a stand-in tool; returns the runner's closing line and exit code. */
function runOneStep(standIn: StandIn, name: string): { closing: string; status: number | null; output: string } {
  const reportFile = join(folder, `${name}.json`);
  const tool = join(folder, `${name}-tool.mjs`);
  writeFileSync(
    tool,
    `import { writeFileSync } from 'node:fs';\n` +
      (standIn.report ? `writeFileSync(${JSON.stringify(reportFile)}, ${JSON.stringify(JSON.stringify(standIn.report))});\n` : '') +
      `process.exit(${standIn.exitCode});\n`,
  );
  const main = join(folder, `${name}-main.mjs`);
  const count = standIn.kind === 'vitest' ? 'vitestCounts' : 'playwrightCounts';
  writeFileSync(
    main,
    `import { createTestRun, ${count} } from ${JSON.stringify(RUNNER)};\n` +
      `const run = createTestRun();\n` +
      `await run.step('tool', process.execPath, [${JSON.stringify(tool)}], { report: { file: ${JSON.stringify(reportFile)}, count: ${count} } });\n` +
      `process.exit(run.finish());\n`,
  );
  const result = spawnSync(process.execPath, [main], { encoding: 'utf8' });
  const lines = result.stdout.trim().split('\n');
  return { closing: lines.at(-1) ?? '', status: result.status, output: result.stdout };
}

const vitestReport = (passed: number, failed: number, extra: object = {}) => ({
  success: failed === 0,
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [],
  ...extra,
});

describe("npm test's runner believes the tools' own reports", () => {
  it('fails a step whose vitest report counts one failure, though vitest exited 0', () => {
    const { closing, status, output } = runOneStep({ kind: 'vitest', report: vitestReport(3, 1), exitCode: 0 }, 'vitest-one-failure');
    expect(closing).toBe('3 passed, 1 failed, 1 skipped');
    expect(status).toBe(1);
    expect(output).toContain('✘ tool');
    expect(output).toContain('1 échec(s) dans le rapport malgré un code de sortie 0');
  });

  it('counts a test file that failed to load (no failed test in it) as a failure', () => {
    const report = vitestReport(2, 0, { success: false, testResults: [{ name: 'broken.test.ts', status: 'failed', assertionResults: [] }] });
    const { closing, status } = runOneStep({ kind: 'vitest', report, exitCode: 1 }, 'vitest-broken-file');
    expect(closing).toBe('2 passed, 1 failed, 1 skipped');
    expect(status).toBe(1);
  });

  it('fails a step whose Playwright report counts an unexpected result, though Playwright exited 0', () => {
    const report = { stats: { expected: 5, unexpected: 1, flaky: 0, skipped: 2 }, errors: [] };
    const { closing, status } = runOneStep({ kind: 'playwright', report, exitCode: 0 }, 'playwright-one-failure');
    expect(closing).toBe('5 passed, 1 failed, 2 skipped');
    expect(status).toBe(1);
  });

  it('takes a flaky test and an error outside the tests (a web server that did not start) for failures', () => {
    const report = { stats: { expected: 5, unexpected: 0, flaky: 1, skipped: 0 }, errors: [{ message: 'webServer' }] };
    const { closing, status } = runOneStep({ kind: 'playwright', report, exitCode: 0 }, 'playwright-flaky');
    expect(closing).toBe('5 passed, 2 failed, 0 skipped');
    expect(status).toBe(1);
  });

  it('fails a step whose tool wrote no report, whatever its exit code', () => {
    const { closing, status, output } = runOneStep({ kind: 'vitest', report: null, exitCode: 0 }, 'vitest-no-report');
    expect(closing).toBe('0 passed, 1 failed, 0 skipped');
    expect(status).toBe(1);
    expect(output).toContain('rapport illisible');
  });

  it('fails a step that exited non-zero though its report counts no failure', () => {
    const { closing, status, output } = runOneStep({ kind: 'vitest', report: vitestReport(4, 0), exitCode: 1 }, 'vitest-exit-1');
    expect(closing).toBe('4 passed, 1 failed, 1 skipped');
    expect(output).toContain('code de sortie 1, sans échec dans le rapport');
    expect(status).toBe(1);
  });

  it('passes a clean step: exit 0 and no failure in its report', () => {
    const { closing, status } = runOneStep({ kind: 'vitest', report: vitestReport(4, 0), exitCode: 0 }, 'vitest-clean');
    expect(closing).toBe('4 passed, 0 failed, 1 skipped');
    expect(status).toBe(0);
  });
});

describe('the Node the suite runs on', () => {
  it("is the major of package.json's engines and .nvmrc (the one Electron embeds), put first on the PATH by npm run", () => {
    const root = resolve(import.meta.dirname, '../../../..');
    const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    const major = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
    expect(packageJson.engines.node).toMatch(new RegExp(`^\\^${major}\\.`));
    expect(process.versions.node.split('.')[0]).toBe(major);
  });
});
