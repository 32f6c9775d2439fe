import { expect, test, type Locator, type Page } from '@playwright/test';
import { dropFiles, fixtureBase64, invoke, signIn, signOut } from './support';

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

test('the image list as spec 1 draws it: its filters, the preset on reset, the page sizes, an action on each row medias may act on', async ({ page }) => {
  await signIn(page, 'medias');
  // medias lands on the image list, preset to the illustrations.
  await expect(page.getByRole('heading', { level: 1, name: 'Liste des images' })).toBeVisible();
  await expect(page).toHaveURL(/\/images\?collectionFilter=ILLUSTRATION$/);
  await expect(rows(page)).toHaveCount(14);

  // Format, image ids, periodical of the articles, priority and end date, each written in the URL.
  await page.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Vignette' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/formatFilter=THUMBNAIL/);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Logo de la rédaction')).toBeVisible();
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  await expect(page).toHaveURL(/\/images\?collectionFilter=ILLUSTRATION$/);
  await expect(rows(page)).toHaveCount(14);
  await expect(page.getByRole('button', { name: 'Réinitialiser les filtres' })).toBeDisabled();

  await page.getByRole('searchbox', { name: 'Images (identifiants)' }).fill('94, 106');
  await page.getByRole('searchbox', { name: 'Images (identifiants)' }).press('Enter');
  await expect(page).toHaveURL(/imageFilter=94%2C106/);
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();

  const priority = page.getByRole('radiogroup', { name: 'Priorité des articles' });
  await priority.getByRole('radio', { name: 'Dans un article prioritaire' }).click();
  await expect(page).toHaveURL(/priorityFilter=true/);
  await expect(priority.getByRole('radio', { name: 'Dans un article prioritaire' })).toBeChecked();
  await priority.getByRole('radio', { name: 'Toutes' }).click();
  await expect(page).not.toHaveURL(/priorityFilter/);
  await page.getByRole('combobox', { name: 'Revue des articles' }).click();
  await page.getByRole('menuitemcheckbox', { name: /RDA/ }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/periodicalFilter=RDA/);
  await expect(page.getByText('Aucun résultat')).toBeVisible();
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  const ends = page.getByRole('group', { name: 'Fin de la publication (jj/mm/aaaa)' });
  await ends.getByRole('combobox', { name: 'Du' }).fill('02/01/2000');
  await ends.getByRole('combobox', { name: 'Du' }).press('Tab');
  await expect(page).toHaveURL(/endDateFilter=2000-01-02%2C/);
  await expect(row(page, 'Schéma — procédure collective')).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/images-list-filters.png' });

  // Without a collection chosen, authors and illustrations: never the ad visuals.
  await page.goto('/images?enableFilter=true&size=50');
  await expect(rows(page).first()).toBeVisible();
  await expect(table(page).getByRole('cell', { name: 'Publicité', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  await expect(page).toHaveURL(/collectionFilter=ILLUSTRATION/);

  // The page sizes of spec 1 §9.
  await page.getByRole('combobox', { name: 'Lignes par page' }).click();
  await expect(page.getByRole('option')).toHaveText(['10', '20', '30', '50']);
  await page.keyboard.press('Escape');

  // Author images: an enable toggle on every row for the image managers.
  await page.goto('/images?collectionFilter=AUTHOR');
  await expect(rows(page).first()).toBeVisible();
  const count = await rows(page).count();
  await expect(table(page).getByRole('button', { name: /^(Activer|Désactiver) / })).toHaveCount(count);
  // Tooltip-labelled buttons: the accessible name is the label "Désactiver {name}".
  const disable = table(page).getByRole('button', { name: /^Désactiver / }).first();
  const name = ((await disable.getAttribute('aria-label')) ?? (await disable.textContent()) ?? '').replace(/^Désactiver /, '');
  expect(name).not.toBe('');
  await disable.click();
  await expect(toast(page, `L'image « ${name} » est désactivée.`)).toBeVisible();
  const enable = table(page).getByRole('button', { name: `Activer ${name}`, exact: true });
  await enable.click();
  await expect(toast(page, `L'image « ${name} » est activée.`)).toBeVisible();
  await expect(table(page).getByRole('button', { name: `Désactiver ${name}`, exact: true })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/images-list-author-toggles.png' });
  await signOut(page, 'medias');
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
  // Counted where the back-office counts them: spec 1 §3 Image counts no article (the publications, core counts).
  await expect(dialog.getByText(/^Articles( \(2\))?$/)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Articles' }).getByRole('listitem')).toHaveCount(2);
  await expect(dialog.getByText('Publications (2)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Désactiver' }).click();
  await expect(toast(page, "L'image « Schéma — procédure collective » est désactivée.")).toBeVisible();
  await expect(used.getByText('Désactivée')).toBeVisible();
  await expect(used.getByRole('button', { name: 'Activer Schéma — procédure collective' })).toBeVisible();
  // Used, it cannot be deleted: the delete action says why.
  await expect(used.getByRole('button', { name: 'Supprimer Schéma — procédure collective' })).toHaveAttribute('aria-disabled', 'true');
  await signOut(page, 'medias');
});

/** How many illustrations the server holds, read as the list reads them. */
async function illustrationCount(page: Page): Promise<number> {
  return (await invoke<{ resultCount: number }>(page, 'images.search', [{ collectionFilter: ['ILLUSTRATION'], size: 10 }])).resultCount;
}

test('creating an image is a form: the dropped file is previewed, nothing exists before "Enregistrer", "Annuler" leaves nothing', async ({ page }) => {
  await signIn(page, 'medias');
  await page.goto('/images?collectionFilter=ILLUSTRATION');
  const before = await illustrationCount(page);
  const png = await fixtureBase64('illustration.png');
  const file = { name: 'carte-des-juridictions.png', type: 'image/png', base64: png };

  // Dropped, then cancelled: the form asks first, and no illustration is left behind.
  await page.getByRole('button', { name: 'Nouvelle image' }).click();
  await expect(page).toHaveURL(/\/images\/nouveau$/);
  await dropFiles(page, page.getByRole('button', { name: "Déposez l'image ici ou cliquez pour choisir" }), [file]);
  await expect(page.getByRole('img', { name: 'Aperçu de carte-des-juridictions.png' })).toBeVisible();
  const info = page.getByRole('region', { name: 'Informations sur le fichier' });
  await expect(info).toContainText('640 × 640');
  await expect(info).toContainText('PNG');
  await expect(page.getByRole('textbox', { name: 'Nom' })).toHaveValue('carte-des-juridictions');
  expect(await illustrationCount(page)).toBe(before);
  await page.getByRole('button', { name: 'Annuler' }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Quitter la page ?' });
  await expect(leave).toContainText('Êtes vous sûr de vouloir quitter cette page ? Des modifications en cours pourraient être perdues');
  await leave.getByRole('button', { name: 'Quitter la page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Liste des images' })).toBeVisible();
  expect(await illustrationCount(page)).toBe(before);

  // Dropped, completed, saved: one illustration more, its page opens.
  await page.getByRole('button', { name: 'Nouvelle image' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).first().click();
  await expect(page.getByText('Le fichier de l’image est obligatoire.')).toBeVisible();
  await dropFiles(page, page.getByRole('button', { name: "Déposez l'image ici ou cliquez pour choisir" }), [file]);
  await expect(page.getByRole('img', { name: 'Aperçu de carte-des-juridictions.png' })).toBeVisible();
  await expect(page.getByText('Le fichier de l’image est obligatoire.')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Couleur' }).selectOption({ label: 'Couleur' });
  await page.getByRole('radio', { name: 'Croquis' }).check();
  await page.screenshot({ path: '.tmp/screens/image-create-form.png' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: '.tmp/screens/image-create-form-1280.png' });
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.screenshot({ path: '.tmp/screens/image-create-form-1024.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await illustrationCount(page)).toBe(before);
  await page.getByRole('button', { name: 'Enregistrer' }).first().click();
  await expect(toast(page, "L'image « carte-des-juridictions » a été créée.")).toBeVisible();
  await expect(page).toHaveURL(/\/images\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'carte-des-juridictions' })).toBeVisible();
  expect(await illustrationCount(page)).toBe(before + 1);
  await signOut(page, 'medias');
});
