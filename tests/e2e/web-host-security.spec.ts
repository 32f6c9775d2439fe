import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_FLAGS, E2E_WEB_PORT } from '../../playwright.config';
import { resetSession } from './support';
import { E2E_CHROMIUM } from '../support/chromium';

/**
 * The web host's protections seen from a real browser (issue 8): a deep link opened in a fresh browser
 * goes through `/` for the secret cookie and still lands on its screen; a page on a rebound name gets
 * neither the app nor the cookie.
 */

test('a deep link opened in a fresh browser lands on its screen after sign-in', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/auteurs/1');
  // `/` set the cookie and the page went back to the link, with nothing left in the address.
  await expect(page).toHaveURL(/\/auteurs\/1$/);
  await resetSession(page);

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const popup = await popupOpened;
  await popup.getByLabel("Nom d'utilisateur").fill('admin');
  await popup.getByLabel('Mot de passe').fill('admin');
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await expect(popup.getByRole('heading', { name: 'Connexion réussie' })).toBeVisible();
  await popup.close();

  await expect(page.getByRole('heading', { level: 1, name: 'Étienne de Villeneuve' })).toBeVisible();
  await expect(page).toHaveURL(/\/auteurs\/1$/);
  // Cookies go by host, not port: the provider's own (on 127.0.0.1 too) are left aside.
  const secret = (await context.cookies(page.url())).filter((c) => c.name === 'pupitre_host');
  expect(secret).toEqual([expect.objectContaining({ httpOnly: true, sameSite: 'Strict', path: '/' })]);
  await resetSession(page);
  await context.close();
});

test('a page on a rebound name gets neither the app nor the cookie', async () => {
  // evil.example resolves to 127.0.0.1 in this browser only: what DNS rebinding gives an attacker's page.
  const rebound = await chromium.launch({
    executablePath: E2E_CHROMIUM,
    args: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP evil.example 127.0.0.1'],
  });
  try {
    const context = await rebound.newContext();
    const page = await context.newPage();
    const answer = await page.goto(`http://evil.example:${E2E_WEB_PORT}/`);
    expect(answer?.status()).toBe(421);
    await expect(page.getByText(`Adresse refusée : ouvrez Pupitre à l’adresse http://127.0.0.1:${E2E_WEB_PORT}/`)).toBeVisible();
    expect(await context.cookies()).toEqual([]);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
  } finally {
    await rebound.close();
  }
});
