import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '../../../src/core/app-core';
import { createServer, type RunningServer } from '../../../src/server/app';
import { signedInCore } from '../../support/signed-in-core';
import { median } from '../browser-bed';
import { startScaleCluster, type ScaleCluster } from './cluster';
import { scaleDatabases, type BenchSubjects, type ScaleDatabases } from './databases';

/**
 * What every line of the scale bench measures on: a reference server on each database (the seed, the grown
 * one) and the core of the administrator signed in on each, started once for the run.
 */

export interface Side {
  core: Core;
  subjects: BenchSubjects;
}

export interface ScaleBed {
  seed: Side;
  grown: Side;
  databases: ScaleDatabases;
}

const WARMUP = 5;
const RUNS = 21;

let opened: { bed: Promise<ScaleBed>; close: () => Promise<void> } | undefined;

async function open(log: (line: string) => void, closers: (() => Promise<void>)[]): Promise<ScaleBed> {
  const cluster: ScaleCluster = await startScaleCluster();
  closers.push(() => cluster.stop());
  const databases = await scaleDatabases(cluster, log);
  log(`  scale: ${databases.reused ? 'reused the databases of an earlier run (same generator version), loaded' : 'generated and analysed'} in ${databases.loadSeconds.toFixed(0)} s`);
  const root = await mkdtemp(join(tmpdir(), 'pupitre-bench-scale-'));
  closers.push(() => rm(root, { recursive: true, force: true }));
  const side = async (which: 'seed' | 'grown'): Promise<Side> => {
    const started = performance.now();
    const server: RunningServer = await createServer({ port: 0, databaseUrl: databases[which].url, workflow: { paused: true, stepMs: 1000, pollMs: 1000 } });
    closers.push(() => server.close());
    log(`  scale: ${which} server started in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const core = await signedInCore({ apiUrl: server.url, user: 'admin', root: join(root, which) });
    closers.push(async () => core.dispose());
    return { core, subjects: databases[which].subjects };
  };
  return { seed: await side('seed'), grown: await side('grown'), databases };
}

/** The run's bed, started by the first line that asks. */
export function scaleBed(log: (line: string) => void): Promise<ScaleBed> {
  if (!opened) {
    const closers: (() => Promise<void>)[] = [];
    opened = { bed: open(log, closers), close: async () => { for (const close of closers.reverse()) await close(); } };
  }
  return opened.bed;
}

/** Stops what the bed started, last started first. */
export async function closeScaleBed(): Promise<void> {
  await opened?.close();
  opened = undefined;
}

/** `run` on each side in turns (the machine's drift falls on both alike): the median milliseconds of each. */
export async function inTurns(bed: ScaleBed, run: (side: Side) => Promise<unknown>): Promise<{ seed: number; grown: number }> {
  const times = { seed: [] as number[], grown: [] as number[] };
  for (let n = 0; n < WARMUP + RUNS; n++) {
    for (const which of ['seed', 'grown'] as const) {
      const start = performance.now();
      await run(bed[which]);
      if (n >= WARMUP) times[which].push(performance.now() - start);
    }
  }
  return { seed: median(times.seed), grown: median(times.grown) };
}
