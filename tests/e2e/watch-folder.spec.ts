import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_WATCH_DIR } from '../../playwright.config';
import { STABLE_MS } from '../../src/core/watch-folder/service';
import { resetSession, signIn } from './support';

/**
 * The watched import folder through the web host (WATCH_DIR): chosen in the settings, an XML file written
 * into it is imported as the signed-in user (toast with a link to the article, the article in the list), a
 * file that is not XML is refused into `refusés` with its reason beside; the log is shown; stopping stops.
 */

const SCREENS = '.tmp/screens-watch-folder';
const folder = resolve(E2E_WATCH_DIR);
// Unique per run: the web host's record of handled files outlives the run (it is kept in its profile).
const stamp = Date.now().toString(36);
const title = `Article déposé dans le dossier surveillé ${stamp}`;
const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<article revue="BJS" type="COMMENTARY" rubrique="BJS-SOC"><titre>${title}</titre><corps><para>Déposé par un test.</para></corps></article>`;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 1100 } });

test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
  // What a previous run left (the file written after the stop) would be taken as soon as the watch starts.
  await rm(folder, { recursive: true, force: true });
});

test.afterEach(async ({ page }) => resetSession(page));

const section = (page: Page) => page.getByRole('region', { name: 'Dossier d’import surveillé' });
/** The toasts, in the app's popup region (Fluent's live region repeats their text for screen readers). */
const notices = (page: Page) => page.getByRole('region', { name: 'Fenêtres et notifications' });

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: /\(admin\)$/ }).click();
  await page.getByRole('menuitem', { name: 'Paramètres' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
}

test('a file dropped in the watched folder is imported, a file that is not XML refused, both told and logged', async ({ page }) => {
  await signIn(page, 'admin');
  await openSettings(page);
  await expect(section(page)).toContainText('Aucun dossier surveillé.');
  await expect(section(page).getByRole('button', { name: 'Arrêter la surveillance' })).toBeDisabled();

  await section(page).getByRole('button', { name: 'Choisir le dossier surveillé' }).click();
  await expect(section(page).getByText(folder, { exact: true })).toBeVisible();
  await expect(section(page).getByRole('status')).toHaveText(/^Surveillance en cours — \d+ importé\(s\), \d+ refusé\(s\), 0 en attente$/);
  await page.screenshot({ path: `${SCREENS}/settings-watch-folder.png`, fullPage: true });

  await writeFile(join(folder, `depot-${stamp}.xml`), xml);
  await expect(notices(page).getByText('Dossier surveillé : fichier importé')).toBeVisible();
  await expect(notices(page).getByText(new RegExp(`^« depot-${stamp}\\.xml » importé : créé dans .*« ${title} »\\.$`))).toBeVisible();
  // The pointer rests on the toast's link at once, as a user's would: the toast lasts 10 s and pauses while
  // hovered, and the checks below may take that long on a loaded machine.
  const openArticle = notices(page).getByRole('button', { name: 'Ouvrir l’article' });
  await openArticle.hover();
  await page.screenshot({ path: `${SCREENS}/toast-imported.png` });
  await expect(section(page).getByRole('status')).toHaveText(/^Surveillance en cours — [1-9]\d* importé\(s\)/);
  await expect.poll(async () => readdir(join(folder, 'importés'))).toContain(`depot-${stamp}.xml`);

  // The article: opened from the toast's link, and in the list.
  await openArticle.click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`${title}$`) })).toBeVisible();
  await page.goto(`/articles?query=${encodeURIComponent(stamp)}&attachedOnly=false`);
  await expect(page.getByRole('table', { name: 'Articles et lots' }).getByRole('link', { name: new RegExp(`^Voir \\d+ — ${title}$`) })).toBeVisible();

  // A file that is not XML: refused, moved with its reason beside it, logged.
  await openSettings(page);
  await writeFile(join(folder, `notes-${stamp}.txt`), 'pas un article');
  await expect(notices(page).getByText('Dossier surveillé : fichier refusé')).toBeVisible();
  await expect(notices(page).getByText(`« notes-${stamp}.txt » refusé : Ce n’est pas un fichier XML : seuls les fichiers .xml sont importés.`)).toBeVisible();
  await expect.poll(async () => readdir(join(folder, 'refusés'))).toEqual(expect.arrayContaining([`notes-${stamp}.txt`, `notes-${stamp}.txt.txt`]));
  expect(await readFile(join(folder, 'refusés', `notes-${stamp}.txt.txt`), 'utf8')).toContain('Raison : Ce n’est pas un fichier XML');

  await section(page).getByRole('button', { name: 'Ouvrir le journal' }).click();
  const log = page.getByRole('dialog', { name: 'Journal du dossier surveillé' });
  await expect(log).toContainText(`— importé — « depot-${stamp}.xml » — créé dans`);
  await expect(log).toContainText(`— refusé — « notes-${stamp}.txt » — Ce n’est pas un fichier XML`);
  await page.screenshot({ path: `${SCREENS}/log-dialog.png` });
  await log.getByRole('button', { name: 'Fermer' }).click();

  // Stopped: a file written now stays where it is.
  await section(page).getByRole('button', { name: 'Arrêter la surveillance' }).click();
  await expect(section(page).getByRole('status')).toHaveText(/^Surveillance arrêtée/);
  await expect(section(page)).toContainText('Aucun dossier surveillé.');
  await writeFile(join(folder, `apres-${stamp}.xml`), xml.replace(title, `${title} (après l’arrêt)`));
  // Only time shows that nothing took the file: twice the rest after which a running watcher would have.
  await page.waitForTimeout(2 * STABLE_MS);
  expect(await readdir(folder)).toContain(`apres-${stamp}.xml`);
});
