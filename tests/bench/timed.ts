import { median } from './browser-bed';

/** Median milliseconds of `run` over `runs` calls after `warmup` unmeasured ones (server benches on loopback). */
export async function medianMs(run: () => Promise<unknown>, { warmup, runs }: { warmup: number; runs: number }): Promise<number> {
  for (let n = 0; n < warmup; n++) await run();
  const times: number[] = [];
  for (let n = 0; n < runs; n++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}
