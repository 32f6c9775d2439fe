import { expect, test, type Locator, type Page } from '@playwright/test';
import { ownServers } from './own-servers';
import { signIn } from './support';

/**
 * Offline browsing (issue 3 on the authors screens, issue 14 for the thumbnails of the lists): this spec owns its reference server and its web host, so
 * that it can stop the server and start it again on the same port and data. Ports apart from every other run.
 */

const servers = ownServers({
  name: 'offline',
  apiPort: Number(process.env['E2E_OFFLINE_API_PORT'] ?? 4351),
  webPort: Number(process.env['E2E_OFFLINE_WEB_PORT'] ?? 4352),
});
const WEB = servers.web;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const offlineBanner = (page: Page) => page.getByText(/^Hors ligne — données du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/);
const imagesTable = (page: Page) => page.getByRole('table', { name: 'Images' });
const authorsTable = (page: Page) => page.getByRole('table', { name: 'Auteurs' });
const authorLink = (page: Page) => authorsTable(page).getByRole('link', { name: 'Étienne de Villeneuve', exact: true });

test.beforeAll(async () => {
  // Seeding a fresh server and starting the web host take more than a minute on a busy machine.
  test.setTimeout(240_000);
  await servers.start();
});

test.afterAll(() => servers.stop());

test('browses the author list and an author seen before while the server is down, then comes back online by itself', async ({ page }) => {
  await signIn(page, 'admin', WEB);

  // Online: the list, then author 1 (whatever its view shows by now).
  await page.goto(`${WEB}/auteurs`);
  await expect(authorLink(page)).toBeVisible();
  await expect(page.getByText('1-20 sur 60')).toBeVisible();
  await authorLink(page).click();
  await expect(page).toHaveURL(`${WEB}/auteurs/1`);
  // The view is shown once its own sections are: until then the list's heading may still be the page's.
  await expect(page.getByRole('heading', { name: 'Contacts', level: 2 })).toBeVisible();
  const viewTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  expect(viewTitle).not.toBe('Liste des auteurs');
  await expect(offlineBanner(page)).toHaveCount(0);

  // The server goes away.
  await servers.stopServer();

  // The list still shows, from core's cache, with the banner; creation waits for the connection.
  await page.goto(`${WEB}/auteurs`);
  await expect(authorLink(page)).toBeVisible();
  await expect(page.getByText('1-20 sur 60')).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.getByText('Une erreur est survenue lors du chargement. Veuillez réessayer.')).toHaveCount(0);
  const create = page.getByRole('button', { name: 'Nouvel auteur' });
  await expect(create).toBeDisabled();
  await create.hover();
  await expect(page.getByRole('tooltip', { name: 'Indisponible hors ligne' })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/authors-list-offline.png' });

  // Author 1, seen before, too.
  await authorLink(page).click();
  await expect(page).toHaveURL(`${WEB}/auteurs/1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(viewTitle);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.getByText('Une erreur est survenue lors du chargement. Veuillez réessayer.')).toHaveCount(0);
  await page.screenshot({ path: '.tmp/screens/author-view-offline.png' });

  // The server comes back on the same port and data: the banner goes by itself, no reload.
  await servers.startServer(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Auteurs' }).click();
  await expect(authorLink(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nouvel auteur' })).toBeEnabled();
});

/** What an <img> says of its loading (this file is checked without the DOM library). */
interface LoadedImage {
  complete: boolean;
  naturalWidth: number;
}

/**
 * How many of these pictures there are, once all of them have loaded (a broken one has no natural width). The
 * lists' tables scroll inside the page since issue 24 and their pictures load lazily, as they come into view:
 * each is scrolled to, as a reader browsing the list would, then back to the top.
 */
async function expectAllLoaded(pictures: Locator): Promise<number> {
  await expect(pictures.first()).toBeVisible();
  const count = await pictures.count();
  for (let i = count - 1; i >= 0; i -= 1) await pictures.nth(i).scrollIntoViewIfNeeded();
  await expect
    .poll(() => pictures.evaluateAll((images) => images.length > 0 && images.every((i) => (i as unknown as LoadedImage).complete && (i as unknown as LoadedImage).naturalWidth > 0)))
    .toBe(true);
  return count;
}

test('shows the thumbnails of the image list and the author list browsed before the server went down', async ({ page }) => {
  // The browser's own HTTP cache off: every picture is asked of the web host again, so what shows offline
  // comes from core's thumbnail cache and not from Chromium's.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await signIn(page, 'admin', WEB);

  // Online: the illustrations (their thumbnails are unnamed: the name beside each one names it), then the
  // authors, whose thumbnails are named after them.
  const illustrations = `${WEB}/images?collectionFilter=ILLUSTRATION`;
  await page.goto(illustrations);
  await expect(page.getByRole('heading', { level: 1, name: 'Liste des images' })).toBeVisible();
  const imageCount = await expectAllLoaded(imagesTable(page).getByRole('presentation'));
  expect(imageCount).toBe(14);
  await page.goto(`${WEB}/auteurs`);
  await expect(authorLink(page)).toBeVisible();
  const portraits = authorsTable(page).getByRole('img', { name: /^Image de / });
  const portraitCount = await expectAllLoaded(portraits);
  await expect(offlineBanner(page)).toHaveCount(0);

  // The server goes away (it stays down: afterAll has nothing more to stop).
  await servers.stopServer();

  // Reloaded offline, both lists show every thumbnail, none of them broken or replaced by its placeholder.
  await page.goto(illustrations);
  await expect(offlineBanner(page)).toBeVisible();
  expect(await expectAllLoaded(imagesTable(page).getByRole('presentation'))).toBe(imageCount);
  await page.screenshot({ path: '.tmp/screens/images-list-offline.png' });

  // The grid asks the MEDIUM renditions, never kept: offline, each tile shows the placeholder picture of
  // spec 1 §7, named "Image indisponible", never an empty grey box (issue 25).
  await page.goto(`${illustrations}&grid=true`);
  await expect(offlineBanner(page)).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Images' }).getByRole('listitem');
  await expect(tiles).toHaveCount(imageCount);
  // Pictures load as they come into view: the first tile's, then the last's once scrolled to.
  await expect(tiles.first().getByRole('img', { name: 'Image indisponible' })).toBeVisible();
  await expectAllLoaded(tiles.first().getByRole('img', { name: 'Image indisponible' }));
  await tiles.last().scrollIntoViewIfNeeded();
  await expect(tiles.last().getByRole('img', { name: 'Image indisponible' })).toBeVisible();
  await tiles.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/images-grid-offline-placeholders.png' });

  await page.goto(`${WEB}/auteurs`);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(authorLink(page)).toBeVisible();
  expect(await expectAllLoaded(portraits)).toBe(portraitCount);
  await page.screenshot({ path: '.tmp/screens/authors-list-thumbnails-offline.png' });
});
