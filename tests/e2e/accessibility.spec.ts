import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { dropFiles, fixtureBase64, pendingRequests, resetSession, screenSettled, signIn } from './support';

/**
 * axe-core on every screen of the app (issue 14): no serious or critical violation of WCAG 2.1 A and AA, in
 * the light theme and in the dark one. Each screen is opened by a demo user allowed to see it. The dark pass
 * runs at the main window's smallest size, 1024 × 640 (issue 24: folded top bar, folded table columns).
 */

interface Screen {
  name: string;
  user: string;
  /** Opens the screen and waits until its content is there. */
  open(page: Page): Promise<void>;
}

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** The address of the first link of a list whose address matches, read from the list itself. */
async function firstLink(page: Page, list: string, name: RegExp, href: RegExp): Promise<string> {
  await page.goto(list);
  const links = page.getByRole('main').getByRole('link', { name });
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    const target = await link.getAttribute('href');
    if (target && href.test(target)) return target;
  }
  throw new Error(`${list}: no link to ${href}`);
}

const at =
  (path: string, title: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
    await heading(page, title);
  };

const SCREENS: Screen[] = [
  { name: 'liste des auteurs', user: 'admin', open: at('/auteurs', 'Liste des auteurs') },
  { name: 'fiche d’auteur', user: 'admin', open: at('/auteurs/1', /.+/) },
  { name: 'modification d’auteur', user: 'admin', open: at('/auteurs/1/modifier', /.+/) },
  { name: 'nouvel auteur', user: 'admin', open: at('/auteurs/nouveau', 'Nouvel auteur') },
  { name: 'liste des images', user: 'medias', open: at('/images', 'Liste des images') },
  { name: 'fiche d’image', user: 'medias', open: at('/images/102', /.+/) },
  { name: 'modification d’image', user: 'medias', open: at('/images/104/modifier', /.+/) },
  { name: 'nouvelle image', user: 'medias', open: at('/images/nouveau', /.+/) },
  {
    name: 'nouvelle image : fichier déposé, formulaire',
    user: 'medias',
    open: async (page) => {
      await page.goto('/images/nouveau');
      await heading(page, 'Nouvelle image');
      const file = { name: 'carte.png', type: 'image/png', base64: await fixtureBase64('illustration.png') };
      await dropFiles(page, page.getByRole('button', { name: "Déposez l'image ici ou cliquez pour choisir" }), [file]);
      await expect(page.getByRole('img', { name: 'Aperçu de carte.png' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Informations sur le fichier' })).toBeVisible();
    },
  },
  {
    name: 'calendrier d’un filtre de date',
    user: 'medias',
    open: async (page) => {
      await page.goto('/images?collectionFilter=ILLUSTRATION');
      await heading(page, 'Liste des images');
      await page.getByRole('group', { name: 'Date de modification (jj/mm/aaaa)' }).getByRole('combobox', { name: 'Du' }).click();
      await expect(page.getByRole('dialog', { name: 'Calendrier' })).toBeVisible();
    },
  },
  {
    name: 'calendrier de la date limite',
    user: 'medias',
    open: async (page) => {
      await page.goto('/publicites/110/modifier');
      await heading(page, /.+/);
      await page.getByRole('combobox', { name: /^Date limite/ }).click();
      await expect(page.getByRole('dialog', { name: 'Calendrier' })).toBeVisible();
    },
  },
  { name: 'liste des publicités', user: 'medias', open: at('/publicites', /.+/) },
  { name: 'fiche de publicité', user: 'medias', open: at('/publicites/110', /.+/) },
  { name: 'modification de publicité', user: 'medias', open: at('/publicites/110/modifier', /.+/) },
  { name: 'liste des publications', user: 'admin', open: at('/publications', /.+/) },
  {
    name: 'organisation d’une publication',
    user: 'admin',
    open: async (page) => {
      await page.goto(await firstLink(page, '/publications', /^Organiser /, /\/publications\/\d+\/organiser$/));
      await expect(page.getByRole('tree').first()).toBeVisible();
    },
  },
  {
    // Issue 36: « Planches », the issue as spreads, by its deep link.
    name: 'planches d’une publication',
    user: 'admin',
    open: async (page) => {
      await page.goto('/publications/3/organiser?vue=planches');
      await expect(page.getByRole('region', { name: 'Couverture (page 1)' })).toBeVisible();
    },
  },
  { name: 'liste des articles', user: 'admin', open: at('/articles', /.+/) },
  {
    name: 'fiche d’article',
    user: 'admin',
    open: async (page) => {
      await page.goto(await firstLink(page, '/articles', /^Voir \d+ — /, /\/articles\/\d+$/));
      await heading(page, /.+/);
    },
  },
  {
    name: 'fiche de lot',
    user: 'admin',
    open: async (page) => {
      await page.goto(await firstLink(page, '/articles', /^Voir \d+ — /, /\/lots\/\d+$/));
      await heading(page, /.+/);
    },
  },
  {
    // Issue 26: the article as a document (a non-expert sees only this view), then an expert's XML view.
    name: 'éditeur d’article (document)',
    user: 'redaction',
    open: async (page) => {
      await page.goto(`${await firstLink(page, '/articles', /^Voir \d+ — /, /\/articles\/\d+$/)}/modifier`);
      await expect(page.getByRole('textbox', { name: /^Contenu du document \d+$/ })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · / })).toBeVisible();
    },
  },
  {
    name: 'éditeur d’article (XML)',
    user: 'admin',
    open: async (page) => {
      await page.goto(`${await firstLink(page, '/articles', /^Voir \d+ — /, /\/articles\/\d+$/)}/modifier`);
      await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · / })).toBeVisible();
      await page.getByRole('tablist', { name: 'Affichage du document' }).getByRole('tab', { name: 'XML' }).click();
      await expect(page.getByRole('textbox', { name: /^Contenu XML du document \d+$/ })).toBeVisible();
    },
  },
  { name: 'organisation des revues', user: 'admin', open: at('/admin/organisation-revues', /.+/) },
  { name: 'plans de lots', user: 'admin', open: at('/admin/lots', /.+/) },
  { name: 'référentiels', user: 'admin', open: at('/admin/referentiel', /.+/) },
  { name: 'export', user: 'admin', open: at('/admin/export', /.+/) },
  { name: 'mise en ligne', user: 'admin', open: at('/admin/mise-en-ligne', /.+/) },
  { name: 'paramètres', user: 'admin', open: at('/parametres', 'Paramètres') },
  {
    name: 'kyrielle : organisation',
    user: 'kyrielle',
    open: async (page) => {
      await page.goto('/kyrielle/organizeTree/4');
      await expect(page.getByRole('tree')).toBeVisible();
    },
  },
  {
    name: 'kyrielle : administration',
    user: 'kyrielle',
    open: async (page) => {
      await page.goto('/kyrielle/administrateTree/3');
      await expect(page.getByRole('tree')).toBeVisible();
    },
  },
];

/** The serious and critical violations, each with the places it was found. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Only the violations are read: axe keeps one node for each other kind of result instead of them all (its
    // documented way to cut the work of a run on a large page). Set first: options() replaces what withTags set.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Fluent's focus-steering dummies (<i data-tabster-dummy aria-hidden tabindex=0>) are a known false positive
    // of aria-hidden-focus: tabster moves the focus on as soon as one is reached. Those nodes only are left out.
    .exclude('[data-tabster-dummy]')
    // The article preview is a sandboxed frame with no script (the server's HTML of the article): axe cannot
    // be injected there and would wait for it forever. The frame's own content is the article, not the app.
    .exclude('iframe[sandbox]')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

test.describe.configure({ mode: 'serial' });

let page: Page;
let pending: () => number;
let signedInAs = '';

test.beforeAll(async ({ browser, baseURL }) => {
  // axe needs a page of a context of its own (it opens a second page there to run its frames). Reduced motion:
  // Fluent's controls ease their colours in (transition-property: background, border, color), and a contrast
  // read in the middle of one, after a theme switch or a page change, measures neither theme.
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris', reducedMotion: 'reduce' });
  page = await context.newPage();
  pending = pendingRequests(page);
});

test.afterAll(async () => {
  await resetSession(page);
  await page.context().close();
});

const PASSES = [
  { scheme: 'light', theme: 'thème clair', viewport: { width: 1440, height: 900 } },
  { scheme: 'dark', theme: 'thème sombre, 1024 × 640', viewport: { width: 1024, height: 640 } },
] as const;

for (const { scheme, theme, viewport } of PASSES) {
  test(`écran de connexion (${theme})`, async () => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(viewport);
    await page.goto('/');
    await resetSession(page);
    signedInAs = '';
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const screen of SCREENS) {
    test(`${screen.name} (${theme})`, async () => {
      if (screen.user !== signedInAs) {
        await signIn(page, screen.user);
        signedInAs = screen.user;
      }
      await screen.open(page);
      await screenSettled(page, pending);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
