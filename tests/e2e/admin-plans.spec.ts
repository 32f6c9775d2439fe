import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { invoke, resetSession, signIn, signOut } from './support';

/**
 * Plan administration (spec 2 §2.9, §5, §6; issue 12) against the reference server, on records no other
 * spec touches: bundle plans of RDA made here (created, edited, duplicated, deleted; a refused reference
 * link), a custom bundle of RDA made here, the DNU periodical plan, the GDP_2025_5 publication plan; and a
 * manager typing an admin URL.
 */

const SCREENS = '.tmp/screens-A';
test.use({ viewport: { width: 1440, height: 1000 } });
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ page }) => resetSession(page));
test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});

const stamp = Date.now().toString(36).slice(-5);
const planName = `Veille RDA ${stamp}`;


const levelForm = (page: Page, tree: string) => page.getByRole('form', { name: `Ajouter un niveau à « ${tree} »` });
const treeItem = (page: Page, tree: string, name: RegExp) => page.getByRole('tree', { name: tree }).getByRole('treeitem', { name });

/** A multi-select filter of the list engine: its options are menu item checkboxes. */
async function chooseMulti(page: Page, label: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name: option }).click();
  await page.keyboard.press('Escape');
}

test('bundle plans: created with a checked reference link, filtered, edited, duplicated and the copy deleted', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/lots');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans de lots' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter un plan de lot' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau plan de lot' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Titre' }).fill(planName);
  await page.getByRole('combobox', { name: 'Revue' }).selectOption('RDA');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Tableau de veille' });

  // A level with a reference link of no allowed pattern: the field errs, "Ajouter" is disabled.
  const form = levelForm(page, 'Structure du plan de lot');
  const add = form.getByRole('button', { name: 'Ajouter' });
  await expect(add).toBeDisabled();
  await form.getByLabel('Nom du niveau').fill('Textes');
  await expect(add).toBeEnabled();
  await form.getByLabel('Lien de renvoi (facultatif)').fill('legifrance');
  await expect(form.getByText(/Lien de renvoi non reconnu/)).toBeVisible();
  await expect(add).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/bundle-plan-refused-link.png`, fullPage: true });
  await form.getByLabel('Lien de renvoi (facultatif)').fill('Loi n° 2019-486 du 22 mai 2019');
  await expect(form.getByText(/Lien de renvoi non reconnu/)).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'À la racine' }).check();
  await form.getByLabel('Nom du niveau').press('Enter');
  await expect(treeItem(page, 'Structure du plan de lot', /Textes/)).toBeVisible();
  // A second level inside the first (the chosen one).
  await treeItem(page, 'Structure du plan de lot', /Textes/).click();
  await form.getByRole('checkbox', { name: 'À la racine' }).uncheck();
  await form.getByLabel('Nom du niveau').fill('Jurisprudence');
  await add.click();
  await expect(treeItem(page, 'Structure du plan de lot', /Jurisprudence/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/bundle-plan-create.png`, fullPage: true });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText(`Plan de lot « ${planName} » créé.`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans de lots' })).toBeVisible();

  // The periodical filter, then its reset.
  await chooseMulti(page, 'Revues', /^\[RDA\]/);
  await expect(page).toHaveURL(/periodicalIds=RDA/);
  await expect(page.getByRole('cell', { name: planName, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Dossier sociétés', exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/bundle-plan-list.png`, fullPage: true });

  // Edit: the periodical is fixed; the new title is saved.
  await page.getByRole('link', { name: `Modifier ${planName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Plan de lot « ${planName} »` })).toBeVisible();
  await expect(page.getByText('La revue d’un plan de lot ne change pas.', { exact: true })).toBeVisible();
  await expect(treeItem(page, 'Structure du plan de lot', /Jurisprudence/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Titre' }).fill(`${planName} bis`);
  await page.screenshot({ path: `${SCREENS}/bundle-plan-edit.png`, fullPage: true });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText(`Plan de lot « ${planName} bis » enregistré.`, { exact: true })).toBeVisible();

  // Duplicate, then delete the copy.
  await page.getByRole('link', { name: `Dupliquer ${planName} bis` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Duplication de « ${planName} bis »` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue(`Copie de ${planName} bis`);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText(`Plan de lot « Copie de ${planName} bis » créé.`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Supprimer Copie de ${planName} bis` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer le plan de lot' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(`Plan de lot « Copie de ${planName} bis » supprimé.`, { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Copie de ${planName} bis`, exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: `${planName} bis`, exact: true })).toBeVisible();
  await signOut(page, 'admin');
});

test('custom bundle edit: its title carries the bundle id, leaving dirty is held back, the structure is saved', async ({ page }) => {
  await signIn(page, 'admin');
  const templates = await invoke<{ name: string; bundlePlanVersionId: number; type: string }[]>(page, 'bundlePlans.byPeriodical', ['RDA']);
  const template = templates.find((p) => p.name === `${planName} bis`);
  if (!template) throw new Error('plan de lot RDA absent');
  const title = `Lot personnalisé ${stamp}`;
  const bundle = await invoke<{ id: number }>(page, 'bundles.create', [
    { title, bundlePlanVersionId: template.bundlePlanVersionId, planNodeId: 'RDA-ART', periodicalId: 'RDA', publicationId: null, type: template.type, tags: [] },
  ]);

  // From the bundle's own page, as from the bundle plan list's box.
  await page.goto(`/lots/${bundle.id}`);
  await page.getByRole('button', { name: 'Modifier la structure' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Lot personnalisé n° ${bundle.id} — ${title}` })).toBeVisible();
  await page.goto('/admin/lots');
  await page.getByLabel('Numéro du lot').fill(String(bundle.id));
  await page.getByRole('button', { name: 'Modifier la structure' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Lot personnalisé n° ${bundle.id} — ${title}` })).toBeVisible();
  const tree = `Structure du lot ${bundle.id}`;
  await expect(treeItem(page, tree, /Textes/)).toBeVisible();

  const form = levelForm(page, tree);
  await form.getByRole('checkbox', { name: 'À la racine' }).check();
  await form.getByLabel('Nom du niveau').fill('Annexes');
  await form.getByLabel('Lien de renvoi (facultatif)').fill('https://www.legifrance.gouv.fr/');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(treeItem(page, tree, /Annexes/)).toBeVisible();
  await expect(page.getByText('Modifications non enregistrées', { exact: true })).toBeVisible();

  // Navigation is blocked while dirty.
  await page.getByRole('link', { name: 'Voir le lot' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
  await expect(leave.getByText('Souhaitez-vous vraiment annuler la saisie en cours ?')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/custom-bundle-leave.png`, fullPage: true });
  await leave.getByRole('button', { name: 'Rester' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/lots-personnalises/modifier/${bundle.id}$`));

  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText(`Structure du lot ${bundle.id} enregistrée.`, { exact: true })).toBeVisible();
  await page.reload();
  await expect(treeItem(page, tree, /Annexes/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/custom-bundle.png`, fullPage: true });
  await signOut(page, 'admin');
});

test('periodical plan: a rubrique added to DNU is saved and read back; cancel drops a change', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/organisation-revues');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation des revues' })).toBeVisible();
  await expect(page.getByText('Choisissez une revue pour modifier son plan.', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Revue' }).selectOption('DNU');
  const tree = 'Plan de la revue DNU';
  await expect(treeItem(page, tree, /Actualité du numérique/)).toBeVisible();

  const form = levelForm(page, tree);
  await form.getByRole('checkbox', { name: 'À la racine' }).check();
  await form.getByLabel('Nom du niveau').fill(`Données ${stamp}`);
  await form.getByLabel('Nom du niveau').press('Enter');
  await expect(treeItem(page, tree, new RegExp(`Données ${stamp}`))).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Revue' })).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/periodical-plan.png`, fullPage: true });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Plan de la revue DNU enregistré.', { exact: true })).toBeVisible();

  await form.getByLabel('Nom du niveau').fill('Brouillon');
  await form.getByLabel('Nom du niveau').press('Enter');
  await expect(treeItem(page, tree, /Brouillon/)).toBeVisible();
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(treeItem(page, tree, /Brouillon/)).toHaveCount(0);

  await page.reload();
  await page.getByRole('combobox', { name: 'Revue' }).selectOption('DNU');
  await expect(treeItem(page, tree, new RegExp(`Données ${stamp}`))).toBeVisible();
  await signOut(page, 'admin');
});

test('publication plan administration: GDP_2025_5 rubriques added and saved; a same-name sibling refused; cancel goes to the root', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/organisation-revues');
  await page.getByRole('combobox', { name: 'Revue' }).selectOption('GDP');
  await page.getByRole('combobox', { name: 'Publication' }).selectOption({ label: 'GDP_2025_5' });
  await page.getByRole('link', { name: 'Administrer son chemin de fer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'GDP_2025_5' })).toBeVisible();
  const planId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const tree = 'Rubriques de GDP_2025_5';
  const form = levelForm(page, tree);
  await expect(form.getByLabel('Lien de renvoi (facultatif)')).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'À la racine' }).check();
  await form.getByLabel('Nom du niveau').fill(`Rubrique ${stamp}`);
  await form.getByLabel('Nom du niveau').press('Enter');
  await expect(treeItem(page, tree, new RegExp(`Rubrique ${stamp}`))).toBeVisible();
  await form.getByLabel('Nom du niveau').fill(`rubrique ${stamp}`);
  await form.getByLabel('Nom du niveau').press('Enter');
  await expect(page.getByText(`Impossible : une rubrique « rubrique ${stamp} » existe déjà à ce niveau.`, { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/publication-plan-admin.png`, fullPage: true });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Chemin de fer GDP_2025_5 enregistré.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(treeItem(page, tree, new RegExp(`Rubrique ${stamp}`))).toBeVisible();

  // Cancel with a change asks first (issue 25, item 8): "Rester" keeps it, "Quitter sans enregistrer" drops it.
  await form.getByLabel('Nom du niveau').fill('Brouillon');
  await form.getByLabel('Nom du niveau').press('Enter');
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
  await expect(question.getByText('Souhaitez-vous vraiment annuler la saisie en cours ?')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/publication-plan-admin-cancel.png` });
  await question.getByRole('button', { name: 'Rester' }).click();
  await expect(treeItem(page, tree, /Brouillon/)).toBeVisible();
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await question.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'GDP_2025_5' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/plan-publication/);

  // The change is gone; without changes, Cancel leaves at once.
  await page.goto(`/admin/plan-publication/${planId}`);
  await expect(treeItem(page, tree, new RegExp(`Rubrique ${stamp}`))).toBeVisible();
  await expect(treeItem(page, tree, /Brouillon/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(page).not.toHaveURL(/plan-publication/);
  await expect(question).toHaveCount(0);

  // The publication list leads there too, for the administrator.
  await page.goto('/publications?query=GDP_2025_5');
  await page.getByRole('link', { name: 'Administrer le chemin de fer GDP_2025_5' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'GDP_2025_5' })).toBeVisible();
  await signOut(page, 'admin');
});

test('a manager typing an admin plan URL sees "Accès refusé"', async ({ page }) => {
  await signIn(page, 'redaction');
  for (const path of ['/admin/lots', '/admin/lots/nouveau', '/admin/organisation-revues', '/admin/plan-publication/1', '/admin/lots-personnalises/modifier/1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  }
  await page.screenshot({ path: `${SCREENS}/access-denied.png`, fullPage: true });
  await signOut(page, 'redaction');
});
