import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { resetSession } from './support';

/**
 * pupitre:// links (issue 14): the desktop app registers the scheme; in the browser, `/ouvrir?lien=` is their
 * way in. The link is checked by the shared rule, survives the sign-in, and opens its record.
 */

test('a link to an article opens the article after signing in; a hostile one opens the root', async ({ page }) => {
  await mkdir('.tmp/shots', { recursive: true });
  await page.goto('/');
  await resetSession(page);

  await page.goto('/ouvrir?lien=pupitre://article/172');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const popup = await popupOpened;
  await popup.getByLabel("Nom d'utilisateur").fill('admin');
  await popup.getByLabel('Mot de passe').fill('admin');
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await expect(popup.getByRole('heading', { name: 'Connexion réussie' })).toBeVisible();
  await popup.close();

  await expect(page).toHaveURL(/\/articles\/172$/);
  await expect(page.getByRole('heading', { level: 1, name: /pacte successoral/i })).toBeVisible();
  await page.screenshot({ path: '.tmp/shots/deep-link-article.png' });

  for (const hostile of ['pupitre://article/172/../../admin', 'javascript:alert(1)', 'pupitre://article/1%2f2', 'https://ailleurs.example/']) {
    await page.goto(`/ouvrir?lien=${encodeURIComponent(hostile)}`);
    await expect(page).not.toHaveURL(/ouvrir|ailleurs|admin/);
    await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();
  }
  await resetSession(page);
});
