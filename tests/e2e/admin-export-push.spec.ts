import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DOWNLOAD_DIR } from '../../playwright.config';
import { resetSession, signIn, signOut } from './support';

/**
 * The export page and the push-online administration (issue 12, spec 2 §2.9, §5) against the reference
 * server, driven by French roles and labels: the export form's four messages, a references export saved
 * on disk, what a manager is offered; the scheduled pushes with their ticking countdown, push now, cancel
 * delivery and the zip of a push without a name. Records: the admin page's own seeded pushes ("Veille de
 * septembre", "Sélection d’octobre", "Dossier illustré de novembre"), which no other spec touches.
 */

const SCREENS = '.tmp/screens-C';

test.use({ viewport: { width: 1440, height: 1000 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});

// The web host holds one session: each test leaves it signed out for the specs after this one.
test.afterEach(async ({ page }) => resetSession(page));

async function openAdmin(page: Page, entry: 'Export' | 'Mise en ligne'): Promise<void> {
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

test('export: the form’s French messages, then a references file saved on disk', async ({ page }) => {
  await signIn(page, 'admin');
  await openAdmin(page, 'Export');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Export des données' });

  await form.getByRole('button', { name: 'Exporter les auteurs' }).click();
  for (const message of ['La revue est obligatoire', 'La date de début est obligatoire', 'La date de fin est obligatoire']) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await page.screenshot({ path: `${SCREENS}/export-required.png`, fullPage: true });

  await form.getByRole('combobox', { name: /^Revue/ }).selectOption('BJS');
  await form.getByRole('textbox', { name: /^Date de début/ }).fill('01012024');
  await form.getByRole('textbox', { name: /^Date de fin/ }).fill('02032024');
  await expect(form.getByRole('textbox', { name: /^Date de début/ })).toHaveValue('01/01/2024');
  await form.getByRole('button', { name: 'Exporter les auteurs' }).click();
  await expect(form.getByText('La différence entre les dates doit être de 60 jours maximums', { exact: true })).toBeVisible();
  await expect(form.getByText('La revue est obligatoire')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/export-too-long.png`, fullPage: true });

  const file = join(E2E_DOWNLOAD_DIR, 'references-BJS-2023-05-01-2023-06-29.csv');
  await rm(file, { force: true });
  await form.getByRole('textbox', { name: /^Date de début/ }).fill('01/05/2023');
  await form.getByRole('textbox', { name: /^Date de fin/ }).fill('29/06/2023');
  await expect(form.getByText('La différence entre les dates doit être de 60 jours maximums')).toHaveCount(0);
  await form.getByRole('button', { name: 'Exporter les références' }).click();
  // The toast, in the app's popup region (Fluent's live region repeats its text for screen readers).
  const notices = page.getByRole('region', { name: 'Fenêtres et notifications' });
  await expect(notices.getByText('Export lancé : « Exporter les références » arrive dans les téléchargements.')).toBeVisible();
  await expect.poll(() => exists(file)).toBe(true);
  const csv = await readFile(file, 'utf8');
  expect(csv.startsWith('\uFEFFRéférence;Identifiant;Élément;Type;Titre;Publication;Rubrique;Auteurs;Mise en ligne')).toBe(true);
  expect(csv.split('\r\n').filter((line) => line.startsWith('BJS')).length).toBeGreaterThan(0);
  // The published elements are the administrator's; the Jouve report closes the page.
  await expect(form.getByRole('button', { name: 'Exporter les éléments publiés' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rapport des traitements Jouve' })).toBeVisible();
  const jouve = page.getByRole('table', { name: 'Traitements Jouve' });
  await expect(jouve.getByRole('row').filter({ hasText: /Publication [A-Z]{3}_\d{4}_/ }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Traitements par statut' }).getByText(/^Terminé : \d+$/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/export-done.png`, fullPage: true });
  await signOut(page, 'admin');
});

test('export: a manager is offered their periodicals, and not the published elements', async ({ page }) => {
  await signIn(page, 'redaction');
  await openAdmin(page, 'Export');
  const form = page.getByRole('form', { name: 'Export des données' });
  const periodicalOptions = form.getByRole('combobox', { name: /^Revue/ }).locator('option');
  // The periodicals arrive after the form: "all" first, then one option per periodical.
  await expect(periodicalOptions).toHaveCount(3);
  const options = await periodicalOptions.allTextContents();
  expect(options.slice(1).map((o) => o.slice(0, 5))).toEqual(['[BJS]', '[DEF]']);
  await expect(form.getByRole('button', { name: 'Exporter les auteurs' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Exporter les éléments publiés' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Rapport des traitements Jouve' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/export-manager.png`, fullPage: true });
  // The push-online administration is the administrator's: typed by a manager, the page says no.
  await page.goto('/admin/mise-en-ligne');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await signOut(page, 'redaction');
});

test('push online: a ticking countdown, push now, cancel delivery, the zip of a push without a name', async ({ page }) => {
  await signIn(page, 'admin');
  await openAdmin(page, 'Mise en ligne');
  const table = page.getByRole('table', { name: 'Mises en ligne programmées' });
  const row = (title: string) => table.getByRole('row').filter({ hasText: title });
  await expect(row('Veille de septembre')).toBeVisible();

  // The countdown: days, hours, minutes, seconds in French, one second less each second.
  const timer = row('Veille de septembre').getByRole('timer');
  const first = await timer.textContent();
  expect(first).toMatch(/^\d+ jours( \d+ heures?)?( \d+ minutes?)?( \d+ secondes?)?$/);
  await expect.poll(() => timer.textContent()).not.toBe(first);
  // A named push (a publication's) offers no download.
  const named = row('GDP_2025_2');
  await expect(named.getByRole('button', { name: /^Mettre en ligne maintenant/ })).toBeVisible();
  await expect(named.getByRole('button', { name: /^Télécharger/ })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/push-online-list.png`, fullPage: true });

  // Push now.
  await row('Sélection d’octobre').getByRole('button', { name: /^Mettre en ligne maintenant/ }).click();
  const pushDialog = page.getByRole('alertdialog', { name: 'Mettre en ligne maintenant ?' });
  await page.screenshot({ path: `${SCREENS}/push-online-confirm.png` });
  await pushDialog.getByRole('button', { name: 'Mettre en ligne', exact: true }).click();
  await expect(page.getByText(/^Mise en ligne « \d+ » effectuée\.$/)).toBeVisible();
  await expect(row('Sélection d’octobre')).toHaveCount(0);

  // Cancel delivery.
  await row('Veille de septembre').getByRole('button', { name: /^Annuler la livraison/ }).click();
  await page.getByRole('alertdialog', { name: 'Annuler la livraison ?' }).getByRole('button', { name: 'Annuler la livraison', exact: true }).click();
  await expect(page.getByText(/^Livraison « \d+ » annulée\.$/)).toBeVisible();
  await expect(row('Veille de septembre')).toHaveCount(0);

  // Download: {id}-export.zip through the download queue.
  const illustrated = row('Dossier illustré de novembre');
  const id = (await illustrated.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(id).toMatch(/^\d+$/);
  const zip = join(E2E_DOWNLOAD_DIR, `${id}-export.zip`);
  await rm(zip, { force: true });
  await illustrated.getByRole('button', { name: /^Télécharger/ }).click();
  await expect(page.getByText('Téléchargement lancé').first()).toBeVisible();
  await expect.poll(() => exists(zip)).toBe(true);
  expect((await readFile(zip)).subarray(0, 2).toString('latin1')).toBe('PK');
  await page.screenshot({ path: `${SCREENS}/push-online-after.png`, fullPage: true });
  await signOut(page, 'admin');
});
