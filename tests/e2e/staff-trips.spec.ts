import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createArticle, dragTo, invoke, resetSession, showXml, signIn, xmlEditorOf } from './support';

/**
 * What the staff tripped over (issue 25, items 5 to 9), against the reference server through the web host:
 * a download failing after it started is told with "Réessayer"; an ad whose file the server refuses names the
 * file and its type; "Aperçu" from the editor opens beside it; bulk workflow actions on publications; the
 * layout tool's administration chips, replacing drops and publication code mask.
 */

const SCREENS = '.tmp/screens-staff';
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ page }) => resetSession(page));
test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});

const stamp = Date.now().toString(36).slice(-5);

/** Every running animation (a toast arriving) has finished: what a screenshot should show. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

const sidePanel = (page: Page) => page.getByRole('complementary', { name: 'Statut, actions et informations' });

test('a download that fails after it started is told, keyed by status and entity, with « Réessayer »', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, 'admin');
  const id = await createArticle(page, `Article au XML perdu ${stamp}`);
  await page.goto(`/articles/${id}`);
  const download = sidePanel(page).getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Télécharger le XML', exact: true });
  await expect(download).toBeVisible();
  // The article goes away while its page is open: the download starts, then the server answers 404.
  await invoke(page, 'articles.delete', [id]);
  await download.click();
  const notice = page.getByText(`Le fichier « ${id}.xml » de l’article n’est pas disponible. Article introuvable : ${id}.`, { exact: true });
  await expect(notice).toBeVisible();
  await expect(page.getByText('Échec du téléchargement', { exact: true })).toBeVisible();
  // Hovered (it stays), and photographed once arrived.
  await page.getByRole('button', { name: 'Réessayer' }).hover();
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/download-failed-1280.png` });
  // « Réessayer » asks again (downloads.retry): the same answer, told again.
  await page.getByRole('button', { name: 'Réessayer' }).click();
  const attempts = async () => (await invoke<{ items: { label: string; attempts: number }[] }>(page, 'downloads.list', [])).items.find((i) => i.label === `${id}.xml`)?.attempts;
  await expect.poll(attempts).toBe(2);
  await expect(notice.last()).toBeVisible();
});

test('an ad whose file the server refuses names the file and its type', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'medias');
  await page.goto('/publicites/nouveau');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Déposez le visuel ici ou cliquez pour choisir' }).click();
  // A JPEG by its first bytes (core lets it go), cut short: the server cannot read it.
  const truncated = Buffer.alloc(2048);
  truncated.set([0xff, 0xd8, 0xff, 0xe0]);
  await (await chooser).setFiles({ name: 'visuel-tronque.jpg', mimeType: 'image/jpeg', buffer: truncated });
  await page.getByRole('textbox', { name: 'Nom' }).fill(`Annonce tronquée ${stamp}`);
  await page.getByRole('combobox', { name: 'Couleur' }).selectOption({ label: 'Noir et blanc' });
  await page.getByRole('combobox', { name: 'Revues' }).click();
  await page.getByRole('menuitemcheckbox', { name: /^\[BJS\]/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Enregistrer' }).first().click();
  await expect(page.getByText(/L'envoi de « visuel-tronque\.jpg » \(image JPEG\) a échoué : Image illisible \(file-unreadable\)/)).toBeVisible();
  await expect(page).toHaveURL(/\/publicites\/nouveau$/);
  await page.screenshot({ path: `${SCREENS}/ad-upload-failed-1440.png` });
});

test('kyrielle: a search result dropped again on its level replaces it; the code mask says what it does not take', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'kyrielle');
  await page.goto('/kyrielle/organizeTree/4');
  const tree = page.getByRole('tree');
  const unitRows = page.getByRole('table', { name: 'Unités documentaires trouvées' }).getByRole('row').filter({ has: page.getByRole('cell') });
  await page.getByRole('radio', { name: 'Ouvrage' }).click();
  await page.getByRole('checkbox', { name: 'Non rattaché' }).click();
  await expect(page).toHaveURL(/status=NOT_ATTACHED/);
  // The rows of the filtered search, not the previous ones kept while it loads (they are replaced under the drag).
  await expect(page.getByRole('table', { name: 'Unités documentaires trouvées' })).toHaveAttribute('aria-busy', 'false');
  const first = unitRows.nth(0);
  await expect(first).toBeVisible();
  const firstId = (await first.getByRole('cell').first().innerText()).trim();
  const target = tree.getByRole('treeitem', { name: /^Représentation du personnel/ });
  await dragTo(page, first, target, /^Déposer dans « .*Représentation du personnel/);
  await expect(tree.getByRole('treeitem', { name: new RegExp(firstId) })).toHaveCount(1);
  // Dropped again on the same level: it replaces the placement (spec 2 §4 CdF tree), no refusal, no second copy.
  await dragTo(page, first, target, /^Déposer dans « .*Représentation du personnel/);
  await expect(tree.getByRole('treeitem', { name: new RegExp(firstId) })).toHaveCount(1);
  await expect(first.getByRole('cell').nth(2)).toContainText('1');
  await page.screenshot({ path: `${SCREENS}/kyrielle-replaced-1440.png` });

  // The publication code mask: a character it drops, then letters that filter nothing by themselves, are said.
  await page.getByRole('button', { name: 'Plus de filtres' }).click();
  const codeFirst = page.getByLabel('Code de publication (1re partie)');
  await codeFirst.fill('12/');
  await expect(codeFirst).toHaveValue('12');
  await expect(page.getByText('Caractère ignoré : « / ». Le code de publication ne prend que des lettres et des chiffres.')).toBeVisible();
  await codeFirst.fill('gda');
  const letters = page.getByText('Un code contenant des lettres ne filtre pas la recherche à lui seul : choisissez l’une des publications GDA proposées.');
  await expect(letters).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/kyrielle-code-letters-1440.png` });
  await page.getByRole('list', { name: 'Publications GDA proposées' }).getByRole('button', { name: 'GDA_2025_1' }).click();
  await expect(letters).toHaveCount(0);

  // Nothing saved: the tree as it was.
  await page.getByRole('button', { name: 'Annuler' }).click();
  await page.getByRole('button', { name: 'Abandonner' }).click();
  await expect(tree.getByRole('treeitem', { name: new RegExp(firstId) })).toHaveCount(0);
});

test('bulk workflow on publications: a selection column, the action confirmed, a partial success reported row by row', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  const base = Number(Date.now().toString().slice(-6));
  const create = (n: number) =>
    invoke<{ id: number; name: string }>(page, 'publications.create', [
      { editionType: 'STANDARD', number: String(n), periodicalId: 'BJS', year: 2029, startDate: '2029-03-01', endDate: null, title: `Numéro groupé ${n}`, articleId: null, imageId: null, text: null },
    ]);
  const asked = await create(base);
  const fresh = await create(base + 1);
  // The first already has its placard asked for: the server will refuse it a second one.
  await invoke(page, 'publications.workflow', ['GENERATE_PUBLICATION_PLACARD', asked.id]);

  await page.goto(`/publications?query=${encodeURIComponent('Numéro groupé')}`);
  const table = page.getByRole('table', { name: 'Publications' });
  await table.getByRole('checkbox', { name: `Sélectionner ${asked.name}` }).check();
  await table.getByRole('checkbox', { name: `Sélectionner ${fresh.name}` }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Actions sur la sélection' });
  await expect(toolbar.getByText('2 éléments sélectionnés')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/publications-bulk-selection-1440.png` });
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.screenshot({ path: `${SCREENS}/publications-bulk-selection-1024.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await toolbar.getByRole('button', { name: 'Générer le placard' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Générer le placard' });
  await expect(confirm.getByText('« Générer le placard » pour les 2 publications sélectionnées ? Celles qui ne le permettent pas seront refusées une à une.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Générer le placard' }).click();

  const report = page.getByRole('dialog', { name: 'Générer le placard : résultat' });
  await expect(report.getByText('1 sur 2 faites.')).toBeVisible();
  const lines = report.getByRole('list', { name: 'Résultat par publication' }).getByRole('listitem');
  await expect(lines.filter({ hasText: fresh.name })).toContainText('Fait');
  await expect(lines.filter({ hasText: asked.name })).toContainText('Refusé');
  await expect(lines.filter({ hasText: asked.name })).toContainText('Cette action n’est pas possible dans l’état actuel de la publication.');
  await page.screenshot({ path: `${SCREENS}/publications-bulk-report-1440.png` });
  await report.getByRole('button', { name: 'Fermer' }).click();
  await expect(report).toHaveCount(0);
  await expect(toolbar).toHaveCount(0);
});

test('bulk workflow on articles: two rows selected, « BAP » from the selection bar, both BAP on the server', async ({ page }) => {
  await signIn(page, 'admin');
  const title = `Article groupé ${stamp}`;
  const ids = [await createArticle(page, `${title} A`), await createArticle(page, `${title} B`)];

  // New articles are in no plan yet: the list shows them once « attachés seulement » (spec 2 §9) is off.
  await page.goto(`/articles?query=${encodeURIComponent(title)}&attachedOnly=false`);
  const table = page.getByRole('table', { name: 'Articles et lots' });
  for (const id of ids) await table.getByRole('checkbox', { name: new RegExp(`^Sélectionner ${id} — `) }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Actions sur la sélection' });
  await expect(toolbar.getByText('2 éléments sélectionnés')).toBeVisible();
  await toolbar.getByRole('button', { name: 'BAP', exact: true }).click();
  await expect(page.getByText('BAP enregistré.').first()).toBeVisible();
  await expect(table.getByText('Prêt (BAP)')).toHaveCount(2);
  for (const id of ids) expect((await invoke<{ status: string }>(page, 'articles.get', [id])).status).toBe('READY');
  await page.screenshot({ path: `${SCREENS}/articles-bulk-bap-1440.png` });
});

test('« Aperçu » from the editor opens the article view in a new tab; the editor stays, unsaved and locked, and asks nothing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, 'admin');
  const title = `Article à prévisualiser ${stamp}`;
  const id = await createArticle(page, title);
  await page.goto(`/articles/${id}/modifier`);
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · Enregistré$/ })).toBeVisible();
  // The administrator is an expert: the XML view of the editor (issue 26).
  await showXml(page, id);
  const editor = xmlEditorOf(page, id);
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('\n');
  await expect(page.getByRole('status').filter({ hasText: /Modifications non enregistrées$/ })).toBeVisible();

  const opened = page.waitForEvent('popup');
  await page.getByRole('navigation', { name: 'Actions du document' }).getByRole('button', { name: 'Aperçu' }).click();
  const preview = await opened;
  // The public view (spec 2 §2.6): the preview alone, without the app's side panel (§2.5 mode=fullscreen).
  await expect(preview.getByTitle(new RegExp(`^Aperçu de .*${stamp}`))).toBeVisible();
  expect(new URL(preview.url()).pathname).toBe(`/articles/${id}`);
  expect(new URL(preview.url()).searchParams.get('mode')).toBe('fullscreen');
  await preview.setViewportSize({ width: 1280, height: 720 });
  await preview.screenshot({ path: `${SCREENS}/editor-preview-tab-1280.png` });

  // The editor is where it was: same address, its change still unsaved, no question asked, the lock still its own.
  expect(new URL(page.url()).pathname).toBe(`/articles/${id}/modifier`);
  await expect(page.getByRole('status').filter({ hasText: /Modifications non enregistrées$/ })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  await page.screenshot({ path: `${SCREENS}/editor-after-preview-1280.png` });
  await preview.close();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ · Enregistré$/ })).toBeVisible();
});
