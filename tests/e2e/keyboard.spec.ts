import { expect, test, type Page } from '@playwright/test';
import { resetSession, signIn, signOut } from './support';

/**
 * The app from the keyboard alone (issue 14): the skip link, a list, a tree and a dialog, each walked with
 * Tab, arrows, Enter and Escape.
 */

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Tabs until the focus is on an element matching `accept`, at most `limit` times. */
async function tabTo(page: Page, accept: (page: Page) => Promise<boolean>, limit = 60): Promise<void> {
  for (let n = 0; n < limit; n++) {
    await page.keyboard.press('Tab');
    if (await accept(page)) return;
  }
  throw new Error(`not reached in ${limit} tabs`);
}

test('the skip link moves the focus to the content and the page stays', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/auteurs/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/auteurs\/1$/);
  await signOut(page, 'admin');
});

test('a list: Tab reaches a row’s name, shown by a focus ring, and Enter opens the record', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/auteurs');
  const table = page.getByRole('table', { name: 'Auteurs' });
  const first = table.getByRole('link').first();
  const name = (await first.textContent())?.trim() ?? '';
  await tabTo(page, async (p) => (await focusedName(p)) === name);
  await expect(first).toBeFocused();
  expect(await first.evaluate((link) => getComputedStyle(link).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auteurs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signOut(page, 'admin');
});

test('a tree: arrows go from level to level, collapse and expand', async ({ page }) => {
  await signIn(page, 'kyrielle');
  await page.goto('/kyrielle/administrateTree/3');
  const tree = page.getByRole('tree', { name: /^Structure de/ });
  const items = tree.getByRole('treeitem');
  await expect(items.first()).toBeVisible();
  // Reached from the keyboard: Tab goes into the tree, on its first level.
  await tabTo(page, (p) => p.evaluate(() => document.activeElement?.getAttribute('role') === 'treeitem'));
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.first()).toBeFocused();
  const open = await items.first().getAttribute('aria-expanded');
  await page.keyboard.press(open === 'true' ? 'ArrowLeft' : 'ArrowRight');
  await expect(items.first()).toHaveAttribute('aria-expanded', open === 'true' ? 'false' : 'true');
  await resetSession(page);
});

test('a dialog: opened from a menu by the keyboard, the focus kept inside, Escape closes it and gives the focus back', async ({ page }) => {
  await signIn(page, 'admin');
  const profile = page.getByRole('button', { name: /\(admin\)$/ });
  await profile.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: "Droits d'accès" })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: "Droits d'accès" });
  await expect(dialog).toBeVisible();
  for (let n = 0; n < 6; n++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(profile).toBeFocused();
  // Nothing of the dialog is left over the page: the pointer reaches the menu again.
  await profile.click();
  await page.getByRole('menuitem', { name: 'Paramètres' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await resetSession(page);
});
