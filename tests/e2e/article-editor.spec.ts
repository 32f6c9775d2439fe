import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The XML editor (spec 2 §2.6; issue 11): as admin, an article this spec creates is edited and saved, the
 * change is seen in its preview; a second user then sees it read-only with the holder's name.
 */

const SCREENS = '.tmp/screens-R4';

async function invoke<T>(page: Page, method: string, args: unknown[]): Promise<T> {
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

/** A BJS article of its own, in the periodical's first rubrique (BJS has rubriques: one is required). */
async function createArticle(page: Page, title: string): Promise<number> {
  const plan = await invoke<{ id: string }[]>(page, 'publications.periodicalPlan', ['BJS']);
  const article = await invoke<{ id: number }>(page, 'articles.create', [
    { periodicalId: 'BJS', title, type: 'COMMENTARY', planNodeId: plan[0]?.id ?? null, publicationId: null, bundleId: null, tags: [] },
  ]);
  return article.id;
}

test('edit an article’s XML, save it, see it in the preview; another user sees it locked by its holder', async ({ page, browser }) => {
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const id = await createArticle(page, `Article de l’éditeur ${stamp}`);

  await page.goto(`/articles/${id}/modifier`);
  const editor = page.getByRole('textbox', { name: `Contenu XML du document ${id}` });
  await expect(editor).toBeVisible();
  await expect(page.getByText(/Version \d+ · Enregistré/)).toBeVisible();

  // The whole document replaced by the keyboard (insertText: no tag auto-closing on the way).
  const paragraph = `Paragraphe écrit dans l’éditeur ${stamp}`;
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(`<article id="${id}">\n  <titre>Article de l’éditeur ${stamp}</titre>\n  <corps>\n    <para>${paragraph}</para>\n  </corps>\n</article>\n`);
  await expect(page.getByText(/Modifications non enregistrées/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/article-editor-dirty.png` });

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/^Document enregistré \(version \d+\)\.$/).first()).toBeVisible();
  await expect(page.getByText(/· Enregistré/)).toBeVisible();

  // Aperçu: the in-app article view; leaving the editor always asks.
  await page.getByRole('button', { name: 'Aperçu' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Quitter l’éditeur ?' });
  await expect(leave).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/article-editor-leave.png` });
  await leave.getByRole('button', { name: 'Quitter l’éditeur' }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/${id}$`));
  const preview = page.frameLocator(`iframe[title^="Aperçu de"]`);
  await expect(preview.getByText(paragraph)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/article-editor-preview.png` });

  // The admin opens the editor again and holds the lock.
  await page.goto(`/articles/${id}/modifier`);
  await expect(page.getByText(/Version \d+ · Enregistré/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();

  // The web host holds one session for all its pages: the second user signs in in another context, which
  // signs the admin out; the admin's lock lasts until it lapses (45 s after its last heartbeat).
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  try {
    const second = await other.newPage();
    await signIn(second, 'redaction');
    await second.goto(`/articles/${id}/modifier`);
    await expect(second.getByText(/Document en lecture seule : Alice Administratrice \(admin\) le modifie/)).toBeVisible();
    await expect(second.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await second.screenshot({ path: `${SCREENS}/article-editor-locked.png` });
  } finally {
    await other.close();
  }
});
