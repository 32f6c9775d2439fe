import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * After an action that succeeded, and from a publication's trail or a failed load, an account lands on a page
 * it may open (spec 2 §6 page access: the publication list is Tl, Dl, Bl; issue 22), against the reference
 * server, by French roles and labels. The producer `production` closes DEF_2025_1 (its scheduled closing
 * cancelled first), which no other spec uses.
 */

const NAME = 'DEF_2025_1';
const articleList = (page: Page) => page.getByRole('heading', { name: 'Liste des articles', level: 1 });

async function choose(page: Page, item: string) {
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

test('a producer goes from the trail, and after closing the issue, to its articles, never to « Accès refusé »', async ({ page }) => {
  await signIn(page, 'production');
  await page.goto(`/articles?publicationFilter=${NAME}`);
  await expect(articleList(page)).toBeVisible();
  await page.getByRole('link', { name: `Organiser la publication ${NAME}` }).first().click();
  await expect(page.getByRole('heading', { name: `Chemin de fer ${NAME}` })).toBeVisible();

  // The trail's first step is the list this account may open: the articles.
  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Articles' }).click();
  await expect(page).toHaveURL(new RegExp(`/articles\\?publicationFilter=${NAME}$`));
  await expect(articleList(page)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: `Chemin de fer ${NAME}` })).toBeVisible();

  await choose(page, 'Annuler la clôture programmée');
  await page.getByRole('alertdialog', { name: 'Annuler la clôture programmée' }).getByRole('button', { name: 'Annuler la clôture' }).click();
  await expect(page.getByText(`La clôture programmée de la publication ${NAME} est annulée.`, { exact: true })).toBeVisible();
  await choose(page, 'Clôturer…');
  const closing = page.getByRole('alertdialog', { name: `Clôturer la publication ${NAME}` });
  await expect(closing.getByRole('radio', { name: 'Maintenant' })).toBeChecked();
  await closing.getByRole('button', { name: 'Clôturer' }).click();
  await expect(page.getByText(`La publication ${NAME} est clôturée.`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/articles\\?publicationFilter=${NAME}$`));
  await expect(articleList(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toHaveCount(0);
});

test('a manager whose publication cannot be read is sent to the article list, with the reason', async ({ page }) => {
  await signIn(page, 'redaction');
  await page.goto('/publications/999999/organiser');
  await expect(page.getByText('La publication n’a pas pu être chargée : Publication introuvable : 999999.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(articleList(page)).toBeVisible();
});
