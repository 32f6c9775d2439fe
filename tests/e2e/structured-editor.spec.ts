import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_DOWNLOAD_DIR } from '../../playwright.config';
import { createArticle, documentEditorOf, replaceXmlText, resetSession, showXml, signIn, xmlEditorOf } from './support';

/**
 * The structured editor (issue 26) against the reference server, through the web host: an editor who is no
 * expert writes an article as a document (a section title, a paragraph with a word in italics, a bulleted
 * list) without seeing a tag, saves it, and its preview and downloaded XML show them; an expert switches to
 * the XML, changes a paragraph there, switches back and sees it in the document.
 */

test.afterEach(async ({ page }) => resetSession(page));
test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
  await mkdir(E2E_DOWNLOAD_DIR, { recursive: true });
});

const SCREENS = '.tmp/screens-E26';
const saved = (page: Page) => expect(page.getByText(/^Document enregistré \(version \d+\)\.$/).first()).toBeVisible();
const exists = (path: string) => stat(path).then(() => true, () => false);

/** A GDP article made by the admin, opened by the redaction account (an editor of GDP, no expert there). */
async function openAsRedaction(page: Page, title: string): Promise<{ id: number; document: Locator }> {
  await signIn(page, 'admin');
  const id = await createArticle(page, title, 'GDP');
  await signIn(page, 'redaction');
  await page.goto(`/articles/${id}/modifier`);
  const document = documentEditorOf(page, id);
  await expect(document).toContainText(title);
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · Enregistré$/ })).toBeVisible();
  return { id, document };
}

test('an editor writes the article as a document: no tag, and the preview and the XML show what was written', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Article écrit en document ${stamp}`;
  // The redaction account edits GDP's articles and is no expert there.
  const { id, document } = await openAsRedaction(page, title);
  await expect(page.getByRole('tab', { name: 'XML' })).toHaveCount(0);
  await expect(document).toHaveAttribute('spellcheck', 'true');
  const toolbar = page.getByRole('toolbar', { name: 'Mise en forme' });
  // In the article's title: no list, no section title there.
  await document.getByText(title).click();
  await expect(toolbar.getByRole('button', { name: 'Liste à puces' })).toBeDisabled();
  await expect(toolbar.getByRole('button', { name: 'Titre de section' })).toBeDisabled();

  // The body's empty paragraph: a section title, a paragraph with a word in italics, a bulleted list.
  await page.keyboard.press('Control+End');
  await page.keyboard.type('Première partie');
  await toolbar.getByRole('button', { name: 'Titre de section' }).click();
  await expect(toolbar.getByRole('button', { name: 'Titre de section' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Le juge retient une ');
  await page.keyboard.press('Control+I');
  await page.keyboard.type('interprétation');
  await page.keyboard.press('Control+I');
  await page.keyboard.type(' stricte.');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Liste à puces' }).click();
  await page.keyboard.type('Premier point');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second point');
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
  await expect(document.getByRole('listitem')).toHaveText(['Premier point', 'Second point']);
  await expect(document).not.toContainText('<');
  await page.screenshot({ path: `${SCREENS}/structured-editor-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SCREENS}/structured-editor-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });
  for (const [width, height] of [[1280, 720], [1024, 640]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SCREENS}/structured-editor-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.keyboard.press('Control+S');
  await saved(page);
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · Enregistré$/ })).toBeVisible();

  // The article's preview shows them.
  // « Aperçu » opens the article view in a new tab, beside the editor.
  const opened = page.waitForEvent('popup');
  await page.getByRole('navigation', { name: 'Actions du document' }).getByRole('button', { name: 'Aperçu' }).click();
  const tab = await opened;
  const preview = tab.getByTitle(new RegExp(`^Aperçu de .*${stamp}`)).contentFrame();
  await expect(preview.getByRole('heading', { name: 'Première partie' })).toBeVisible();
  await expect(preview.getByRole('emphasis')).toHaveText('interprétation');
  await expect(preview.getByRole('listitem')).toHaveText(['Premier point', 'Second point']);
  await tab.close();

  // The XML a producer of GDP downloads holds them, as elements of the schema.
  await signIn(page, 'production');
  await page.goto(`/articles/${id}/modifier`);
  await expect(documentEditorOf(page, id)).toContainText('Second point');
  const file = join(E2E_DOWNLOAD_DIR, `${id}.xml`);
  await rm(file, { force: true });
  await page.getByRole('navigation', { name: 'Actions du document' }).getByRole('button', { name: 'Télécharger le XML' }).click();
  await expect.poll(() => exists(file)).toBe(true);
  const xml = await readFile(file, 'utf8');
  expect(xml).toContain('<section>\n      <titre>Première partie</titre>\n      <para>Le juge retient une <i>interprétation</i> stricte.</para>');
  expect(xml).toContain('<liste type="puces">\n        <item>Premier point</item>\n        <item>Second point</item>\n      </liste>\n    </section>');
});

test('an expert switches to the XML, changes a paragraph, and sees it back in the document', async ({ page }) => {
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const title = `Article d’un expert ${stamp}`;
  const id = await createArticle(page, title);
  await page.goto(`/articles/${id}/modifier`);
  await expect(documentEditorOf(page, id)).toContainText(title);
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · Enregistré$/ })).toBeVisible();

  await showXml(page, id);
  const paragraph = `Paragraphe changé dans le XML ${stamp}`;
  await replaceXmlText(page, id, `<article id="${id}">\n  <titre>${title}</titre>\n  <corps>\n    <para>${paragraph} avec un <b>mot gras</b>.</para>\n  </corps>\n</article>\n`);
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
  await page.getByRole('tablist', { name: 'Affichage du document' }).getByRole('tab', { name: 'Document' }).click();
  await expect(documentEditorOf(page, id)).toContainText(`${paragraph} avec un mot gras.`);
  await expect(documentEditorOf(page, id).getByText('mot gras')).toBeVisible();
  // The same unsaved state: still to be saved, and saved from the document view.
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/structured-editor-expert.png` });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await saved(page);

  // A text the document view cannot represent: refused there with the reason, kept in the XML.
  await showXml(page, id);
  await replaceXmlText(page, id, `<article id="${id}">\n  <titre>${title}</titre>\n  <corps>\n    <inconnu/>\n  </corps>\n</article>\n`);
  await page.getByRole('tablist', { name: 'Affichage du document' }).getByRole('tab', { name: 'Document' }).click();
  await expect(page.getByText('Le XML ne peut pas être affiché en document : l’élément <inconnu> n’est pas dans le schéma des articles.').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'XML' })).toHaveAttribute('aria-selected', 'true');
});

test('a footnote and a metadata from the toolbar: the call at the caret, the note typed in place, the metadata asked for', async ({ page }) => {
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const id = await createArticle(page, `Article annoté ${stamp}`);
  await page.goto(`/articles/${id}/modifier`);
  const document = documentEditorOf(page, id);
  await expect(document).toContainText('Article annoté');
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · Enregistré$/ })).toBeVisible();
  const toolbar = page.getByRole('toolbar', { name: 'Mise en forme' });

  await document.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('La cour rejette le pourvoi.');
  await toolbar.getByRole('button', { name: 'Note' }).click();
  // The caret is in the new note: what is typed goes there.
  await page.keyboard.type('Cass. 1re civ., 12 mars 2025.');
  await expect(toolbar.getByRole('button', { name: 'Note' })).toHaveAttribute('aria-disabled', 'true');

  await toolbar.getByRole('button', { name: 'Métadonnée' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une métadonnée' });
  await dialog.getByRole('textbox', { name: 'Nom' }).fill('domaine');
  await dialog.getByRole('textbox', { name: 'Valeur' }).fill('procédure civile');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog).toBeHidden();
  await expect(document).toContainText('domaine : procédure civile');
  await page.screenshot({ path: `${SCREENS}/structured-editor-note.png` });

  await showXml(page, id);
  const xml = xmlEditorOf(page, id);
  await expect(xml).toContainText('<para>La cour rejette le pourvoi.<appel-note note="n1"></appel-note></para>');
  await expect(xml).toContainText('<note id="n1">');
  await expect(xml).toContainText('<para>Cass. 1re civ., 12 mars 2025.</para>');
  await expect(xml).toContainText('<meta nom="domaine" valeur="procédure civile"></meta>');
  await page.keyboard.press('Control+S');
  await saved(page);
});

/** A web page's HTML naming the editor's node types (issue 34): a start tag with an onclick, a javascript: renvoi, a table. */
const hostileHtml = (text: string) =>
  `<p data-pm="para" data-attrs='${JSON.stringify({ tag: { open: '<para onclick="alert(1)">', key: '[["onclick","alert(1)"]]' }, extra: [['onclick', 'alert(1)']] })}'>${text} ` +
  `<span data-pm="renvoi" data-attrs='{"type":"url","refid":"javascript:alert(2)"}'>lien</span>` +
  `<span data-pm="empty_markup" data-attrs='{"element":"script","extra":[["src","x"]]}'></span></p>` +
  `<div data-pm="tableau"><div data-pm="ligne"><div data-pm="cellule">cellule</div></div></div>`;

test('a paste from a web page writes only the schema’s content, and the save is kept (issue 34)', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Article collé ${stamp}`;
  const { id, document } = await openAsRedaction(page, title);
  await document.getByText(title).click();
  await page.keyboard.press('Control+End');
  const text = `Texte collé ${stamp}`;
  await document.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'collé');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, hostileHtml(text));
  await expect(document).toContainText(`${text} lien`);
  await page.keyboard.press('Control+S');
  await saved(page);

  // An expert reads the XML kept: the text, nothing of what the page named.
  await signIn(page, 'admin');
  await page.goto(`/articles/${id}/modifier`);
  await showXml(page, id);
  const xml = xmlEditorOf(page, id);
  await expect(xml).toContainText(`<para>${text} lien</para>`);
  for (const hostile of ['onclick', 'javascript:', 'script', '<tableau']) await expect(xml).not.toContainText(hostile);
});
