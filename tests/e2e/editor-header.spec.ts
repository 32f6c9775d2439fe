import { mkdir } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createArticle, documentEditorOf, resetSession, signIn } from './support';

/**
 * The editor's header at the main window's smallest size and above (issue 33): with its fullest content (an
 * expert who sees the document read-only, another user holding its lock, and a long title), « Enregistrer »
 * is whole in the window and nothing covers it (the side panel, the next control), and each badge keeps its
 * words on one line.
 */

test.afterEach(async ({ page }) => resetSession(page));
test.beforeAll(async () => mkdir(SCREENS, { recursive: true }));

const SCREENS = '.tmp/screens-E33';
const SIZES = [
  { width: 1024, height: 640 },
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
] as const;

/** Whether the element is whole in the window, its content whole in it, and is what a click reaches at its centre and near each corner. */
function wholeAndOnTop(element: Element): string[] {
  const box = element.getBoundingClientRect();
  const problems: string[] = [];
  if (box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight) problems.push(`hors de la fenêtre : ${JSON.stringify(box)}`);
  if (element.scrollWidth > element.clientWidth + 1) problems.push(`contenu coupé : ${element.scrollWidth} px dans ${element.clientWidth} px`);
  const inset = 3;
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ] as const;
  for (const [x, y] of points) {
    const hit = document.elementFromPoint(x, y);
    if (!hit || !element.contains(hit)) problems.push(`recouvert en (${Math.round(x)}, ${Math.round(y)}) par <${hit?.tagName.toLowerCase() ?? 'rien'}> ${hit?.className ?? ''}`);
  }
  return problems;
}

/** The lines an element's text is laid out on. */
function textLines(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
}

async function checkHeader(page: Page, header: Locator, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  const save = header.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/editor-header-${size.width}x${size.height}.png` });
  expect(await save.evaluate(wholeAndOnTop), `« Enregistrer » à ${size.width} × ${size.height}`).toEqual([]);
  for (const badge of ['Lecture seule', 'Mode expert']) {
    expect(await header.getByText(badge, { exact: true }).evaluate(textLines), `« ${badge} » à ${size.width} × ${size.height}`).toBe(1);
  }
  // Nothing runs past the header's right edge (under the side panel).
  expect(await header.evaluate((element) => element.scrollWidth - element.clientWidth), `en-tête à ${size.width} × ${size.height}`).toBeLessThanOrEqual(0);
}

test('the header keeps « Enregistrer » whole and uncovered, and its badges on one line, from 1024 × 640', async ({ page }) => {
  await signIn(page, 'admin');
  const id = await createArticle(page, `Un article au titre assez long pour remplir l’en-tête de l’éditeur ${Date.now().toString(36)}`, 'GDP');

  // The redaction account (an editor of GDP) takes the lock with its first change, and saves it; the admin, an
  // expert, then sees the document read-only.
  await signIn(page, 'redaction');
  await page.goto(`/articles/${id}/modifier`);
  await expect(page.getByRole('status').filter({ hasText: /^Version 0 · Enregistré$/ })).toBeVisible();
  await documentEditorOf(page, id).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' (suite)');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Version 1 · Enregistré$/ })).toBeVisible();
  await signIn(page, 'admin');
  await page.goto(`/articles/${id}/modifier`);
  await expect(documentEditorOf(page, id)).toHaveAttribute('aria-readonly', 'true');
  const header = page.getByRole('heading', { level: 1 }).locator('xpath=..');
  await expect(header.getByText('Lecture seule', { exact: true })).toBeVisible();

  for (const size of SIZES) await checkHeader(page, header, size);
});
