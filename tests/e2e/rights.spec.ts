import { mkdir } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_URL } from '../../playwright.config';
import type { BundleDetail, BundlePlanTemplateDetail } from '../../src/shared/domain/bundle';
import type { PlanNode } from '../../src/shared/domain/plan';
import { obtainTokens } from '../support/scripted-browser';
import { resetSession, signIn } from './support';

/**
 * Screens where the abilities table decides (issue 22), each driven as an account the table allows and as one
 * it refuses, against the reference server: the XML import of the article list (admin only), the deletion of an
 * unattached bundle from its page (admin only), and an article opened by an account without a role in its
 * periodical (the server's refusal said in French, nothing of the article shown).
 */

const SCREENS = '.tmp/screens-rights';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});
test.afterEach(async ({ page }) => resetSession(page));

const stamp = Date.now().toString(36);
const sidePanel = (page: Page) => page.getByRole('complementary', { name: 'Statut, actions et informations' });
const panelAction = (page: Page, name: string) => sidePanel(page).getByRole('group', { name: 'Actions' }).getByRole('button', { name, exact: true });

/** A new BJS bundle in no publication, made by the administrator through the API (the setup, not the subject). */
async function unattachedBundle(request: APIRequestContext, title: string): Promise<BundleDetail> {
  const { access_token } = await obtainTokens(E2E_API_URL, 'admin');
  const headers = { authorization: `Bearer ${access_token}` };
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`${E2E_API_URL}${path}`, { headers });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const [template] = await get<BundlePlanTemplateDetail[]>('/api/bundle_plan/periodical/BJS');
  const [rubrique] = await get<PlanNode[]>('/api/publication_plan/periodical/BJS');
  if (!template || !rubrique) throw new Error('plan de lot ou rubrique BJS absents');
  const body = { title, bundlePlanVersionId: template.bundlePlanVersionId, planNodeId: rubrique.id, periodicalId: 'BJS', publicationId: null, type: template.type, tags: [] };
  const created = await request.post(`${E2E_API_URL}/api/bundle/`, { headers, data: body });
  expect(created.status()).toBe(200);
  return (await created.json()) as BundleDetail;
}

test('XML import: « Importer un article » for the administrator, absent for a manager of BJS', async ({ page }) => {
  const creation = page.getByRole('group', { name: 'Création d’articles' });
  await signIn(page, 'redaction');
  await page.goto('/articles');
  await expect(page.getByRole('table', { name: 'Articles et lots' })).toBeVisible();
  await expect(creation.getByRole('button', { name: 'Créer un article' })).toBeVisible();
  await expect(creation.getByRole('button', { name: 'Importer un article' })).toHaveCount(0);
  await resetSession(page);

  await signIn(page, 'admin');
  await page.goto('/articles');
  await expect(creation.getByRole('button', { name: 'Importer un article' })).toBeVisible();
});

test('an unattached bundle: « Supprimer » on its page for the administrator, who deletes it; absent for its manager', async ({ page, request }) => {
  const title = `Lot des droits ${stamp}`;
  const bundle = await unattachedBundle(request, title);

  await signIn(page, 'redaction');
  await page.goto(`/lots/${bundle.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${bundle.id} — `) })).toBeVisible();
  await expect(sidePanel(page).getByRole('group', { name: 'Actions' })).toBeVisible();
  await expect(panelAction(page, 'Supprimer')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/bundle-manager.png` });
  await resetSession(page);

  await signIn(page, 'admin');
  await page.goto(`/lots/${bundle.id}`);
  await panelAction(page, 'Supprimer').click();
  const confirm = page.getByRole('alertdialog', { name: `Supprimer l’élément ${bundle.id}` }).or(page.getByRole('dialog', { name: `Supprimer l’élément ${bundle.id}` }));
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page.getByText(`L’élément ${bundle.id} a été supprimé.`).first()).toBeVisible();
});

test('an article opened by the images and ads account: the server’s refusal in French, nothing of the article', async ({ page, request }) => {
  const { access_token } = await obtainTokens(E2E_API_URL, 'admin');
  const search = await request.post(`${E2E_API_URL}/api/article/search`, {
    headers: { authorization: `Bearer ${access_token}` },
    data: { periodicalFilter: ['BJS'], kindFilter: ['ARTICLE'], attachedOnly: false, size: 1 },
  });
  const [article] = ((await search.json()) as { result: { id: number; title: string }[] }).result;
  if (!article) throw new Error('aucun article BJS');

  await signIn(page, 'medias');
  await page.goto(`/articles/${article.id}`);
  await expect(page.getByText(`Vous n’avez pas accès à l’article ${article.id} : il faut un rôle sur sa revue.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(sidePanel(page)).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/article-medias.png` });
});
