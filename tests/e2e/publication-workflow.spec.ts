import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, E2E_DOWNLOAD_DIR } from '../../playwright.config';
import { E2E_FULL_CHROMIUM } from '../support/chromium';
import { signIn } from './support';

// « Ouvrir le PDF » opens it in a window: the headless shell has no PDF viewer, and makes a download of it.
test.use({ launchOptions: { executablePath: E2E_FULL_CHROMIUM, args: CHROMIUM_FLAGS } });

/**
 * The print workflow of a publication (issue 10) against the reference server (seeded afresh, each process
 * status lasting PROCESS_STEP_MS = 2 s), through the web host, by French roles and labels. It takes
 * BJS_2025_4 (in progress, articles BAP, an earlier placard), which no other spec uses, through unlock,
 * placard, printer PDF, BAT and closing, from the organise page's actions menu.
 */

const NAME = 'BJS_2025_4';
const SHOTS = '.tmp/screens-workflow';
/**
 * Three process statuses of 2 s, the server's poll, core's watch (2 s) and the PDF: about 10 s; the bound only
 * calls the workflow stuck, on a machine several times slower.
 */
const PROCESS_TIMEOUT = 90_000;

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function openActions(page: Page) {
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  return page.getByRole('menu');
}

async function choose(page: Page, item: string, confirm?: { title: string; action: string }) {
  await (await openActions(page)).getByRole('menuitem', { name: item }).click();
  if (!confirm) return;
  const dialog = page.getByRole('alertdialog', { name: confirm.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirm.action }).click();
  await expect(dialog).toBeHidden();
}

async function pdfOnDisk(prefix: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const files = await readdir(E2E_DOWNLOAD_DIR).catch(() => [] as string[]);
      found = files.find((f) => f.startsWith(prefix) && f.endsWith('.pdf')) ?? '';
      return found;
    })
    .not.toBe('');
  return join(E2E_DOWNLOAD_DIR, found);
}

test('placard, printer PDF, BAT and closing from the actions menu', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await page.goto('/publications');
  const row = page.getByRole('table', { name: 'Publications' }).getByRole('row').filter({ has: page.getByText(NAME, { exact: true }) });
  await row.getByRole('link', { name: `Organiser ${NAME}` }).click();
  await expect(page).toHaveURL(/\/publications\/\d+\/organiser$/);

  // An earlier placard exists: the administrator unlocks it before asking for a new one (spec 2 §4).
  const menu = await openActions(page);
  await expect(menu.getByRole('menuitem', { name: 'Générer le placard' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await choose(page, 'Déverrouiller le placard', { title: 'Déverrouiller le placard', action: 'Déverrouiller' });
  await expect(toast(page, 'Placard déverrouillé.')).toBeVisible();

  await choose(page, 'Générer le placard', { title: 'Générer le placard', action: 'Générer' });
  await expect(toast(page, 'Placard demandé : vous serez prévenu quand il sera prêt.')).toBeVisible();
  // While it is being made the menu says so.
  const running = await openActions(page);
  await expect(running.getByRole('menuitem', { name: 'Placard en cours de génération…' })).toBeVisible();
  // Animations run here too: the ready toast may come during the shot, and must not be closed by it.
  await page.screenshot({ path: `${SHOTS}/menu-progress.png` });
  await page.keyboard.press('Escape');

  // The web host has no system notification: the page shows the toast, with the PDF to open.
  await expect(toast(page, 'Placard prêt')).toBeVisible({ timeout: PROCESS_TIMEOUT });
  await expect(toast(page, `Le placard de la publication ${NAME} est prêt.`)).toBeVisible();
  // The pointer goes to the button at once, as a user's would: a toast lasts 10 s and pauses while hovered, and a
  // loaded machine can spend those 10 s on the screenshot alone. That screenshot lets animations run: Fluent
  // times a toast with a CSS animation, which `animations: 'disabled'` finishes, closing the toast at once.
  const openPdf = page.getByRole('button', { name: 'Ouvrir le PDF' });
  await openPdf.hover();
  await page.screenshot({ path: `${SHOTS}/toast-ready.png` });
  const opened = page.waitForEvent('popup');
  await openPdf.click();
  const viewer = await opened;
  await expect.poll(() => viewer.url()).toMatch(/\/files\//);
  await viewer.close();
  const placard = await pdfOnDisk(`${NAME}-placard`);
  expect((await readFile(placard)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.getByRole('button', { name: /^Téléchargements/ }).click();
  const panel = page.getByRole('dialog', { name: 'Téléchargements' });
  await expect(panel.getByRole('region', { name: `Placard ${NAME}` }).getByText(/Terminé/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The placard is there and the articles are BAP: the printer PDF (spec 2 §4).
  const ready = await openActions(page);
  await expect(ready.getByRole('menuitem')).toHaveText(['Déverrouiller le placard', 'Générer le PDF imprimeur', 'Voir le placard']);
  await page.screenshot({ path: `${SHOTS}/menu-open.png`, animations: 'disabled' });
  await page.keyboard.press('Escape');
  await choose(page, 'Générer le PDF imprimeur', { title: 'Générer le PDF imprimeur', action: 'Générer' });
  await expect(toast(page, 'PDF imprimeur prêt')).toBeVisible({ timeout: PROCESS_TIMEOUT });

  await choose(page, 'Donner le BAT', { title: 'Donner le BAT', action: 'Donner le BAT' });
  await expect(toast(page, 'BAT donné.')).toBeVisible();

  await choose(page, 'Clôturer…');
  const closing = page.getByRole('alertdialog', { name: `Clôturer la publication ${NAME}` });
  await expect(closing.getByRole('radio', { name: 'Maintenant' })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/close-dialog.png`, animations: 'disabled' });
  await closing.getByRole('button', { name: 'Clôturer' }).click();
  await expect(toast(page, `La publication ${NAME} est clôturée.`)).toBeVisible();
  await expect(page).toHaveURL(/\/publications$/);
  await expect(page.getByRole('heading', { name: 'Liste des publications', level: 1 })).toBeVisible();
});
