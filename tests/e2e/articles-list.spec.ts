import { expect, test, type Page } from '@playwright/test';
import { resetSession, signIn } from './support';

/**
 * The article list (issue 11, spec 2 §2.1, §2.4) against the reference server's seed, through the web host,
 * driven by French roles and labels. It only reads: filters, sorts, pages and selects, changing no record.
 */

// The web host holds one session: each test leaves it signed out for the specs after this one.
test.afterEach(async ({ page }) => resetSession(page));

const NOT_IMPLEMENTED = "Cette fonctionnalité n'est pas implémentée dans ce lot.";
const table = (page: Page) => page.getByRole('table', { name: 'Articles et lots' });
/** The body's rows: those with a selection checkbox (the header's names the page). */
const rows = (page: Page) => table(page).getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Sélectionner \d+ — / }) });
const screenshot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screens-R1/${name}.png`, fullPage: true });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

/** The ids of the rows shown, in order (the first cell after the checkbox). */
async function shownIds(page: Page): Promise<number[]> {
  const count = await rows(page).count();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(Number(await rows(page).nth(i).getByRole('cell').nth(1).innerText()));
  return ids;
}

async function chooseMulti(page: Page, combobox: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name: option }).click();
  await page.keyboard.press('Escape');
}

test('an editor lands on the article list after sign-in, without the "pas implémentée" notice', async ({ page }) => {
  await signIn(page, 'redaction');
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page.getByRole('heading', { name: 'Liste des articles', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('listitem', { name: NOT_IMPLEMENTED })).toHaveCount(0);
  // 50 rows a page by default (spec 1 §9), attached only (spec 2 §9).
  await expect(pager(page).getByRole('combobox', { name: 'Lignes par page' })).toHaveText('50');
  await expect(page.getByRole('checkbox', { name: 'Rattachés seulement' })).toBeChecked();
  await screenshot(page, 'landing');
});

test.describe('as the editor (redaction)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'redaction');
    await expect(rows(page).first()).toBeVisible();
  });

  test('filters by periodical and status through the URL', async ({ page }) => {
    await chooseMulti(page, 'Revues', /^\[BJS\]/);
    await expect(page).toHaveURL(/periodicalFilter=BJS/);
    await expect(rows(page).first()).toBeVisible();
    await expect(table(page).getByRole('link', { name: /^Organiser la publication (DEF|GDP|GPL)_/ })).toHaveCount(0);
    await expect(table(page).getByRole('link', { name: /^Organiser la publication BJS_/ }).first()).toHaveAttribute('href', /\/publications\/\d+\/organiser$/);

    await chooseMulti(page, 'Statut', 'Publié');
    await expect(page).toHaveURL(/statusFilter=PUBLISHED/);
    // Every row shown once the new search has replaced the previous page: a published one.
    await expect
      .poll(async () => {
        const shown = await rows(page).count();
        return shown > 0 && shown === (await table(page).getByText('Publié', { exact: true }).count());
      })
      .toBe(true);
    await screenshot(page, 'filtered');

    // A filter-only status: the placards being made (none may run now: the list says so or shows them).
    await chooseMulti(page, 'Statut', 'Publié');
    await chooseMulti(page, 'Statut', 'Placard en cours de génération');
    await expect(page).toHaveURL(/statusFilter=PLACARD_GENERATION/);
    await expect(table(page)).toHaveAttribute('aria-busy', 'false');

    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });

  test('sorts by id ascending then descending, and back to the update date', async ({ page }) => {
    // Chromium names the first header after the selection cell a row header: its sort button is what is clicked.
    const header = table(page).getByRole('button', { name: 'Identifiant', exact: true });
    const sorted = (ids: number[], order: 1 | -1) => ids.length > 1 && ids.every((id, i) => i === 0 || (id - (ids[i - 1] ?? 0)) * order > 0);
    await header.click();
    await expect(page).toHaveURL(/sort=ID%2CASC|sort=ID,ASC/);
    await expect.poll(async () => sorted(await shownIds(page), 1)).toBe(true);
    await header.click();
    await expect(page).toHaveURL(/sort=ID%2CDESC|sort=ID,DESC/);
    await expect.poll(async () => sorted(await shownIds(page), -1)).toBe(true);
    await header.click();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByRole('columnheader', { name: 'Modification' })).toHaveAttribute('aria-sort', 'descending');
  });

  test('pages through 10 rows at a time, and selects rows, the page and every page', async ({ page }) => {
    await pager(page).getByRole('combobox', { name: 'Lignes par page' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(page).toHaveURL(/size=10/);
    await expect(pager(page).getByText(/^1-10 sur \d+$/)).toBeVisible();
    const total = Number(/sur (\d+)/.exec(await pager(page).getByText(/^1-10 sur \d+$/).innerText())?.[1]);
    expect(total).toBeGreaterThan(10);
    await expect(rows(page)).toHaveCount(10);
    const first = await shownIds(page);
    await pager(page).getByRole('button', { name: 'Page suivante' }).click();
    await expect(page).toHaveURL(/page=1/);
    await expect(pager(page).getByText(`11-20 sur ${total}`)).toBeVisible();
    await expect.poll(async () => (await shownIds(page))[0]).not.toBe(first[0]);

    const toolbar = page.getByRole('toolbar', { name: 'Actions sur la sélection' });
    await rows(page).nth(0).getByRole('checkbox').click();
    await rows(page).nth(1).getByRole('checkbox').click();
    await expect(toolbar.getByText('2 éléments sélectionnés')).toBeVisible();
    await table(page).getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }).click();
    await expect(toolbar.getByText('10 éléments sélectionnés')).toBeVisible();
    // Paging keeps the selection of the search.
    await pager(page).getByRole('button', { name: 'Page précédente' }).click();
    await expect(pager(page).getByText(`1-10 sur ${total}`)).toBeVisible();
    await rows(page).nth(0).getByRole('checkbox').click();
    await expect(toolbar.getByText('11 éléments sélectionnés')).toBeVisible();
    await table(page).getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }).click();
    await expect(toolbar.getByText('20 éléments sélectionnés')).toBeVisible();
    await toolbar.getByRole('button', { name: `Sélectionner tous les éléments (${total})` }).click();
    await expect(toolbar.getByText(`${total} éléments sélectionnés`)).toBeVisible();
    await screenshot(page, 'all-selected');
    await toolbar.getByRole('button', { name: 'Supprimer la sélection' }).click();
    await expect(toolbar).toHaveCount(0);
  });
});

test('the admin opens an article and a bundle from their view links', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/articles?kind=BUNDLE');
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first().getByRole('link', { name: /^Voir \d+ — / })).toHaveAttribute('href', /\/lots\/\d+$/);
  await page.goto('/articles?kind=ARTICLE');
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first().getByRole('link', { name: /^Voir \d+ — / })).toHaveAttribute('href', /\/articles\/\d+$/);
});
