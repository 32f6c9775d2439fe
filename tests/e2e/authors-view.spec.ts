import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_API, E2E_DOWNLOAD_DIR } from '../../playwright.config';
import { dropFiles, fixtureBase64, signIn, signOut } from './support';

/**
 * The author view and its gallery against the real reference server, through the web host (issue 4):
 * Étienne de Villeneuve (id 1) has everything, 6 images of which 2 disabled.
 */

const GALLERY = 'Images de Étienne de Villeneuve';
const UPLOAD_ZONE = 'Déposez des images ici ou cliquez pour choisir';

function gallery(page: Page): Locator {
  return page.getByRole('list', { name: GALLERY });
}
function tiles(page: Page): Locator {
  return gallery(page).getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Agrandir / }) });
}
async function tileNames(page: Page): Promise<string[]> {
  return (await tiles(page).evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))).filter(Boolean);
}

/** What an <img> says of its loading (this file is checked without the DOM library). */
interface LoadedImage {
  complete: boolean;
  naturalWidth: number;
}

/** A notification: the toasts are list items named by their message. */
function toast(page: Page, message: string): Locator {
  return page.getByRole('listitem', { name: message });
}

async function openAuthor(page: Page, id: number, heading: string): Promise<void> {
  await page.goto(`/auteurs/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('the author view of Étienne de Villeneuve: header, contacts, side panel, gallery, copy for Word, zoom', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page, 'admin');
  await openAuthor(page, 1, 'Monsieur Étienne de Villeneuve');

  const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });
  await expect(crumbs.getByRole('link', { name: 'Auteurs' })).toHaveAttribute('href', '/auteurs');
  await expect(crumbs.getByText('Étienne de Villeneuve')).toBeVisible();

  for (const kind of ['Professionnel', 'Personnel', 'Autre']) await expect(page.getByRole('region', { name: kind })).toBeVisible();
  const pro = page.getByRole('region', { name: 'Professionnel' });
  await expect(pro.getByRole('link', { name: 'etienne.devilleneuve@assas-universite.fr' })).toHaveAttribute(
    'href',
    'mailto:etienne.devilleneuve@assas-universite.fr',
  );
  await expect(pro.getByText('+33 1 44 41 58 00')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Directeur scientifique du' }).locator('i')).toHaveText('Bulletin Joly Sociétés');
  await expect(page.getByRole('link', { name: /linkedin\.com/ })).toHaveAttribute('target', '_blank');

  const panel = page.getByRole('complementary', { name: "Informations sur l'auteur" });
  await expect(panel.getByText('Activé', { exact: true })).toBeVisible();
  await expect(panel.getByText('KNK-000101')).toBeVisible();
  await expect(panel.getByText('01/06/2025 à 16:03 par Romain Rédacteur')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Voir tout' })).toHaveAttribute('href', '/articles?authorFilter=1');
  for (const link of await panel.getByRole('listitem').getByRole('link').all()) {
    const text = (await link.textContent()) ?? '';
    expect(text.length <= 40 || (text.endsWith(' [...]') && Array.from(text).length === 46)).toBe(true);
    expect(await link.getAttribute('href')).toMatch(/^\/(articles|lots)\/\d+$/);
  }

  // Enabled images only, until the switch shows the 2 disabled ones.
  await expect(tiles(page)).toHaveCount(4);
  await page.getByRole('switch', { name: 'Afficher les images désactivées' }).click();
  await expect(tiles(page)).toHaveCount(6);
  await expect(gallery(page).getByText('Désactivée')).toHaveCount(2);
  // The favourite star is a toggle only where the back-office edits an author image (extension author-image-edit).
  await expect(gallery(page).getByRole('button', { name: /comme image favorite|des favorites/ })).toHaveCount(E2E_API === 'full' ? 6 : 0);
  await expect
    .poll(() => tiles(page).locator('img').evaluateAll((images) => images.every((i) => (i as unknown as LoadedImage).complete && (i as unknown as LoadedImage).naturalWidth > 0)))
    .toBe(true);
  await gallery(page).evaluate((list) => list.scrollIntoView({ block: 'center' }));
  await page.mouse.move(0, 0);
  await page.screenshot({ path: '.tmp/screens/authors-view-gallery.png', animations: 'disabled' });
  await page.getByRole('switch', { name: 'Afficher les images désactivées' }).click();
  await expect(tiles(page)).toHaveCount(4);

  // Copy for Word: id, names and functions on lines, then the toast.
  await page.getByRole('button', { name: 'Copier pour Word' }).click();
  await expect(toast(page, "Les informations de l'auteur ont été copiées dans le presse-papiers.")).toBeVisible();
  const copied = await page.evaluate(() =>
    (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText(),
  );
  expect(copied.split('\n')).toEqual([
    '1',
    'Étienne de Villeneuve',
    'Professeur à l’université Paris-Panthéon-Assas',
    'Directeur scientifique du Bulletin Joly Sociétés',
    'Président de la 3e section de la commission d’arbitrage',
  ]);

  // Every tile's picture has loaded through the media route.
  await expect
    .poll(() => tiles(page).locator('img').evaluateAll((images) => images.every((i) => (i as unknown as LoadedImage).complete && (i as unknown as LoadedImage).naturalWidth > 0)))
    .toBe(true);
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: '.tmp/screens/authors-view.png', animations: 'disabled' });

  // Zoom: a tile takes the keyboard; Enter opens the dialog with the metadata.
  const [first] = await tileNames(page);
  await page.getByRole('button', { name: `Agrandir ${first}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: first });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
  const meta = dialog.getByRole('region', { name: "Informations sur l'image" });
  for (const label of ['Nom', 'Format', 'Couleur', 'Type', 'Dimensions', 'Poids', 'Résolution', 'Envoyée le', 'Modifiée le', 'Crédits', 'Sources', 'Mots-clés', 'Qualité', 'Commentaires']) {
    await expect(meta.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
  }
  await expect(meta.getByText(/^\d+ × \d+ px$/)).toBeVisible();
  await expect(meta.getByText(/^\d+ ko$|^\d+,\d Mo$/)).toBeVisible();
  await expect(meta.getByText(/^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/).first()).toBeVisible();
  await expect.poll(() => dialog.getByRole('img', { name: first }).evaluate((i) => (i as unknown as LoadedImage).naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: '.tmp/screens/authors-view-zoom.png', animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await signOut(page, 'admin');
});

test('bulk download of the images: one batch in the downloads panel, the files on disk', async ({ page }) => {
  await rm(E2E_DOWNLOAD_DIR, { recursive: true, force: true });
  await signIn(page, 'admin');
  await openAuthor(page, 1, 'Monsieur Étienne de Villeneuve');
  const names = await tileNames(page);
  expect(names).toHaveLength(4);

  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  await expect(page.getByText('4 images sélectionnées')).toBeVisible();
  await page.getByRole('button', { name: 'Télécharger', exact: true }).click();
  await expect(toast(page, 'Téléchargement lancé')).toBeVisible();

  await page.getByRole('button', { name: /^Téléchargements/ }).click();
  const batch = page.getByRole('region', { name: GALLERY });
  await expect(batch).toBeVisible();
  await expect(batch.getByText('4 sur 4')).toBeVisible();
  await expect(batch.getByRole('progressbar', { name: `Progression de ${GALLERY}` })).toHaveAttribute('aria-valuetext', '4 sur 4');
  await page.screenshot({ path: '.tmp/screens/authors-view-downloads.png', animations: 'disabled' });

  const files = await readdir(E2E_DOWNLOAD_DIR);
  expect([...files].sort()).toEqual([...names].sort());
  for (const name of names) expect((await stat(join(E2E_DOWNLOAD_DIR, name))).size).toBeGreaterThan(1000);
  await page.keyboard.press('Escape');
  await signOut(page, 'admin');
});

test('a photo dropped on the upload tile joins the gallery; a text file named .png and an 11 MB JPEG are refused', async ({ page }) => {
  await signIn(page, 'admin');
  await openAuthor(page, 1, 'Monsieur Étienne de Villeneuve');
  await expect(tiles(page)).toHaveCount(4);
  const zone = page.getByRole('button', { name: UPLOAD_ZONE });

  const png = await fixtureBase64('portrait.png');
  await dropFiles(page, zone, [{ name: 'photo-deposee.png', type: 'image/png', base64: png }]);
  const queue = page.getByRole('list', { name: 'Images envoyées' });
  await expect(queue.getByRole('listitem').filter({ hasText: 'photo-deposee.png' })).toContainText('Terminé');
  await expect(tiles(page)).toHaveCount(5);
  await expect(gallery(page).getByRole('listitem', { name: 'photo-deposee.png' })).toBeVisible();
  await expect
    .poll(() => gallery(page).getByRole('button', { name: 'Agrandir photo-deposee.png' }).locator('img').evaluate((i) => (i as unknown as LoadedImage).naturalWidth))
    .toBeGreaterThan(0);

  // A text file that calls itself PNG: core reads it and refuses it, naming what it found.
  await dropFiles(page, zone, [{ name: 'notes.png', type: 'image/png', base64: Buffer.from('Ceci est un texte, pas une image.\n').toString('base64') }]);
  await expect(toast(page, 'Le fichier « notes.png » n’est pas accepté (type détecté : texte ; JPEG ou PNG attendu).')).toBeVisible();
  await expect(queue.getByRole('listitem').filter({ hasText: 'notes.png' })).toContainText('Refusé');

  // 11 MB: refused before anything is read or sent.
  await dropFiles(page, zone, [{ name: 'grande-photo.jpg', type: 'image/jpeg', jpegOfBytes: 11_000_000 }]);
  await expect(toast(page, '« grande-photo.jpg » refusé : fichier trop volumineux (11,0 Mo, 10,0 Mo au maximum)')).toBeVisible();
  await expect(queue.getByRole('listitem').filter({ hasText: 'grande-photo.jpg' })).toContainText('Refusé : fichier trop volumineux');

  await expect(tiles(page)).toHaveCount(5);

  const actions = gallery(page).getByRole('button', { name: 'Actions pour photo-deposee.png' });
  if (E2E_API === 'strict') {
    // A back-office without PUT /api/author/image/{id} (extension author-image-edit): no edit is offered.
    await actions.click();
    await expect(page.getByRole('menuitem', { name: 'Télécharger' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Modifier' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  } else {
    // The new image's metadata through the edit panel.
    await actions.click();
    await page.getByRole('menuitem', { name: 'Modifier' }).click();
    const panel = page.getByRole('dialog', { name: "Modifier l'image" });
    const name = panel.getByRole('textbox', { name: 'Nom' });
    await expect(name).toHaveValue('photo-deposee.png');
    await name.fill('');
    await panel.getByRole('combobox', { name: 'Couleur' }).focus();
    await expect(panel.getByText('Le nom est obligatoire.')).toBeVisible();
    await name.fill('Portrait déposé');
    await expect(panel.getByText('Le nom est obligatoire.')).toBeHidden();
    await panel.getByRole('radio', { name: 'Croquis' }).check();
    await panel.getByRole('checkbox', { name: 'Individu' }).check();
    await panel.getByRole('checkbox', { name: 'Mauvaise qualité' }).check();
    // Credits are a rich-text editor: the italic comes from its shortcut, not from typed tags.
    const credits = panel.getByRole('textbox', { name: 'Crédits' });
    await credits.click();
    await credits.pressSequentially('© ');
    await credits.press('Control+i');
    await credits.pressSequentially('Studio Pupitre');
    await page.screenshot({ path: '.tmp/screens/authors-view-edit-image.png', animations: 'disabled' });
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, "L'image a été enregistrée.")).toBeVisible();
    await expect(panel).toBeHidden();
    await gallery(page).getByRole('button', { name: 'Agrandir Portrait déposé' }).click();
    const zoom = page.getByRole('dialog', { name: 'Portrait déposé' });
    await expect(zoom.getByRole('term').filter({ hasText: /^Qualité$/ }).locator('+ dd')).toHaveText('Mauvaise');
    await expect(zoom.getByRole('term').filter({ hasText: /^Type$/ }).locator('+ dd')).toHaveText('Croquis');
    await expect(zoom.getByText('Studio Pupitre')).toHaveJSProperty('tagName', 'I');
    await zoom.getByRole('button', { name: 'Fermer' }).click();
  }

  await queue.evaluate((list) => list.scrollIntoView({ block: 'end' }));
  await page.screenshot({ path: '.tmp/screens/authors-view-upload.png', animations: 'disabled' });
  await signOut(page, 'admin');
});

test('a lecteur sees no edit action on the view; the gallery stays read-only (zoom, download)', async ({ page }) => {
  await signIn(page, 'lecteur');
  await openAuthor(page, 1, 'Monsieur Étienne de Villeneuve');
  await expect(page.getByRole('button', { name: 'Copier pour Word' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: "Autres actions sur l'auteur" })).toHaveCount(0);
  await expect(page.getByRole('button', { name: UPLOAD_ZONE })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  await expect(gallery(page).getByRole('button', { name: /comme image favorite/ })).toHaveCount(0);

  const [first] = await tileNames(page);
  await gallery(page).getByRole('button', { name: `Actions pour ${first}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Télécharger']);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Agrandir ${first}` }).click();
  const dialog = page.getByRole('dialog', { name: first });
  await expect(dialog.getByRole('button', { name: 'Télécharger' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await signOut(page, 'lecteur');
});

test('an organisation is headed by its name only', async ({ page }) => {
  await signIn(page, 'redaction');
  await openAuthor(page, 3, 'Conseil supérieur du notariat');
  await openAuthor(page, 2, 'Madame Hélène d’Aubigné');
  await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
  await signOut(page, 'redaction');
});
