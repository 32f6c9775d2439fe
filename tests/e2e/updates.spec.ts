import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn, signOut } from './support';

/**
 * The settings page's « Mises à jour » section through the web host (issue 14): the browser has no updater,
 * and the section says so instead of naming a feed (the desktop side is covered by
 * tests/unit/main/updater.test.ts and tests/unit/renderer/update-settings.test.tsx).
 */

const SHOTS = '.tmp/shots';

test('the settings page says the browser has no updates, and names no feed nor offers one to type', async ({ page }) => {
  await mkdir(SHOTS, { recursive: true });
  await signIn(page, 'admin');
  await page.goto('/parametres');
  const updates = page.getByRole('region', { name: 'Mises à jour' });
  await expect(updates).toBeVisible();
  await expect(updates.getByText('Dans le navigateur, il n’y a pas de mise à jour : elles ne concernent que l’application de bureau.')).toBeVisible();
  await expect(updates.getByText('Flux de mises à jour :')).toHaveCount(0);
  await expect(updates.getByRole('textbox')).toHaveCount(0);
  await expect(updates.getByRole('button', { name: 'Vérifier maintenant' })).toHaveCount(0);
  // The sections above are untouched by it.
  await expect(page.getByRole('region', { name: 'Téléchargements' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/settings-updates-web.png`, fullPage: true });
  await signOut(page, 'admin');
});
