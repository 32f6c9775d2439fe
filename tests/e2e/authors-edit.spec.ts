import { PNG } from 'pngjs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Author } from '../../src/shared/domain/author';
import { obtainTokens } from '../support/scripted-browser';
import { draftSaved, signIn } from './support';
import { E2E_API_URL } from '../../playwright.config';

/**
 * Author create and edit (spec 1 §2) in the web host against the reference server: what the form sends is
 * read back from the server; the unsaved-changes guard; a draft restored after the page was closed.
 */

const LEAVE = 'Êtes vous sûr de vouloir quitter cette page ? Des modifications en cours pourraient être perdues';
const CANCEL = 'Souhaitez-vous vraiment annuler les modifications en cours ?';

/** The author as the reference server stores it, read with a token of the same account. */
async function storedAuthor(page: Page, id: number): Promise<Author> {
  const { access_token } = await obtainTokens(E2E_API_URL, 'redaction');
  const response = await page.request.get(`${E2E_API_URL}/api/author/${id}`, { headers: { authorization: `Bearer ${access_token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Author;
}

/** A draft left by an earlier run (the web host's profile outlives a run) must not stand in the way. */
async function discardDraft(page: Page, key: string): Promise<void> {
  await page.evaluate(
    (draftKey) => fetch('/bridge/invoke/drafts.discard', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ args: [draftKey] }) }),
    key,
  );
}

const kind = (page: Page, name: 'Professionnel' | 'Personnel' | 'Autre') => page.getByRole('group', { name, exact: true });
const list = (page: Page, kindName: 'Professionnel' | 'Personnel' | 'Autre', legend: 'Courriels' | 'Téléphones' | 'Adresses') =>
  kind(page, kindName).getByRole('group', { name: legend, exact: true });

/** Chooses an option of a Fluent combobox by typing part of it. */
async function choose(combobox: Locator, page: Page, typed: string, option: string): Promise<void> {
  await combobox.click();
  await combobox.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The whole screen: the shell scrolls inside the window, so the window is made as tall as the page. */
async function screenshotWhole(page: Page, path: string, height: number): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.setViewportSize({ width: viewport.width, height });
  await page.screenshot({ path });
  await page.setViewportSize(viewport);
}

/** A small PNG portrait: a grey square. */
function portraitPng(): Buffer {
  const png = new PNG({ width: 64, height: 64 });
  png.data.fill(128);
  return PNG.sync.write(png);
}

const authorIdOf = (page: Page) => Number(/\/auteurs\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

test.describe('author create and edit', () => {
  test.beforeEach(({ page }) => {
    page.on('pageerror', (error) => console.log('PAGEERROR', error.message));
    page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
  });
  test('creates a person with a professional email, a +33 phone and an address; the server stores them by contact kind', async ({ page }) => {
    await signIn(page, 'redaction');
    await page.goto('/auteurs/nouveau');
    await discardDraft(page, 'authors/edit/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvel auteur' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Monsieur' })).toBeChecked();

    await page.getByLabel('Prénom', { exact: true }).fill('Paul');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Testeur-Personne');
    const fn = page.getByRole('textbox', { name: 'Fonction 1' });
    await fn.click();
    await page.keyboard.type('Docteur en droit');
    await page.keyboard.press('ControlOrMeta+a');
    await page.getByRole('button', { name: 'Italique' }).first().click();

    await list(page, 'Professionnel', 'Courriels').getByLabel('Courriel', { exact: true }).fill('paul.testeur@cabinet.test');
    const phones = list(page, 'Professionnel', 'Téléphones');
    await expect(phones.getByRole('combobox', { name: 'Pays' })).toHaveValue('France (+33)');
    await phones.getByLabel('Numéro', { exact: true }).fill('06 12 34 56 78');
    await phones.getByLabel('Numéro', { exact: true }).blur();
    await expect(phones.getByLabel('Numéro', { exact: true })).toHaveValue('6 12 34 56 78');
    await expect(phones.getByText('+33', { exact: true })).toBeVisible();
    await phones.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Mobile' }).click();
    await phones.getByRole('button', { name: 'Favori' }).click();
    await expect(phones.getByRole('button', { name: 'Favori' })).toHaveAttribute('aria-pressed', 'true');

    const addresses = list(page, 'Professionnel', 'Adresses');
    await addresses.getByLabel('Adresse', { exact: true }).fill('12 rue de Rivoli');
    await addresses.getByLabel('Code postal', { exact: true }).fill('75001');
    // The city is offered by the server's autocomplete (cities of the seeded authors).
    await choose(addresses.getByRole('combobox', { name: 'Ville' }), page, 'Par', 'Paris');
    await expect(addresses.getByRole('combobox', { name: 'Pays' })).toHaveValue('FRANCE');

    // A new author's image waits in the form's list and is sent once the author exists (spec 1 §2).
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Déposez des images ici ou cliquez pour choisir' }).click();
    await (await chooser).setFiles({ name: 'portrait-paul.png', mimeType: 'image/png', buffer: portraitPng() });
    await expect(page.getByRole('list', { name: 'Images à envoyer' }).getByRole('listitem')).toContainText('portrait-paul.png');

    await screenshotWhole(page, '.tmp/screens/authors-edit-create.png', 2900);
    await page.getByRole('button', { name: 'Enregistrer' }).first().click();
    await expect(page).toHaveURL(/\/auteurs\/\d+$/);
    await expect(page.getByRole('listitem', { name: "L'auteur a été créé." })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'portrait-paul.png' })).toBeVisible();

    const stored = await storedAuthor(page, authorIdOf(page));
    expect(stored).toMatchObject({
      type: 'MALE',
      firstName: 'Paul',
      particle: null,
      lastName: 'Testeur-Personne',
      functions: ['<i>Docteur en droit</i>'],
      emails: { PROFESSIONAL: [{ mail: 'paul.testeur@cabinet.test', fav: false }], PERSONAL: [], OTHER: [] },
      phoneNumbers: { PROFESSIONAL: [{ countryCode: 'FR', number: '612345678', type: 'MOBILE', fav: true }], PERSONAL: [], OTHER: [] },
      addresses: {
        PROFESSIONAL: [{ street: '12 rue de Rivoli', complement: '', postCode: '75001', city: 'Paris', country: 'FRANCE', fav: false }],
        PERSONAL: [],
        OTHER: [],
      },
      profiles: [],
      notes: null,
    });
  });

  test('creates an organisation with contacts: no first name nor particle, a Belgian phone and address, a profile', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/auteurs/nouveau');
    await discardDraft(page, 'authors/edit/new');
    await page.getByLabel('Prénom', { exact: true }).fill('Ignoré');
    await page.getByLabel('Particule', { exact: true }).fill('de');
    await page.getByRole('radio', { name: 'Organisation' }).check();
    await expect(page.getByLabel('Prénom', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Particule', { exact: true })).toHaveCount(0);
    await page.getByRole('textbox', { name: "Nom de l'organisation", exact: true }).fill('Fondation Testeur');

    await list(page, 'Autre', 'Courriels').getByLabel('Courriel', { exact: true }).fill('contact@fondation.test');
    const phones = list(page, 'Personnel', 'Téléphones');
    await choose(phones.getByRole('combobox', { name: 'Pays' }), page, 'Belg', 'Belgique (+32)');
    await phones.getByLabel('Numéro', { exact: true }).fill('470123456');
    await phones.getByLabel('Numéro', { exact: true }).blur();
    await expect(phones.getByLabel('Numéro', { exact: true })).toHaveValue('470 12 34 56');
    await expect(phones.getByText('+32', { exact: true })).toBeVisible();

    const addresses = list(page, 'Autre', 'Adresses');
    await addresses.getByLabel('Adresse', { exact: true }).fill('Rue de la Loi 16');
    await addresses.getByLabel('Code postal', { exact: true }).fill('1000');
    await addresses.getByRole('combobox', { name: 'Ville' }).fill('Bruxelles');
    await choose(addresses.getByRole('combobox', { name: 'Pays' }), page, 'BELG', 'BELGIQUE');

    await page.getByRole('combobox', { name: 'Type de profil' }).click();
    await page.getByRole('option', { name: 'Site web' }).click();
    await page.getByLabel('Identifiant ou adresse', { exact: true }).fill('https://fondation.test');

    await page.getByRole('button', { name: 'Enregistrer' }).first().click();
    await expect(page).toHaveURL(/\/auteurs\/\d+$/);
    const stored = await storedAuthor(page, authorIdOf(page));
    expect(stored).toMatchObject({
      type: 'ORGANISATION',
      firstName: null,
      particle: null,
      lastName: 'Fondation Testeur',
      functions: [],
      emails: { PROFESSIONAL: [], PERSONAL: [], OTHER: [{ mail: 'contact@fondation.test', fav: false }] },
      phoneNumbers: { PROFESSIONAL: [], PERSONAL: [{ countryCode: 'BE', number: '470123456', type: null, fav: false }], OTHER: [] },
      addresses: {
        PROFESSIONAL: [],
        PERSONAL: [],
        OTHER: [{ street: 'Rue de la Loi 16', complement: '', postCode: '1000', city: 'Bruxelles', country: 'BELGIQUE', fav: false }],
      },
      profiles: [{ type: 'WEBSITE', value: 'https://fondation.test' }],
    });
    // The view shows the organisation under its name only.
    await expect(page.getByRole('heading', { level: 1, name: 'Fondation Testeur' })).toBeVisible();
  });

  test('a dirty edit form asks before leaving through a tab: "Rester" keeps the edits; "Annuler" asks too', async ({ page }) => {
    await signIn(page, 'redaction');
    await page.goto('/auteurs/2/modifier');
    await discardDraft(page, 'authors/edit/2');
    await expect(page.getByRole('heading', { level: 1, name: "Modifier l'auteur" })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Nom', exact: true });
    await expect(name).toHaveValue('Aubigné');
    await expect(page.getByRole('navigation', { name: "Fil d'Ariane" })).toContainText('Auteurs');
    await expect(page.getByRole('complementary', { name: "Informations sur l'auteur" })).toBeVisible();
    await screenshotWhole(page, '.tmp/screens/authors-edit-edit.png', 3800);
    await page.getByRole('heading', { name: 'Coordonnées' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: '.tmp/screens/authors-edit-contacts.png' });

    await name.fill('Aubigné-Modifiée');
    await page.getByRole('tab', { name: 'Images' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Quitter la page ?' });
    await expect(dialog).toContainText(LEAVE);
    await dialog.getByRole('button', { name: 'Rester' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/auteurs\/2\/modifier$/);
    await expect(name).toHaveValue('Aubigné-Modifiée');

    await page.getByRole('button', { name: 'Annuler', exact: true }).first().click();
    const cancel = page.getByRole('alertdialog', { name: 'Annuler les modifications ?' });
    await expect(cancel).toContainText(CANCEL);
    await cancel.getByRole('button', { name: 'Continuer la saisie' }).click();
    await expect(name).toHaveValue('Aubigné-Modifiée');

    await page.getByRole('tab', { name: 'Images' }).click();
    await dialog.getByRole('button', { name: 'Quitter la page' }).click();
    await expect(page).toHaveURL(/\/images(\?|$)/);
    expect((await storedAuthor(page, 2)).lastName).toBe('Aubigné');
    await discardDraft(page, 'authors/edit/2');
  });

  test('an edit form closed while dirty is offered back on reopening', async ({ page, context }) => {
    await signIn(page, 'redaction');
    await page.goto('/auteurs/6/modifier');
    await discardDraft(page, 'authors/edit/6');
    const notes = page.getByRole('textbox', { name: 'Notes', exact: true });
    await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Bülow');
    await notes.fill('Tapé avant la fermeture de la fenêtre');
    // The backup is written once the typing has stopped for a second.
    await expect.poll(() => draftSaved(page, 'authors/edit/6')).toBe(true);
    await page.close({ runBeforeUnload: false });

    const reopened = await context.newPage();
    await reopened.goto('/auteurs/6/modifier');
    await expect(reopened.getByText(/Des modifications non enregistrées du .* ont été retrouvées\./)).toBeVisible();
    await expect(reopened.getByRole('textbox', { name: 'Notes', exact: true })).not.toHaveValue('Tapé avant la fermeture de la fenêtre');
    await reopened.getByRole('button', { name: 'Restaurer les modifications non enregistrées' }).click();
    await expect(reopened.getByRole('textbox', { name: 'Notes', exact: true })).toHaveValue('Tapé avant la fermeture de la fenêtre');
    await expect(reopened.getByRole('button', { name: 'Restaurer les modifications non enregistrées' })).toHaveCount(0);

    // Cancelling gives the edits up, and the backup with them.
    await reopened.getByRole('button', { name: 'Annuler', exact: true }).first().click();
    await reopened.getByRole('alertdialog', { name: 'Annuler les modifications ?' }).getByRole('button', { name: 'Annuler les modifications' }).click();
    await expect(reopened).toHaveURL(/\/auteurs\/6$/);
    await expect.poll(() => draftSaved(reopened, 'authors/edit/6')).toBe(false);
  });
});
