import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Author } from '../../src/shared/domain/author';
import { obtainTokens } from '../support/scripted-browser';
import { E2E_API_URL } from '../../playwright.config';
import { signIn } from './support';

/**
 * The commands of the application menu from the keyboard, in the web host (issue 14): Ctrl+K focuses quick
 * search, Ctrl+S saves the form or the plan on screen, Ctrl+, opens the settings. Each change made here is
 * undone before the test ends: other specs read the same seed.
 */

const SCREENS = '.tmp/screens-shortcuts';

test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});

async function storedAuthor(page: Page, id: number): Promise<Author> {
  const { access_token } = await obtainTokens(E2E_API_URL, 'redaction');
  const response = await page.request.get(`${E2E_API_URL}/api/author/${id}`, { headers: { authorization: `Bearer ${access_token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Author;
}

/** Opens the edit form of author 3 (an organisation), puts `lastName` in and saves it with Ctrl+S, from inside the field. */
async function renameWithCtrlS(page: Page, lastName: string): Promise<void> {
  await page.goto('/auteurs/3/modifier');
  await expect(page.getByRole('heading', { level: 1, name: "Modifier l'auteur" })).toBeVisible();
  const name = page.getByRole('textbox', { name: "Nom de l'organisation" });
  await name.fill(lastName);
  await name.press('Control+s');
  await expect(page).toHaveURL(/\/auteurs\/3$/);
  await expect(page.getByRole('listitem', { name: "L'auteur a été enregistré." })).toBeVisible();
}

test('Ctrl+K focuses quick search, Ctrl+, opens the settings', async ({ page }) => {
  await signIn(page, 'redaction');
  await page.goto('/auteurs');
  const box = page.getByRole('combobox', { name: 'Recherche rapide' });
  await expect(page.getByRole('table', { name: 'Auteurs' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await page.keyboard.press('Control+,');
  await expect(page).toHaveURL(/\/parametres$/);
});

test('Ctrl+S saves an author edit form, as "Enregistrer" does', async ({ page }) => {
  await signIn(page, 'redaction');
  const before = (await storedAuthor(page, 3)).lastName;
  await renameWithCtrlS(page, `${before} (raccourci)`);
  expect((await storedAuthor(page, 3)).lastName).toBe(`${before} (raccourci)`);
  await page.screenshot({ path: `${SCREENS}/author-saved.png` });
  await renameWithCtrlS(page, before);
  expect((await storedAuthor(page, 3)).lastName).toBe(before);
});

test('Ctrl+S saves a plan from inside its tree', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/publications/3/organiser');
  const tree = page.getByRole('tree', { name: 'Chemin de fer' });
  const item = tree.getByRole('treeitem', { name: /Les modes amiables/ });
  const dirty = page.getByText('Modifications non enregistrées');
  const saved = page.getByText('Chemin de fer enregistré.');
  await item.click();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(dirty).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(saved.first()).toBeVisible();
  await expect(dirty).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/plan-saved.png` });
  await page.reload();
  await expect(tree.getByRole('treeitem', { name: /Les modes amiables/ })).toBeVisible();
  const order = async () => (await tree.getByRole('treeitem').allTextContents()).findIndex((text) => text.includes('Les modes amiables'));
  const moved = await order();

  // Back where it was, saved the same way.
  await tree.getByRole('treeitem', { name: /Les modes amiables/ }).click();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(dirty).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(dirty).toHaveCount(0);
  await page.reload();
  await expect(tree.getByRole('treeitem', { name: /Les modes amiables/ })).toBeVisible();
  expect(await order()).toBeLessThan(moved);
});
