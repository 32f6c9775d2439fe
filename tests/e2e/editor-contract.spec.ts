import { expect, test, type APIRequestContext } from '@playwright/test';
import type { EditorSession } from '../../src/shared/domain/editor';
import type { FontoState } from '../../src/shared/domain/fonto-contract';
import { obtainTokens } from '../support/scripted-browser';
import { E2E_API, E2E_API_URL } from '../../playwright.config';
import { createArticle, replaceXmlText, resetSession, showXml, signIn, xmlEditorOf } from './support';

/**
 * The editor on Fonto's Standard CMS connector (issue 33), through the web host, against the strict reference
 * server by default (the publisher's back-office: the contract's calls and fields only) and the full one: an article
 * opened, its lock taken at the first change (Fonto's optimistic locking), saved and closed (its lock released), its
 * history and a revision read; and a lock taken elsewhere shown by the 10 s state poll, waited for as a state, never
 * as a speed.
 */

test.afterEach(async ({ page }) => resetSession(page));

/** Another client of the back-office (a second Pupitre, or another window of the same user): Fonto's calls as it makes them. */
async function otherClient(request: APIRequestContext, username: string, id: number) {
  const { access_token } = await obtainTokens(E2E_API_URL, username);
  const headers = { authorization: `Bearer ${access_token}` };
  const session = (await (await request.post(`${E2E_API_URL}/api/fonto/session`, { headers, data: { documentId: id } })).json()) as EditorSession;
  const context = { editSessionToken: session.token, documentId: String(id) };
  const lock = (isLockAcquired: boolean) => request.put(`${E2E_API_URL}/api/fonto/document/lock`, { headers, data: { context, documentId: String(id), lock: { isLockAcquired } } });
  /** The lock as POST /document/state tells it to this client. */
  const state = async () => {
    const answer = (await (await request.post(`${E2E_API_URL}/api/fonto/document/state`, { headers, data: { context, documents: [{ documentId: String(id) }] } })).json()) as FontoState;
    return answer.results[0]?.body?.lock;
  };
  return { session, lock, state };
}

test('opens an article, takes its lock at the first change, saves and closes it (the lock released), and reads its history and a revision', async ({ page }) => {
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const title = `Contrat Fonto ${stamp}`;
  const id = await createArticle(page, title);

  await page.goto(`/articles/${id}/modifier`);
  await expect(page.getByRole('status').filter({ hasText: /^Version 0 · Enregistré$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  // Opened, nobody holds the lock: another user may take it.
  const other = await otherClient(page.request, 'redaction', id);
  expect(other.session.lockState).toMatchObject({ editable: false, canTakeOver: true, reason: null });

  await showXml(page, id);
  await replaceXmlText(page, id, `<article id="${id}">\n  <titre>${title}</titre>\n  <corps>\n    <para>Texte du contrat ${stamp}.</para>\n  </corps>\n</article>\n`);
  // The first change took it (PUT /document/lock): the other user is told who holds it, and refused it.
  await expect.poll(async () => (await other.state())?.reason).toMatch(/^Alice Administratrice \(admin\) modifie ce document depuis le /);
  expect((await other.lock(true)).status()).toBe(403);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 · Enregistré' })).toBeVisible();

  await page.getByRole('button', { name: 'Historique', exact: true }).click();
  const history = page.getByRole('dialog', { name: `Historique — ${id} — ${title}` });
  const rows = history.getByRole('table', { name: 'Versions du document' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(/Version 1\s*actuelle/);
  await expect(rows.nth(1)).toContainText('Alice Administratrice');
  // Two revisions read (GET /document/revision) and compared: the paragraph written is new.
  await expect(history.getByRole('insertion').filter({ hasText: `Texte du contrat ${stamp}.` })).toBeVisible();
  await history.getByRole('tab', { name: 'XML' }).click();
  await expect(history.getByRole('textbox', { name: /^Version 1 — / })).toContainText(`Texte du contrat ${stamp}.`);
  await history.getByRole('button', { name: 'Fermer' }).click();

  // Closing the editor releases the lock (PUT /document/lock): the other user may take it.
  await page.getByRole('button', { name: 'Retour' }).click();
  await page.getByRole('button', { name: 'Quitter l’éditeur' }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/${id}$`));
  await expect.poll(async () => (await other.lock(true)).status()).toBe(200);
  expect((await other.lock(false)).status()).toBe(200);
  // Released on leaving, a session is over: its token is refused.
  expect((await other.lock(true)).status()).toBe(404);
});

test('shows within the state poll’s period a lock taken elsewhere, and the editor read-only', async ({ page }) => {
  await signIn(page, 'admin');
  const id = await createArticle(page, `Verrou repris ${Date.now().toString(36)}`);
  await page.goto(`/articles/${id}/modifier`);
  await expect(page.getByRole('status').filter({ hasText: /^Version 0 · Enregistré$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  await expect(xmlEditorOf(page, id).or(page.getByRole('textbox', { name: `Contenu du document ${id}` })).first()).toBeVisible();

  // The same user takes the document over in another window (an explicit take-over).
  const elsewhere = await otherClient(page.request, 'admin', id);
  expect((await elsewhere.lock(true)).status()).toBe(200);
  // The state poll (every 10 s) tells it: waited for as the banner, within two periods.
  await expect(page.getByText(/Vous modifiez déjà ce document dans une autre fenêtre depuis le /)).toBeVisible({ timeout: 25_000 });
  // Whose lock it is: the full server's state names its holder (its metadata); a strict one's does not, and the title stays neutral.
  await expect(page.getByText(E2E_API === 'full' ? 'Ouvert dans une autre fenêtre' : 'Modification impossible', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  if (E2E_API === 'full') await expect(page.getByRole('button', { name: 'Prendre la main' })).toBeVisible();
  else {
    // takeOver is the full server's extension (lock-take-over), and the window is not this app's: the reason asks to close it.
    await expect(page.getByText(/ : fermez-la pour le modifier dans celle-ci\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Prendre la main' })).toHaveCount(0);
  }
  await page.screenshot({ path: `.tmp/screens-E33-asset/lock-elsewhere-${E2E_API}.png` });
  // Closed there, free here at the next poll.
  expect((await elsewhere.lock(false)).status()).toBe(200);
  await expect(page.getByText(/Vous modifiez déjà ce document dans une autre fenêtre depuis le /)).toHaveCount(0, { timeout: 25_000 });
});
