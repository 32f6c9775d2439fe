import { expect, type Page } from '@playwright/test';

/** Signs in as a demo account (password = user name) through the provider's real login page. */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const popup = await popupOpened;
  await popup.getByLabel("Nom d'utilisateur").fill(username);
  await popup.getByLabel('Mot de passe').fill(username);
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await expect(popup.getByRole('heading', { name: 'Connexion réussie' })).toBeVisible();
  await popup.close();
  await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Profil|\(/ }).first().click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
}
