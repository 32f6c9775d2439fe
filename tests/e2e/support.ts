import { expect, type Page } from '@playwright/test';

/** Signs in as a demo account (password = user name) through the provider's real login page. */
export async function signIn(page: Page, username: string, base = ''): Promise<void> {
  await page.goto(`${base}/`);
  await resetSession(page);
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

/** The profile menu's button is named after the user: "Alice Administratrice (admin)". */
export async function openProfileMenu(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`\\(${username}\\)$`) }).click();
}

export async function signOut(page: Page, username: string): Promise<void> {
  await openProfileMenu(page, username);
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
}

/**
 * The web host holds one session for every tab, like the desktop app: a test that stopped half-way must not
 * leave the next one signed in. Logs out through the page's own bridge transport.
 */
export async function resetSession(page: Page): Promise<void> {
  await page.evaluate(() =>
    fetch('/bridge/invoke/auth.logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"args":[]}' }),
  );
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
}

/** Fluent tabs render their label twice (the bold copy reserves its width): compare accessible names. */
export async function expectTabs(page: Page, names: readonly string[]): Promise<void> {
  const tabs = page.getByRole('tablist', { name: 'Sections' }).getByRole('tab');
  await expect(tabs).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(tabs.nth(i)).toHaveAccessibleName(name);
}
