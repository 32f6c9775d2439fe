import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createArticle, documentEditorOf, draftSaved, invoke, resetSession, signIn } from './support';

/**
 * Nothing typed in the editor is lost (issue 33 item 3), against the reference server through the web host:
 * an editor types in an article, the page is killed without saving, and reopening the article offers the
 * draft: compared with the saved version in the history's readable comparison, restored once the lock is
 * taken back from the dead page's session, and saved.
 */

const SCREENS = '.tmp/screens-E33';
test.beforeAll(async () => mkdir(SCREENS, { recursive: true }));

test('typed in the editor, the page killed, reopened: the draft is offered, compared, restored and saved', async ({ page, context }) => {
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const title = `Article au brouillon ${stamp}`;
  const id = await createArticle(page, title, 'GDP');
  const key = `editor/${id}`;
  const typed = `Tapé avant que la page ne soit tuée ${stamp}`;

  // The redaction account edits GDP's articles, as a document (no expert there).
  await signIn(page, 'redaction');
  // The web host's profile outlives the reference server, reset each run: a draft of an earlier run's article may bear this id.
  await invoke(page, 'drafts.discard', [key]);
  await page.goto(`/articles/${id}/modifier`);
  await expect(documentEditorOf(page, id)).toContainText(title);
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · Enregistré$/ })).toBeVisible();
  await expect(page.getByText(/ont été retrouvées/)).toHaveCount(0);
  await documentEditorOf(page, id).getByText(title).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(typed);
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
  // Backed up once the typing has stopped for a second.
  await expect.poll(() => draftSaved(page, key)).toBe(true);
  await page.close({ runBeforeUnload: false });

  const reopened = await context.newPage();
  await reopened.goto(`/articles/${id}/modifier`);
  await expect(documentEditorOf(reopened, id)).toContainText(title);
  await expect(documentEditorOf(reopened, id)).not.toContainText(typed);
  const offer = reopened.getByText(/^Des modifications non enregistrées du .* ont été retrouvées\./);
  await expect(offer).toBeVisible();
  // The dead page's session still holds the lock: the draft is offered, restored once the lock is taken.
  await expect(reopened.getByText(/Vous modifiez déjà ce document dans une autre fenêtre/)).toBeVisible();
  await expect(offer).toContainText('Elles pourront être restaurées quand vous détiendrez le verrou du document.');
  await expect(reopened.getByRole('button', { name: 'Restaurer les modifications non enregistrées' })).toBeDisabled();
  for (const [width, height] of [[1280, 720], [1440, 900]] as const) {
    await reopened.setViewportSize({ width, height });
    await reopened.screenshot({ path: `${SCREENS}/editor-draft-offer-${width}.png` });
  }

  await reopened.getByRole('button', { name: 'Comparer avec la version enregistrée' }).click();
  const comparison = reopened.getByRole('dialog', { name: 'Modifications non enregistrées' });
  await expect(comparison.getByText(/^À gauche, la version \d+ enregistrée ; à droite, vos modifications non enregistrées du .*\.$/)).toBeVisible();
  await expect(comparison.getByRole('status')).toHaveText(/^\d+ bloc\(s\) modifié\(s\), \d+ ajouté\(s\), 0 supprimé\(s\)\.$/);
  await expect(comparison.locator('ins', { hasText: typed })).toBeVisible();
  for (const [width, height] of [[1280, 720], [1440, 900]] as const) {
    await reopened.setViewportSize({ width, height });
    await reopened.screenshot({ path: `${SCREENS}/editor-draft-compare-${width}.png` });
  }
  await comparison.getByRole('button', { name: 'Fermer' }).click();
  await expect(comparison).toHaveCount(0);

  await reopened.getByRole('button', { name: 'Prendre la main' }).click();
  await expect(reopened.getByText('Vous avez pris la main sur le document.').first()).toBeVisible();
  await reopened.getByRole('button', { name: 'Restaurer les modifications non enregistrées' }).click();
  await expect(offer).toHaveCount(0);
  await expect(documentEditorOf(reopened, id)).toContainText(typed);
  await expect(reopened.getByRole('status').filter({ hasText: /^Version \d+ · Modifications non enregistrées$/ })).toBeVisible();
  await reopened.screenshot({ path: `${SCREENS}/editor-draft-restored-1440.png` });

  await reopened.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(reopened.getByText(/^Document enregistré \(version \d+\)\.$/).first()).toBeVisible();
  // Saved: the draft is gone, and opening again offers nothing.
  await expect.poll(() => draftSaved(reopened, key)).toBe(false);
  await reopened.close({ runBeforeUnload: false });
  const again = await context.newPage();
  await again.goto(`/articles/${id}/modifier`);
  await expect(documentEditorOf(again, id)).toContainText(typed);
  await expect(again.getByRole('status').filter({ hasText: /^Version \d+ · Enregistré$/ })).toBeVisible();
  await expect(again.getByText(/ont été retrouvées/)).toHaveCount(0);
  // The first page was killed: this test's session ends here, not in a hook on it.
  await resetSession(again);
});
