import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from './support';

/**
 * Quick search proposes only what the account may open (spec 2 §6): the server filters, so a reader never
 * receives article or bundle titles, while an editor does.
 */
async function suggestionsFor(page: Page, query: string) {
  await page.goto('/auteurs');
  const box = page.getByRole('combobox', { name: 'Recherche rapide' });
  await box.fill(query);
  const listbox = page.getByRole('listbox', { name: 'Suggestions de recherche' });
  await expect(listbox.getByRole('option', { name: `Rechercher ${query} dans Auteurs` })).toBeVisible();
  await expect(listbox.getByText('Recherche en cours…')).toHaveCount(0);
  return listbox;
}

test('a reader is offered no article or bundle titles; an editor is', async ({ page }) => {
  await signIn(page, 'redaction');
  const editor = await suggestionsFor(page, 'chronique');
  await expect(editor.getByRole('group', { name: 'Articles' }).getByRole('option').first()).toBeVisible();
  await signOut(page, 'redaction');

  await signIn(page, 'lecteur');
  const reader = await suggestionsFor(page, 'chronique');
  await expect(reader.getByRole('group', { name: 'Articles' })).toHaveCount(0);
  await expect(reader.getByRole('group', { name: 'Lots' })).toHaveCount(0);
  await page.screenshot({ path: '.tmp/screens/quick-search-reader.png' });
  await signOut(page, 'lecteur');
});
