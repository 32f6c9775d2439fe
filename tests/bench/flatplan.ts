import type { Browser } from '@playwright/test';
import type { PlanNode } from '../../src/shared/domain/plan';
import { obtainTokens } from '../support/scripted-browser';
import { benchPair, navigateInApp, withFreshPage, call, type Json } from './browser-bed';
import type { Figure } from './downloads';

/**
 * « Planches » of a 200-page issue against a 20-page one (issue 36, goal: ratio at most 3): in Debian's Chromium
 * through the web host against the reference server, the time from opening the view inside the app to the
 * summary's count and the issue's last page drawn. The issues are two IN_PROGRESS publications of the seed,
 * their plans replaced by copies of one 4-page article in one rubrique (50 copies: 200 pages, 5: 20).
 */

const API_PORT = Number(process.env['BENCH_FLATPLAN_API_PORT'] ?? 4461);
const WEB_PORT = Number(process.env['BENCH_FLATPLAN_WEB_PORT'] ?? 4462);
const RUNS = 5;
const PAGES_PER_ARTICLE = 4;
const PAGES = { large: 200, small: 20 } as const;


interface Issue {
  id: number;
  /** The pages the view shows: the cover and the articles'. */
  lastPage: number;
}

/** Fills one publication's plan with `pages` pages of copies of `source`, in the periodical's first rubrique. */
async function fill(api: string, token: string, publication: Json, source: number, pages: number): Promise<Issue> {
  const id = Number(publication['id']);
  const periodicalId = String(publication['periodicalId']);
  const rubriques = (await call(api, token, 'GET', `/publication_plan/periodical/${encodeURIComponent(periodicalId)}`)) as unknown as PlanNode[];
  // A leaf rubrique: items go where no sub-rubrique is.
  let rubrique = rubriques[0];
  while (rubrique?.sub.length) rubrique = rubrique.sub[0];
  if (!rubrique) throw new Error(`${periodicalId} has no rubrique`);
  const planNodeId = rubrique.planNodeId ?? rubrique.id;
  const items: PlanNode[] = [];
  for (let n = 0; n < pages / PAGES_PER_ARTICLE; n++) {
    const copy = await call(api, token, 'PUT', `/article/${source}/copy`, { periodicalId, publicationId: id, bundleId: null, planNodeId, title: `Article de banc ${n + 1}` });
    items.push({ id: String(copy['id']), name: `Article de banc ${n + 1}`, type: 'ARTICLE', planNodeId, sub: [] });
  }
  const { planVersion } = await call(api, token, 'GET', `/publication_plan/publication/${id}`);
  await call(api, token, 'PUT', `/publication/${id}/organize`, { planVersion, plan: [{ id: planNodeId, name: rubrique.name, type: 'CONTAINER', planNodeId, sub: items }] });
  return { id, lastPage: pages + 1 };
}

async function prepareIssues(api: string, log: (line: string) => void): Promise<{ large: Issue; small: Issue }> {
  const { access_token: token } = await obtainTokens(api, 'admin');
  const publications: Json[] = [];
  for (let id = 1; id <= 60 && publications.length < 2; id++) {
    const res = await fetch(`${api}/api/publication/${id}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) continue;
    const publication = (await res.json()) as Json;
    if (publication['status'] === 'IN_PROGRESS') publications.push(publication);
  }
  const [large, small] = publications;
  if (!large || !small) throw new Error('the seed has fewer than two IN_PROGRESS publications');
  const found = await call(api, token, 'POST', '/article/search', { page: 0, size: 100, kindFilter: ['ARTICLE'] });
  const source = (found['result'] as Json[]).find((a) => a['numberOfPages'] === PAGES_PER_ARTICLE);
  if (!source) throw new Error(`no article of ${PAGES_PER_ARTICLE} pages in the seed`);
  const started = performance.now();
  const issues = { large: await fill(api, token, large, Number(source['id']), PAGES.large), small: await fill(api, token, small, Number(source['id']), PAGES.small) };
  log(`  (publications ${issues.large.id} and ${issues.small.id} filled in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return issues;
}

/**
 * One measure with a fresh query cache (a new context): the app is opened on the publication list, then
 * « Planches » inside it (as a link would); the time runs until the summary counts the issue's pages and its
 * last page is in the page. Answers milliseconds, timed in the page.
 */
async function measure(browser: Browser, base: string, issue: Issue): Promise<number> {
  return withFreshPage(browser, { width: 1440, height: 900 }, async (page) => {
    await page.goto(`${base}/publications`);
    await page.getByRole('tablist', { name: 'Sections' }).waitFor();
    const start = await navigateInApp(page, `/publications/${issue.id}/organiser?vue=planches`);
    const end = await page.waitForFunction(
      (last) => {
        // Page-side globals, typed here: the bench is checked without the DOM library.
        type El = { textContent: string | null };
        const w = globalThis as unknown as { document: { querySelector(selector: string): El | null }; performance: { now(): number } };
        const counted = (w.document.querySelector('[aria-label="Contrôles des planches"] [role="status"]')?.textContent ?? '').includes(`${last} pages prévues`);
        return counted && w.document.querySelector(`[role="group"][aria-label="Page ${last}"]`) ? w.performance.now() : 0;
      },
      issue.lastPage,
      { timeout: 60_000, polling: 'raf' },
    );
    return (await end.jsonValue()) - start;
  });
}

export function benchFlatplan(log: (line: string) => void): Promise<Figure> {
  return benchPair(log, {
    name: 'flatplan-200-pages',
    runs: RUNS,
    bed: { apiPort: API_PORT, webPort: WEB_PORT },
    prepare: (api) => prepareIssues(api, log),
    measure,
    describe: (large, small) => `« Planches » drawn: ${PAGES.large} pages ${large} ms; ${PAGES.small} pages ${small} ms`,
  });
}
