import { expect, test } from '@playwright/test';
import { ownServers } from './own-servers';
import { draftSaved, signIn, signInHere } from './support';

/**
 * A session that lapses while the window sits idle (issue 14): the sign-in screen says why, and the form's
 * draft is offered back once signed in again. The spec's own server issues sessions of SESSION_SECONDS (the
 * provider's session, grant and refresh token all end then), so the lapse comes by itself, as it would after
 * a night; core's scheduled refresh is what finds it.
 */

const SESSION_SECONDS = 40;
const servers = ownServers({
  name: 'session-lapse',
  apiPort: Number(process.env['E2E_LAPSE_API_PORT'] ?? 4353),
  webPort: Number(process.env['E2E_LAPSE_WEB_PORT'] ?? 4354),
  serverEnv: { ACCESS_TOKEN_TTL_SECONDS: '10', REFRESH_TOKEN_TTL_SECONDS: String(SESSION_SECONDS) },
});

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await servers.start();
});
test.afterAll(() => servers.stop());

test('a session lapsed while idle: the sign-in screen says why, and the draft is offered back after signing in', async ({ page }) => {
  await signIn(page, 'redaction', servers.web);
  await page.goto(`${servers.web}/auteurs/6/modifier`);
  const notes = page.getByRole('textbox', { name: 'Notes', exact: true });
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Bülow');
  await notes.fill('Tapé avant que la session expire');
  await expect.poll(() => draftSaved(page, 'authors/edit/6')).toBe(true);

  // Nobody touches anything: the session ends on the provider's side, and the app notices by itself.
  const expired = page.getByText('Votre session a expiré. Veuillez vous reconnecter.');
  await expect(expired).toBeVisible({ timeout: (SESSION_SECONDS + 30) * 1000 });
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page).toHaveURL(`${servers.web}/auteurs/6/modifier`);
  await page.screenshot({ path: '.tmp/screens/session-lapsed.png' });

  await signInHere(page, 'redaction');
  await expect(expired).toHaveCount(0);
  await expect(page.getByText(/Des modifications non enregistrées du .* ont été retrouvées\./)).toBeVisible();
  await page.getByRole('button', { name: 'Restaurer les modifications non enregistrées' }).click();
  await expect(notes).toHaveValue('Tapé avant que la session expire');
  await page.screenshot({ path: '.tmp/screens/session-lapsed-draft-restored.png' });
});
