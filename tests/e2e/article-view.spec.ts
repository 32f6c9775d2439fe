import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { invoke, resetSession, signIn } from './support';

/**
 * The article view (spec 2 §2.5) and the bundle pages (§2.7) against the reference server, on DEF records
 * (no other spec changes them): an article opened from its URL with its preview and fullscreen mode; a
 * bundle of its own (made from a template with sections) organised: an article of its own placed, saved,
 * read back, and left dirty (the dialog of §2.7).
 */

const SCREENS = '.tmp/screens-R2';
test.use({ viewport: { width: 1440, height: 1100 } });
test.describe.configure({ mode: 'serial' });
// The web host holds one session: each test leaves it signed out for the specs after this one.
test.afterEach(async ({ page }) => resetSession(page));

test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});

/** The view path and name of the first DEF row of a kind in the article list. */
async function firstOfKind(page: Page, kind: 'ARTICLE' | 'BUNDLE'): Promise<{ path: string; name: string }> {
  await page.goto(`/articles?kind=${kind}&periodicalFilter=DEF&attachedOnly=false`);
  const link = page.getByRole('link', { name: /^Voir \d+ — / }).first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  const label = await link.getAttribute('aria-label') ?? (await link.textContent()) ?? '';
  if (!href) throw new Error('no view link');
  return { path: new URL(href, 'http://x').pathname, name: label.replace(/^Voir /, '') };
}

test('an article opened from its URL shows its preview, and fullscreen shows the preview alone', async ({ page }) => {
  await signIn(page, 'admin');
  const { path, name } = await firstOfKind(page, 'ARTICLE');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const frame = page.getByTitle(`Aperçu de ${name}`);
  await expect(frame).toBeVisible();
  const title = name.replace(/^\d+ — /, '');
  await expect(frame.contentFrame().getByRole('heading', { level: 1 })).toContainText(title.slice(0, 20));
  await expect(page.getByRole('complementary', { name: 'Statut, actions et informations' })).toContainText('Revue');
  await page.screenshot({ path: `${SCREENS}/article-view.png`, fullPage: true });

  await page.getByRole('button', { name: 'Plein écran' }).click();
  await expect(page).toHaveURL(/mode=fullscreen/);
  await expect(page.getByRole('complementary', { name: 'Statut, actions et informations' })).toHaveCount(0);
  await expect(frame).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/article-fullscreen.png`, fullPage: true });
  await page.getByRole('button', { name: 'Quitter le plein écran' }).click();
  await expect(page.getByRole('complementary', { name: 'Statut, actions et informations' })).toBeVisible();
});


const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The seed's DEF bundles have no sections: the spec makes its own from the template "Cas pratique notarial"
// (sections Énoncé and Solution) through the new-article dialog, and its own DEF article to place in it.
test('a bundle is organised: an article placed in a section, saved and read back; leaving dirty asks first', async ({ page }) => {
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const articleTitle = `Le mandat de protection future ${stamp}`;
  const bundleTitle = `Cas pratique : la donation au dernier vivant ${stamp}`;
  await invoke(page, 'articles.create', [
    { periodicalId: 'DEF', title: articleTitle, type: 'COMMENTARY', planNodeId: 'DEF-DOC', publicationId: null, bundleId: null, tags: [] },
  ]);

  // The bundle, from the floating "Créer un article": Nature "Lot", its template, its rubrique.
  await page.goto('/articles');
  await page.getByRole('group', { name: 'Création d’articles' }).getByRole('button', { name: 'Créer un article' }).click();
  const create = page.getByRole('dialog', { name: 'Nouvel article' });
  await create.getByRole('radio', { name: 'Lot', exact: true }).check();
  await create.getByRole('combobox', { name: /^Revue/ }).selectOption('DEF');
  await create.getByRole('combobox', { name: /^Plan de lot/ }).selectOption({ label: 'Cas pratique notarial' });
  await expect(create.getByRole('combobox', { name: /^Type/ })).not.toHaveValue('');
  await create.getByRole('combobox', { name: /^Rubrique/ }).selectOption({ label: 'Doctrine' });
  await create.getByRole('textbox', { name: 'Titre' }).fill(bundleTitle);
  await create.getByRole('button', { name: 'Enregistrer et fermer' }).click();
  await expect(create).toHaveCount(0);
  const created = page.getByText(/^L’élément \d+ a été créé\.$/).first();
  await expect(created).toBeVisible();
  const bundleId = Number(/\d+/.exec(await created.innerText())?.[0]);
  const path = `/lots/${bundleId}`;
  const name = `${bundleId} — ${bundleTitle}`;

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan du lot' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/bundle-view.png`, fullPage: true });

  await page.getByRole('button', { name: 'Organiser le lot' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/organiser$`));
  const tree = page.getByRole('tree', { name: 'Plan du lot' });
  await expect(tree.getByRole('treeitem', { name: /Énoncé/ })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: /Solution/ })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Rattachés à ce lot seulement' }).uncheck();
  await page.getByRole('textbox', { name: 'Rechercher', exact: true }).fill(stamp);
  const addButton = page.getByRole('table', { name: 'Articles' }).getByRole('button', { name: `Ajouter « ${articleTitle} » au plan du lot` });
  await expect(addButton).toBeVisible();
  // By keyboard as by mouse: the section chosen in the plan, then the row's "Ajouter".
  await tree.getByRole('treeitem', { name: /Énoncé/ }).click();
  await expect(addButton).toBeEnabled();
  await addButton.click();
  const placed = tree.getByRole('treeitem', { name: new RegExp(escapeRegExp(articleTitle)) });
  await expect(placed).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/bundle-organise.png`, fullPage: true });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Plan du lot enregistré.').first()).toBeVisible();
  await page.reload();
  await expect(placed).toBeVisible();
  await expect(page.getByText('Modifications non enregistrées')).toHaveCount(0);

  // Dirty again (the article removed), then away by the breadcrumb: the question of §2.7.
  await placed.click();
  await page.keyboard.press('Delete');
  await expect(placed).toHaveCount(0);
  await expect(page.getByText('Modifications non enregistrées').first()).toBeVisible();
  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Souhaitez-vous vraiment annuler la saisie en cours ?');
  await page.screenshot({ path: `${SCREENS}/bundle-leave.png` });
  await dialog.getByRole('button', { name: 'Annuler la saisie' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // Left without saving: the saved plan still holds the article.
  await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(articleTitle)) })).toBeVisible();
});
