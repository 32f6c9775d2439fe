import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { dragOver, dragTo, signIn } from './support';

/**
 * The organise page of seed publication 3 (GDP_2025_3, IN_PROGRESS) against the reference server: items
 * placed by mouse drag and by keyboard, an illegal drop refused with its French reason, save and read back,
 * and the leave dialog with a dirty plan. Publication 5 belongs to another spec.
 */

const PAGE = '/publications/3/organiser';
const SCREENS = '.tmp/screens-organise';
/** A candidate row is taken by its first cell (further right lie its buttons). */
const GRAB_AT = 40;

test.use({ viewport: { width: 1440, height: 1300 } });
test.describe.configure({ mode: 'serial' });

const tree = (page: Page) => page.getByRole('tree', { name: 'Chemin de fer' });
const treeItem = (page: Page, name: RegExp | string) => tree(page).getByRole('treeitem', { name });
const candidates = (page: Page, table: 'Articles' | 'Lots' | 'Publicités') => page.getByRole('table', { name: table });
const candidateRow = (page: Page, table: 'Articles' | 'Lots' | 'Publicités', name: string) => candidates(page, table).getByRole('row').filter({ hasText: name });

test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});

test('admin places an article, a bundle and an ad, a refused drop says why, the plan is saved and read back', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Chemin de fer GDP_2025_3' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Résumé de la publication' })).toContainText('Gazette du Palais — 21 janvier 2025');
  await expect(treeItem(page, /Vie professionnelle/)).toBeVisible();
  await expect(candidateRow(page, 'Articles', 'Entretien avec le bâtonnier')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/organise.png`, fullPage: true });

  // By mouse: the same kind of article into its own rubrique.
  await dragTo(page, candidateRow(page, 'Articles', 'Entretien avec le bâtonnier'), treeItem(page, /Vie professionnelle/), /^Déposer dans « .*Vie professionnelle/, GRAB_AT);
  await expect(treeItem(page, /Entretien avec le bâtonnier/)).toBeVisible();
  await expect(candidateRow(page, 'Articles', 'Entretien avec le bâtonnier')).toContainText('Dans le chemin de fer');

  // Refused: an article of "Vie professionnelle" over "Agenda"; the reason shows while dragging.
  const reason = 'Cet article appartient à la rubrique « Vie professionnelle » et ne se dépose que dans celle-ci.';
  await dragOver(page, candidateRow(page, 'Articles', 'Installer son cabinet en 2025'), treeItem(page, /Agenda$/), reason, GRAB_AT);
  await page.screenshot({ path: `${SCREENS}/refused-mid-drag.png`, fullPage: true });
  await page.mouse.up();
  // The drag is over once its verdict leaves the status.
  await expect(page.getByRole('status').filter({ hasText: reason })).toHaveCount(0);
  await expect(treeItem(page, /Installer son cabinet en 2025/)).toHaveCount(0);

  // By keyboard: choose the rubrique in the tree, then "Ajouter au chemin de fer" on the row.
  await treeItem(page, /Vie professionnelle/).click();
  await page.getByRole('button', { name: 'Ajouter « Installer son cabinet en 2025 » au chemin de fer' }).press('Enter');
  await expect(treeItem(page, /Installer son cabinet en 2025/)).toBeVisible();

  await page.getByRole('radio', { name: 'Lots' }).check();
  await treeItem(page, /Vie professionnelle/).click();
  await page.getByRole('button', { name: 'Ajouter « Panorama de la déontologie » au chemin de fer' }).click();
  await expect(treeItem(page, /Panorama de la déontologie/)).toBeVisible();

  // An ad, dragged into "Agenda" (ads belong to no rubrique).
  await page.getByRole('radio', { name: 'Publicités' }).check();
  await page.getByRole('checkbox', { name: 'Rattachés à cette publication seulement' }).uncheck();
  const ad = candidates(page, 'Publicités').getByRole('row').filter({ hasText: 'À placer' }).first();
  const adName = ((await ad.getByRole('cell').first().textContent()) ?? '').trim();
  await dragTo(page, ad, treeItem(page, /Agenda$/), /^Déposer dans « .*Agenda/, GRAB_AT);
  await expect(treeItem(page, new RegExp(adName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeVisible();

  // Keyboard moves in the tree: Alt+ArrowUp moves the ad above "Agenda du barreau".
  await treeItem(page, new RegExp(adName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).click();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: 'déplacé' })).toBeVisible();

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Chemin de fer enregistré.').first()).toBeVisible();
  await page.reload();
  await expect(treeItem(page, /Entretien avec le bâtonnier/)).toBeVisible();
  await expect(treeItem(page, /Installer son cabinet en 2025/)).toBeVisible();
  await expect(treeItem(page, /Panorama de la déontologie/)).toBeVisible();
  await expect(page.getByText('Modifications non enregistrées')).toHaveCount(0);
});

test('leaving with a dirty plan asks first', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(PAGE);
  await treeItem(page, /Entretien avec le bâtonnier/).click();
  await page.keyboard.press('Delete');
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Publications' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Voulez-vous enregistrer les modifications apportées au chemin de fer avant de quitter cette page ?');
  await dialog.getByRole('button', { name: 'Rester' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Publications' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL(/\/publications$/);
});

test('an editor of GDP sees the plan read-only with the reason', async ({ page }) => {
  await signIn(page, 'redaction');
  await page.goto(PAGE);
  await expect(page.getByText(/Lecture seule :/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await expect(treeItem(page, /Vie professionnelle/)).toBeVisible();
});
