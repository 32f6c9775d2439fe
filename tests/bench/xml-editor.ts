import type { Browser, Page } from '@playwright/test';
import { obtainTokens } from '../support/scripted-browser';
import { benchPair, median, navigateInApp, withFreshPage, call } from './browser-bed';
import type { Figure } from './downloads';

/**
 * The article editor (goal: ratio at most 1.5), in Debian's Chromium through the web host against the reference
 * server, a 1 MB article against a 10 kB one. Opening: from the navigation inside the app to the document
 * shown. Typing: a keystroke at the document's end, from its keydown to the frame that shows it. Lines: the
 * XML editor's open (issue 11; an expert's « XML » view since issue 26, opened by its link `?vue=xml`), the
 * structured editor's open and keystroke (issue 26, the document view; issue 33).
 */

type View = 'xml' | 'document';

const API_PORT = Number(process.env['BENCH_XML_API_PORT'] ?? 4551);
const WEB_PORT = Number(process.env['BENCH_XML_WEB_PORT'] ?? 4552);
const RUNS = 3;
const SIZES = { large: 1024 * 1024, small: 10 * 1024 } as const;
const TYPED = 'abcdefghijklmnopqrst';
const VIEWPORT = { width: 1440, height: 900 };
const SETTLE_MS = 500;


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

/** What the page shows of the editor: the view's text area (CodeMirror's, or the document's). */
const editorLabel = (id: number, view: View) => (view === 'xml' ? `Contenu XML du document ${id}` : `Contenu du document ${id}`);

/**
 * Opens the editor inside the app; answers the page's clock from the navigation to the document shown: the
 * status saying it saved, its first text in the editor, and the frame that shows them painted. The probe
 * reads the status and the editor's first text only: a query over the page's whole text (getByText) costs
 * seconds of the page's own thread on a 1 MB document, which the measure would count.
 */
async function openEditor(page: Page, base: string, id: number, view: View): Promise<number> {
  await page.goto(`${base}/articles`);
  await page.getByRole('tablist', { name: 'Sections' }).waitFor();
  // An expert's link to the XML view (?vue=xml): the document view is not built.
  const start = await navigateInApp(page, `/articles/${id}/modifier${view === 'xml' ? '?vue=xml' : ''}`);
  const shown = await page.waitForFunction(
    (label) => {
      interface El { textContent: string | null }
      const w = globalThis as unknown as {
        document: { querySelector(s: string): El | null; createTreeWalker(root: El, show: number): { nextNode(): El | null } };
        performance: { now(): number };
        requestAnimationFrame(run: () => void): void;
        setTimeout(run: () => void): void;
        benchShown?: number;
        benchPainting?: boolean;
      };
      if (w.benchShown !== undefined) return w.benchShown;
      const saved = /Version \d+ · Enregistré/.test(w.document.querySelector('[role=status]')?.textContent ?? '');
      const editor = w.document.querySelector(`[aria-label="${label}"]`);
      if (!saved || !editor || w.benchPainting) return 0;
      // The first text node that is not blank (NodeFilter.SHOW_TEXT): the document is in the editor.
      const texts = w.document.createTreeWalker(editor, 4);
      let text = texts.nextNode();
      while (text && !text.textContent?.trim()) text = texts.nextNode();
      if (!text) return 0;
      // The time once this frame is painted: after its animation frame, the first task.
      w.benchPainting = true;
      w.requestAnimationFrame(() => w.setTimeout(() => (w.benchShown = w.performance.now())));
      return 0;
    },
    editorLabel(id, view),
    { timeout: 60_000, polling: 'raf' },
  );
  const elapsed = (await shown.jsonValue()) - start;
  // The lock must be this session's: a read-only editor would never show the typed text as modified.
  if (await page.getByRole('button', { name: 'Enregistrer' }).isDisabled()) throw new Error(`document ${id} opened read-only: its lock is held elsewhere`);
  return elapsed;
}

/**
 * Left inside the app, so that the editor closes its session and frees the lock: a context closed with the
 * editor open would keep core's heartbeat going, and the next measure would open it read-only.
 */
async function leaveEditor(page: Page): Promise<void> {
  const closed = page.waitForResponse((res) => res.url().endsWith('/bridge/invoke/editor.close'), { timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Actions du document' }).getByRole('button', { name: 'Retour' }).click();
  await page.getByRole('alertdialog', { name: 'Quitter l’éditeur ?' }).getByRole('button', { name: 'Quitter l’éditeur' }).click();
  await closed;
}

/** The open alone, with a fresh page. */
const measureOpen = (browser: Browser, base: string, id: number, view: View): Promise<number> =>
  withFreshPage(browser, VIEWPORT, async (page) => {
    const elapsed = await openEditor(page, base, id, view);
    await leaveEditor(page);
    return elapsed;
  });

/**
 * A keystroke's cost, with a fresh page, the editor open: characters typed one at a time at the document's
 * end; each costs from its keydown (the event's own time, when the browser sent it) to the end of the first
 * frame painted with it in the block at the caret. Answers the median keystroke.
 */
const measureKeystroke = (browser: Browser, base: string, id: number, view: View): Promise<number> =>
  withFreshPage(browser, VIEWPORT, async (page) => {
    await openEditor(page, base, id, view);
    await page.getByRole('textbox', { name: editorLabel(id, view) }).click();
    await page.keyboard.press('Control+End');
    // The end of the document shown and laid out first: its blocks are laid out at the frames after the scroll.
    await page.waitForTimeout(SETTLE_MS);
    await page.evaluate(() => {
      interface El { textContent: string | null; parentElement: El | null }
      const w = globalThis as unknown as {
        document: { getSelection(): { focusNode: El | null } | null };
        performance: { now(): number };
        requestAnimationFrame(run: () => void): void;
        setTimeout(run: () => void): void;
        addEventListener(type: string, listener: (event: { key: string; timeStamp: number }) => void, capture: boolean): void;
        benchKeys: number[];
      };
      w.benchKeys = [];
      let typed = '';
      w.addEventListener(
        'keydown',
        (event) => {
          typed += event.key;
          // A member, not a named function: tsx names those with a helper the page does not have.
          const probe: { expected: string; frame?: () => void } = { expected: typed };
          probe.frame = () => {
            const at = w.document.getSelection()?.focusNode ?? null;
            const shown = [at?.parentElement, at?.parentElement?.parentElement].some((el) => el?.textContent?.includes(probe.expected));
            if (shown) w.setTimeout(() => w.benchKeys.push(w.performance.now() - event.timeStamp));
            else if (probe.frame) w.requestAnimationFrame(probe.frame);
          };
          w.requestAnimationFrame(probe.frame);
        },
        true,
      );
    });
    // One at a time: each keystroke's own cost, not the queue of those before it.
    for (const [index, key] of [...TYPED].entries()) {
      await page.keyboard.press(key);
      await page.waitForFunction((count) => (globalThis as unknown as { benchKeys: number[] }).benchKeys.length > count, index, { timeout: 30_000, polling: 'raf' });
    }
    await page.getByRole('status').filter({ hasText: 'Modifications non enregistrées' }).waitFor({ timeout: 30_000 });
    const keys = await page.evaluate(() => (globalThis as unknown as { benchKeys: number[] }).benchKeys);
    await leaveEditor(page);
    return median(keys);
  });

type Measure = (browser: Browser, base: string, id: number, view: View) => Promise<number>;

const editorBench = (name: string, view: View, measure: Measure, what: string, log: (line: string) => void): Promise<Figure> =>
  benchPair(log, {
    name,
    runs: RUNS,
    bed: { apiPort: API_PORT, webPort: WEB_PORT },
    prepare: (api) => prepareArticles(api, log),
    measure: (browser, base, id) => measure(browser, base, id, view),
    describe: (large, small) => `${what}: 1 MB ${large} ms; 10 kB ${small} ms`,
  });

export const benchXmlEditorOpen = (log: (line: string) => void): Promise<Figure> => editorBench('xml-editor-open-1mb', 'xml', measureOpen, 'open', log);
export const benchStructuredEditorOpen = (log: (line: string) => void): Promise<Figure> =>
  editorBench('structured-editor-open-1mb', 'document', measureOpen, 'open', log);
export const benchStructuredEditorKeystroke = (log: (line: string) => void): Promise<Figure> =>
  editorBench('structured-editor-keystroke-1mb', 'document', measureKeystroke, 'median keystroke', log);
