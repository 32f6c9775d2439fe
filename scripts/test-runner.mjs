// The steps of `npm test` and their verdicts. A step passes only when its process exits 0 AND, where its tool
// writes a report, that report exists and counts no failure: a runner that exits 0 with failures in its own
// report (it has happened) fails the step all the same. Ends with the plain closing line CI reads.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

/**
 * What a vitest JSON report counts. A file that fails to load counts no failed test but a failed suite: it is
 * one failure more.
 * @returns {Counts}
 */
export function vitestCounts(report) {
  const files = report.testResults ?? [];
  const filesFailedOutsideTests = files.filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')).length;
  const failed = (report.numFailedTests ?? 0) + filesFailedOutsideTests;
  // An error outside every test (an unhandled rejection) marks the run unsuccessful without failing a test.
  const unexplained = report.success === false && failed === 0 ? 1 : 0;
  return { passed: report.numPassedTests ?? 0, failed: failed + unexplained, skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0) };
}

/**
 * What a Playwright JSON report counts. A flaky test (passed on a retry) is a failing test; errors outside any
 * test (a web server that did not start, a spec that did not load) count one failure each.
 * @returns {Counts}
 */
export function playwrightCounts(report) {
  const stats = report.stats ?? {};
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (report.errors?.length ?? 0),
    skipped: stats.skipped ?? 0,
  };
}

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Runs a command, its output prefixed when several run at once; resolves with its exit code. */
function execute(command, args, env, prefix) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    if (prefix) {
      for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        let pending = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (pending + chunk).split('\n');
          pending = lines.pop();
          for (const line of lines) out.write(`${prefix} ${line}\n`);
        });
        stream.on('end', () => pending && out.write(`${prefix} ${pending}\n`));
      }
    }
    child.on('error', () => resolvePromise(127));
    child.on('close', (code, signal) => resolvePromise(signal ? 128 : (code ?? 1)));
  });
}

/**
 * The run: `step()` for each tool, `finish()` for the closing line and the exit code.
 * A step with a report adds the report's counts; a step without one counts as one check, passed or failed.
 */
export function createTestRun(log = console.log) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];

  /**
   * @param {string} label
   * @param {string} command
   * @param {string[]} args
   * @param {{ env?: Record<string, string>, report?: { file: string, count: (report: unknown) => Counts }, prefix?: string }} [options]
   * @returns {Promise<boolean>}
   */
  async function step(label, command, args, options = {}) {
    log(`\n▶ ${label}`);
    const started = Date.now();
    const code = await execute(command, args, options.env ?? {}, options.prefix);
    let ok = code === 0;
    let why = code === 0 ? '' : `code de sortie ${code}`;
    if (options.report) {
      const report = readReport(options.report.file);
      if (!report) {
        ok = false;
        why = `rapport illisible : ${options.report.file}`;
        totals.failed += 1;
      } else {
        const counts = options.report.count(report);
        totals.passed += counts.passed;
        totals.failed += counts.failed;
        totals.skipped += counts.skipped;
        if (counts.failed > 0) {
          ok = false;
          why = `${counts.failed} échec(s) dans le rapport${code === 0 ? ' malgré un code de sortie 0' : ''}`;
        } else if (!ok) {
          // The tool failed for a reason its report does not count (a crash after the report, a coverage gate).
          totals.failed += 1;
          why += ', sans échec dans le rapport';
        }
      }
    } else if (ok) totals.passed += 1;
    else totals.failed += 1;
    log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)${why ? ` : ${why}` : ''}`);
    if (!ok) failures.push(label);
    return ok;
  }

  /** A step that could not run at all (its prerequisite failed): one failure. */
  function skipStep(label, why) {
    log(`\n✘ ${label} : ${why}`);
    failures.push(label);
    totals.failed += 1;
  }

  /** Prints the closing line and returns the exit code: 0 only when nothing failed. */
  function finish() {
    if (failures.length) log(`\nÉchecs : ${failures.join(' ; ')}`);
    log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
    return failures.length || totals.failed ? 1 : 0;
  }

  return { step, skipStep, finish };
}
