import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** Signs in as a demo account (password = user name) through the provider's real login page. */
export async function signIn(page: Page, username: string, base = ''): Promise<void> {
  await page.goto(`${base}/`);
  await resetSession(page);
  await signInHere(page, username);
}

/** Signs in from the sign-in screen the page shows, where it is (the page keeps its address). */
export async function signInHere(page: Page, username: string): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const popup = await popupOpened;
  await popup.getByLabel("Nom d'utilisateur").fill(username);
  await popup.getByLabel('Mot de passe').fill(username);
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await expect(popup.getByRole('heading', { name: 'Connexion réussie' })).toBeVisible();
  await popup.close();
  // Signed in: the top bar's tabs, or the layout tool's own bar for the kyrielle staff, who land there.
  await expect(page.getByRole('tablist', { name: 'Sections' }).or(page.getByRole('link', { name: 'Kyrielle : organiser les chemins de fer' }))).toBeVisible();
}

/** A form's draft is backed up in the profile (drafts.load through the page's own bridge transport). */
export async function draftSaved(page: Page, key: string): Promise<boolean> {
  return page.evaluate(async (draftKey) => {
    const response = await fetch('/bridge/invoke/drafts.load', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ args: [draftKey] }) });
    const result = (await response.json()) as { ok: boolean; value: unknown };
    return result.ok && result.value !== null;
  }, key);
}

/** The profile menu's button is named after the user: "Alice Administratrice (admin)". */
export async function openProfileMenu(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`\\(${username}\\)$`) }).click();
}

export async function signOut(page: Page, username: string): Promise<void> {
  await openProfileMenu(page, username);
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
}

/**
 * The web host holds one session for every tab, like the desktop app: a test that stopped half-way must not
 * leave the next one signed in. Logs out through the page's own bridge transport.
 */
export async function resetSession(page: Page): Promise<void> {
  await page.evaluate(() =>
    fetch('/bridge/invoke/auth.logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"args":[]}' }),
  );
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
}

/** Fluent tabs render their label twice (the bold copy reserves its width): compare accessible names. */
export async function expectTabs(page: Page, names: readonly string[]): Promise<void> {
  const tabs = page.getByRole('tablist', { name: 'Sections' }).getByRole('tab');
  await expect(tabs).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(tabs.nth(i)).toHaveAccessibleName(name);
}

/** A file a test drops: its bytes in base64, or (jpegOfBytes) a JPEG header padded to that many bytes. */
export interface DroppedFile {
  name: string;
  type: string;
  base64?: string;
  jpegOfBytes?: number;
}

/** The bytes of a file of tests/fixtures, in base64 (as dropFiles takes them). */
export async function fixtureBase64(name: string): Promise<string> {
  return (await readFile(`tests/fixtures/${name}`)).toString('base64');
}

/** A real drop on an element: a DataTransfer holding files built in the page from their bytes. */
export async function dropFiles(page: Page, target: Locator, files: readonly DroppedFile[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle((list) => {
    // Page-side globals, typed here: this file is checked without the DOM library.
    const scope = globalThis as unknown as {
      DataTransfer: new () => { items: { add(file: unknown): void } };
      File: new (parts: Uint8Array[], name: string, options: { type: string }) => unknown;
    };
    const transfer = new scope.DataTransfer();
    for (const file of list) {
      let bytes: Uint8Array;
      if (file.jpegOfBytes === undefined) bytes = Uint8Array.from(atob(file.base64 ?? ''), (c) => c.charCodeAt(0));
      else {
        // A JPEG header then padding: large enough to be refused before anything is read.
        bytes = new Uint8Array(file.jpegOfBytes);
        bytes.set([0xff, 0xd8, 0xff, 0xe0]);
      }
      transfer.items.add(new scope.File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, files);
  // The zone renames itself while dragged over ("Relâchez pour déposer"): hold on to the element itself.
  const element = await target.elementHandle();
  if (!element) throw new Error('No drop target');
  for (const type of ['dragenter', 'dragover', 'drop']) await element.dispatchEvent(type, { dataTransfer });
  await element.dispose();
}

/**
 * A call through the page's own bridge transport (the web host, with the session signed in): for the
 * records a test needs beforehand, made as the app would make them.
 */
export async function invoke<T>(page: Page, method: string, args: unknown[]): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, args }) => {
      const res = await fetch(`/bridge/invoke/${method}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ args }) });
      return (await res.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
    },
    { method, args },
  );
  if (!answer.ok) throw new Error(`${method}: ${answer.error?.message ?? 'failed'}`);
  return answer.value as T;
}

/**
 * A real mouse drag (HTML5 drag and drop in Chromium) held over its target until the tree's status says the
 * verdict `hint` (the allowed drop's "Déposer dans « … »" or the refusal's reason): the drop is then decided,
 * and the caller may release it (`page.mouse.up()`), look at it first, or use dragTo. `grabAt`: where the source
 * is taken, from its left edge.
 */
export async function dragOver(page: Page, source: Locator, target: Locator, hint: string | RegExp, grabAt?: number): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: element not visible');
  const x = from.x + (grabAt ?? Math.min(150, from.width / 2));
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x + 20, from.y + from.height / 2 + 5, { steps: 4 });
  await page.mouse.move(to.x + 80, to.y + to.height / 2, { steps: 12 });
  // Scripted headless Chromium handles a queued dragover only when the next input comes (a user's browser
  // repeats dragover while the pointer rests): one more move, then the verdict, shown after its 25 ms debounce.
  await page.mouse.move(to.x + 81, to.y + to.height / 2);
  await expect(page.getByRole('status').filter({ hasText: hint })).toBeVisible();
}

/** dragOver, then the drop. */
export async function dragTo(page: Page, source: Locator, target: Locator, hint: string | RegExp, grabAt?: number): Promise<void> {
  await dragOver(page, source, target, hint, grabAt);
  await page.mouse.up();
}

/** An article of its own (BJS by default), in the periodical's first rubrique (one is required where there are some). */
export async function createArticle(page: Page, title: string, periodicalId = 'BJS'): Promise<number> {
  const plan = await invoke<{ id: string }[]>(page, 'publications.periodicalPlan', [periodicalId]);
  const article = await invoke<{ id: number }>(page, 'articles.create', [
    { periodicalId, title, type: 'COMMENTARY', planNodeId: plan[0]?.id ?? null, publicationId: null, bundleId: null, tags: [] },
  ]);
  return article.id;
}

/** The editor's XML view (an expert's, after « XML »), and its document view (everyone's; issue 26). */
export const xmlEditorOf = (page: Page, id: number): Locator => page.getByRole('textbox', { name: `Contenu XML du document ${id}` });
export const documentEditorOf = (page: Page, id: number): Locator => page.getByRole('textbox', { name: `Contenu du document ${id}` });

/** An expert's editor shown as XML (the « XML » tab of the view switch). */
export async function showXml(page: Page, id: number): Promise<void> {
  await page.getByRole('tablist', { name: 'Affichage du document' }).getByRole('tab', { name: 'XML' }).click();
  await expect(xmlEditorOf(page, id)).toBeVisible();
}

/** The whole XML text replaced by the keyboard (insertText: no tag auto-closing on the way). */
export async function replaceXmlText(page: Page, id: number, text: string): Promise<void> {
  await xmlEditorOf(page, id).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

/** The bridge requests the page is waiting for. */
export function pendingRequests(page: Page): () => number {
  let pending = 0;
  const mine = (url: string) => url.includes('/bridge/invoke/');
  page.on('request', (request) => {
    if (mine(request.url())) pending += 1;
  });
  const done = (request: { url(): string }) => {
    if (mine(request.url())) pending -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => pending;
}

/**
 * Waits until a screen has loaded: nothing asked of the server, nothing spinning, nothing busy, two frames in a
 * row (a screen may ask in turn). A check that reads the screen before (axe's contrast of a button that is
 * disabled while its list is read) measures a screen the user only sees in passing.
 */
export async function screenSettled(page: Page, pending: () => number): Promise<void> {
  for (let quiet = 0; quiet < 2; ) {
    if (pending() > 0) {
      await Promise.race([page.waitForEvent('requestfinished'), page.waitForEvent('requestfailed')]);
      quiet = 0;
      continue;
    }
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    quiet = pending() === 0 ? quiet + 1 : 0;
  }
}
