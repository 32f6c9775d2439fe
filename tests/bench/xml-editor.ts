import type { Browser } from '@playwright/test';
import { obtainTokens } from '../support/scripted-browser';
import { benchPair, navigateInApp, withFreshPage } from './browser-bed';
import type { Figure } from './downloads';

/**
 * The article editor (goal: ratio at most 3): opening a 1 MB article and typing in it, against a 10 kB one,
 * in Debian's Chromium through the web host against the reference server. The time runs from the navigation
 * inside the app to the document shown, then a few characters typed at its end until the editor shows them
 * (in the block at the caret) and calls the document modified. Two lines: the XML editor (issue 11; an expert's « XML » view since issue
 * 26, opened by its link `?vue=xml`) and the structured editor (issue 26, the document view).
 */

type View = 'xml' | 'document';

const API_PORT = Number(process.env['BENCH_XML_API_PORT'] ?? 4551);
const WEB_PORT = Number(process.env['BENCH_XML_WEB_PORT'] ?? 4552);
const RUNS = 3;
const SIZES = { large: 1024 * 1024, small: 10 * 1024 } as const;
const TYPED = 'abcdefghij';

type Json = Record<string, unknown>;

async function call(api: string, token: string, method: string, path: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${api}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? {} : ((await res.json()) as Json);
}

/** An article body of about `bytes`: paragraphs with inline markup, as a long commentary has. */
function articleXml(id: number, bytes: number): string {
  const para = '    <para>Le juge rappelle que <i>l’obligation de moyens</i> s’apprécie au regard des diligences accomplies (art. 1231-1 C. civ.).</para>\n';
  const head = `<article id="${id}">\n  <titre>Article de mesure</titre>\n  <corps>\n`;
  const tail = '  </corps>\n</article>\n';
  const count = Math.max(1, Math.round((bytes - head.length - tail.length) / Buffer.byteLength(para)));
  return head + para.repeat(count) + tail;
}

/** Two BJS articles created through the API, their XML saved through the editor's own session calls. */
async function prepareArticles(api: string, log: (line: string) => void): Promise<{ large: number; small: number }> {
  const { access_token: token } = await obtainTokens(api, 'admin');
  const plan = (await fetch(`${api}/api/publication_plan/periodical/BJS`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json())) as { id: string }[];
  const ids: number[] = [];
  for (const [name, bytes] of Object.entries(SIZES)) {
    const article = await call(api, token, 'POST', '/article', {
      periodicalId: 'BJS', title: `Mesure éditeur ${name}`, type: 'COMMENTARY', planNodeId: plan[0]?.id ?? null, publicationId: null, bundleId: null, tags: [],
    });
    const id = Number(article['id']);
    // Fonto's contract (issue 33): the session's context in each call, the revision read sent with the save, the lock released.
    const session = await call(api, token, 'POST', '/fonto/session', { documentId: id });
    const context = { editSessionToken: String(session['token']), documentId: String(id) };
    const document = await call(api, token, 'GET', `/fonto/document?documentId=${id}&context=${encodeURIComponent(JSON.stringify(context))}`);
    const xml = articleXml(id, bytes);
    await call(api, token, 'PUT', '/fonto/document', { context, documentId: String(id), content: xml, revisionId: document['revisionId'] });
    await call(api, token, 'PUT', '/fonto/document/lock', { context, documentId: String(id), lock: { isLockAcquired: false } });
    log(`  (article ${id}: ${(Buffer.byteLength(xml) / 1024).toFixed(0)} kB)`);
    ids.push(id);
  }
  const [large, small] = ids;
  if (large === undefined || small === undefined) throw new Error('the two articles were not created');
  return { large, small };
}

/** One measure with a fresh page: open the editor inside the app, wait for the text, type at its end. */
async function measure(browser: Browser, base: string, id: number, view: View): Promise<number> {
  return withFreshPage(browser, { width: 1440, height: 900 }, async (page) => {
    await page.goto(`${base}/articles`);
    await page.getByRole('tablist', { name: 'Sections' }).waitFor();
    // An expert's link to the XML view (?vue=xml): the document view is not built.
    const start = await navigateInApp(page, `/articles/${id}/modifier${view === 'xml' ? '?vue=xml' : ''}`);
    await page.getByText(/Version \d+ · Enregistré/).waitFor({ timeout: 60_000 });
    const editor = page.getByRole('textbox', { name: view === 'xml' ? `Contenu XML du document ${id}` : `Contenu du document ${id}` });
    // The lock must be this session's: a read-only editor would never show the typed text as modified.
    if (await page.getByRole('button', { name: 'Enregistrer' }).isDisabled()) throw new Error(`document ${id} opened read-only: its lock is held elsewhere`);
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(TYPED);
    // The typed text in the block at the caret (the line, the paragraph), and the page calling the document
    // modified: not the whole page's text, which a document view (no virtual lines) would make a 1 MB read each frame.
    const end = await page.waitForFunction(
      (typed) => {
        interface El { textContent: string | null; parentElement: El | null }
        const w = globalThis as unknown as {
          document: { getSelection(): { focusNode: El | null } | null; querySelector(s: string): El | null };
          performance: { now(): number };
        };
        const at = w.document.getSelection()?.focusNode ?? null;
        const near = [at?.parentElement, at?.parentElement?.parentElement].some((el) => el?.textContent?.includes(typed));
        const status = w.document.querySelector('[role=status]')?.textContent ?? '';
        return near && status.includes('Modifications non enregistrées') ? w.performance.now() : 0;
      },
      TYPED,
      { timeout: 60_000, polling: 'raf' },
    );
    const elapsed = (await end.jsonValue()) - start;
    // Left inside the app, so that the editor closes its session and frees the lock: a context closed with
    // the editor open would keep core's heartbeat going, and the next measure would open it read-only.
    const closed = page.waitForResponse((res) => res.url().endsWith('/bridge/invoke/editor.close'), { timeout: 30_000 });
    await page.getByRole('navigation', { name: 'Actions du document' }).getByRole('button', { name: 'Retour' }).click();
    await page.getByRole('alertdialog', { name: 'Quitter l’éditeur ?' }).getByRole('button', { name: 'Quitter l’éditeur' }).click();
    await closed;
    return elapsed;
  });
}

const editorBench = (name: string, view: View, log: (line: string) => void): Promise<Figure> =>
  benchPair(log, {
    name,
    runs: RUNS,
    bed: { apiPort: API_PORT, webPort: WEB_PORT },
    prepare: (api) => prepareArticles(api, log),
    measure: (browser, base, id) => measure(browser, base, id, view),
    describe: (large, small) => `open and type: 1 MB ${large} ms; 10 kB ${small} ms`,
  });

export const benchXmlEditorOpen = (log: (line: string) => void): Promise<Figure> => editorBench('xml-editor-open-1mb', 'xml', log);
export const benchStructuredEditorOpen = (log: (line: string) => void): Promise<Figure> => editorBench('structured-editor-open-1mb', 'document', log);
