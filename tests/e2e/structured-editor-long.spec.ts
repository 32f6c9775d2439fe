import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DOWNLOAD_DIR } from '../../playwright.config';
import { createArticle, documentEditorOf, replaceXmlText, resetSession, showXml, signIn } from './support';

/**
 * A long body in the document view (issue 33 item 4): its blocks are drawn in groups, which the user never
 * meets. A paragraph added in the middle and at the end is typed where the caret is, and the XML written
 * holds it there, the other paragraphs as they were.
 */

test.afterEach(async ({ page }) => resetSession(page));

const SCREENS = '.tmp/screens-E33';
const PARAS = 320;
const exists = (path: string) => stat(path).then(() => true, () => false);

test('a paragraph typed in the middle and at the end of a long body lands there, and is written there', async ({ page }) => {
  await mkdir(SCREENS, { recursive: true });
  await mkdir(E2E_DOWNLOAD_DIR, { recursive: true });
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const title = `Article long ${stamp}`;
  const id = await createArticle(page, title);
  await page.goto(`/articles/${id}/modifier`);
  const document = documentEditorOf(page, id);
  await expect(document).toContainText(title);
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · Enregistré$/ })).toBeVisible();

  await showXml(page, id);
  const paras = Array.from({ length: PARAS }, (_, i) => `    <para>Paragraphe ${i + 1}.</para>\n`).join('');
  await replaceXmlText(page, id, `<article id="${id}">\n  <titre>${title}</titre>\n  <corps>\n${paras}  </corps>\n</article>\n`);
  await page.getByRole('tablist', { name: 'Affichage du document' }).getByRole('tab', { name: 'Document' }).click();
  await expect(document).toContainText(`Paragraphe ${PARAS}.`);

  // The hundredth paragraph ends a group: the new one after it is typed there.
  await document.getByText('Paragraphe 100.', { exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Ajouté au milieu ${stamp}`);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Et un autre');
  await expect(document.getByText(`Ajouté au milieu ${stamp}`, { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/structured-editor-long-middle.png` });
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Ajouté à la fin ${stamp}`);
  await expect(document.getByText(`Ajouté à la fin ${stamp}`, { exact: true })).toBeVisible();
  for (const [width, height] of [[1280, 720], [1024, 640]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SCREENS}/structured-editor-long-${width}.png` });
  }
  await page.keyboard.press('Control+S');
  await expect(page.getByText(/^Document enregistré \(version \d+\)\.$/).first()).toBeVisible();

  const file = join(E2E_DOWNLOAD_DIR, `${id}.xml`);
  await rm(file, { force: true });
  await page.getByRole('navigation', { name: 'Actions du document' }).getByRole('button', { name: 'Télécharger le XML' }).click();
  await expect.poll(() => exists(file)).toBe(true);
  const xml = await readFile(file, 'utf8');
  expect(xml).toContain(`<para>Paragraphe 100.</para>\n    <para>Ajouté au milieu ${stamp}</para>\n    <para>Et un autre</para>\n    <para>Paragraphe 101.</para>`);
  expect(xml).toContain(`<para>Paragraphe ${PARAS}.</para>\n    <para>Ajouté à la fin ${stamp}</para>\n  </corps>`);
  expect(xml.match(/<para>/g)).toHaveLength(PARAS + 3);
  expect(xml).not.toContain('groupe');
});
