import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '../../src/core/app-core';
import { createServer } from '../../src/server/app';
import type { ReferentialImportResult, ReferentialPreview, ReferentialRow } from '../../src/shared/domain/referential';
import type { BridgeResult } from '../../src/shared/errors';
import { signedInCore } from '../support/signed-in-core';
import { xlsxOf } from '../unit/node/referentials/files';
import { median } from './browser-bed';
import type { Figure } from './downloads';

/**
 * A referential of 10,000 rows imported as the referential page does it (issue 12): an xlsx picked on disk,
 * previewed, then applied with the preview's baseline, through the real core (the desktop's path source) on
 * the reference server; against one of 100 rows in the same run. Each measure starts from the seeded
 * referential and replaces it whole (its rows removed, the file's added), and the seeded rows are put back
 * after it, untimed. The figure is the time ratio for 100 times the rows: at most 100 means the import grows
 * no faster than the rows (linear or better); a quadratic step would show as thousands.
 */

const TYPE = 'emetteurs';
const SIZES = { large: 10_000, small: 100 } as const;
const RUNS = 9;

async function value<T>(result: Promise<BridgeResult<unknown>>): Promise<T> {
  const answer = await result;
  if (!answer.ok) throw new Error(`${answer.error.code} ${answer.error.status ?? ''} ${answer.error.message}`);
  return answer.value as T;
}

/** The xlsx of `rows` issuers whose codes are new to the referential (run `run`), written to disk. */
async function issuersFile(root: string, rows: number, run: number): Promise<string> {
  const lines = Array.from({ length: rows }, (_, i) => [`B${run}-${i + 1}`, `Émetteur de mesure n° ${i + 1}, passage ${run}`]);
  const path = join(root, `emetteurs-${rows}-${run}.xlsx`);
  await writeFile(path, await xlsxOf({ [TYPE]: [['code', 'libelle'], ...lines] }));
  return path;
}

/** Preview then apply, as the page's two steps; milliseconds of both, checked against what the file holds. */
async function importTimed(core: Core, path: string, rows: number): Promise<{ ms: number; previewMs: number; removed: ReferentialRow[] }> {
  const source = { kind: 'path', path } as const;
  const start = performance.now();
  const preview = await value<ReferentialPreview>(core.dispatch('referentials.preview', [TYPE, source]));
  const previewMs = performance.now() - start;
  const applied = await value<ReferentialImportResult>(core.dispatch('referentials.import', [TYPE, source, { previewedBy: preview.previewedBy, baseline: preview.baseline }]));
  const ms = performance.now() - start;
  if (preview.added.length !== rows || !applied.applied || applied.added.length !== rows) {
    throw new Error(`import of ${rows} rows: previewed ${preview.added.length} added, applied ${String(applied.applied)} with ${applied.added.length}`);
  }
  return { ms, previewMs, removed: applied.removed };
}

/** The seeded rows back, as a JSON file through the same path (untimed). */
async function restore(core: Core, root: string, seeded: readonly ReferentialRow[]): Promise<void> {
  const path = join(root, 'emetteurs-seed.json');
  await writeFile(path, JSON.stringify(seeded));
  const source = { kind: 'path', path } as const;
  const preview = await value<ReferentialPreview>(core.dispatch('referentials.preview', [TYPE, source]));
  await value(core.dispatch('referentials.import', [TYPE, source, { previewedBy: preview.previewedBy, baseline: preview.baseline }]));
}

export async function benchReferentialImport(log: (line: string) => void): Promise<Figure> {
  const root = await mkdtemp(join(tmpdir(), 'pupitre-bench-referential-'));
  const server = await createServer({ port: 0, dataDir: null });
  let core: Core | null = null;
  try {
    core = await signedInCore({ apiUrl: server.url, user: 'admin', root, host: 'electron' });
    const times: Record<keyof typeof SIZES, number[]> = { large: [], small: [] };
    let seeded: ReferentialRow[] | null = null;
    // One unmeasured import of each size, then the sizes in turn.
    const order: (keyof typeof SIZES)[] = ['large', 'small', ...Array.from({ length: RUNS }, (): (keyof typeof SIZES)[] => ['large', 'small']).flat()];
    for (const [run, size] of order.entries()) {
      const path = await issuersFile(root, SIZES[size], run);
      const { ms, previewMs, removed } = await importTimed(core, path, SIZES[size]);
      seeded ??= removed;
      if (removed.length !== seeded.length) throw new Error(`run ${run} started from ${removed.length} rows, not the ${seeded.length} seeded`);
      if (run >= 2) times[size].push(ms);
      log(`  (${SIZES[size]} rows: ${ms.toFixed(0)} ms, of which preview ${previewMs.toFixed(0)} ms${run < 2 ? ', unmeasured' : ''})`);
      await restore(core, root, seeded);
    }
    const large = median(times.large);
    const small = median(times.small);
    return {
      name: 'referential-import-10000',
      value: large,
      baseline: small,
      unit: 'ms',
      ratio: large / small,
      detail: `preview and apply of ${SIZES.large} rows against ${SIZES.small} (time ratio for ${SIZES.large / SIZES.small}× the rows; linear ≤ ${SIZES.large / SIZES.small})`,
    };
  } finally {
    core?.dispose();
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
}
