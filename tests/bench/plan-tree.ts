import type { Browser } from '@playwright/test';
import type { PlanNode } from '../../src/shared/domain/plan';
import { obtainTokens } from '../support/scripted-browser';
import { benchPair, navigateInApp, withFreshPage, call, type Json } from './browser-bed';
import type { Figure } from './downloads';

/**
 * The organise page of a publication whose plan has 10,000 nodes against one of 100 (issue 10, goal: ratio at
 * most 3, which only a virtualised tree reaches): in Debian's Chromium through the web host against the
 * reference server, the time from opening the page inside the app to the plan drawn, then one real move in
 * the tree (Alt+ArrowDown on a rubrique) until the changed order is shown.
 */

const API_PORT = Number(process.env['BENCH_PLAN_API_PORT'] ?? 4451);
const WEB_PORT = Number(process.env['BENCH_PLAN_WEB_PORT'] ?? 4452);
const RUNS = 5;
/** Square plans: `side` rubriques of `side - 1` sub-rubriques each, side² nodes, depth 2 of the plan's 3. */
const SIZES = { large: 100, small: 10 } as const;


/** Containers need no rows: rubriques free of the periodical's plan (planNodeId null), named for the check below. */
function squarePlan(side: number): PlanNode[] {
  return Array.from({ length: side }, (_, i) => ({
    id: `bench-${i + 1}`,
    name: `Rubrique ${i + 1}`,
    type: 'CONTAINER',
    sub: Array.from({ length: side - 1 }, (_, j) => ({ id: `bench-${i + 1}-${j + 1}`, name: `Rubrique ${i + 1}.${j + 1}`, type: 'CONTAINER', sub: [] })),
  }));
}

/** Two IN_PROGRESS publications of the seed get the two plans, saved as admin through the organise API. */
async function preparePlans(api: string, log: (line: string) => void): Promise<{ large: number; small: number }> {
  const { access_token: token } = await obtainTokens(api, 'admin');
  const ids: number[] = [];
  for (let id = 1; id <= 60 && ids.length < 2; id++) {
    const res = await fetch(`${api}/api/publication/${id}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) continue;
    if (((await res.json()) as Json)['status'] === 'IN_PROGRESS') ids.push(id);
  }
  const [large, small] = ids;
  if (large === undefined || small === undefined) throw new Error('the seed has fewer than two IN_PROGRESS publications');
  for (const [id, side] of [
    [large, SIZES.large],
    [small, SIZES.small],
  ] as const) {
    const { planVersion } = await call(api, token, 'GET', `/publication_plan/publication/${id}`);
    const started = performance.now();
    await call(api, token, 'PUT', `/publication/${id}/organize`, { planVersion, plan: squarePlan(side) });
    log(`  (publication ${id}: plan of ${side * side} nodes saved in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  return { large, small };
}

/**
 * One measure with a fresh query cache (a new context): the app is opened on the publication list, then the
 * organise page is opened inside it (as a link would); the time runs until the plan's first rubriques are
 * drawn, then "Rubrique 1.1" is clicked and moved down by Alt+ArrowDown, until the tree shows it after
 * "Rubrique 1.2". Answers milliseconds, timed in the page.
 */
async function measure(browser: Browser, base: string, publicationId: number): Promise<number> {
  return withFreshPage(browser, { width: 1440, height: 900 }, async (page) => {
    await page.goto(`${base}/publications`);
    await page.getByRole('tablist', { name: 'Sections' }).waitFor();
    const start = await navigateInApp(page, `/publications/${publicationId}/organiser`);
    const tree = page.getByRole('tree', { name: 'Chemin de fer' });
    const moved = tree.getByRole('treeitem', { name: /Rubrique 1\.1$/ });
    await moved.waitFor({ timeout: 60_000 });
    await moved.click();
    await page.keyboard.press('Alt+ArrowDown');
    const end = await page.waitForFunction(
      () => {
        // Page-side globals, typed here: the bench is checked without the DOM library.
        type Row = { textContent: string | null };
        const w = globalThis as unknown as { document: { querySelectorAll(selector: string): ArrayLike<Row> }; performance: { now(): number } };
        const names = Array.from(w.document.querySelectorAll('[role="tree"] [role="treeitem"]'), (row) => (row.textContent ?? '').trim());
        const first = names.findIndex((name) => name.endsWith('Rubrique 1.2'));
        const second = names.findIndex((name) => name.endsWith('Rubrique 1.1'));
        return first >= 0 && second === first + 1 ? w.performance.now() : 0;
      },
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    return (await end.jsonValue()) - start;
  });
}

export function benchPlanTree(log: (line: string) => void): Promise<Figure> {
  return benchPair(log, {
    name: 'plan-tree-10000-vs-100',
    runs: RUNS,
    bed: { apiPort: API_PORT, webPort: WEB_PORT },
    prepare: (api) => preparePlans(api, log),
    measure,
    describe: (large, small) => `organise page and one move: ${SIZES.large ** 2} nodes ${large} ms; ${SIZES.small ** 2} nodes ${small} ms`,
  });
}
