import type { Browser } from '@playwright/test';
import type { DocumentSource, DocumentUnit, KyrielleNode, KyrielleTree, PagedResult } from '../../src/shared/domain/kyrielle';
import { obtainTokens } from '../support/scripted-browser';
import { benchPair, navigateInApp, withFreshPage } from './browser-bed';
import type { Figure } from './downloads';

/**
 * The layout tool's organise screen on a tree of 10,000 levels holding 20,000 units against one of 100 levels
 * holding 200 (issue 13, goal: ratio at most 3): in Debian's Chromium through the web host against the
 * reference server, the time from opening the screen inside the app to the tree drawn, then one unit of the
 * search table dropped into the first level (the keyboard path of a drop: the level chosen, then the row's
 * "Ajouter") until the tree shows it.
 */

const API_PORT = Number(process.env['BENCH_KYRIELLE_API_PORT'] ?? 4461);
const WEB_PORT = Number(process.env['BENCH_KYRIELLE_WEB_PORT'] ?? 4462);
const RUNS = 5;
/** Square trees: `side` levels of `side - 1` sub-levels each, side² levels, two units in each. */
const SIZES = { large: 100, small: 10 } as const;
const UNITS_PER_LEVEL = 2;
/** The units placed come from these sources; the table searches Ouvrage, so the dropped unit is never in the level yet. */
const PLACED_SOURCES: readonly DocumentSource[] = ['LEXPRESS', 'GDA', 'OXYGEN'];
const TABLE_SOURCE: DocumentSource = 'OUVRAGE';

async function call<T>(api: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${api}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json().catch(() => ({}))) as T;
}

/** Every unit of the placed sources, through the search the tool uses. */
async function placeableUnits(api: string, token: string, treeId: number): Promise<DocumentUnit[]> {
  const units: DocumentUnit[] = [];
  for (const type of PLACED_SOURCES) {
    for (let page = 0; ; page++) {
      const result = await call<PagedResult<DocumentUnit>>(api, token, 'POST', `/kyrielle/document/search?page=${page}&size=200`, { treeId, type });
      units.push(...result.content);
      if (result.content.length < 200) break;
    }
  }
  return units;
}

/** side² new levels, put before the tree's own (whose units stay where they are), then filled with units. */
function squareLevels(side: number, prefix: string, units: readonly DocumentUnit[] | null): KyrielleNode[] {
  let next = 0;
  const fill = (id: string): KyrielleNode['documentUnits'] =>
    units === null
      ? []
      : Array.from({ length: UNITS_PER_LEVEL }, () => {
          const unit = units[next++ % units.length] as DocumentUnit;
          return { documentId: unit.id, title: unit.title, nodeId: id, type: unit.type, alert: false };
        });
  return Array.from({ length: side }, (_, i) => {
    const id = `${prefix}-${i + 1}`;
    return {
      id,
      name: `Niveau ${i + 1}`,
      documentUnits: fill(id),
      sub: Array.from({ length: side - 1 }, (_, j) => {
        const subId = `${id}-${j + 1}`;
        return { id: subId, name: `Niveau ${i + 1}.${j + 1}`, documentUnits: fill(subId), sub: [] };
      }),
    };
  });
}

/** Trees 1 and 2 of the seed get the two shapes: the levels by the administration's save, the units by organise's. */
async function prepareTrees(api: string, log: (line: string) => void): Promise<{ large: number; small: number }> {
  const { access_token: token } = await obtainTokens(api, 'kyrielle');
  const targets = { large: 1, small: 2 } as const;
  for (const [size, treeId] of Object.entries(targets) as [keyof typeof SIZES, number][]) {
    const started = performance.now();
    const side = SIZES[size];
    const tree = await call<KyrielleTree>(api, token, 'GET', `/kyrielle/tree/${treeId}`);
    const prefix = `bench-${size}`;
    await call(api, token, 'POST', `/kyrielle/tree/${treeId}/admin/save`, { version: tree.version, nodes: [...squareLevels(side, prefix, null), ...tree.nodes] });
    const shaped = await call<KyrielleTree>(api, token, 'GET', `/kyrielle/tree/${treeId}`);
    const units = await placeableUnits(api, token, treeId);
    const filled = [...squareLevels(side, prefix, units), ...shaped.nodes.slice(side)];
    await call(api, token, 'POST', `/kyrielle/tree/${treeId}/save`, { version: shaped.version, nodes: filled });
    log(`  (tree ${treeId}: ${side * side} levels and ${side * side * UNITS_PER_LEVEL} units saved in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  return targets;
}

/**
 * One measure with a fresh context (its own query cache; the web host holds the kyrielle user's session): the app opens
 * on the tool for another tree, then the organise screen of the measured tree is opened inside it (as its tab
 * does), with Ouvrage units in the table. The time runs until "Niveau 1" is drawn, then that level is chosen
 * and the first row's "Ajouter" clicked, until the tree shows the unit in it. Milliseconds, timed in the page.
 */
async function measure(browser: Browser, base: string, treeId: number): Promise<number> {
  return withFreshPage(browser, { width: 1600, height: 1000 }, async (page) => {
    await page.goto(`${base}/kyrielle/organizeTree/3`);
    await page.getByRole('tree').waitFor();
    const start = await navigateInApp(page, `/kyrielle/organizeTree/${treeId}?source=${TABLE_SOURCE}`);
    const level = page.getByRole('tree').getByRole('treeitem', { name: /^Niveau 1(?!\.)/ }).first();
    await level.waitFor({ timeout: 60_000 });
    const rows = page.getByRole('table', { name: 'Unités documentaires trouvées' }).getByRole('row').filter({ has: page.getByRole('cell') });
    const first = rows.first();
    await first.waitFor({ timeout: 60_000 });
    const unitId = (await first.getByRole('cell').first().innerText()).trim();
    await level.click();
    await first.getByRole('button', { name: /^Ajouter/ }).click();
    const end = await page.waitForFunction(
      (id) => {
        type Row = { textContent: string | null };
        const w = globalThis as unknown as { document: { querySelectorAll(selector: string): ArrayLike<Row> }; performance: { now(): number } };
        const shown = Array.from(w.document.querySelectorAll('[role="tree"] [role="treeitem"]')).some((row) => (row.textContent ?? '').includes(id));
        return shown ? w.performance.now() : 0;
      },
      unitId,
      { timeout: 60_000, polling: 'raf' },
    );
    return (await end.jsonValue()) - start;
  });
}

export function benchKyrielleTree(log: (line: string) => void): Promise<Figure> {
  return benchPair(log, {
    name: 'kyrielle-tree-10000-vs-100',
    runs: RUNS,
    bed: { apiPort: API_PORT, webPort: WEB_PORT, user: 'kyrielle' },
    prepare: (api) => prepareTrees(api, log),
    measure,
    describe: (large, small) =>
      `organise screen and one drop: ${SIZES.large ** 2} levels (${SIZES.large ** 2 * UNITS_PER_LEVEL} units) ${large} ms; ${SIZES.small ** 2} levels ${small} ms`,
  });
}
