import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { LAYOUT_ROUTES } from '../support/layout-routes';
import { openProfileMenu, pendingRequests, resetSession, screenSettled, signIn } from './support';
import { visibleTabs } from '../../src/shared/rules/navigation';

/**
 * Issue 24: every route of the router at the main window's smallest size (1024 × 640, src/main/window.ts) and at
 * 1280 × 720, one page per size walking the routes in the app (no reload). On each screen, in one evaluation:
 * no table cell's content runs over its neighbours, no word of a cell is broken across lines, and every
 * control (link, button, field, tab, tree item...) can be scrolled fully into the window, is not cut by a parent
 * and is the element a click at its centre reaches (Playwright's actionability: nothing intercepts it). The top
 * bar's menus and dialogs are opened once per size.
 */

const SCREENS = '.tmp/screens-layout';

const SIZES = [
  { width: 1024, height: 640, scheme: 'light' },
  { width: 1280, height: 720, scheme: 'dark' },
] as const;

/** What the page says is wrong with its layout; runs inside the page. */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const name = (el: Element): string => {
    const label = el.getAttribute('aria-label') ?? el.getAttribute('title') ?? el.textContent ?? '';
    return `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> « ${label.trim().replace(/\s+/g, ' ').slice(0, 60)} »`;
  };
  const hidden = (el: Element): boolean => el.closest('[aria-hidden="true"], [inert]') !== null;
  const clips = (el: Element): boolean => {
    const style = getComputedStyle(el);
    return style.overflowX !== 'visible' || style.overflowY !== 'visible';
  };
  /** The part of an element's box its clipping ancestors (up to `stop`) leave visible. */
  const visibleBox = (el: Element, stop: Element | null): DOMRect => {
    const box = el.getBoundingClientRect();
    let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
    for (let up = el.parentElement; up && up !== stop; up = up.parentElement) {
      if (!clips(up)) continue;
      const clip = up.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
  };

  // Table cells: the content stays inside its cell (or is clipped there), and no word is cut across lines.
  for (const cell of document.querySelectorAll('td, th, [role="cell"], [role="gridcell"], [role="columnheader"]')) {
    if (hidden(cell)) continue;
    const box = cell.getBoundingClientRect();
    if (box.width === 0) continue;
    for (const inner of cell.querySelectorAll('*')) {
      const seen = visibleBox(inner, cell);
      if (seen.width > 0 && (seen.left < box.left - 1 || seen.right > box.right + 1)) {
        problems.push(`${name(inner)} dépasse de sa cellule ${name(cell)}`);
        break;
      }
    }
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const content = text.textContent ?? '';
      // Words as the line breaks see them: a hyphen or a slash may end a line.
      for (const word of content.matchAll(/[^\s\-\u2010/]{2,}/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const lines = [...range.getClientRects()].filter((r) => r.width > 0);
        const width = lines.reduce((sum, r) => sum + r.width, 0);
        if (lines.length > 1 && new Set(lines.map((r) => Math.round(r.top))).size > 1 && width <= cell.clientWidth) {
          problems.push(`mot coupé « ${word[0].slice(0, 40)} » dans ${name(cell)}`);
        }
      }
    }
  }

  /** What keeps a control from being clicked where it is drawn, or null. */
  const controlProblem = (control: Element, box: DOMRect, outside: boolean): string | null => {
    const seen = visibleBox(control, null);
    // Clipped away altogether by a scrolling ancestor that cannot bring it in, and transparent: not drawn.
    if (seen.width === 0 && getComputedStyle(control).opacity === '0') return null;
    if (outside) return `${name(control)} hors de la fenêtre (${Math.round(box.left)}, ${Math.round(box.top)}, ${Math.round(box.width)} × ${Math.round(box.height)})`;
    if (seen.width < 2 || seen.height < 2) return `${name(control)} caché par le défilement d’un parent`;
    if (seen.width < box.width - 2 || seen.height < box.height - 2) return `${name(control)} coupé par un parent (${Math.round(seen.width)} × ${Math.round(seen.height)} sur ${Math.round(box.width)} × ${Math.round(box.height)})`;
    const hit = document.elementFromPoint(seen.left + seen.width / 2, seen.top + seen.height / 2);
    if (hit && !control.contains(hit) && !hit.contains(control) && hit.closest('label') !== control.closest('label')) {
      return `${name(control)} : le clic au centre atteint ${name(hit)}`;
    }
    return null;
  };

  // Controls: each one scrolled into view lies inside the window and receives a click at its centre.
  const controls = document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="treeitem"], [role="checkbox"], [role="combobox"], [role="option"], [role="switch"], [role="radio"]',
  );
  for (const control of controls) {
    if (hidden(control)) continue;
    const style = getComputedStyle(control);
    const first = control.getBoundingClientRect();
    // Not drawn, or drawn for screen readers only (visually hidden inputs).
    if (style.visibility === 'hidden' || first.width < 4 || first.height < 4) continue;
    control.scrollIntoView({ block: 'center', inline: 'center' });
    let box = control.getBoundingClientRect();
    const outside = () => box.left < -1 || box.top < -1 || box.right > innerWidth + 1 || box.bottom > innerHeight + 1;
    // Shown on focus only (the skip link): checked where the keyboard brings it.
    const revealed = outside() && control instanceof HTMLElement;
    if (revealed) {
      control.focus();
      box = control.getBoundingClientRect();
    }
    const problem = controlProblem(control, box, outside());
    if (revealed) control.blur();
    if (problem) problems.push(problem);
  }
  return problems;
}

/**
 * The top bar at this size: every section reachable (a tab, or an entry of "Autres sections"), the downloads
 * panel, the help link and the profile menu inside the window, and the rights dialog fitting in it.
 */
async function checkTopBar(page: Page): Promise<void> {
  const shown = await page.getByRole('tablist', { name: 'Sections' }).getByRole('tab').count();
  const sections = visibleTabs(DEMO_ACCOUNTS.admin).length;
  if (shown < sections) {
    await page.getByRole('button', { name: 'Autres sections' }).click();
    await expect(page.getByRole('menuitemradio')).toHaveCount(sections - shown);
    await page.keyboard.press('Escape');
  }
  await expect(page.getByRole('link', { name: 'Aide' })).toBeInViewport({ ratio: 1 });
  await page.getByRole('button', { name: 'Téléchargements' }).click();
  const downloads = page.getByRole('dialog', { name: 'Téléchargements' });
  await expect(downloads).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(downloads).toBeHidden();
  await openProfileMenu(page, 'admin');
  for (const item of await page.getByRole('menuitem').all()) await expect(item).toBeInViewport({ ratio: 1 });
  await page.getByRole('menuitem', { name: "Droits d'accès" }).click();
  const rights = page.getByRole('dialog', { name: "Droits d'accès" });
  await expect(rights).toBeInViewport({ ratio: 1 });
  await rights.getByRole('button', { name: 'Fermer' }).click();
  await expect(rights).toBeHidden();
}

/** What a screen shows first: its title, or the layout tool's tree. */
const SCREEN_ROOTS = 'h1, [role="tree"]';

/**
 * Goes to an address inside the app (the router follows the history), then waits until the screen has loaded.
 * The router changes screens in a transition: while the next screen's code loads, the previous one stays shown.
 * Its title and tree are marked before leaving, and the new screen is there once a title or tree is not marked.
 */
async function openInApp(page: Page, path: string, pending: () => number): Promise<void> {
  const moving = await page.evaluate(
    ({ to, roots }) => {
      if (window.location.pathname === to) return false;
      for (const root of document.querySelectorAll(roots)) root.setAttribute('data-left-screen', '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return true;
    },
    { to: path, roots: SCREEN_ROOTS },
  );
  // Some lists add their default filters to the address (the images: ?collectionFilter=ILLUSTRATION).
  await expect(page).toHaveURL((url) => url.pathname === path);
  const shown = page.locator(moving ? SCREEN_ROOTS.split(', ').map((root) => `${root}:not([data-left-screen])`).join(', ') : SCREEN_ROOTS);
  await expect(shown.first()).toBeAttached();
  await screenSettled(page, pending);
}

/** The first link of the screen whose address matches, once its list has shown one. */
async function firstLinkLike(page: Page, like: RegExp): Promise<string> {
  const href = await page.waitForFunction(
    (source) => [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '').find((h) => new RegExp(source).test(h)),
    like.source,
  );
  return String(await href.jsonValue());
}

/** The addresses of the screen's links. */
function linksOf(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''));
}

for (const size of SIZES) {
  test(`every route at ${size.width} × ${size.height} (${size.scheme === 'light' ? 'thème clair' : 'thème sombre'})`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    await mkdir(SCREENS, { recursive: true });
    const context = await browser.newContext({
      baseURL,
      viewport: { width: size.width, height: size.height },
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      colorScheme: size.scheme,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.route(/\.js$/, async (r) => { await new Promise((f) => setTimeout(f, 400)); await r.continue(); });
    const pending = pendingRequests(page);
    let signedInAs = '';
    const seen: string[] = [];
    const failures: string[] = [];
    for (const route of LAYOUT_ROUTES) {
      let link = route.like ? seen.find((href) => route.like?.test(href)) : undefined;
      if (route.like && !link && route.from) {
        await openInApp(page, route.from, pending);
        link = await firstLinkLike(page, route.like);
      }
      const path = route.path ?? (link && route.then ? route.then(link) : link);
      if (!path) throw new Error(`${route.pattern} : aucun lien vers ${String(route.like)} sur les écrans précédents`);
      const user = route.user ?? 'admin';
      if (user !== signedInAs) {
        await signIn(page, user);
        if (signedInAs === '') await checkTopBar(page);
        signedInAs = user;
      }
      await openInApp(page, path, pending);
      seen.push(...(await linksOf(page)));
      // The previous screen's check scrolled its controls into view.
      await page.evaluate(() => {
        for (const box of [document.scrollingElement, ...document.querySelectorAll('main')]) box?.scrollTo(0, 0);
      });
      await page.screenshot({ path: `${SCREENS}/${size.width}-${route.pattern.replace(/[/:?]+/g, '_')}.png` });
      for (const problem of await page.evaluate(layoutProblems)) failures.push(`${path} : ${problem}`);
    }
    await resetSession(page);
    await context.close();
    expect(failures).toEqual([]);
  });
}
