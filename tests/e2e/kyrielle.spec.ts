import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DOWNLOAD_DIR } from '../../playwright.config';
import { dragOver, dragTo, signIn } from './support';

/**
 * The layout tool (spec 2 §2.10, issue 13) as the kyrielle user, against the reference server. Saves go to
 * tree 4 (Formules sociales), whose levels the other specs leave alone; every test signs out.
 */

const SCREENS = '.tmp/screens-D';
const ORGANISE = '/kyrielle/organizeTree/4';

test.use({ viewport: { width: 1600, height: 1100 } });
test.describe.configure({ mode: 'serial' });

const tree = (page: Page) => page.getByRole('tree');
const level = (page: Page, name: RegExp) => tree(page).getByRole('treeitem', { name });
const units = (page: Page) => page.getByRole('table', { name: 'Unités documentaires trouvées' });
const unitRows = (page: Page) => units(page).getByRole('row').filter({ has: page.getByRole('cell') });

async function signOutOfTool(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
}

test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
  await mkdir(E2E_DOWNLOAD_DIR, { recursive: true });
});

test('organise: a source, a filter, three units dropped, one moved, alerts, a guarded tab switch, save and publish', async ({ page }) => {
  await signIn(page, 'kyrielle');
  await page.goto(ORGANISE);
  await expect(page.getByRole('tab', { name: 'Formules sociales', selected: true })).toBeVisible();
  await expect(page.getByText('Veuillez sélectionner une source')).toBeVisible();
  await expect(level(page, /Représentation du personnel/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/organise-start.png` });

  await page.getByRole('radio', { name: 'Ouvrage' }).click();
  await expect(unitRows(page).first()).toBeVisible();
  await expect(page).toHaveURL(/source=OUVRAGE/);
  await page.getByRole('checkbox', { name: 'Non rattaché' }).click();
  await expect(page).toHaveURL(/status=NOT_ATTACHED/);
  await expect(unitRows(page).first()).toBeVisible();
  await expect(page.getByText(/^1-50 sur \d+$/)).toBeVisible();

  // More filters: a nature, in the URL; the code's second part waits for the first.
  await page.getByRole('button', { name: 'Plus de filtres' }).click();
  await page.getByRole('checkbox', { name: 'Clause', exact: true }).click();
  await expect(page).toHaveURL(/nature=CLAUSE/);
  await expect(page.getByLabel('Code de publication (2e partie)')).toBeDisabled();
  await page.getByLabel('Code de publication (1re partie)').fill('ab-c9');
  await expect(page.getByLabel('Code de publication (1re partie)')).toHaveValue('ABC');
  await expect(page.getByLabel('Code de publication (2e partie)')).toBeEnabled();
  await page.screenshot({ path: `${SCREENS}/organise-filters.png` });
  // The code proposes the GDA publications it names (spec 2 §7 autocomplete); the one chosen filters.
  await page.getByLabel('Code de publication (1re partie)').fill('gda');
  await page.getByRole('list', { name: 'Publications GDA proposées' }).getByRole('button', { name: 'GDA_2025_1' }).click();
  await expect(page).toHaveURL(/publication=\d+/);
  await expect(page.getByText('Publication : GDA_2025_1')).toBeVisible();
  await page.getByLabel('Code de publication (2e partie)').fill('999');
  await expect(page.getByText('Aucune publication GDA pour ce code')).toBeVisible();
  await expect(page).not.toHaveURL(/publication=/);
  await page.getByLabel('Code de publication (1re partie)').fill('');
  await page.getByRole('checkbox', { name: 'Clause', exact: true }).click();
  await page.getByRole('button', { name: 'Moins de filtres' }).click();
  await expect(unitRows(page).first()).toBeVisible();

  // Collapsed and expanded.
  await page.getByRole('button', { name: 'replier' }).click();
  await expect(tree(page).getByRole('treeitem', { name: /OUV-000400/ })).toHaveCount(0);
  await page.getByRole('button', { name: '+ déplier' }).click();
  await expect(tree(page).getByRole('treeitem', { name: /OUV-000400/ })).toBeVisible();

  // Three units dragged into levels.
  const first = unitRows(page).nth(0);
  const firstId = (await first.getByRole('cell').first().innerText()).trim();
  await dragTo(page, first, level(page, /^Représentation du personnel/), /^Déposer dans « .*Représentation du personnel/);
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  await expect(tree(page).getByRole('treeitem', { name: new RegExp(firstId) })).toBeVisible();
  await dragOver(page, unitRows(page).nth(1), level(page, /^Clauses/), /^Déposer dans « .*Clauses/);
  await page.screenshot({ path: `${SCREENS}/organise-mid-drag.png` });
  await page.mouse.up();
  await dragTo(page, unitRows(page).nth(2), level(page, /^Contrat de travail/), /^Déposer dans « .*Contrat de travail/);
  await expect(first.getByRole('cell').nth(2)).toContainText('1');

  // A placed unit's preview opens in its source product (Lex-Press for an Ouvrage), outside the app.
  await page.context().route('https://www.lex-press.fr/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Lex-Press</title>' }));
  const previewOpened = page.waitForEvent('popup');
  await tree(page).getByRole('button', { name: new RegExp(`^Aperçu de .* dans Ouvrage$`) }).first().click();
  const preview = await previewOpened;
  await preview.waitForLoadState();
  expect(preview.url()).toMatch(/^https:\/\/www\.lex-press\.fr\/ouvrage\/OUV-\d+$/);
  await preview.close();

  // The keyboard path: choose a level, then the row's "Ajouter".
  await level(page, /^Clauses/).click();
  await unitRows(page).nth(3).getByRole('button', { name: /^Ajouter/ }).click();

  // Moved: the first unit cut and pasted into "Clauses".
  await tree(page).getByRole('treeitem', { name: new RegExp(firstId) }).click();
  await page.keyboard.press('Control+x');
  await level(page, /^Clauses/).click();
  await page.keyboard.press('Control+v');

  // An alert on one unit, then the level's checkbox for all of them.
  await tree(page).getByRole('button', { name: /^Alerte sur/ }).first().click();
  const clausesAlerts = tree(page).getByRole('checkbox', { name: /Alertes des UD de « Clauses »/ });
  await clausesAlerts.click();
  await expect(clausesAlerts).toBeChecked();

  // The publish items wait for a save.
  await page.getByRole('button', { name: 'Actions du chemin de fer' }).click();
  await expect(page.getByRole('menuitem', { name: 'Livrable' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // A tab switch while dirty asks first.
  await page.getByRole('tab', { name: 'Études Bourse' }).click();
  await expect(page.getByText('Êtes-vous sûr de vouloir changer de CDF sans enregistrer les modifications ?')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/organise-switch.png` });
  await page.getByRole('button', { name: 'Revenir au CdF' }).click();

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Chemin de fer enregistré.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuler' })).toBeDisabled();

  await page.getByRole('button', { name: 'Actions du chemin de fer' }).click();
  await page.getByRole('menuitem', { name: 'Cdf' }).click();
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('Le chemin de fer a été publié.', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/organise-saved.png` });
  await signOutOfTool(page);
});

test('organise: Lex-press units narrowed to a rubrique found by name, the GDA rubriques left out', async ({ page }) => {
  await signIn(page, 'kyrielle');
  await page.goto(ORGANISE);
  await page.getByRole('radio', { name: 'Lex-press' }).click();
  await expect(unitRows(page).first()).toBeVisible();
  const total = async () => Number(/sur (\d+)$/.exec(await page.getByText(/^\d+-\d+ sur \d+$/).innerText())?.[1]);
  const before = await total();
  await page.getByRole('button', { name: 'Plus de filtres' }).click();
  const rubriques = page.getByRole('combobox', { name: 'Rubriques' });
  await rubriques.fill('a');
  // Each suggestion reads "periodical — parent › rubrique"; none of GDA for Lex-press.
  const options = page.getByRole('option', { name: /^[A-Z]{3} — / });
  await expect(options.first()).toBeVisible();
  expect((await options.allInnerTexts()).some((text) => text.startsWith('GDA —'))).toBe(false);
  await options.first().click();
  await expect(page).toHaveURL(/planNodes=/);
  await expect.poll(total).toBeLessThan(before);
  await page.screenshot({ path: `${SCREENS}/organise-rubriques.png` });
  await signOutOfTool(page);
});

test('administrate: elements created and dropped, a level renamed, a too-deep drop refused, a level deleted after the question', async ({ page }) => {
  await signIn(page, 'kyrielle');
  await page.goto('/kyrielle/administrateTree/3');
  const structure = page.getByRole('tree', { name: 'Structure de « Études Bourse »' });
  await expect(structure.getByRole('treeitem', { name: /Offres publiques/ })).toBeVisible();
  const name = page.getByLabel('Nom de l’élément');
  await name.fill('   ');
  await expect(page.getByRole('button', { name: 'Créer' })).toBeDisabled();
  await name.fill('Dérivés');
  await name.press('Enter');
  await name.fill('Sous-niveau');
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByRole('button', { name: 'Ajouter « Dérivés » au niveau choisi' })).toBeVisible();

  // A chip dragged onto "Marchés" becomes a level.
  const chip = page.getByRole('button', { name: 'Ajouter « Dérivés » au niveau choisi' }).locator('..');
  await dragTo(page, chip.getByText('Dérivés'), structure.getByRole('treeitem', { name: /^Marchés/ }), /^Déposer dans « .*Marchés/);
  const added = structure.getByRole('treeitem', { name: /Dérivés/ });
  await expect(added).toBeVisible();
  // Placed, the element leaves the list (spec 2 §4 CdF tree; issue 25).
  await expect(page.getByRole('button', { name: 'Ajouter « Dérivés » au niveau choisi' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/administrate-chip-placed.png` });

  // Renamed inline, Enter confirms.
  await added.getByRole('button', { name: 'Renommer « Dérivés »' }).click();
  const field = page.getByLabel('Nouveau nom de « Dérivés »');
  await field.fill('Produits dérivés');
  await field.press('Enter');
  await expect(structure.getByRole('treeitem', { name: /Produits dérivés/ })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Chemin de fer enregistré.', { exact: true })).toBeVisible();

  // Six levels under "Produits dérivés" (depth 2) by the keyboard path: depth 8 at the bottom.
  let deepest = structure.getByRole('treeitem', { name: /Produits dérivés/ });
  for (let depth = 3; depth <= 8; depth += 1) {
    await deepest.click();
    // Each element placed leaves the list: a new one for the next level.
    if (depth > 3) {
      await name.fill('Sous-niveau');
      await name.press('Enter');
    }
    await page.getByRole('button', { name: 'Ajouter « Sous-niveau » au niveau choisi' }).click();
    deepest = structure.getByRole('treeitem', { name: /Sous-niveau/ }).last();
    await expect(structure.getByRole('treeitem', { name: /Sous-niveau/ })).toHaveCount(depth - 2);
  }
  await expect(page.getByRole('button', { name: 'Ajouter « Sous-niveau » au niveau choisi' })).toHaveCount(0);
  await name.fill('Sous-niveau');
  await name.press('Enter');
  const subChip = page.getByRole('button', { name: 'Ajouter « Sous-niveau » au niveau choisi' }).locator('..');
  await dragOver(page, subChip.getByText('Sous-niveau'), deepest, 'Profondeur maximale dépassée');
  await page.screenshot({ path: `${SCREENS}/administrate-too-deep.png` });
  await page.mouse.up();
  await expect(structure.getByRole('treeitem', { name: /Sous-niveau/ })).toHaveCount(6);

  // Cancel asks, then the saved tree is back.
  await page.getByRole('button', { name: 'Annuler' }).click();
  await page.getByRole('button', { name: 'Abandonner' }).click();
  await expect(structure.getByRole('treeitem', { name: /Sous-niveau/ })).toHaveCount(0);

  // The new level deleted after the question, and saved: the tree as the seed had it.
  await structure.getByRole('treeitem', { name: /Produits dérivés/ }).click();
  await page.getByRole('button', { name: /^Retirer/ }).click();
  await expect(page.getByText('Êtes-vous sûr de vouloir supprimer ce niveau ?')).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(structure.getByRole('treeitem', { name: /Produits dérivés/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Chemin de fer enregistré.', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/administrate.png` });
  await signOutOfTool(page);
});

test('top bar: the tool’s title, the Ouvrages referential downloaded and loaded back, the logo to organise', async ({ page }) => {
  await signIn(page, 'kyrielle');
  await page.goto('/kyrielle/administrateTree/2');
  await expect(page).toHaveTitle('Kyrielle — chemins de fer');
  await expect(page.getByRole('tablist', { name: 'Sections' })).toHaveCount(0);

  const before = new Set(await readdir(E2E_DOWNLOAD_DIR));
  await page.getByRole('button', { name: 'Ouvrages' }).click();
  await page.getByRole('menuitem', { name: 'Télécharger le référentiel' }).click();
  await expect(page.getByText('Le référentiel des Ouvrages (XLSX) a été ajouté aux téléchargements.').first()).toBeVisible();
  let file = '';
  await expect
    .poll(async () => {
      file = (await readdir(E2E_DOWNLOAD_DIR)).find((f) => !before.has(f) && f.endsWith('.xlsx')) ?? '';
      return file;
    })
    .not.toBe('');

  // The same file loaded back: applied, with its result card.
  await page.getByRole('button', { name: 'Ouvrages' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Charger le référentiel', exact: true }).click();
  await (await chooser).setFiles(join(E2E_DOWNLOAD_DIR, file));
  await expect(page.getByText('Le référentiel a été chargé.').first()).toBeVisible();
  await expect(page.getByText('Import appliqué')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/top-bar-import.png` });
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Kyrielle : organiser les chemins de fer' }).click();
  await expect(page.getByRole('tab', { name: 'Actes / Clauses', selected: true })).toBeVisible();
  await expect(page.getByRole('tree').getByRole('treeitem', { name: /^Sociétés/ })).toBeVisible();
  // The Actes/Clauses top levels, each with its colour.
  await page.screenshot({ path: `${SCREENS}/organise-actes-clauses.png` });
  await signOutOfTool(page);
});
