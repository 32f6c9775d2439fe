import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_DOWNLOAD_DIR } from '../../playwright.config';
import { signIn } from './support';

/**
 * The author list against the reference server (60 seeded authors, more once other specs have created some;
 * 1 Étienne de Villeneuve, 3 Conseil supérieur du notariat, 4 disabled), through the web host, signed in
 * through the real login page.
 */

const LIMIT_TOAST = 'Vous ne pouvez pas exporter plus de 20 éléments à la fois.';
const table = (page: Page) => page.getByRole('table', { name: 'Auteurs' });
const bodyRows = (page: Page) => table(page).getByRole('row').filter({ has: page.getByRole('link') });
const selectionToolbar = (page: Page) => page.getByRole('toolbar', { name: 'Actions sur la sélection' });
const params = (page: Page) => new URL(page.url()).searchParams;

async function firstCellTexts(page: Page, column: number): Promise<string[]> {
  const rows = bodyRows(page);
  const count = await rows.count();
  const texts: string[] = [];
  for (let i = 0; i < count; i++) texts.push((await rows.nth(i).getByRole('cell').nth(column).innerText()).trim());
  return texts;
}

/** The ID column: after the selection cell and the thumbnail. */
const ids = async (page: Page) => (await firstCellTexts(page, 2)).map(Number);

/** What the reference server answers for a search, asked through the page's own bridge transport. */
async function serverSearch(page: Page, request: Record<string, unknown>): Promise<{ result: { id: number }[]; resultCount: number }> {
  return page.evaluate(async (body) => {
    const res = await fetch('/bridge/invoke/authors.search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ args: [body] }) });
    const envelope = (await res.json()) as { ok: boolean; value: { result: { id: number }[]; resultCount: number } };
    if (!envelope.ok) throw new Error('authors.search failed');
    return envelope.value;
  }, request);
}

/**
 * How many authors the server holds now: other specs of the run create some, so nothing here counts on the
 * seed's 60.
 */
async function authorTotal(page: Page): Promise<number> {
  return (await serverSearch(page, { page: 0, size: 1 })).resultCount;
}

async function openExportMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Exporter' }).click();
  return page.getByRole('menu');
}

async function csvFilesIn(dir: string): Promise<{ name: string; mtime: number }[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = await Promise.all(names.filter((n) => n.endsWith('.csv')).map(async (name) => ({ name, mtime: (await stat(join(dir, name))).mtimeMs })));
  return files.sort((a, b) => b.mtime - a.mtime);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin');
});

test('searches and filters through the URL, and the URL follows the filter panel', async ({ page }) => {
  await page.goto('/auteurs');
  await expect(page.getByRole('heading', { name: 'Liste des auteurs', level: 1 })).toBeVisible();
  const total = await authorTotal(page);
  await expect(page.getByText(`1-20 sur ${total}`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(20);

  // A query in the URL: the result header with the other sections' badges, counted where the back-office offers the count search.
  await page.goto('/auteurs?query=Villeneuve');
  await expect(page.getByRole('heading', { name: /^\d+ résultats? pour "Villeneuve" dans Auteurs$/, level: 1 })).toBeVisible();
  await expect(table(page).getByRole('link', { name: 'Étienne de Villeneuve', exact: true })).toBeVisible();
  const others = page.getByRole('navigation', { name: 'Dans les autres rubriques' });
  await expect(others.getByRole('link', { name: /^Images( \(\d+\))?$/ })).toHaveAttribute('href', '/images?query=Villeneuve');
  await expect(page.getByRole('searchbox', { name: 'Recherche' })).toHaveValue('Villeneuve');

  // Filters in the URL, string arrays joined by |||: every row is in one of the cities.
  await page.goto(`/auteurs?cityFilter=${encodeURIComponent('Paris|||Lyon')}&size=50`);
  const cities = page.getByRole('listbox', { name: 'Valeurs choisies : Villes' });
  await expect(cities.getByRole('option')).toHaveText(['Paris', 'Lyon']);
  await expect(bodyRows(page).first()).toBeVisible();
  // The rows are those the server finds for these cities (any address of the author counts, the row shows
  // the favourite one).
  const expected = await serverSearch(page, { page: 0, size: 50, sort: { attr: 'UPDATE', order: 'DESC' }, cityFilter: ['Paris', 'Lyon'] });
  expect(expected.resultCount).toBeGreaterThan(0);
  expect(expected.resultCount).toBeLessThan(total);
  await expect.poll(() => ids(page)).toEqual(expected.result.map((a) => a.id));
  expect((await firstCellTexts(page, 5)).some((place) => /^(Paris|Lyon)/.test(place))).toBe(true);

  // The panel writes the URL; each change goes back to the first page.
  await page.goto('/auteurs?page=1');
  await expect(page.getByText(`21-40 sur ${total}`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Avec image' }).click();
  await expect(page.getByRole('checkbox', { name: 'Avec image' })).toBeChecked();
  await expect.poll(() => params(page).get('withImageFilter')).toBe('true');
  expect(params(page).get('page')).toBeNull();

  await page.getByRole('combobox', { name: 'Revues de publication' }).click();
  // A multiselect Fluent dropdown offers its options as checkable menu items.
  await page.getByRole('menuitemcheckbox', { name: '[BJS] - Bulletin Joly Sociétés' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => params(page).get('publicationPeriodicalFilter')).toBe('BJS');

  // The date field reads what is typed when it is left.
  await page.getByRole('combobox', { name: 'Du' }).fill('01012005');
  await page.getByRole('combobox', { name: 'Du' }).press('Tab');
  await expect(page.getByRole('combobox', { name: 'Du' })).toHaveValue('01/01/2005');
  await expect.poll(() => params(page).get('publicationDateFilter')).toBe('2005-01-01,');
  await page.getByRole('combobox', { name: 'Au' }).fill('31/12/2030');
  await page.getByRole('combobox', { name: 'Au' }).press('Tab');
  await expect(page.getByText('Date attendue entre le 01/01/2005 et le 01/01/2025.')).toBeVisible();
  expect(params(page).get('publicationDateFilter')).toBe('2005-01-01,');
  await page.getByRole('combobox', { name: 'Au' }).fill('');
  await page.getByRole('combobox', { name: 'Au' }).press('Tab');

  await page.getByRole('combobox', { name: 'Pays' }).fill('fra');
  await page.getByRole('option', { name: 'FRANCE', exact: true }).click();
  await expect.poll(() => params(page).get('countryFilter')).toBe('FRANCE');

  await page.getByRole('searchbox', { name: 'Recherche' }).fill('avocat');
  await expect.poll(() => params(page).get('query')).toBe('avocat');
  await expect(page.getByRole('heading', { name: /résultats? pour "avocat" dans Auteurs$/, level: 1 })).toBeVisible();
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await page.screenshot({ path: '.tmp/screens/authors-list-filters.png', fullPage: true });

  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  await expect(page).toHaveURL(/\/auteurs$/);
  await expect(page.getByRole('heading', { name: 'Liste des auteurs', level: 1 })).toBeVisible();
  await expect(page.getByText(`1-20 sur ${total}`)).toBeVisible();
});

test('sorts by a column: none, ascending, descending, none', async ({ page }) => {
  await page.goto('/auteurs');
  await expect(page.getByRole('columnheader', { name: 'Modification' })).toHaveAttribute('aria-sort', 'descending');
  const idHeader = page.getByRole('columnheader', { name: 'ID' });

  await idHeader.click();
  await expect.poll(() => params(page).get('sort')).toBe('ID,ASC');
  await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => ids(page)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

  await idHeader.click();
  await expect.poll(() => params(page).get('sort')).toBe('ID,DESC');
  const newest = await serverSearch(page, { page: 0, size: 20, sort: { attr: 'ID', order: 'DESC' } });
  await expect.poll(() => ids(page)).toEqual(newest.result.map((a) => a.id));
  expect(newest.result.map((a) => a.id)).toEqual([...newest.result.map((a) => a.id)].sort((a, b) => b - a));

  await idHeader.click();
  await expect.poll(() => params(page).get('sort')).toBeNull();
  await expect(page.getByRole('columnheader', { name: 'Modification' })).toHaveAttribute('aria-sort', 'descending');

  await page.getByRole('columnheader', { name: 'Nom' }).click();
  await expect.poll(() => params(page).get('sort')).toBe('NAME,ASC');
  await expect(page.getByRole('columnheader', { name: 'Nom' })).toHaveAttribute('aria-sort', 'ascending');
});

test('selects all results, exports all authors to the download folder, refuses a selection over 20', async ({ page }) => {
  const before = new Set((await csvFilesIn(E2E_DOWNLOAD_DIR)).map((f) => f.name));
  await page.goto('/auteurs');
  await expect(bodyRows(page)).toHaveCount(20);
  const total = await authorTotal(page);

  await page.getByRole('checkbox', { name: 'Sélectionner Étienne de Villeneuve' }).check();
  await expect(selectionToolbar(page).getByText('1 élément sélectionné')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }).check();
  await expect(selectionToolbar(page).getByText('20 éléments sélectionnés')).toBeVisible();
  await selectionToolbar(page).getByRole('button', { name: `Sélectionner tous les éléments (${total})` }).click();
  await expect(selectionToolbar(page).getByText(`${total} éléments sélectionnés`)).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/authors-list-selection.png' });

  // All results: refused with the 'limit download size' toast.
  await (await openExportMenu(page)).getByRole('menuitem', { name: /^Exporter la sélection/ }).click();
  await expect(page.getByRole('listitem', { name: LIMIT_TOAST })).toBeVisible();
  await page.getByRole('listitem', { name: LIMIT_TOAST }).getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('listitem', { name: LIMIT_TOAST })).toHaveCount(0);

  // 21 rows over two pages: refused too.
  await selectionToolbar(page).getByRole('button', { name: 'Supprimer la sélection' }).click();
  await expect(selectionToolbar(page)).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }).check();
  await page.getByRole('button', { name: 'Page suivante' }).click();
  await expect(page.getByText(`21-40 sur ${total}`)).toBeVisible();
  // The second page's rows, not the first page's kept on screen while it loads.
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(bodyRows(page).first().getByRole('checkbox')).not.toBeChecked();
  await bodyRows(page).first().getByRole('checkbox').check();
  await expect(selectionToolbar(page).getByText('21 éléments sélectionnés')).toBeVisible();
  await (await openExportMenu(page)).getByRole('menuitem', { name: 'Exporter la sélection (21)' }).click();
  await expect(page.getByRole('listitem', { name: LIMIT_TOAST })).toBeVisible();

  // Every author: through the download service, into the web host's download folder.
  await (await openExportMenu(page)).getByRole('menuitem', { name: 'Exporter tous les auteurs' }).click();
  await expect(page.getByRole('listitem', { name: 'Téléchargement lancé' })).toBeVisible();
  let file = '';
  await expect
    .poll(async () => {
      const added = (await csvFilesIn(E2E_DOWNLOAD_DIR)).filter((f) => !before.has(f.name));
      file = added[0]?.name ?? '';
      return file;
    })
    .toMatch(/^auteurs.*\.csv$/);
  const csv = await readFile(join(E2E_DOWNLOAD_DIR, file), 'utf8');
  const [headerLine = '', ...lines] = csv.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l !== '');
  expect(headerLine.startsWith('Identifiant;Identifiant KNK;Type;Prénom;Particule;Nom')).toBe(true);
  expect(lines.length).toBeGreaterThanOrEqual(total);

  // The downloads panel shows the export, done.
  await page.getByRole('button', { name: /^Téléchargements/ }).click();
  const panel = page.getByRole('dialog', { name: 'Téléchargements' });
  const batch = panel.getByRole('region', { name: 'Export de tous les auteurs' });
  await expect(batch).toBeVisible();
  await expect(batch.getByText(/Terminé/)).toBeVisible();
  await panel.evaluate((el) => Promise.all(el.ownerDocument.getAnimations().map((a) => a.finished)));
  await page.screenshot({ path: '.tmp/screens/authors-list-downloads.png' });
  await page.keyboard.press('Escape');
});

test('quick search suggests authors and opens the one chosen', async ({ page }) => {
  await page.goto('/auteurs');
  const box = page.getByRole('combobox', { name: 'Recherche rapide' });
  await expect(table(page)).toBeVisible();
  await page.keyboard.press('Control+K');
  await expect(box).toBeFocused();
  await box.pressSequentially('Villeneuve', { delay: 30 });
  const listbox = page.getByRole('listbox', { name: 'Suggestions de recherche' });
  await expect(listbox.getByRole('option', { name: 'Rechercher Villeneuve dans Auteurs' })).toBeVisible();
  const authors = listbox.getByRole('group', { name: 'Auteurs' });
  await expect(authors.getByRole('option', { name: 'Étienne de Villeneuve' })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/quick-search-open.png' });

  // Arrows then Enter: the first author, under the free-text entry.
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/auteurs\/1$/);
  await expect(listbox).toHaveCount(0);

  // The free-text entry opens the current section's list with ?query=.
  await page.goto('/auteurs');
  await box.fill('notariat');
  await listbox.getByRole('option', { name: 'Rechercher notariat dans Auteurs' }).click();
  await expect(page).toHaveURL(/\/auteurs\?query=notariat$/);
  const heading = page.getByRole('heading', { name: /^\d+ résultats? pour "notariat" dans Auteurs$/, level: 1 });
  await expect(heading).toBeVisible();
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  const found = Number((await heading.innerText()).split(' ')[0]);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(await authorTotal(page));
  await expect(table(page).getByRole('link', { name: 'Conseil supérieur du notariat', exact: true })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/authors-list-result-header.png' });
});
