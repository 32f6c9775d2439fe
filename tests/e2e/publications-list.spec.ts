import { expect, test, type Page } from '@playwright/test';
import { dropFiles, fixtureBase64, signIn } from './support';

/**
 * The publication list, its dialog and its import against the reference server (seeded afresh), through the
 * web host, driven by French roles and labels. Publications 3 and 5 and the GDP ones are other specs': this
 * one creates GPL_2026_7 and imports RDA_2026_1 and RDA_2026_hors-serie-import.
 */

const table = (page: Page) => page.getByRole('table', { name: 'Publications' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');
const screenshot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screens-list/${name}.png`, fullPage: true });

async function fillNewPublication(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Nouvelle publication' }).click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Nouvelle publication' })).toBeVisible();
  await form.getByLabel('Revue').selectOption('GPL');
  await form.getByLabel('Année').fill('2026');
  await form.getByLabel('Numéro').fill('7');
  await form.getByLabel('Titre').fill(title);
  await form.getByLabel('Date de début').fill('02022026');
  // GPL carries a cover article, image and text (spec 2 §5).
  await expect(form.getByLabel('Texte de couverture')).toBeVisible();
  await form.getByLabel('Texte de couverture').fill('Le numéro de février.');
}

test.describe('as the admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/publications');
    await expect(page.getByRole('heading', { name: 'Liste des publications', level: 1 })).toBeVisible();
  });

  test('lists the publications with their status icons and filters them through the URL', async ({ page }) => {
    await expect(row(page, 'BJS_2025_2')).toBeVisible();
    await expect(page.getByText(/^1-\d+ sur \d+$/)).toBeVisible();
    // An out-of-date placard, an online date, the organise link of a publication in progress.
    await expect(row(page, 'BJS_2025_2').getByRole('img', { name: /^Placard obsolète/ })).toBeVisible();
    await expect(row(page, 'BJS_2025_2').getByRole('link', { name: 'Organiser BJS_2025_2' })).toHaveAttribute('href', /\/publications\/\d+\/organiser$/);
    await screenshot(page, 'list');

    await page.getByRole('combobox', { name: 'Revues' }).click();
    await page.getByRole('menuitemcheckbox', { name: /^\[BJS\]/ }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/periodicalFilter=BJS/);
    await expect(row(page, 'GDP_2025_3')).toHaveCount(0);
    await expect(row(page, 'BJS_2025_2')).toBeVisible();

    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Publiée' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/statusFilter=PUBLISHED/);
    await expect(row(page, 'BJS_2023_6')).toBeVisible();
    await expect(row(page, 'BJS_2025_2')).toHaveCount(0);
    // A published publication has no organise link and no edit button.
    await expect(row(page, 'BJS_2023_6').getByRole('link', { name: /^Organiser/ })).toHaveCount(0);
    await expect(row(page, 'BJS_2023_6').getByRole('button', { name: /^Modifier/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await expect(row(page, 'GDP_2025_3')).toBeVisible();
  });

  test('creates a publication, refuses the same name again, edits it', async ({ page }) => {
    await fillNewPublication(page, 'Gazette du Palais Pro — février 2026');
    await screenshot(page, 'dialog-create');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Publication GPL_2026_7 créée', { exact: true })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await expect(row(page, 'GPL_2026_7')).toBeVisible();

    // §8: 409, the name exists: said in the dialog, which stays open.
    await fillNewPublication(page, 'Doublon');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog(page).getByText('Une publication porte déjà ce nom : GPL_2026_7.')).toBeVisible();
    await screenshot(page, 'dialog-409');
    await dialog(page).getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog(page)).toHaveCount(0);

    await row(page, 'GPL_2026_7').getByRole('button', { name: 'Modifier GPL_2026_7' }).click();
    const form = dialog(page);
    await expect(form.getByRole('heading', { name: 'Modifier la publication GPL_2026_7' })).toBeVisible();
    await expect(form.getByLabel('Revue')).toHaveAttribute('readonly', '');
    // The year is checked on leaving the field (spec 2 §5: exactly 4 digits).
    await form.getByLabel('Année').fill('26');
    await form.getByLabel('Titre').focus();
    await expect(form.getByText('L’année doit comporter exactement 4 chiffres.')).toBeVisible();
    await form.getByLabel('Année').fill('2026');
    await form.getByLabel('Titre').fill('Gazette du Palais Pro — février 2026, revu');
    // The cover article, found by its title among the periodical's articles (spec 2 §7 article search).
    const coverArticle = form.getByRole('combobox', { name: 'Article en couverture' });
    await coverArticle.fill('Chronique de proc');
    await page.getByRole('option', { name: /^Chronique de procédure — GPL \(n° \d+\)$/ }).click();
    await expect(coverArticle).toHaveValue(/^Chronique de procédure — GPL \(n° \d+\)$/);
    await screenshot(page, 'dialog-edit');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Publication GPL_2026_7 enregistrée', { exact: true })).toBeVisible();
    await expect(row(page, 'GPL_2026_7').getByText('Gazette du Palais Pro — février 2026, revu')).toBeVisible();

    // A placard asked for (through the page's own bridge): its icon shows, then goes once the process ends,
    // the list reading itself again meanwhile.
    const href = await row(page, 'GPL_2026_7').getByRole('link', { name: 'Organiser GPL_2026_7' }).getAttribute('href');
    const id = Number(/\/publications\/(\d+)\//.exec(href ?? '')?.[1]);
    const answer = await page.evaluate(
      (publicationId) =>
        fetch('/bridge/invoke/publications.workflow', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ args: ['GENERATE_PUBLICATION_PLACARD', publicationId] }),
        }).then((response) => response.status),
      id,
    );
    expect(answer).toBe(200);
    await page.reload();
    const running = row(page, 'GPL_2026_7').getByRole('img', { name: 'Placard en cours de génération' });
    await expect(running).toBeVisible();
    await screenshot(page, 'list-process');
    await expect(running).toHaveCount(0);

    // The organise page's summary names the cover article by title and periodical (GET /api/articleBase/{id}).
    await row(page, 'GPL_2026_7').getByRole('link', { name: 'Organiser GPL_2026_7' }).click();
    await expect(page.getByRole('region', { name: 'Résumé de la publication' })).toContainText(/Article en couverture\s*Chronique de procédure — GPL \(n° \d+\)/);
  });

  test('imports one .xml file and shows the result card; refuses an invalid one', async ({ page }) => {
    await page.getByRole('button', { name: 'Importer', exact: true }).click();
    const zone = dialog(page).getByRole('button', { name: 'Déposez un fichier .xml ici ou cliquez pour le choisir' });
    await dropFiles(page, zone, [{ name: 'publications-import.xml', type: 'text/xml', base64: await fixtureBase64('publications-import.xml') }]);
    const card = dialog(page).getByRole('region', { name: 'Résultat de l’import' });
    await expect(card.getByText('Réussi', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Organiser RDA_2026_1' })).toBeVisible();
    await expect(card.getByText('2 publications importées sur 2')).toBeVisible();
    await screenshot(page, 'import-result');

    await dialog(page).getByRole('button', { name: 'Importer un autre fichier' }).click();
    await dropFiles(page, dialog(page).getByRole('button', { name: 'Déposez un fichier .xml ici ou cliquez pour le choisir' }), [
      { name: 'publications-import-invalid.xml', type: 'text/xml', base64: await fixtureBase64('publications-import-invalid.xml') },
    ]);
    await expect(dialog(page).getByRole('alert')).toContainText('élément racine <publications> ou <publication> attendu');
    await expect(page.getByText('L’import des publications a échoué', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'import-refused');
    await dialog(page).getByRole('button', { name: 'Fermer' }).click();
    await expect(row(page, 'RDA_2026_1')).toBeVisible();
  });
});

test('a user without the list roles sees no publications tab', async ({ page }) => {
  await signIn(page, 'redaction');
  const tabs = page.getByRole('tablist', { name: 'Sections' });
  await expect(tabs.getByRole('tab', { name: 'Articles' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Publications' })).toHaveCount(0);
});
