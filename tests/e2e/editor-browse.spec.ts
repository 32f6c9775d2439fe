import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createArticle, documentEditorOf, resetSession, signIn } from './support';

/**
 * What the structured editor picks from the back-office (issue 33: Fonto's POST {base}/browse and GET
 * {base}/asset/preview), against the reference server through the web host: a renvoi to another article found by
 * its title, and a picture of the image bank chosen by its thumbnail, saved and shown again in the document.
 */

test.afterEach(async ({ page }) => resetSession(page));
test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});

const SCREENS = '.tmp/screens-E33-browse';

async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [[1280, 720], [1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png` });
  }
}

test('a renvoi picked by search and a picture picked from the bank, saved and seen in the document', async ({ page }) => {
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const targetTitle = `Cible du renvoi ${stamp}`;
  const targetId = await createArticle(page, targetTitle);
  const id = await createArticle(page, `Article illustré ${stamp}`);

  await page.goto(`/articles/${id}/modifier`);
  const document = documentEditorOf(page, id);
  await expect(document).toContainText(`Article illustré ${stamp}`);
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · Enregistré$/ })).toBeVisible();
  const toolbar = page.getByRole('toolbar', { name: 'Mise en forme' });

  // The renvoi: the target found by a word of its title, picked with the keyboard.
  await document.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('Voir ');
  await toolbar.getByRole('button', { name: 'Renvoi' }).click();
  const renvoi = page.getByRole('dialog', { name: 'Insérer un renvoi' });
  await renvoi.getByRole('searchbox', { name: 'Rechercher un document' }).fill(stamp);
  // The target and the article itself hold the stamp.
  await expect(renvoi.getByText('1 à 2 sur 2')).toBeVisible();
  const result = renvoi.getByRole('radio', { name: `${targetTitle} (n° ${targetId})` });
  await result.focus();
  await page.keyboard.press('Space');
  await expect(result).toBeChecked();
  await shoot(page, 'renvoi-search');
  await renvoi.getByRole('button', { name: 'Insérer' }).click();
  await expect(renvoi).toBeHidden();
  await expect(document.getByText(targetTitle)).toHaveAttribute('title', String(targetId));

  // The picture: the bank's first one, by its thumbnail, with a legend of its own.
  await page.keyboard.press('Control+End');
  await toolbar.getByRole('button', { name: 'Image' }).click();
  const picker = page.getByRole('dialog', { name: 'Insérer une image' });
  const first = picker.getByRole('radio').first();
  await expect(first).toBeVisible();
  const thumbnail = picker.locator('img').first();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight))).toBeLessThanOrEqual(128);
  await first.check();
  const legend = `Légende choisie ${stamp}`;
  await picker.getByRole('textbox', { name: 'Légende' }).fill(legend);
  await shoot(page, 'image-picker');
  await picker.getByRole('button', { name: 'Insérer' }).click();
  await expect(picker).toBeHidden();
  await expect(document.getByRole('img', { name: legend })).toBeVisible();

  await page.keyboard.press('Control+S');
  await expect(page.getByText(/^Document enregistré \(version \d+\)\.$/).first()).toBeVisible();

  // Opened by a reader: the renvoi and the picture, its web preview loaded, under its legend.
  await signIn(page, 'lecteur');
  await page.goto(`/articles/${id}/modifier`);
  await expect(document.getByText(targetTitle)).toHaveAttribute('title', String(targetId));
  const picture = document.getByRole('img', { name: legend });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await picture.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight))).toBeLessThanOrEqual(1024);
  await expect(document.locator('figcaption')).toHaveText(legend);
  await picture.scrollIntoViewIfNeeded();
  await shoot(page, 'document-with-picture');
});
