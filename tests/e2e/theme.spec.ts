import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from './support';

/**
 * Light and dark (issue 14): the app follows the browser's prefers-color-scheme (the system's setting; in
 * Electron, nativeTheme), and the choice of the settings page wins over it, at once.
 */

const SHOTS = '.tmp/shots';

/** The theme the app's provider applies, as the page paints it: the luminance of its main background. */
async function mainIsDark(page: Page): Promise<boolean> {
  return page.getByRole('main').evaluate((main) => {
    const [r = 255, g = 255, b = 255] = (getComputedStyle(main.parentElement ?? main).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
  });
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

test('follows the system’s setting, and the settings page’s choice wins over it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, 'admin');
  await page.goto('/auteurs');
  await expect(page.getByRole('table', { name: 'Auteurs' }).getByRole('link').first()).toBeVisible();
  expect(await mainIsDark(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/theme-dark-authors.png` });

  await page.goto('/parametres');
  await expect(page.getByRole('radio', { name: 'Comme le système' })).toBeChecked();
  await page.getByRole('radio', { name: 'Clair' }).click();
  await expect.poll(() => mainIsDark(page)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/theme-settings-light.png` });

  // Kept by core: a reload keeps the choice, whatever the system says.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Clair' })).toBeChecked();
  expect(await mainIsDark(page)).toBe(false);

  await page.getByRole('radio', { name: 'Sombre' }).click();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => mainIsDark(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/theme-settings-dark.png` });

  await page.getByRole('radio', { name: 'Comme le système' }).click();
  await expect.poll(() => mainIsDark(page)).toBe(false);
  await signOut(page, 'admin');
});
