import { expect, test } from '@playwright/test';
import { expectTabs, openProfileMenu, resetSession, signIn, signOut } from './support';

const TABS = ['Auteurs', 'Images', 'Publicités', 'Publications', 'Articles'];
const ADMIN_ENTRIES = ['Organisation des revues', 'Lots', 'Référentiel', 'Console utilisateurs', 'Export', 'Mise en ligne', 'Kyrielle'];

/**
 * What each demo account of design.md must see: the area it lands on after sign-in (the articles when it may
 * open them, else where its work is: the images for the media staff), its tabs and its administration
 * entries, no more. The kyrielle staff land on the layout tool (below), and see the tabs on the authors.
 */
const ACCOUNTS = [
  { username: 'admin', home: 'Articles', tabs: TABS, admin: ['Organisation des revues', 'Lots', 'Référentiel', 'Console utilisateurs', 'Export', 'Mise en ligne'] },
  { username: 'redaction', home: 'Articles', tabs: ['Auteurs', 'Images', 'Publicités', 'Articles'], admin: ['Export'] },
  { username: 'production', home: 'Articles', tabs: ['Auteurs', 'Images', 'Publicités', 'Articles'], admin: [] },
  { username: 'medias', home: 'Images', tabs: ['Auteurs', 'Images', 'Publicités', 'Publications'], admin: [] },
  { username: 'kyrielle', home: 'Auteurs', tabs: ['Auteurs', 'Images', 'Publicités'], admin: ['Kyrielle'] },
  { username: 'lecteur', home: 'Auteurs', tabs: ['Auteurs', 'Images', 'Publicités'], admin: [] },
];

test('the signed-out screen shows no content and offers to sign in', async ({ page }) => {
  // The web host keeps one session for all its tabs: the spec run before this one in the worker may have left one.
  await page.goto('/');
  await resetSession(page);
  await page.goto('/auteurs');
  await expect(page.getByRole('heading', { name: 'Pupitre' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Sections' })).toHaveCount(0);
  await page.screenshot({ path: '.tmp/screens/signed-out.png' });
});

for (const account of ACCOUNTS) {
  test(`${account.username} signs in through the login page and sees exactly its tabs and admin entries`, async ({ page }) => {
    await signIn(page, account.username);
    if (account.username === 'kyrielle') await page.goto('/auteurs');
    await expectTabs(page, account.tabs);
    await expect(page.getByRole('tab', { name: account.home })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Accès refusé' })).toHaveCount(0);

    const adminMenu = page.getByRole('button', { name: 'Administration' });
    if (account.admin.length === 0) {
      await expect(adminMenu).toHaveCount(0);
    } else {
      await adminMenu.click();
      const items = page.getByRole('menuitem');
      await expect(items).toHaveCount(account.admin.length);
      for (const [i, name] of account.admin.entries()) await expect(items.nth(i)).toHaveAccessibleName(name);
      for (const hidden of ADMIN_ENTRIES.filter((e) => !account.admin.includes(e))) {
        await expect(page.getByRole('menuitem', { name: hidden, exact: true })).toHaveCount(0);
      }
      await page.keyboard.press('Escape');
    }
    if (account.username === 'admin' || account.username === 'lecteur') {
      await page.screenshot({ path: `.tmp/screens/shell-${account.username}.png` });
    }
    await signOut(page, account.username);
    await expect(page.getByRole('tablist', { name: 'Sections' })).toHaveCount(0);
  });
}

test('an unknown path lands on the articles root, and the selected tab follows the path', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/nulle-part/ici');
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
  // The article list is built: landing on it raises no "pas implémentée" notice.
  await expect(page.getByRole('table', { name: 'Articles et lots' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: "Cette fonctionnalité n'est pas implémentée dans ce lot." })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Auteurs' }).click();
  await expect(page).toHaveURL(/\/auteurs$/);
  await expect(page.getByRole('tab', { name: 'Auteurs' })).toHaveAttribute('aria-selected', 'true');
  await signOut(page, 'admin');
});

test('a reader lands on the authors after sign-in; the articles root refuses them; the access-rights table', async ({ page }) => {
  await signIn(page, 'lecteur');
  await page.goto('/');
  await expect(page).toHaveURL(/\/auteurs$/);
  await expect(page.getByRole('heading', { name: 'Liste des auteurs' })).toBeVisible();
  await page.goto('/articles');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();

  await openProfileMenu(page, 'lecteur');
  await page.getByRole('menuitem', { name: "Droits d'accès" }).click();
  const dialog = page.getByRole('dialog', { name: "Droits d'accès" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /BJS/ })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/rights-lecteur.png', animations: 'disabled' });
  await page.keyboard.press('Escape');
  await signOut(page, 'lecteur');
});

test('each account lands where its work is: medias on the image list, kyrielle on the layout tool', async ({ page }) => {
  await signIn(page, 'medias');
  await expect(page).toHaveURL(/\/images\?collectionFilter=ILLUSTRATION$/);
  await expect(page.getByRole('heading', { name: 'Liste des images' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: '.tmp/screens/landing-medias.png' });
  await signOut(page, 'medias');

  await signIn(page, 'kyrielle');
  await expect(page).toHaveURL(/\/kyrielle\/organizeTree(\/\d+)?$/);
  await expect(page.getByRole('heading', { name: 'Kyrielle : organiser un chemin de fer' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Sections' })).toHaveCount(0);
  await page.screenshot({ path: '.tmp/screens/landing-kyrielle.png' });
  await page.goto('/auteurs');
  await signOut(page, 'kyrielle');
});

test('a screen loading its code on demand says so: never a blank page', async ({ page }) => {
  await signIn(page, 'admin');
  // The next screen's code is held back: until it comes, the page says it is loading the screen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ExportPage-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/export');
  await expect(page.getByRole('status').filter({ hasText: 'Chargement de l’écran…' })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/screen-loading.png' });
  release();
  await expect(page.getByRole('heading', { name: 'Export' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Chargement de l’écran…' })).toHaveCount(0);
  await page.unroute(/\/assets\/ExportPage-[^/]*\.js$/);
  await signOut(page, 'admin');
});

test('signing in again after logout asks who is signing in', async ({ page }) => {
  await signIn(page, 'redaction');
  await signOut(page, 'redaction');
  await signIn(page, 'medias');
  await expect(page.getByRole('button', { name: /\(medias\)$/ })).toBeVisible();
  await signOut(page, 'medias');
});
