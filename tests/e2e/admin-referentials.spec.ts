import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DOWNLOAD_DIR } from '../../playwright.config';
import { dropFiles, resetSession, signIn, signOut } from './support';

/**
 * The referential page (spec 2 §2.9, §6, §8; issue 12) against the reference server: an export saved on
 * disk through the download queue; an xlsx dropped, its added, changed and removed rows previewed, confirmed,
 * the result card; a faulty file refused with its sheet, line and column in French; a manager refused.
 * Fixture files are built here with exceljs.
 */

const SCREENS = '.tmp/screens-B';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
test.use({ viewport: { width: 1440, height: 1000 } });
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ page }) => resetSession(page));
test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
  await mkdir(E2E_DOWNLOAD_DIR, { recursive: true });
});

async function xlsxBase64(sheet: string, rows: readonly (readonly string[])[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(sheet);
  for (const row of rows) ws.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

async function sheetRows(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await readFile(path)).buffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

/** Once the dialog's opening motion is over: a screenshot shows it as the user reads it. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const dropZone = (page: Page, name: string) => page.getByRole('button', { name: `Importer « ${name} » : déposez un fichier ou cliquez pour choisir` });

test('exports a referential to disk, previews an xlsx import and applies it, refuses a faulty file', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/referentiel');
  await expect(page.getByRole('heading', { name: 'Référentiel', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Référentiels' }).getByRole('listitem')).toHaveCount(7);
  await page.screenshot({ path: `${SCREENS}/referentials-page.png`, fullPage: true });

  // Export: the file lands in the download folder through the queue, and reads back.
  const before = new Set(await readdir(E2E_DOWNLOAD_DIR));
  await card(page, 'Émetteurs').getByRole('button', { name: 'Exporter « Émetteurs » en XLSX' }).click();
  // The toast, and its copy in the live region that reads it out: either shows it was said.
  await expect(page.getByText('Export de « Émetteurs » (XLSX) ajouté aux téléchargements.').first()).toBeVisible();
  let file = '';
  await expect
    .poll(async () => {
      file = (await readdir(E2E_DOWNLOAD_DIR)).find((f) => !before.has(f) && /^emetteurs.*\.xlsx$/.test(f)) ?? '';
      return file;
    })
    .not.toBe('');
  const exported = await sheetRows(join(E2E_DOWNLOAD_DIR, file));
  expect(exported[0]).toEqual(['code', 'libelle']);
  expect(exported).toContainEqual(['CE', 'Conseil d’État']);

  // Import: the exported rows with one changed, one removed, one added.
  const rows = exported
    .filter((r) => r[0] !== 'CNIL')
    .map((r) => (r[0] === 'AMF' ? ['AMF', 'Autorité des marchés financiers (AMF)'] : r));
  rows.push(['CNB', 'Conseil national des barreaux']);
  await dropFiles(page, dropZone(page, 'Émetteurs'), [{ name: 'emetteurs-2026.xlsx', type: XLSX, base64: await xlsxBase64('emetteurs', rows) }]);
  const dialog = page.getByRole('dialog', { name: 'Aperçu de l’import : Émetteurs' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('1 ajoutée', { exact: true })).toBeVisible();
  await expect(dialog.getByText('1 modifiée', { exact: true })).toBeVisible();
  await expect(dialog.getByText('1 supprimée', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Lignes ajoutées' }).getByRole('row', { name: /CNB Conseil national des barreaux/ })).toBeVisible();
  const changed = dialog.getByRole('table', { name: 'Lignes modifiées' });
  await expect(changed.getByText('Autorité des marchés financiers (AMF)')).toBeVisible();
  await expect(changed.getByText('avant : Autorité des marchés financiers', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Lignes supprimées' }).getByRole('row', { name: /CNIL/ })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/import-preview.png` });
  await dialog.getByRole('button', { name: 'Confirmer l’import' }).click();
  await expect(dialog).toBeHidden();
  const result = page.getByRole('status', { name: 'Résultat de l’import : Émetteurs' });
  await expect(result.getByText('Import appliqué')).toBeVisible();
  await expect(result.getByText('« emetteurs-2026.xlsx » a été importé.')).toBeVisible();
  await expect(result.getByText('1 ajoutée', { exact: true })).toBeVisible();
  await card(page, 'Émetteurs').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/import-result.png` });

  // The same file again: nothing to confirm.
  await dropFiles(page, dropZone(page, 'Émetteurs'), [{ name: 'emetteurs-2026.xlsx', type: XLSX, base64: await xlsxBase64('emetteurs', rows) }]);
  await expect(dialog.getByText('Ce fichier ne change rien : toutes les lignes sont identiques.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmer l’import' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('status', { name: 'Résultat de l’import : Émetteurs' }).getByText('Import annulé')).toBeVisible();

  // A faulty file: the server's message, with sheet, line and column; nothing to confirm.
  const faulty = await xlsxBase64('types-texte', [['code', 'libelle'], ['LOI', 'Loi'], ['DEC', ''], ['LOI', 'Loi organique']]);
  await dropFiles(page, dropZone(page, 'Types de texte'), [{ name: 'types.xlsx', type: XLSX, base64: faulty }]);
  const refused = page.getByRole('alert', { name: 'Résultat de l’import : Types de texte' });
  await expect(refused.getByText('Import refusé', { exact: true })).toBeVisible();
  await expect(refused.getByText('Import refusé : « types.xlsx » comporte 2 erreurs ; le référentiel « Types de texte » n’a pas été modifié.')).toBeVisible();
  await expect(refused.getByText('Feuille « types-texte », ligne 3, colonne B (libelle) : valeur obligatoire manquante.')).toBeVisible();
  await expect(refused.getByText('Feuille « types-texte », ligne 4, colonne A (code) : « LOI » en double (déjà ligne 2).')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await card(page, 'Types de texte').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/import-refused.png` });

  await signOut(page, 'admin');
});

test('a manager typing the referential URL sees "Accès refusé"', async ({ page }) => {
  await signIn(page, 'redaction');
  await page.goto('/admin/referentiel');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await signOut(page, 'redaction');
});
