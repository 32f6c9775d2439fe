import { PNG } from 'pngjs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The advertisement screens against the reference server (seeded afresh: ads 108 to 131; 108 « Code des
 * sociétés 2025 — pleine page » in a published issue, locked; 110 « Salon des professions juridiques —
 * bandeau » free), through the web host, signed in through the real login page, driven by French roles and
 * labels.
 */

const LOCKED = 'Code des sociétés 2025 — pleine page';
const SALON = 'Salon des professions juridiques — bandeau';
const table = (page: Page) => page.getByRole('table', { name: 'Publicités' });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Actions sur la sélection' });
const screenshot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screens/ads-${name}.png`, fullPage: true });

/** The pictures in view have arrived (renditions are made on first request): then a screenshot shows them. */
async function picturesShown(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
          .every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

/** A full page at 72 dpi (595 × 842 px, the resolution sharp reads when a PNG says none): « Pleine page ». */
function fullPagePng(): Buffer {
  const png = new PNG({ width: 595, height: 842 });
  for (let i = 0; i < png.data.length; i += 4) {
    const y = Math.floor(i / 4 / 595);
    png.data[i] = 40;
    png.data[i + 1] = 90 + Math.floor((y / 842) * 120);
    png.data[i + 2] = 160;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

async function choosePeriodicals(page: Page, ids: readonly string[]) {
  await page.getByRole('combobox', { name: 'Revues' }).click();
  for (const id of ids) await page.getByRole('menuitemcheckbox', { name: new RegExp(`^\\[${id}\\]`) }).click();
  await page.keyboard.press('Escape');
}

test.describe('as the admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('lists the ads in a table and in a grid, by the grid marker', async ({ page }) => {
    await page.goto('/publicites');
    await expect(page.getByRole('heading', { name: 'Liste des publicités', level: 1 })).toBeVisible();
    await expect(table(page).getByRole('link', { name: LOCKED, exact: true })).toBeVisible();
    await expect(page.getByText(/^1-20 sur \d+$/)).toBeVisible();
    await expect(table(page).getByText('Taille non reconnue').first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Modification' })).toHaveAttribute('aria-sort', 'descending');
    await picturesShown(page);
    await screenshot(page, 'list-table');

    await page.getByRole('radio', { name: 'Grille' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('grid')).toBe(true);
    const tiles = page.getByRole('list', { name: 'Publicités' });
    await expect(tiles.getByRole('listitem')).toHaveCount(20);
    await expect(tiles.getByRole('link', { name: `Ouvrir ${LOCKED}` })).toBeVisible();
    await picturesShown(page);
    await screenshot(page, 'list-grid');

    await page.getByRole('combobox', { name: 'Trier par' }).click();
    await page.getByRole('option', { name: 'Nom (croissant)' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('NAME,ASC');
    // The tiles follow: their names (each tile is named by its ad) come in alphabetical order.
    await expect(tiles.getByRole('listitem').first()).toHaveAccessibleName(/^Annonce/);
    const names = await tiles.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));

    // A search that finds nothing says so, in the grid as in the table.
    await page.getByRole('searchbox', { name: 'Recherche' }).fill('aucune annonce ne porte ce nom');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Aucun résultat')).toBeVisible();
    await screenshot(page, 'list-grid-empty');
  });

  test('creates an ad: incompatible periodicals are refused with the rule’s message, then fixed and saved', async ({ page }) => {
    const name = `Annonce de bout en bout ${Date.now()}`;
    await page.goto('/publicites');
    await page.getByRole('button', { name: 'Nouvelle publicité' }).click();
    await expect(page.getByRole('heading', { name: 'Nouvelle publicité', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: "Fil d'Ariane" })).toContainText('nouvelle publicité');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Déposez le visuel ici ou cliquez pour choisir' }).click();
    await (await chooser).setFiles({ name: 'pleine-page.png', mimeType: 'image/png', buffer: fullPagePng() });
    await expect(page.getByText('pleine-page.png')).toBeVisible();
    // The chosen file opens the right column of the ad pages: what the browser read of it.
    const side = page.getByRole('complementary', { name: 'Fichier et parutions' });
    await expect(side.getByRole('heading', { name: 'Informations sur le fichier' })).toBeVisible();
    await expect(side.getByText('595 × 842 px')).toBeVisible();
    await expect(side.getByText('PNG', { exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: 'Nom' }).fill(name);
    await page.getByRole('combobox', { name: 'Couleur' }).selectOption({ label: 'Couleur' });
    await choosePeriodicals(page, ['BJS', 'DEF']);
    // BJS and DEF print no colour: the rule says so as soon as they are chosen, and saving is refused.
    await expect(page.getByText('Les revues ne sont pas compatibles : BJS, DEF')).toBeVisible();
    await page.getByRole('combobox', { name: /^Date limite/ }).fill('15062024');
    await page.getByRole('combobox', { name: /^Date limite/ }).press('Tab');
    await page.getByRole('radio', { name: 'Prioritaire', exact: true }).check();
    await screenshot(page, 'create-incompatible');
    await page.getByRole('button', { name: 'Enregistrer' }).first().click();
    await expect(page).toHaveURL(/\/publicites\/nouveau$/);
    await expect(page.getByText('Les revues ne sont pas compatibles : BJS, DEF')).toBeVisible();

    await page.getByRole('combobox', { name: 'Couleur' }).selectOption({ label: 'Noir et blanc' });
    await expect(page.getByText(/Les revues ne sont pas compatibles/)).toBeHidden();
    await page.getByRole('button', { name: 'Enregistrer' }).first().click();

    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/publicites\/\d+$/);
    const details = page.getByRole('region', { name: 'Informations sur la publicité' });
    await expect(details).toContainText('Pleine page (210 × 297 mm)');
    await expect(details).toContainText('15/06/2024');
    await expect(details).toContainText('Prioritaire');
    await expect(details).toContainText('[BJS] - ');
    await expect(page.getByRole('region', { name: 'Informations sur le fichier' })).toContainText('595 × 842 px');
    await expect(page.getByText('Cette publicité ne paraît dans aucune publication.')).toBeVisible();
  });

  test('disables three ads at once after confirming with the count, and finds them disabled', async ({ page }) => {
    await page.goto('/publicites?enableFilter=true&sort=ID,DESC');
    const rows = table(page).getByRole('row').filter({ has: page.getByRole('link') });
    await expect(rows.first()).toBeVisible();
    const names: string[] = [];
    for (let i = 0; i < 3; i++) names.push((await rows.nth(i).getByRole('link').first().innerText()).trim());
    for (const name of names) await page.getByRole('checkbox', { name: `Sélectionner ${name}` }).check();
    await expect(toolbar(page)).toContainText('3 éléments sélectionnés');

    await toolbar(page).getByRole('button', { name: 'Désactiver' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Désactiver 3 publicités ?' });
    await expect(dialog).toContainText('Voulez-vous vraiment désactiver les 3 publicités sélectionnées ?');
    await dialog.getByRole('button', { name: 'Désactiver (3)' }).click();
    await expect(page.getByText('3 publicités désactivées.', { exact: true })).toBeVisible();

    await page.getByRole('radio', { name: 'Désactivées' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('enableFilter')).toBe('false');
    for (const name of names) {
      const row = table(page).getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
      await expect(row.getByText('Désactivée', { exact: true })).toBeVisible();
    }
  });

  test('keeps the disable and delete buttons of a locked ad inactive, in the list and on its page', async ({ page }) => {
    await page.goto('/publicites?query=Code%20des%20soci%C3%A9t%C3%A9s');
    await expect(table(page).getByRole('link', { name: LOCKED, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Désactiver ${LOCKED}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Supprimer ${LOCKED}` })).toBeDisabled();

    await table(page).getByRole('link', { name: LOCKED, exact: true }).click();
    await expect(page.getByRole('heading', { name: LOCKED, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Désactiver' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    const uses = page.getByRole('region', { name: 'Utilisations' });
    await expect(uses).toContainText('GDP_2024_48');
    await expect(uses).toContainText('Publiée');
    await picturesShown(page);
    await screenshot(page, 'view-locked');
  });
});

test('the medias account edits an ad; leaving unsaved changes asks first', async ({ page }) => {
  await signIn(page, 'medias');
  await page.goto('/publicites/110');
  await expect(page.getByRole('heading', { name: SALON, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByRole('heading', { name: 'Modifier la publicité', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: "Fil d'Ariane" })).toContainText(`110 ${SALON}`);
  await expect(page.getByRole('region', { name: 'Informations sur le fichier' })).toContainText('Bandeau (210 × 60 mm)');
  await picturesShown(page);
  await screenshot(page, 'edit');

  const comment = `Relu par les médias le ${new Date().toISOString().slice(0, 10)}`;
  await page.getByRole('textbox', { name: 'Commentaires' }).fill(comment);
  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Publicités' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Quitter la page ?' });
  await expect(leave).toContainText('Êtes vous sûr de vouloir quitter cette page ? Des modifications en cours pourraient être perdues');
  await leave.getByRole('button', { name: 'Rester' }).click();

  await page.getByRole('button', { name: 'Enregistrer' }).first().click();
  await expect(page.getByRole('heading', { name: SALON, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Informations sur la publicité' })).toContainText(comment);
});

test('a lecteur sees the ads but neither edits nor creates', async ({ page }) => {
  await signIn(page, 'lecteur');
  await page.goto('/publicites');
  await expect(table(page).getByRole('link', { name: SALON, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nouvelle publicité' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Modifier ${SALON}` })).toHaveCount(0);

  await page.goto('/publicites/110');
  await expect(page.getByRole('heading', { name: SALON, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exporter' })).toBeVisible();

  await page.goto('/publicites/nouveau');
  await expect(page).toHaveURL(/\/publicites$/);
  await page.goto('/publicites/110/modifier');
  await expect(page).toHaveURL(/\/publicites\/110$/);
  await expect(page.getByRole('heading', { name: SALON, level: 1 })).toBeVisible();
});
