import { mkdir, readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ownServers } from './own-servers';
import { createArticle, documentEditorOf, dropFiles, resetSession, signIn } from './support';

/**
 * A new picture from the structured editor (issue 33: Fonto's POST {base}/asset), against the reference server
 * through the web host: « Insérer une image » → « Déposer une nouvelle image… », picked with the system's file
 * dialog or dropped; a file that is no image is refused in French; the picture sent is the one chosen, inserted,
 * saved and shown from the bank's preview. The picture joins the bank's illustrations: this spec owns its servers,
 * so that the suite's shared bank keeps the seed's count that the image list's tests read.
 */

const servers = ownServers({
  name: 'editor-asset',
  apiPort: Number(process.env['E2E_ASSET_API_PORT'] ?? 4355),
  webPort: Number(process.env['E2E_ASSET_WEB_PORT'] ?? 4356),
});
const WEB = servers.web;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // Seeding a fresh server and starting the web host take more than a minute on a busy machine.
  test.setTimeout(240_000);
  await servers.start();
});
test.afterAll(() => servers.stop());

test.afterEach(async ({ page }) => resetSession(page));
test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});

const SCREENS = '.tmp/screens-E33-asset';

async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [[1280, 720], [1024, 640], [1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a picture dropped or picked in the image dialog goes to the bank, is chosen, inserted and saved', async ({ page }) => {
  await signIn(page, 'admin', WEB);
  const stamp = Date.now().toString(36);
  const id = await createArticle(page, `Article à illustrer ${stamp}`);
  await page.goto(`${WEB}/articles/${id}/modifier`);
  const document = documentEditorOf(page, id);
  await expect(document).toContainText(`Article à illustrer ${stamp}`);
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · Enregistré$/ })).toBeVisible();

  await document.click();
  await page.keyboard.press('Control+End');
  await page.getByRole('toolbar', { name: 'Mise en forme' }).getByRole('button', { name: 'Image' }).click();
  const picker = page.getByRole('dialog', { name: 'Insérer une image' });
  const zone = picker.getByRole('button', { name: 'Déposer une nouvelle image…' });
  await expect(zone).toBeVisible();

  // A text named .png: core reads its content and refuses it, in French, naming what it found, in the dialog's own
  // line (a toast would cover its buttons on a small window).
  await dropFiles(page, zone, [{ name: `faux-${stamp}.png`, type: 'image/png', base64: Buffer.from('ceci n’est pas une image').toString('base64') }]);
  const refusal = new RegExp(`^Le fichier « faux-${stamp}\\.png » n’est pas accepté`);
  await expect(picker.getByRole('status').filter({ hasText: refusal })).toBeVisible();
  // Said there only: no toast (nor its copy in Fluent's live region) over the dialog.
  await expect(page.getByText(refusal)).toHaveCount(1);
  await expect(picker.getByRole('button', { name: 'Insérer' })).toBeInViewport();
  await expect(picker.getByRole('radio', { checked: true })).toHaveCount(0);
  await shoot(page, 'refused');

  // Picked with the file dialog: sent, then the chosen picture, first of the results, its name the legend.
  const name = `Salle des pas perdus ${stamp}.png`;
  const chooser = page.waitForEvent('filechooser');
  await zone.click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: await readFile('tests/fixtures/illustration.png') });
  const chosen = picker.getByRole('radio', { name });
  await expect(chosen).toBeChecked();
  await expect(picker.getByRole('radio').first()).toHaveAccessibleName(name);
  await expect(picker.getByRole('textbox', { name: 'Légende' })).toHaveValue(name);
  await expect(picker.getByRole('status').filter({ hasText: `« ${name} » ajoutée à la banque d’images et choisie ci-dessous.` })).toBeVisible();
  const thumbnail = picker.locator('img').first();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await shoot(page, 'uploaded-chosen');

  // The bank's search finds it too.
  await picker.getByRole('searchbox', { name: 'Rechercher une image' }).fill(stamp);
  await expect(picker.getByText('1 à 1 sur 1')).toBeVisible();

  const legend = `Les pas perdus ${stamp}`;
  await picker.getByRole('textbox', { name: 'Légende' }).fill(legend);
  await picker.getByRole('button', { name: 'Insérer' }).click();
  await expect(picker).toBeHidden();
  const picture = document.getByRole('img', { name: legend });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Control+S');
  await expect(page.getByText(/^Document enregistré \(version \d+\)\.$/).first()).toBeVisible();
  await picture.scrollIntoViewIfNeeded();
  await shoot(page, 'uploaded-inserted');
});

test('a journalist who does not create illustrations has no drop in the image dialog', async ({ page }) => {
  await signIn(page, 'redaction', WEB);
  const id = await createArticle(page, `Article sans dépôt ${Date.now().toString(36)}`);
  await page.goto(`${WEB}/articles/${id}/modifier`);
  const document = documentEditorOf(page, id);
  await document.click();
  await page.keyboard.press('Control+End');
  await page.getByRole('toolbar', { name: 'Mise en forme' }).getByRole('button', { name: 'Image' }).click();
  const picker = page.getByRole('dialog', { name: 'Insérer une image' });
  await expect(picker.getByRole('radio').first()).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Déposer une nouvelle image…' })).toHaveCount(0);
});
