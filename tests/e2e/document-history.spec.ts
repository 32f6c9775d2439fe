import { expect, test, type Page } from '@playwright/test';
import type { EditorSession } from '../../src/shared/domain/editor';
import type { FontoDocument } from '../../src/shared/domain/fonto-contract';
import { obtainTokens } from '../support/scripted-browser';
import { E2E_API, E2E_API_URL } from '../../playwright.config';
import { createArticle, replaceXmlText, resetSession, showXml, signIn, xmlEditorOf } from './support';

/**
 * A document's history (issue 27, on Fonto's contract: issue 33) against the reference server, through the web
 * host: an editor saves twice, compares, restores the first save (the extension history-restore, full server) or
 * takes it into the editor and saves it (strict server), and the article view shows it; a reader sees the history
 * without "Restaurer"; on the full server another editor's save in between makes a restore answer the stale-version
 * message.
 */

/** The extension history-restore, and what made each revision, are the full server's only. */
const FULL = E2E_API === 'full';

test.afterEach(async ({ page }) => resetSession(page));

const SCREENS = '.tmp/screens-history';

const articleXml = (id: number, title: string, paragraph: string) =>
  `<article id="${id}">\n  <titre>${title}</titre>\n  <corps>\n    <para>${paragraph}</para>\n  </corps>\n</article>\n`;

/** A save made by another editor, on their own client (Fonto's contract on the reference server, as a second Pupitre would). */
async function saveElsewhere(page: Page, username: string, id: number, xml: string): Promise<void> {
  const { access_token } = await obtainTokens(E2E_API_URL, username);
  const headers = { authorization: `Bearer ${access_token}` };
  const session = (await (await page.request.post(`${E2E_API_URL}/api/fonto/session`, { headers, data: { documentId: id } })).json()) as EditorSession;
  const context = { editSessionToken: session.token, documentId: String(id) };
  const doc = (await (await page.request.get(`${E2E_API_URL}/api/fonto/document`, { headers, params: { documentId: String(id), context: JSON.stringify(context) } })).json()) as FontoDocument;
  const saved = await page.request.put(`${E2E_API_URL}/api/fonto/document`, { headers, data: { context, documentId: String(id), content: xml, revisionId: doc.revisionId } });
  expect(saved.status()).toBe(200);
  await page.request.put(`${E2E_API_URL}/api/fonto/document/lock`, { headers, data: { context, documentId: String(id), lock: { isLockAcquired: false } } });
}

async function saveInEditor(page: Page, id: number, xml: string): Promise<void> {
  await replaceXmlText(page, id, xml);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · Enregistré$/ })).toBeVisible();
}

test('an editor saves twice, compares the versions, restores the first save, and the article view shows it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const title = `Historique ${stamp}`;
  const id = await createArticle(page, title);

  await page.goto(`/articles/${id}/modifier`);
  await expect(page.getByRole('status').filter({ hasText: /^Version 0 · Enregistré$/ })).toBeVisible();
  // The administrator is an expert: the XML view, behind the « XML » tab.
  await showXml(page, id);
  await saveInEditor(page, id, articleXml(id, title, `La cour rejette le pourvoi ${stamp}.`));
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 · Enregistré' })).toBeVisible();
  await saveInEditor(page, id, articleXml(id, title, `La cour casse le pourvoi ${stamp}.`));
  await expect(page.getByRole('status').filter({ hasText: 'Version 2 · Enregistré' })).toBeVisible();

  // The comparison runs in a worker (issue 33), which the page's CSP lets it start.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.getByRole('button', { name: 'Historique', exact: true }).click();
  const history = page.getByRole('dialog', { name: `Historique — ${id} — ${title}` });
  await expect(history).toBeVisible();
  const rows = history.getByRole('table', { name: 'Versions du document' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(/Version 2\s*actuelle/);
  // What made a revision: the full server's revision metadata only.
  await expect(rows.nth(1)).toContainText(FULL ? 'Enregistrement dans l’éditeur' : '—');
  await expect(rows.nth(1)).toContainText('Alice Administratrice');
  await expect(rows.nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/);
  if (FULL) await expect(rows.nth(3)).toContainText('Contenu d’origine');
  // By default, the newest version against the one before it: the word changed is marked.
  await expect(history.getByRole('deletion').filter({ hasText: 'rejette' })).toBeVisible();
  await expect(history.getByRole('insertion').filter({ hasText: 'casse' })).toBeVisible();
  await expect(history.getByText('1 bloc(s) modifié(s), 0 ajouté(s), 0 supprimé(s).')).toBeVisible();
  expect(workers.some((url) => /\/block-diff\.worker[-.\w]*\.js$/.test(url))).toBe(true);
  await page.screenshot({ path: `${SCREENS}/history-compare-1440.png` });

  // Expert mode (the administrator): the XML side by side too.
  await history.getByRole('tab', { name: 'XML' }).click();
  await expect(history.getByRole('group', { name: 'XML' })).toBeVisible();
  await expect(history.getByRole('textbox', { name: /^Version 2 — / })).toContainText('casse');
  await page.screenshot({ path: `${SCREENS}/history-xml-1440.png` });
  await history.getByRole('tab', { name: 'Texte' }).click();

  // Version 1 chosen: against version 0 (the empty body), then against the current one.
  await history.getByRole('button', { name: 'Version 1', exact: true }).click();
  await expect(history.getByRole('insertion').filter({ hasText: 'rejette' })).toBeVisible();
  await history.getByRole('button', { name: 'Comparer avec la version actuelle' }).click();
  await expect(history.getByRole('deletion').filter({ hasText: 'rejette' })).toBeVisible();
  // The same version on both sides says so.
  await history.getByLabel('Version de droite').selectOption('1');
  await expect(history.getByText('Les deux versions sont identiques.')).toBeVisible();

  if (FULL) {
    await history.getByRole('button', { name: 'Restaurer la version 1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restaurer la version 1 ?' });
    await expect(confirm.getByRole('button', { name: 'Restaurer' })).toBeEnabled();
    await expect(confirm).toContainText(/La version 1 du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} deviendra la version actuelle du document\./);
    await page.screenshot({ path: `${SCREENS}/history-restore-confirm-1440.png` });
    await confirm.getByRole('button', { name: 'Restaurer' }).click();
    await expect(page.getByText('Version 1 restaurée : elle est maintenant la version 3.').first()).toBeVisible();
    await expect(rows.nth(1)).toContainText(/Version 3\s*actuelle/);
    await expect(rows.nth(1)).toContainText('Restauration de la version 1');
    await history.getByRole('button', { name: 'Fermer' }).click();
  } else {
    // No restore on a back-office without the extension: the revision's text into the editor, saved by the user.
    await history.getByRole('button', { name: 'Reprendre la version 1 dans l’éditeur' }).click();
    await page.getByRole('alertdialog', { name: 'Reprendre la version 1 ?' }).getByRole('button', { name: 'Reprendre' }).click();
    await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
  }
  // The editor holds the restored text as version 3.
  await expect(page.getByRole('status').filter({ hasText: 'Version 3 · Enregistré' })).toBeVisible();
  await expect(xmlEditorOf(page, id)).toContainText(`rejette le pourvoi ${stamp}`);

  // « Aperçu » opens the article's public view (its preview alone) in a new tab; the history is reached from the editor.
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Aperçu' }).click();
  const view = await opened;
  await expect(view).toHaveURL(new RegExp(`/articles/${id}\\?mode=fullscreen$`));
  await expect(view.getByTitle(new RegExp(`^Aperçu de .*${stamp}`)).contentFrame().getByText(`La cour rejette le pourvoi ${stamp}.`)).toBeVisible();

  for (const [width, height] of [
    [1280, 720],
    [1024, 640],
  ] as const) {
    await view.setViewportSize({ width, height });
    await page.getByRole('button', { name: 'Historique', exact: true }).click();
    await expect(page.getByRole('dialog', { name: `Historique — ${id} — ${title}` }).getByRole('deletion').first()).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/history-view-${width}.png` });
    await page.getByRole('dialog', { name: `Historique — ${id} — ${title}` }).getByRole('button', { name: 'Fermer' }).click();
  }
});

test('a reader sees the history but cannot restore; another editor’s save in between makes a restore stale (full server)', async ({ page }) => {
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const title = `Historique partagé ${stamp}`;
  const id = await createArticle(page, title);
  await saveElsewhere(page, 'redaction', id, articleXml(id, title, `Premier texte ${stamp}.`));
  await saveElsewhere(page, 'redaction', id, articleXml(id, title, `Second texte ${stamp}.`));

  await signIn(page, 'lecteur');
  await page.goto(`/articles/${id}`);
  await page.getByRole('button', { name: 'Historique', exact: true }).click();
  let history = page.getByRole('dialog', { name: `Historique — ${id} — ${title}` });
  await expect(history.getByRole('insertion').filter({ hasText: 'Second' })).toBeVisible();
  await history.getByRole('button', { name: 'Version 1', exact: true }).click();
  await expect(history.getByRole('insertion').filter({ hasText: 'Premier' })).toBeVisible();
  await expect(history.getByRole('button', { name: /^Restaurer/ })).toHaveCount(0);
  // No expert mode for a reader: the text comparison only.
  await expect(history.getByRole('tab', { name: 'XML' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/history-reader-1280.png` });
  await history.getByRole('button', { name: 'Fermer' }).click();
  // Without the extension, the history opened outside the editor restores nothing, for anyone.
  if (!FULL) return;

  await signIn(page, 'admin');
  await page.goto(`/articles/${id}`);
  await page.getByRole('button', { name: 'Historique', exact: true }).click();
  history = page.getByRole('dialog', { name: `Historique — ${id} — ${title}` });
  await history.getByRole('button', { name: 'Version 1', exact: true }).click();
  await expect(history.getByRole('button', { name: 'Restaurer la version 1' })).toBeVisible();
  // Meanwhile, another editor saves.
  await saveElsewhere(page, 'redaction', id, articleXml(id, title, `Troisième texte ${stamp}.`));
  await history.getByRole('button', { name: 'Restaurer la version 1' }).click();
  await page.getByRole('alertdialog', { name: 'Restaurer la version 1 ?' }).getByRole('button', { name: 'Restaurer' }).click();
  await expect(history.getByText('Restauration refusée')).toBeVisible();
  await expect(history.getByText(/Le document a été modifié par Romain Rédacteur le .+ \(version 2, actuelle 3\)/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/history-stale-1280.png` });
});
