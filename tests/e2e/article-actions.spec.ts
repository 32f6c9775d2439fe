import { mkdir } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dropFiles, fixtureBase64, resetSession, signIn } from './support';

/**
 * The article actions (issue 11, spec 2 §2.4, §2.8, §4) against the reference server, driven by French roles
 * and labels: an article of its own created from the floating button group, BAP then BAP removed from the
 * view's actions, moved into another publication, BAP again and pushed online later (scheduled, on the view
 * and in the list); the bulk delete of the list disabled with its reason; an XML file dropped into the import
 * dialog, checked by ask-import, then imported. Only BJS records: its own article, BJS_2025_2 (no other spec
 * organises it), the imported article.
 */

const SCREENS = '.tmp/screens-E1';
const TARGET_PUBLICATION = 'BJS_2025_2';

test.use({ viewport: { width: 1440, height: 1100 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});

// The web host holds one session: each test leaves it signed out for the specs after this one.
test.afterEach(async ({ page }) => resetSession(page));

const stamp = Date.now().toString(36);
const title = `Les pactes d’associés revisités ${stamp}`;
let articleId = 0;

const sidePanel = (page: Page) => page.getByRole('complementary', { name: 'Statut, actions et informations' });
const panelAction = (page: Page, name: string) => sidePanel(page).getByRole('group', { name: 'Actions' }).getByRole('button', { name, exact: true });
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();
const table = (page: Page) => page.getByRole('table', { name: 'Articles et lots' });
const rows = (page: Page) => table(page).getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Sélectionner \d+ — / }) });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Actions sur la sélection' });
/** The dialog's fields: a required one's label ends with its asterisk. */
const field = (scope: Locator, label: string) => scope.getByRole('combobox', { name: new RegExp(`^${label}`) });

/** yyyy-MM-ddTHH:mm in Paris time, as the push online dialog's date input takes it. */
function parisLocal(ms: number): string {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p['year']}-${p['month']}-${p['day']}T${p['hour']}:${p['minute']}`;
}

/** The reason a disabled button gives: its tooltip, shown on hover. */
async function reasonOf(page: Page, button: Locator): Promise<Locator> {
  await expect(button).toBeDisabled();
  await button.hover();
  return page.getByRole('tooltip');
}

test('an article created from the floating buttons is BAP, un-BAP, moved, then pushed online later', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/articles');

  // Create: the floating group's "Créer un article", then "Enregistrer et fermer".
  await page.getByRole('group', { name: 'Création d’articles' }).getByRole('button', { name: 'Créer un article' }).click();
  const create = page.getByRole('dialog', { name: 'Nouvel article' });
  await expect(create).toBeVisible();
  await create.getByRole('radio', { name: 'Article', exact: true }).check();
  await field(create, 'Revue').selectOption('BJS');
  await field(create, 'Type').selectOption({ label: 'Commentaire' });
  await field(create, 'Rubrique').selectOption({ label: 'Sociétés' });
  await create.getByRole('textbox', { name: 'Titre' }).fill(title);
  await create.getByRole('button', { name: 'Enregistrer et fermer' }).click();
  await expect(create).toHaveCount(0);
  const created = toast(page, /^L’élément \d+ a été créé\.$/);
  await expect(created).toBeVisible();
  articleId = Number(/\d+/.exec(await created.innerText())?.[0]);
  expect(articleId).toBeGreaterThan(0);

  // Opened from the list: its row, then its view link.
  await page.goto(`/articles?query=${encodeURIComponent(stamp)}&attachedOnly=false`);
  await rows(page).getByRole('link', { name: `Voir ${articleId} — ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/${articleId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${articleId} — ${title}` })).toBeVisible();
  const status = sidePanel(page).getByRole('region', { name: 'Statut' });
  await expect(status).toContainText('En cours');

  // BAP, then BAP removed, from the view's actions panel.
  await panelAction(page, 'BAP').click();
  await expect(toast(page, 'BAP enregistré.')).toBeVisible();
  await expect(panelAction(page, 'Retirer le BAP')).toBeVisible();
  await expect(panelAction(page, 'BAP')).toHaveCount(0);
  await panelAction(page, 'Retirer le BAP').click();
  await expect(toast(page, 'BAP retiré.')).toBeVisible();
  await expect(panelAction(page, 'BAP')).toBeVisible();
  await expect(status).toContainText('En cours');

  // Moved into another publication of BJS (its rubrique chosen again: the publication clears it).
  await panelAction(page, 'Déplacer').click();
  const move = page.getByRole('dialog', { name: `Déplacer l’élément ${articleId}` });
  await expect(move).toBeVisible();
  await expect(field(move, 'Revue')).toBeDisabled();
  await field(move, 'Publication').selectOption({ label: TARGET_PUBLICATION });
  await field(move, 'Rubrique').selectOption({ label: 'Sociétés' });
  await page.screenshot({ path: `${SCREENS}/move-dialog.png` });
  await move.getByRole('button', { name: 'Enregistrer et fermer' }).click();
  await expect(move).toHaveCount(0);
  await expect(toast(page, `L’élément ${articleId} a été déplacé.`)).toBeVisible();
  await expect(sidePanel(page).getByRole('link', { name: TARGET_PUBLICATION })).toBeVisible();

  // BAP again, then pushed online later: a few minutes ahead, in Paris time.
  await panelAction(page, 'BAP').click();
  await expect(panelAction(page, 'Retirer le BAP')).toBeVisible();
  await panelAction(page, 'Mettre en ligne').click();
  const push = page.getByRole('alertdialog', { name: `Mettre en ligne l’élément ${articleId}` });
  await expect(push).toBeVisible();
  await push.getByRole('radio', { name: 'Plus tard' }).check();
  const date = push.getByLabel('Date et heure de mise en ligne (heure de Paris)');
  await date.fill(parisLocal(Date.now() + 5 * 60_000));
  await push.getByRole('button', { name: 'Mettre en ligne' }).click();
  await expect(push).toHaveCount(0);
  await expect(toast(page, /^Mise en ligne programmée le /)).toBeVisible();
  await expect(sidePanel(page)).toContainText(/Programmée le .+ par /);
  // Scheduled: neither moved nor pushed again.
  await expect(panelAction(page, 'Déplacer')).toBeDisabled();
  await expect(panelAction(page, 'Mettre en ligne')).toBeDisabled();

  // The list shows the scheduled push as an icon with its date and who scheduled it.
  await page.goto(`/articles?query=${encodeURIComponent(stamp)}&attachedOnly=false`);
  const row = rows(page).filter({ hasText: title });
  await expect(row.getByRole('img', { name: /^Mise en ligne programmée le .+ par / })).toBeVisible();
});

test('the bulk delete of the list is disabled with its reason: every page selected, a fixed item selected', async ({ page }) => {
  await signIn(page, 'admin');

  // The article of this spec alone: it may be deleted (not clicked).
  await page.goto(`/articles?query=${encodeURIComponent(stamp)}&attachedOnly=false`);
  await expect(rows(page).first()).toBeVisible();
  await rows(page).first().getByRole('checkbox').check();
  await expect(toolbar(page).getByRole('button', { name: 'Supprimer', exact: true })).toBeEnabled();
  await toolbar(page).getByRole('button', { name: 'Supprimer la sélection' }).click();

  // Every page selected: the rows are not all loaded.
  await page.goto('/articles?size=10');
  await expect(rows(page)).toHaveCount(10);
  await table(page).getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }).check();
  await toolbar(page).getByRole('button', { name: /^Sélectionner tous les éléments \(\d+\)$/ }).click();
  const allPages = await reasonOf(page, toolbar(page).getByRole('button', { name: 'Supprimer', exact: true }));
  await expect(allPages).toHaveText('Suppression désactivée : toutes les pages sont sélectionnées.');
  await toolbar(page).getByRole('button', { name: 'Supprimer la sélection' }).click();
  await expect(toolbar(page)).toHaveCount(0);

  // A fixed item selected (the attachment filter "fixe").
  await page.goto('/articles?attachedFilterBis=CDF_FIXE&attachedOnly=false');
  const fixed = rows(page).filter({ has: page.getByRole('img', { name: 'Rattachement fixe : ni déplacement ni suppression' }) }).first();
  await expect(fixed).toBeVisible();
  await fixed.getByRole('checkbox').check();
  const fixedReason = await reasonOf(page, toolbar(page).getByRole('button', { name: 'Supprimer', exact: true }));
  await expect(fixedReason).toHaveText(/^Suppression désactivée : (article|lot) \d+ est rattaché de façon fixe\.$/);
  await page.screenshot({ path: `${SCREENS}/bulk-delete-fixed.png` });
});

test('an XML file dropped into the import dialog is checked by ask-import, then imported', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/articles');
  await page.getByRole('group', { name: 'Création d’articles' }).getByRole('button', { name: 'Importer un article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un article' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Choisissez un fichier à importer.')).toBeVisible();

  // Anything but .xml is refused before it is sent.
  const zone = dialog.getByRole('button', { name: 'Déposez un fichier XML d’article ici, ou cliquez pour le choisir' });
  await dropFiles(page, zone, [{ name: 'notes.txt', type: 'text/plain', base64: Buffer.from('pas du XML').toString('base64') }]);
  await expect(dialog.getByRole('alert')).toHaveText('Seul un fichier .xml peut être importé (notes.txt).');

  await dropFiles(page, zone, [{ name: 'article-import.xml', type: 'text/xml', base64: await fixtureBase64('article-import.xml') }]);
  await expect(dialog.getByText('Ce fichier peut être importé.')).toBeVisible();
  await expect(dialog).toContainText('La gouvernance des sociétés à mission, article importé');
  await expect(dialog).toContainText('Bulletin Joly Sociétés');
  await expect(dialog.getByText('Un nouvel article sera créé.')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/import-dialog.png` });

  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  const result = dialog.getByRole('region', { name: 'Résultat de l’import' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Terminé');
  await expect(result.getByText('Réussi', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/import-result.png` });
  const importedLink = result.getByRole('link', { name: /^Ouvrir l’article / });
  const importedId = Number(/\/(\d+)$/.exec((await importedLink.getAttribute('href')) ?? '')?.[1]);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toHaveCount(0);

  // The same file naming the article imported: a MODIFICATION, shown as a warning (issue 25, item 10).
  await page.getByRole('group', { name: 'Création d’articles' }).getByRole('button', { name: 'Importer un article' }).click();
  const modified = (await fixtureBase64('article-import.xml').then((b) => Buffer.from(b, 'base64').toString('utf8'))).replace('<article revue="BJS"', `<article id="${importedId}" revue="BJS"`);
  await dropFiles(page, dialog.getByRole('button', { name: 'Déposez un fichier XML d’article ici, ou cliquez pour le choisir' }), [
    { name: 'article-modifie.xml', type: 'text/xml', base64: Buffer.from(modified).toString('base64') },
  ]);
  await dialog.getByRole('button', { name: 'Continuer et modifier' }).click();
  await expect(result.getByText('Avertissement', { exact: true }).first()).toBeVisible();
  await expect(result.getByRole('list', { name: 'Avertissement' })).toHaveText(`Le document ${importedId} existait : son titre et son contenu ont été remplacés.`);
  await page.screenshot({ path: `${SCREENS}/import-result-warning.png` });
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toHaveCount(0);

  // In the list, and opened: its view says so.
  await page.goto(`/articles?query=${encodeURIComponent('sociétés à mission')}&attachedOnly=false`);
  const link = rows(page).getByRole('link', { name: /^Voir \d+ — La gouvernance des sociétés à mission, article importé$/ }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: /La gouvernance des sociétés à mission, article importé$/ })).toBeVisible();
  await expect(sidePanel(page)).toContainText('Non rattaché');
});
