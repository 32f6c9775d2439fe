import { expect, test, type Locator, type Page } from '@playwright/test';
import { dropFiles, fixtureBase64, signIn, signOut } from './support';

/**
 * The image screens against the reference server, through the web host (issue 9). Seeded illustrations
 * 94–107: 94 « Schéma — procédure collective » used by 2 articles and 2 published publications, 98 and 103
 * disabled, 106 « Logo de la rédaction » the only THUMBNAIL one, 107 the only one of bad quality.
 */

const table = (page: Page) => page.getByRole('table', { name: 'Images' });
const rows = (page: Page) => table(page).getByRole('row').filter({ has: page.getByRole('link') });
const tiles = (page: Page) => page.getByRole('list', { name: 'Images' }).getByRole('listitem');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
const toast = (page: Page, message: string) => page.getByRole('listitem', { name: message });

/** What an <img> says of its loading (this file is checked without the DOM library). */
interface LoadedImage {
  complete: boolean;
  naturalWidth: number;
}

/** Every image inside has loaded (a broken one has no natural width). */
async function expectImagesLoaded(scope: Locator): Promise<void> {
  await expect
    .poll(() => scope.locator('img').evaluateAll((images) => images.every((i) => (i as unknown as LoadedImage).complete && (i as unknown as LoadedImage).naturalWidth > 0)))
    .toBe(true);
}

test('filters images by collection and characteristic through the URL, in the table and in the grid', async ({ page }) => {
  await signIn(page, 'lecteur');
  await page.getByRole('tab', { name: 'Images' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Liste des images' })).toBeVisible();
  // First load: the illustrations only, by id.
  await expect(page).toHaveURL(/[?&]collectionFilter=ILLUSTRATION(&|$)/);
  await expect(rows(page)).toHaveCount(14);
  await expect(rows(page).first().getByRole('cell').nth(2)).toHaveText('94');
  await expect(row(page, 'Organigramme du groupe').getByText('Désactivée')).toBeVisible();
  await expectImagesLoaded(table(page));
  await page.screenshot({ path: '.tmp/screens/images-list-table.png', animations: 'disabled' });

  await page.goto('/images?collectionFilter=ILLUSTRATION&characteristicFilter=BAD_QUALITY');
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Scan d’archive — salle des pas perdus')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Caractéristiques' })).toContainText('Mauvaise qualité');

  await page.goto('/images?collectionFilter=ILLUSTRATION&characteristicFilter=THUMBNAIL&grid=true');
  await expect(tiles(page)).toHaveCount(1);
  const logo = tiles(page).first();
  await expect(logo).toHaveAccessibleName('Logo de la rédaction');
  await expect(logo.getByRole('link', { name: 'Ouvrir Logo de la rédaction' })).toHaveAttribute('href', /\/images\/106$/);
  await expect(logo.locator('img')).toHaveAttribute('src', /size=MEDIUM/);
  await expectImagesLoaded(logo);

  // Author images lead to their author.
  await page.goto('/images?collectionFilter=AUTHOR&characteristicFilter=PORTRAIT&grid=true');
  await expect(tiles(page).first()).toBeVisible();
  for (const href of await tiles(page).getByRole('link', { name: /^Ouvrir / }).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
    expect(href).toMatch(/^\/auteurs\/\d+$/);

  await page.goto('/images?collectionFilter=ILLUSTRATION&grid=true');
  await expect(tiles(page)).toHaveCount(14);
  const box = await tiles(page).first().boundingBox();
  expect(box?.height).toBe(500);
  expect(box?.width).toBeLessThanOrEqual(380);
  // The first row of tiles (the others load lazily as they come into view).
  for (const n of [0, 1, 2]) await expectImagesLoaded(tiles(page).nth(n));
  await page.screenshot({ path: '.tmp/screens/images-list-grid.png', animations: 'disabled' });
  await signOut(page, 'lecteur');
});

test('a lecteur reads the images but changes nothing: no create, no row actions, the edit route shows the view', async ({ page }) => {
  await signIn(page, 'lecteur');
  await page.goto('/images?collectionFilter=ILLUSTRATION');
  await expect(rows(page)).toHaveCount(14);
  await expect(page.getByRole('button', { name: 'Nouvelle image' })).toHaveCount(0);
  await expect(table(page).getByRole('link', { name: /^Modifier / })).toHaveCount(0);
  await expect(table(page).getByRole('button', { name: /^(Activer|Désactiver|Supprimer) / })).toHaveCount(0);

  await page.goto('/images/94/modifier');
  await expect(page).toHaveURL(/\/images\/94$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schéma — procédure collective' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
  await page.goto('/images/nouveau');
  await expect(page).toHaveURL(/\/images(\?|$)/);
  await signOut(page, 'lecteur');
});

test('medias edits an illustration and sees the change on its page', async ({ page }) => {
  await signIn(page, 'medias');
  await page.goto('/images/102');
  await expect(page.getByRole('heading', { level: 1, name: 'Dessin de presse — audience solennelle (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(/\/images\/102\/modifier$/);
  const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });
  await expect(crumbs.getByRole('link', { name: '102 Dessin de presse — audience solennelle (2)' })).toBeVisible();
  await expect(crumbs.getByText('Modifier')).toBeVisible();

  const name = page.getByRole('textbox', { name: 'Nom' });
  await name.fill('');
  await page.getByRole('combobox', { name: 'Couleur' }).focus();
  await expect(page.getByText('Le nom est obligatoire.')).toBeVisible();
  await name.fill('Dessin de presse — audience retouchée');
  await page.getByRole('checkbox', { name: 'Culture' }).check();
  await page.getByRole('checkbox', { name: 'Mauvaise qualité' }).check();
  const credits = page.getByRole('textbox', { name: 'Crédits' });
  await credits.click();
  await credits.press('Control+a');
  await credits.pressSequentially('Dessin : ');
  await credits.press('Control+i');
  await credits.pressSequentially('Atelier Pupitre');
  await expect(page.getByRole('region', { name: 'Informations sur le fichier' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/images-edit.png', animations: 'disabled' });

  await page.getByRole('button', { name: 'Enregistrer' }).first().click();
  await expect(toast(page, "L'image a été enregistrée.")).toBeVisible();
  await expect(page).toHaveURL(/\/images\/102$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dessin de presse — audience retouchée' })).toBeVisible();
  const details = page.getByRole('region', { name: "Fiche de l'image" });
  await expect(details.getByRole('term').filter({ hasText: /^Qualité$/ }).locator('+ dd')).toHaveText('Mauvaise');
  await expect(details.getByRole('term').filter({ hasText: /^Mots-clés$/ }).locator('+ dd')).toContainText('Culture');
  await expect(details.getByText('Atelier Pupitre')).toHaveJSProperty('tagName', 'I');
  await expectImagesLoaded(page.getByRole('group', { name: 'Dessin de presse — audience retouchée' }));
  await page.screenshot({ path: '.tmp/screens/images-view.png', animations: 'disabled', fullPage: true });
  await signOut(page, 'medias');
});

test('medias replaces the file of an illustration by a drop; an 11 MB file is refused before sending', async ({ page }) => {
  await signIn(page, 'medias');
  await page.goto('/images/104/modifier');
  const file = page.getByRole('region', { name: 'Informations sur le fichier' });
  await expect(file.getByText('800 × 500 px')).toBeVisible();
  const zone = page.getByRole('button', { name: 'Déposez un nouveau fichier ici ou cliquez pour choisir' });

  await dropFiles(page, zone, [{ name: 'grande-image.jpg', type: 'image/jpeg', jpegOfBytes: 11_000_000 }]);
  await expect(toast(page, '« grande-image.jpg » refusé : fichier trop volumineux (11,0 Mo, 10,0 Mo au maximum)')).toBeVisible();
  await expect(file.getByText('800 × 500 px')).toBeVisible();

  const jpeg = await fixtureBase64('illustration.jpg');
  await dropFiles(page, zone, [{ name: 'organigramme-2025.jpg', type: 'image/jpeg', base64: jpeg }]);
  await expect(toast(page, 'Le fichier de l’image a été remplacé.')).toBeVisible();
  await expect(file.getByText('500 × 700 px')).toBeVisible();
  await expect(file.getByText('JPEG')).toBeVisible();
  // The metadata stay: the name is the image's, not the file's.
  await expect(page.getByRole('textbox', { name: 'Nom' })).toHaveValue('Organigramme du groupe (2)');
  await expectImagesLoaded(page.getByRole('region', { name: 'Fichier' }));
  await signOut(page, 'medias');
});

test('medias disables a used image after the warning that lists its uses', async ({ page }) => {
  await signIn(page, 'medias');
  await page.goto('/images?collectionFilter=ILLUSTRATION');
  const used = row(page, 'Schéma — procédure collective');
  await expect(used.getByText('Activée')).toBeVisible();
  await used.getByRole('button', { name: 'Désactiver Schéma — procédure collective' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Désactiver une image utilisée ?' });
  await expect(dialog.getByText('Articles (2)')).toBeVisible();
  await expect(dialog.getByText('Publications (2)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Désactiver' }).click();
  await expect(toast(page, "L'image « Schéma — procédure collective » est désactivée.")).toBeVisible();
  await expect(used.getByText('Désactivée')).toBeVisible();
  await expect(used.getByRole('button', { name: 'Activer Schéma — procédure collective' })).toBeVisible();
  // Used, it cannot be deleted: the delete action says why.
  await expect(used.getByRole('button', { name: 'Supprimer Schéma — procédure collective' })).toHaveAttribute('aria-disabled', 'true');
  await signOut(page, 'medias');
});

test('medias creates an illustration from a dropped file, then completes its form', async ({ page }) => {
  await signIn(page, 'medias');
  await page.goto('/images?collectionFilter=ILLUSTRATION');
  await page.getByRole('button', { name: 'Nouvelle image' }).click();
  await expect(page).toHaveURL(/\/images\/nouveau$/);
  const png = await fixtureBase64('illustration.png');
  await dropFiles(page, page.getByRole('button', { name: "Déposez l'image ici ou cliquez pour choisir" }), [{ name: 'carte-des-juridictions.png', type: 'image/png', base64: png }]);
  await expect(toast(page, "L'image « carte-des-juridictions.png » a été créée : complétez sa fiche.")).toBeVisible();
  await expect(page).toHaveURL(/\/images\/\d+\/modifier$/);
  await page.getByRole('button', { name: 'Enregistrer' }).first().click();
  await expect(page.getByText('Le type est obligatoire.')).toBeVisible();
  await page.getByRole('radio', { name: 'Croquis' }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).first().click();
  await expect(toast(page, "L'image a été enregistrée.")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'carte-des-juridictions.png' })).toBeVisible();
  await signOut(page, 'medias');
});
