import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdvertisementSearchRequest } from '@shared/domain/advertisement';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import { dialogClosed, fail, ok, renderApp, type Answer } from './harness';
import { ADMIN, ADS, LECTEUR, MEDIAS, adAnswers, calls } from './ads-fixture';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/ads/list/AdListPage';

afterEach(cleanup);

const DEFAULT_REQUEST = { page: 0, size: 20, sort: { attr: 'UPDATE', order: 'DESC' }, collectionFilter: ['ADVERTISEMENT'] };
const LIMIT_TOAST = 'Vous ne pouvez pas exporter plus de 20 éléments à la fois.';

function renderList(path: string, state = ADMIN, answers: Record<string, (args: unknown[]) => Answer> = {}) {
  return renderApp(path, state, { ...adAnswers(), ...answers });
}

const searches = (raw: { calls: { name: string; args: unknown[] }[] }) => calls(raw, 'ads.search').map((args) => args[0] as AdvertisementSearchRequest);
const lastSearch = (raw: { calls: { name: string; args: unknown[] }[] }) => searches(raw).at(-1);
const toasts = (store: ReturnType<typeof renderApp>['store']) => store.get(notificationsAtom).map((n) => n.message);
const dialogButton = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const findDialog = (name: string) => screen.findByRole('alertdialog', { name });

async function table(): Promise<HTMLElement> {
  const grid = await screen.findByRole('table', { name: 'Publicités' });
  await within(grid).findByRole('link', { name: 'Code des sociétés 2025 — pleine page' });
  return grid;
}

function header(name: string): HTMLElement {
  const cell = screen.getByRole('columnheader', { name });
  return within(cell).queryByRole('button') ?? cell;
}

describe('the ad list reads its search from the URL', () => {
  it('asks page 0, 20 rows, UPDATE descending with the default filter collectionFilter ADVERTISEMENT', async () => {
    const { raw } = renderList('/publicites');
    expect(await screen.findByRole('heading', { name: 'Liste des publicités', level: 1 })).toBeTruthy();
    await waitFor(() => expect(lastSearch(raw)).toEqual(DEFAULT_REQUEST));
    const grid = await table();
    expect(within(grid).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('1-20 sur 24')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Modification' }).getAttribute('aria-sort')).toBe('descending');
    // The row of an ad of unknown size, without a deadline.
    const unknown = within(grid).getByRole('link', { name: 'Encart ancien format' }).closest('tr') as HTMLElement;
    expect(within(unknown).getByText('Taille non reconnue')).toBeTruthy();
    expect(within(unknown).getByText('Non renseignée')).toBeTruthy();
    const page = within(grid).getByRole('link', { name: 'Code des sociétés 2025 — pleine page' }).closest('tr') as HTMLElement;
    expect(within(page).getByText('Pleine page')).toBeTruthy();
    expect(within(page).getByText('210 × 297 mm')).toBeTruthy();
    expect(within(page).getByText('20/12/2024')).toBeTruthy();
    expect(within(page).getByText('Prioritaire')).toBeTruthy();
  });

  it('sends every filter of the URL, and a new search on every change of it', async () => {
    const url =
      '/publicites?query=salon&periodicalFilter=BJS,DEF&publicationPeriodicalFilter=GDP&formatFilter=PAGE,UNKNOWN&colorFilter=COLOR' +
      '&mimeTypeFilter=PNG&enableFilter=false&priorityFilter=true&modificationDateFilter=2020-01-01,2024-12-31&endDateFilter=,2024-06-30&page=1&size=10&sort=DEADLINE,ASC';
    const { raw, router } = renderList(url);
    await waitFor(() =>
      expect(lastSearch(raw)).toEqual({
        page: 1,
        size: 10,
        sort: { attr: 'DEADLINE', order: 'ASC' },
        collectionFilter: ['ADVERTISEMENT'],
        query: 'salon',
        periodicalFilter: ['BJS', 'DEF'],
        publicationPeriodicalFilter: ['GDP'],
        formatFilter: ['PAGE', 'UNKNOWN'],
        colorFilter: ['COLOR'],
        mimeTypeFilter: ['PNG'],
        enableFilter: false,
        priorityFilter: true,
        modificationDateFilter: { start: '2020-01-01', end: '2024-12-31' },
        endDateFilter: { start: null, end: '2024-06-30' },
      }),
    );
    expect(await screen.findByRole('heading', { name: '24 résultats pour "salon" dans Publicités', level: 1 })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Désactivées' }) as HTMLInputElement).checked).toBe(true);

    // The panel writes the URL, which runs the search: "Activées", then "Toutes".
    const before = searches(raw).length;
    fireEvent.click(screen.getByRole('radio', { name: 'Activées' }));
    await waitFor(() => expect(lastSearch(raw)).toMatchObject({ page: 0, enableFilter: true }));
    expect(new URLSearchParams(router.state.location.search).get('enableFilter')).toBe('true');
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'État' })).getByRole('radio', { name: 'Toutes' }));
    await waitFor(() => expect(lastSearch(raw)?.enableFilter).toBeUndefined());
    expect(searches(raw).length).toBeGreaterThanOrEqual(before + 2);

    // A deadline typed in full applies; one beyond 01/01/2025 is refused with its message.
    const deadlines = screen.getByRole('group', { name: 'Date limite' });
    // The date field (Fluent's date picker) reads what was typed when it is left.
    const from = within(deadlines).getByRole('combobox', { name: 'Du' });
    fireEvent.change(from, { target: { value: '01012030' } });
    fireEvent.blur(from);
    expect(await screen.findByText('Date attendue entre le 01/01/2000 et le 30/06/2024.')).toBeTruthy();
    fireEvent.change(from, { target: { value: '01012024' } });
    fireEvent.blur(from);
    await waitFor(() => expect(lastSearch(raw)?.endDateFilter).toEqual({ start: '2024-01-01', end: '2024-06-30' }));
  });

  it('cycles the sorts of ID, NAME, DEADLINE and UPDATE; the update column starts descending', async () => {
    const { raw, router } = renderList('/publicites');
    await table();
    const sortParam = () => new URLSearchParams(router.state.location.search).get('sort');
    fireEvent.click(header('ID'));
    await waitFor(() => expect(lastSearch(raw)?.sort).toEqual({ attr: 'ID', order: 'ASC' }));
    fireEvent.click(header('ID'));
    await waitFor(() => expect(sortParam()).toBe('ID,DESC'));
    fireEvent.click(header('ID'));
    await waitFor(() => expect(sortParam()).toBeNull());
    fireEvent.click(header('Nom'));
    await waitFor(() => expect(sortParam()).toBe('NAME,ASC'));
    fireEvent.click(header('Date limite'));
    await waitFor(() => expect(lastSearch(raw)?.sort).toEqual({ attr: 'DEADLINE', order: 'ASC' }));
    fireEvent.click(header('Modification'));
    await waitFor(() => expect(sortParam()).toBe('UPDATE,DESC'));
    fireEvent.click(header('Modification'));
    await waitFor(() => expect(sortParam()).toBe('UPDATE,ASC'));
    expect(screen.getByRole('columnheader', { name: 'Dimensions' }).getAttribute('aria-sort')).toBeNull();
  });

  it('shows errors.global when the search fails, with "Réessayer"', async () => {
    renderList('/publicites', ADMIN, { 'ads.search': () => fail({ code: 'HTTP', status: 500, message: 'boom' }) });
    expect(await screen.findByText('Une erreur est survenue lors du chargement. Veuillez réessayer.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('says "Aucun résultat" for an empty search, in both views', async () => {
    renderList('/publicites?grid=true', ADMIN, { 'ads.search': () => ok({ result: [], resultCount: 0 }) });
    expect(await screen.findByText('Aucun résultat')).toBeTruthy();
  });
});

describe('table or grid, by the grid marker of the query string', () => {
  it('shows tiles with the marker, and the switch keeps the filters and the page', async () => {
    const { raw, router } = renderList('/publicites?grid=true&page=1&colorFilter=COLOR');
    const tiles = await screen.findByRole('list', { name: 'Publicités' });
    expect(screen.queryByRole('table', { name: 'Publicités' })).toBeNull();
    expect(within(tiles).getAllByRole('listitem')).toHaveLength(4);
    expect(within(tiles).getByRole('link', { name: 'Ouvrir Publicité 128' }).getAttribute('href')).toBe('/publicites/128');
    expect(screen.getByRole('radio', { name: 'Grille' }).getAttribute('aria-checked')).toBe('true');

    // The grid sorts by its dropdown.
    fireEvent.click(screen.getByRole('combobox', { name: 'Trier par' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nom (croissant)' }));
    await waitFor(() => expect(lastSearch(raw)?.sort).toEqual({ attr: 'NAME', order: 'ASC' }));

    fireEvent.click(screen.getByRole('radio', { name: 'Tableau' }));
    expect(await screen.findByRole('table', { name: 'Publicités' })).toBeTruthy();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.has('grid')).toBe(false);
    expect(params.get('colorFilter')).toBe('COLOR');
    expect(params.get('sort')).toBe('NAME,ASC');
  });

  it('selects tiles, and the page with its box', async () => {
    renderList('/publicites?grid=true');
    await screen.findByRole('list', { name: 'Publicités' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner Publicité 110' }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions sur la sélection' });
    expect(within(toolbar).getByText('1 élément sélectionné')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }));
    expect(await within(toolbar).findByText('20 éléments sélectionnés')).toBeTruthy();
  });
});

describe('bulk actions, each confirmed with the count', () => {
  it('disables three ads after "Désactiver (3)"', async () => {
    const { raw, store } = renderList('/publicites', ADMIN, { 'ads.setStatusMany': (args) => ok({ updated: args[0] }) });
    await table();
    for (const id of [110, 111, 113]) fireEvent.click(screen.getByRole('checkbox', { name: `Sélectionner Publicité ${id}` }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions sur la sélection' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Désactiver' }));
    const dialog = await findDialog('Désactiver 3 publicités ?');
    expect(dialog.textContent).toContain('Voulez-vous vraiment désactiver les 3 publicités sélectionnées ?');
    fireEvent.click(dialogButton(dialog, 'Désactiver (3)'));
    await waitFor(() => expect(calls(raw, 'ads.setStatusMany')).toEqual([[[110, 111, 113], false]]));
    await waitFor(() => expect(toasts(store)).toContain('3 publicités désactivées.'));
  });

  it('deletes two ads after "Supprimer (2)"; "Annuler" sends nothing', async () => {
    const { raw, store } = renderList('/publicites', ADMIN, { 'ads.delete': (args) => ok({ deleted: args[0] }) });
    await table();
    for (const id of [110, 111]) fireEvent.click(screen.getByRole('checkbox', { name: `Sélectionner Publicité ${id}` }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions sur la sélection' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(dialogButton(await findDialog('Supprimer 2 publicités ?'), 'Annuler'));
    await dialogClosed();
    expect(calls(raw, 'ads.delete')).toHaveLength(0);

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(dialogButton(await findDialog('Supprimer 2 publicités ?'), 'Supprimer (2)'));
    await waitFor(() => expect(calls(raw, 'ads.delete')).toEqual([[[110, 111]]]));
    await waitFor(() => expect(toasts(store)).toContain('2 publicités supprimées.'));
    await dialogClosed();
    // Deleted rows leave the selection.
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Actions sur la sélection' })).toBeNull());
  });

  it('enables every result of the search with the all-results selection, read page by page', async () => {
    const { raw } = renderList('/publicites', ADMIN, { 'ads.setStatusMany': (args) => ok({ updated: args[0] }) });
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions sur la sélection' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Sélectionner tous les éléments (24)' }));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Activer' }));
    fireEvent.click(dialogButton(await findDialog('Activer 24 publicités ?'), 'Activer (24)'));
    await waitFor(() => expect(calls(raw, 'ads.setStatusMany')).toHaveLength(1));
    expect(calls(raw, 'ads.setStatusMany')[0]).toEqual([ADS.map((a) => a.id), true]);
    expect(searches(raw).some((r) => r.size === 100)).toBe(true);
  });

  it('shows the server refusal of a locked ad in French', async () => {
    const refusal = 'Cette publicité paraît dans une publication en cours de publication ou publiée : 108 (GDP_2024_48). Elle ne peut être ni désactivée ni supprimée.';
    const { store } = renderList('/publicites', ADMIN, { 'ads.setStatusMany': () => fail({ code: 'HTTP', status: 409, message: refusal }) });
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner Code des sociétés 2025 — pleine page' }));
    fireEvent.click(within(await screen.findByRole('toolbar', { name: 'Actions sur la sélection' })).getByRole('button', { name: 'Désactiver' }));
    fireEvent.click(dialogButton(await findDialog('Désactiver la publicité ?'), 'Désactiver (1)'));
    await waitFor(() => expect(toasts(store)).toContain(refusal));
  });

  it('exports the selection as {id, collection}; more than 20 gives the limit toast', async () => {
    const { raw, store } = renderList('/publicites?size=30', LECTEUR, { 'images.export': () => ok({ batchId: 'b1', files: [] }) });
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions sur la sélection' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(toasts(store)).toContain(LIMIT_TOAST));
    expect(calls(raw, 'images.export')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }));
    for (const id of [110, 111]) fireEvent.click(screen.getByRole('checkbox', { name: `Sélectionner Publicité ${id}` }));
    fireEvent.click(within(await screen.findByRole('toolbar', { name: 'Actions sur la sélection' })).getByRole('button', { name: 'Exporter' }));
    await waitFor(() =>
      expect(calls(raw, 'images.export')).toEqual([
        [
          [
            { id: 110, collection: 'ADVERTISEMENT' },
            { id: 111, collection: 'ADVERTISEMENT' },
          ],
        ],
      ]),
    );
    await waitFor(() => expect(toasts(store)).toContain('Téléchargement lancé'));
  });
});

describe('row actions by role and by the ad rule', () => {
  it('keeps the disable and delete buttons of a locked ad inactive, saying why', async () => {
    renderList('/publicites');
    await table();
    for (const name of ['Désactiver Code des sociétés 2025 — pleine page', 'Supprimer Code des sociétés 2025 — pleine page']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(button);
    }
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Supprimer Publicité 110' }).getAttribute('aria-disabled')).toBeNull();
    // A disabled ad offers "Activer".
    expect(screen.getByRole('button', { name: 'Activer Defrénois — abonnement' })).toBeTruthy();
  });

  it('enables one ad at once from its row', async () => {
    const { raw, store } = renderList('/publicites', MEDIAS, { 'ads.setStatus': (args) => ok({ ...ADS[4], enable: args[1] }) });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Activer Defrénois — abonnement' }));
    await waitFor(() => expect(calls(raw, 'ads.setStatus')).toEqual([[112, true]]));
    await waitFor(() => expect(toasts(store)).toContain('Publicité « Defrénois — abonnement » activée.'));
  });

  it('gives the medias account creation and every action; a lecteur sees and exports only', async () => {
    renderList('/publicites', MEDIAS);
    await table();
    expect(screen.getByRole('button', { name: 'Nouvelle publicité' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier Publicité 110' }).getAttribute('href')).toBe('/publicites/110/modifier');
    cleanup();

    renderList('/publicites', LECTEUR);
    await table();
    expect(screen.queryByRole('button', { name: 'Nouvelle publicité' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voir Publicité 110' }).getAttribute('href')).toBe('/publicites/110');
    expect(screen.getByRole('button', { name: 'Exporter Publicité 110' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Modifier Publicité 110' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Désactiver|Supprimer) Publicité 110$/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner Publicité 110' }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions sur la sélection' });
    expect(within(toolbar).getByRole('button', { name: 'Exporter' })).toBeTruthy();
    expect(within(toolbar).queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });
});
