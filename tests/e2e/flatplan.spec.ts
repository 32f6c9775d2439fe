import { mkdir } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * « Planches » (issue 36) on seed publication 3 (GDP_2025_3, IN_PROGRESS: rubriques, articles with page counts,
 * a bundle without one, two ads) against the reference server: the spreads with their checks, the usual size,
 * a drag and a keyboard move that the plan tree follows (one draft, two views), and print. Nothing is saved:
 * publication-organise.spec.ts saves this publication's plan.
 */

const PAGE = '/publications/3/organiser?vue=planches';
const SCREENS = '.tmp/screens-flatplan';
const MODES = 'Les modes amiables devant le tribunal judiciaire';
const AUDIENCE = 'L’audience de règlement amiable en pratique';
const BUNDLE = 'Dossier : la réforme de la procédure civile';

test.describe.configure({ mode: 'serial' });

const spreads = (page: Page) => page.getByRole('region', { name: 'Planches', exact: true });
const summary = (page: Page) => page.getByRole('region', { name: 'Contrôles des planches' });
const tree = (page: Page) => page.getByRole('tree', { name: 'Chemin de fer' });
/** An article on the spreads, on its first page. */
const onPages = (page: Page, title: string) => spreads(page).getByRole('button', { name: new RegExp(`^Article « ${title} »`) }).first();

/** Where the article stands among the plan tree's rows. */
async function rank(page: Page, title: string): Promise<number> {
  return (await tree(page).getByRole('treeitem').allTextContents()).findIndex((text) => text.includes(title));
}

async function open(page: Page): Promise<void> {
  await signIn(page, 'admin');
  await page.goto(PAGE);
  await expect(spreads(page).getByRole('region', { name: 'Couverture (page 1)' })).toBeVisible();
  await expect(onPages(page, MODES)).toBeVisible();
}

/** A real mouse drag (HTML5 drag and drop in Chromium), one more move over the target before the drop. */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: element not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 20, { steps: 10 });
  await page.mouse.move(to.x + to.width / 2 + 1, to.y + 21);
  await page.mouse.up();
}

test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});

test('the issue as spreads: the cover alone, articles and ads on their pages, rubriques above, the checks', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page);
  await expect(page.getByRole('tab', { name: 'Planches', selected: true })).toBeVisible();
  const first = spreads(page).getByRole('region', { name: /^Pages 2 et 3$/ });
  await expect(first).toContainText('Doctrine');
  await expect(first).toContainText('Procédure civile');
  await expect(first.getByRole('group', { name: 'Page 2' }).getByRole('button', { name: new RegExp(`^Article « ${MODES} », p\\. 2–3, Prêt \\(BAP\\) ?, Entretien$`) })).toContainText('Prêt (BAP)');
  // The bundle has no page count: said on its page and in the summary.
  const noPages = `« ${BUNDLE} » n’a pas de nombre de pages : compté pour une page`;
  await expect(spreads(page).getByRole('region', { name: /^Pages \d+ et \d+$/ }).getByText(noPages)).toBeVisible();
  await expect(summary(page).getByRole('listitem').filter({ hasText: noPages })).toBeVisible();
  // The ads at their format's fraction, on one page.
  await expect(spreads(page).getByRole('button', { name: /^Publicité « Salon des professions juridiques — bandeau », p\. \d+, Bandeau/ })).toBeVisible();
  await expect(spreads(page).getByRole('button', { name: /^Publicité « Vente aux enchères — demi-page », p\. \d+, Demi-page largeur/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/planches-1280x720.png` });
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.screenshot({ path: `${SCREENS}/planches-1024x640.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SCREENS}/planches-1440x900.png` });
});

test('the usual size gives the remainder, and pages over it are said; it is kept for the issue', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  // The profile may keep a size from an earlier run: the counts are read first.
  await expect(summary(page).getByRole('status')).toContainText('pages prévues');
  const used = Number(/(\d+) pages prévues/.exec((await summary(page).getByRole('status').textContent()) ?? '')?.[1]);
  const size = page.getByRole('spinbutton', { name: 'Taille habituelle (pages)' });
  await size.fill(String(used - 2));
  await size.press('Enter');
  await expect(summary(page).getByRole('status')).toContainText(`sur ${used - 2} habituelles`);
  await expect(summary(page).getByRole('status')).toContainText('2 pages de trop');
  await expect(summary(page).getByRole('listitem').filter({ hasText: `Page ${used} au-delà du total habituel de ${used - 2} pages.` })).toBeVisible();
  await expect(spreads(page).getByRole('group', { name: `Page ${used}, au-delà du total` })).toBeVisible();
  await size.fill(String(used + 2));
  await size.press('Enter');
  await expect(summary(page).getByRole('status')).toContainText('reste 2 pages');
  await expect(summary(page).getByRole('listitem').filter({ hasText: `Page ${used + 1} vide : rien n’y est prévu.` })).toBeVisible();
  await page.reload();
  await expect(summary(page).getByRole('status')).toContainText(`sur ${used + 2} habituelles`);
});

test('a drag on the spreads moves the article in the plan tree, and the keyboard does the same', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  await expect(tree(page).getByRole('treeitem', { name: new RegExp(MODES) })).toBeVisible();
  expect(await rank(page, MODES)).toBeLessThan(await rank(page, AUDIENCE));

  await drag(page, onPages(page, MODES), onPages(page, AUDIENCE));
  await expect.poll(async () => (await rank(page, MODES)) - (await rank(page, AUDIENCE))).toBe(1);
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
  await expect(onPages(page, AUDIENCE)).toHaveAccessibleName(new RegExp(`^Article « ${AUDIENCE} », p\\. 2`));

  // Alt + left arrow brings it back before the other; the focus stays on it.
  await onPages(page, MODES).focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect.poll(async () => (await rank(page, MODES)) - (await rank(page, AUDIENCE))).toBe(-1);
  await expect(onPages(page, MODES)).toBeFocused();
  // A move the plan's rules refuse says why: the first item cannot go further back.
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page.getByText('Cet élément est déjà en première position.').first()).toBeVisible();

  // One draft, two views: the tree view shows the same unsaved plan.
  await page.getByRole('tab', { name: 'Chemin de fer' }).click();
  await expect(page).toHaveURL(/\/publications\/3\/organiser$/);
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
  await page.getByRole('tab', { name: 'Planches' }).click();
  await expect(onPages(page, MODES)).toBeVisible();
});

test('printing shows the spreads alone, A3 landscape', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The browser's print dialog cannot be driven: window.print records what the page holds when called.
  await page.addInitScript(() => {
    const w = window as unknown as { print(): void; printed: string | null };
    w.printed = null;
    w.print = () => {
      w.printed = Array.from(document.styleSheets, (sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n')).join('\n') + document.body.innerText;
    };
  });
  await open(page);
  await page.emulateMedia({ media: 'print' });
  await page.getByRole('button', { name: 'Imprimer les planches' }).click();
  const printed = await page.waitForFunction(() => (window as unknown as { printed: string | null }).printed);
  const text = String(await printed.jsonValue());
  expect(text).toMatch(/@page \{[^}]*size: A3 landscape/i);
  // Printed, the copy alone shows: its title and spreads, not the page's heading nor the plan tree.
  expect(text).toContain('Planches GDP_2025_3');
  expect(text).toContain(MODES);
  expect(text).not.toContain('Chemin de fer GDP_2025_3');
  expect(text).not.toContain('Volume total');
  await expect(page.getByRole('button', { name: 'Imprimer les planches' })).toBeEnabled();
});
