import { expect, test } from '@playwright/test';
import { docxOf, word } from '../support/docx';
import { createArticle, documentEditorOf, dropFiles, invoke, replaceXmlText, resetSession, showXml, signIn, xmlEditorOf } from './support';

/**
 * The XML editor (spec 2 §2.6; issue 11) against the reference server, through the web host: as admin (an
 * expert, who switches the editor to « XML »: issue 26), an article this spec creates is edited (a malformed
 * text is refused, marked at its line), saved, and the change is seen in its preview; a second user then sees
 * the document read-only with its holder's name.
 */

// The web host holds one session: each test leaves it signed out for the specs after this one.
test.afterEach(async ({ page }) => resetSession(page));

const SCREENS = '.tmp/screens-E2';



test('edit an article’s XML: a malformed text is refused at its line, a good one saved and seen in the preview', async ({ page }) => {
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const title = `Article de l’éditeur ${stamp}`;
  const id = await createArticle(page, title);

  await page.goto(`/articles/${id}/modifier`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Modifier l’article ${id} — `) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · Enregistré$/ })).toBeVisible();
  await showXml(page, id);
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  await page.screenshot({ path: `${SCREENS}/article-editor.png` });

  // A paragraph left open: nothing is sent, the fault is told with its line and marked in the gutter.
  await replaceXmlText(page, id, `<article id="${id}">\n  <titre>${title}</titre>\n  <corps>\n    <para>Paragraphe non fermé\n  </corps>\n</article>\n`);
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/^XML mal formé, ligne 5, colonne \d+ : .+ Le document n’est pas enregistré\.$/)).toBeVisible();
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/article-editor-malformed.png` });

  const paragraph = `Paragraphe écrit dans l’éditeur ${stamp}`;
  await replaceXmlText(page, id, `<article id="${id}">\n  <titre>${title}</titre>\n  <corps>\n    <para>${paragraph}</para>\n  </corps>\n</article>\n`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/^Document enregistré \(version \d+\)\.$/).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · Enregistré$/ })).toBeVisible();

  // Aperçu: the article view beside the editor (a new tab in the browser; issue 25, item 6).
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Aperçu' }).click();
  const view = await opened;
  const preview = view.getByTitle(new RegExp(`^Aperçu de .*${stamp}`));
  await expect(preview.contentFrame().getByText(paragraph)).toBeVisible();
  await view.screenshot({ path: `${SCREENS}/article-editor-preview.png` });
  await view.close();
});

test('a renvoi to a document opens it beside the editor (Ctrl+click), and the preview shows the picture of an <image> (issue 33)', async ({ page }) => {
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const target = await createArticle(page, `Cible du renvoi ${stamp}`);
  const id = await createArticle(page, `Article à renvoi ${stamp}`);
  const picture = (await invoke<{ result: { id: number }[] }>(page, 'images.search', [{ size: 1 }])).result[0]?.id ?? 0;

  await page.goto(`/articles/${id}/modifier`);
  await expect(page.getByRole('status').filter({ hasText: /^Version 0 · Enregistré$/ })).toBeVisible();
  await showXml(page, id);
  await replaceXmlText(
    page,
    id,
    `<article id="${id}">\n  <titre>Article à renvoi ${stamp}</titre>\n  <corps>\n    <para>Voir <renvoi type="document" refid="${target}">la cible</renvoi>.</para>\n    <image ref="${picture}" legende="Photo ${stamp}"/>\n  </corps>\n</article>\n`,
  );
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Version 1 · Enregistré$/ })).toBeVisible();
  await page.getByRole('tablist', { name: 'Affichage du document' }).getByRole('tab', { name: 'Document' }).click();

  // Ctrl+click on the renvoi: its target's view, in a new tab of the browser (the desktop app's preview window).
  const reached = page.waitForEvent('popup');
  await documentEditorOf(page, id).getByText('la cible').click({ modifiers: ['Control'] });
  const targetView = await reached;
  await expect(targetView).toHaveURL(new RegExp(`/articles/${target}\\?mode=fullscreen$`));
  await targetView.close();

  // The preview: the picture itself, loaded in the frame (a data: address, the frame's only allowed source), over its legend.
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Aperçu' }).click();
  const view = await opened;
  const frame = view.getByTitle(new RegExp(`^Aperçu de .*${stamp}`)).contentFrame();
  await expect(frame.getByText(`Photo ${stamp}`)).toBeVisible();
  await expect.poll(() => frame.locator('figure img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await view.close();
});

test('a Word document dropped on the import replaces the body, keeps the title, and is saved as XML', async ({ page }) => {
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const title = `Article importé de Word ${stamp}`;
  const id = await createArticle(page, title);
  await page.goto(`/articles/${id}/modifier`);
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · Enregistré$/ })).toBeVisible();

  const sentence = `Le principe de loyauté ${stamp}`;
  const docx = docxOf(word.heading(1, 'Première partie') + word.para(word.run(sentence), word.run(' renforcé', { bold: true }), word.run('.')));
  await page.getByRole('button', { name: 'Importer un fichier XML ou Word' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un fichier XML ou Word' });
  await dropFiles(page, dialog.getByRole('button', { name: /Déposez un fichier \.xml ou \.docx/ }), [
    { name: 'note de jurisprudence.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', base64: Buffer.from(docx).toString('base64') },
  ]);
  const confirm = page.getByRole('alertdialog', { name: 'Remplacer le corps du document ?' });
  await expect(confirm).toContainText('le titre, les auteurs et les notes restent');
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: `${SCREENS}/article-editor-word-confirm.png` });
  await confirm.getByRole('button', { name: 'Remplacer' }).click();
  await expect(page.getByText('Contenu remplacé par « note de jurisprudence.docx » : enregistrez pour le garder.').first()).toBeVisible();
  await showXml(page, id);
  const text = xmlEditorOf(page, id);
  await expect(text).toContainText(`<titre>${title}</titre>`);
  await expect(text).toContainText('<titre>Première partie</titre>');
  await expect(text).toContainText(`<para>${sentence} <b>renforcé</b>.</para>`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/^Document enregistré \(version \d+\)\.$/).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/article-editor-word-imported.png` });
  // The document view shows it too, without a tag.
  await page.getByRole('tablist', { name: 'Affichage du document' }).getByRole('tab', { name: 'Document' }).click();
  await expect(documentEditorOf(page, id)).toContainText('Première partie');
  await expect(documentEditorOf(page, id)).not.toContainText('<');

  // What the server keeps is the XML: its preview shows the Word text.
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Aperçu' }).click();
  const view = await opened;
  await expect(view.getByTitle(new RegExp(`^Aperçu de .*${stamp}`)).contentFrame().getByText(new RegExp(sentence))).toBeVisible();
  await view.close();
});

test('a second user sees the document read-only, with who holds its lock', async ({ page }) => {
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const id = await createArticle(page, `Article verrouillé ${stamp}`);

  // The admin opens the editor and its first change takes the lock, kept by the save; core sends its heartbeat.
  await page.goto(`/articles/${id}/modifier`);
  await expect(page.getByRole('status').filter({ hasText: /^Version 0 · Enregistré$/ })).toBeVisible();
  await showXml(page, id);
  await replaceXmlText(page, id, `<article id="${id}">\n  <titre>Article verrouillé ${stamp}</titre>\n  <corps>\n    <para>Verrouillé.</para>\n  </corps>\n</article>\n`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Version 1 · Enregistré$/ })).toBeVisible();

  // The web host holds one session: signing in as another user signs the admin out, which stops the
  // heartbeat; the admin's lock still holds 45 s after its last beat, and the second user comes within that.
  await signIn(page, 'redaction');
  await page.goto(`/articles/${id}/modifier`);
  await expect(page.getByText(/Alice Administratrice \(admin\) modifie ce document depuis le \d/)).toBeVisible();
  await expect(page.getByText('Lecture seule', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  // The redaction account is no expert: the document view, read-only, and no XML.
  await expect(documentEditorOf(page, id)).toHaveAttribute('aria-readonly', 'true');
  await expect(page.getByRole('tab', { name: 'XML' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Prendre la main' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/article-editor-locked.png` });
});

// Spec 2 §6 "see or download XML": the wider set of four (Tl Bl _l kl). The redaction account is EDITOR of
// GDP: its editor has no « Télécharger le XML » (the server would refuse it 403); the producer of GDP has it.
test('the editor offers « Télécharger le XML » to a producer of the periodical, not to an editor', async ({ page }) => {
  await signIn(page, 'admin');
  const id = await createArticle(page, `Article GDP ${Date.now().toString(36)}`, 'GDP');
  const panel = page.getByRole('navigation', { name: 'Actions du document' });

  await signIn(page, 'redaction');
  await page.goto(`/articles/${id}/modifier`);
  await expect(documentEditorOf(page, id)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Aperçu' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Télécharger le XML' })).toHaveCount(0);

  await signIn(page, 'production');
  await page.goto(`/articles/${id}/modifier`);
  await expect(documentEditorOf(page, id)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Télécharger le XML' })).toBeVisible();
});
