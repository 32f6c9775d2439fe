import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ArticleRow } from '@shared/domain/article';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import { PROCESS_REFRESH_MS } from '../../../src/renderer/features/publications/shared/publication-query';
import { fail, ok, renderApp, signedIn, type Answer } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/articles/list/ArticleListPage';

// The bulk bar belongs to another module (the actions): a probe shows what the list hands it.
vi.mock('../../../src/renderer/features/articles/actions/ArticleBulkActions', () => ({
  ArticleBulkActions: ({ selected, allPagesSelected }: { selected: readonly ArticleRow[]; allPagesSelected: boolean }) => (
    <output aria-label="Actions groupées">{`${selected.map((row) => row.id).join(',')}|${allPagesSelected ? 'toutes les pages' : 'sélection'}`}</output>
  ),
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ADMIN = signedIn(['ADMIN']);
const PERIODICALS = [
  { id: 'BJS', label: 'Bulletin Joly Sociétés' },
  { id: 'GDP', label: 'Gazette du Palais' },
];

function article(id: number, patch: Partial<ArticleRow> = {}): ArticleRow {
  return {
    id,
    title: `Article ${id}`,
    type: 'COMMENTARY',
    nature: 'SIMPLE',
    isBundle: false,
    bundleId: null,
    periodicalId: 'BJS',
    publicationId: 7,
    publication: 'BJS_2025_3',
    planNodeId: null,
    planNode: null,
    authors: [{ id: 1, first_name: 'Jeanne', last_name: 'Durand', particle: null }],
    authorCount: 1,
    status: 'IN_PROGRESS',
    isValid: true,
    isFrontCover: false,
    isImportant: false,
    attached: 'CDF',
    creationDate: '2025-05-01T08:00:00Z',
    creationUser: 'admin',
    modificationDate: '2025-05-20T08:30:00Z',
    modificationUser: 'admin',
    publicationOnlineDate: null,
    nextPublicationOnlineDate: null,
    nextPublicationOnlineUsername: null,
    lastRequestPlacardProcessStatus: null,
    lastAvailablePlacardProcessStatus: null,
    numberOfPages: null,
    charVolume: 1200,
    charDaVolume: 0,
    tags: [],
    bundlePlanVersionId: null,
    version: 1,
    ...patch,
  };
}

const LONG_PUBLICATION = 'GPL_2026_hors-serie-numero-special-de-fin-d-annee-tres-long';

const ROWS = [
  article(101, {
    title: 'La <i>cession</i> de parts<script>alert(1)</script><img src=x onerror="alert(2)">',
    authors: [
      { id: 1, first_name: 'Jeanne', last_name: 'Durand', particle: null },
      { id: 2, first_name: 'Louis', last_name: 'Roche', particle: 'de la' },
      { id: 3, first_name: 'Anne', last_name: 'Martin', particle: null },
    ],
    authorCount: 5,
  }),
  article(102, { lastRequestPlacardProcessStatus: 'PENDING', isValid: false }),
  article(103, {
    status: 'PUBLISHED',
    publicationOnlineDate: '2025-04-01T08:00:00Z',
    modificationDate: '2025-05-20T08:00:00Z',
    attached: 'CDF_FIXE',
    isFrontCover: true,
  }),
  article(104, {
    status: 'READY',
    nextPublicationOnlineDate: '2025-06-01T08:00:00Z',
    nextPublicationOnlineUsername: 'Paule Production',
    lastAvailablePlacardProcessStatus: 'FINISHED',
    publication: LONG_PUBLICATION,
    publicationId: 42,
    periodicalId: 'GPL',
  }),
  article(105, { isBundle: true, type: 'PRACTICAL_CASE', nature: 'COMPLEXE', title: 'Lot de cas pratiques', authors: [], authorCount: 0, publication: null, publicationId: null, attached: 'NONE' }),
];

type Raw = { calls: { name: string; args: unknown[] }[] };
const searches = (raw: Raw) => raw.calls.filter((c) => c.name === 'articles.search').map((c) => c.args[0] as Record<string, unknown>);
const lastSearch = (raw: Raw) => searches(raw).at(-1);

function renderList(path = '/articles', answers: Record<string, (args: unknown[]) => Answer> = {}, rows = ROWS, total = rows.length) {
  return renderApp(path, ADMIN, {
    'articles.search': () => ok({ result: rows, resultCount: total }),
    'periodicals.list': () => ok(PERIODICALS),
    'search.counts': () => ok({ author: 0, image: 0, ad: 0, parution: 0, article: rows.length }),
    ...answers,
  });
}

async function table(): Promise<HTMLElement> {
  const grid = await screen.findByRole('table', { name: 'Articles et lots' });
  await within(grid).findByText('101');
  return grid;
}

const rowOf = (grid: HTMLElement, id: number) => within(grid).getByText(String(id)).closest('tr') as HTMLElement;

describe('the article list', () => {
  it('asks page 0, 50 rows, UPDATE descending and attached only by default, and lands without a notice', async () => {
    const { raw, store } = renderList('/');
    expect(await screen.findByRole('heading', { name: 'Liste des articles', level: 1 })).toBeTruthy();
    await waitFor(() => expect(lastSearch(raw)).toEqual({ page: 0, size: 50, sort: { attr: 'UPDATE', order: 'DESC' }, attachedOnly: true }));
    const grid = await table();
    for (const name of ['Identifiant', 'Titre', 'Type', 'Publication', 'Modification', 'Statut']) expect(within(grid).getByRole('columnheader', { name })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Modification' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('checkbox', { name: 'Rattachés seulement' })).toHaveProperty('checked', true);
    expect(store.get(notificationsAtom)).toEqual([]);
  });

  it('sends every filter of the URL (spec 2 §2.1: imageFilter and attachedFilterBis too) with the sort, page and size', async () => {
    const url =
      '/articles?query=cession&statusFilter=READY,PLACARD_GENERATION,ONLINE,NOT_ONLINE&periodicalFilter=BJS&periodicalIdFilter=GDP&imageFilter=5,8' +
      '&publicationFilter=12,BJS_2025_3&authorFilter=4,9&collectionFilter=ILLUSTRATION,ADVERTISEMENT&attachedFilterBis=CDF,BUNDLE,NONE,CDF_FIXE' +
      '&kind=BUNDLE&type=STUDY,PANORAMA&modificationDate=2025-01-01,2025-06-30&attachedOnly=false&grid=true&page=2&size=100&sort=NAME,ASC';
    const { raw } = renderList(url, { 'authors.get': ([id]) => ok({ id, firstName: 'Auteur', particle: null, lastName: `n° ${String(id)}` }) });
    await waitFor(() =>
      expect(lastSearch(raw)).toEqual({
        page: 2,
        size: 100,
        sort: { attr: 'NAME', order: 'ASC' },
        attachedOnly: false,
        query: 'cession',
        statusFilter: ['READY', 'PLACARD_GENERATION', 'ONLINE', 'NOT_ONLINE'],
        periodicalFilter: ['BJS'],
        periodicalIdFilter: ['GDP'],
        imageFilter: [5, 8],
        publicationFilter: ['12', 'BJS_2025_3'],
        authorFilter: [4, 9],
        collectionFilter: ['ILLUSTRATION', 'ADVERTISEMENT'],
        attachedFilter: ['CDF', 'BUNDLE', 'NONE', 'CDF_FIXE'],
        kindFilter: ['BUNDLE'],
        typeFilter: ['STUDY', 'PANORAMA'],
        modificationDateFilter: { start: '2025-01-01', end: '2025-06-30' },
        grid: true,
      }),
    );
    expect(screen.getByRole('checkbox', { name: 'Rattachés seulement' })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Publications 12, BJS_2025_3' })).toBeTruthy();
    // A link's image filter is shown while set, and removable.
    fireEvent.click(screen.getByRole('button', { name: 'Articles montrant l’image 5, 8' }));
    await waitFor(() => expect(lastSearch(raw)?.['imageFilter']).toBeUndefined());
    // The authors of the URL are shown by name once read.
    expect(await screen.findByText('Auteur n° 4')).toBeTruthy();
  });

  it('offers the filter-only statuses and writes a status in the URL, back to page 0', async () => {
    const { raw, router } = renderList('/articles?page=1');
    await table();
    fireEvent.click(screen.getByRole('combobox', { name: 'Statut' }));
    const labels = (await screen.findAllByRole('menuitemcheckbox')).map((o) => o.textContent);
    expect(labels).toEqual(['En cours', 'Prêt (BAP)', 'En cours de publication', 'Publié', 'Placard en cours de génération', 'En ligne', 'Pas en ligne']);
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'En ligne' }));
    await waitFor(() => expect(lastSearch(raw)).toMatchObject({ page: 0, statusFilter: ['ONLINE'] }));
    expect(new URLSearchParams(router.state.location.search).get('statusFilter')).toBe('ONLINE');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rattachés seulement' }));
    await waitFor(() => expect(lastSearch(raw)).toMatchObject({ attachedOnly: false }));
    expect(new URLSearchParams(router.state.location.search).get('attachedOnly')).toBe('false');
  });

  it('bounds the modification dates as every date filter (spec 2 §5 shared bounds: 2000-01-01 to 2025-01-01)', async () => {
    const { raw } = renderList();
    await table();
    const end = screen.getByRole('combobox', { name: 'Modifié jusqu’au' });
    fireEvent.change(end, { target: { value: '02/01/2025' } });
    fireEvent.blur(end);
    expect(await screen.findByText('Date attendue entre le 01/01/2000 et le 01/01/2025.')).toBeTruthy();
    fireEvent.change(end, { target: { value: '01/01/2025' } });
    fireEvent.blur(end);
    await waitFor(() => expect(lastSearch(raw)?.['modificationDateFilter']).toEqual({ start: null, end: '2025-01-01' }));
  });

  it('finds authors by name for the author filter and keeps their ids in the URL', async () => {
    const { raw, router } = renderList('/articles', {
      'authors.search': () => ok({ result: [{ id: 9, displayName: 'Louis de la Roche' }], resultCount: 1 }),
      'authors.get': ([id]) => ok({ id, firstName: 'Louis', particle: 'de la', lastName: 'Roche' }),
    });
    await table();
    fireEvent.change(screen.getByRole('combobox', { name: 'Auteurs' }), { target: { value: 'roche' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Louis de la Roche' }));
    await waitFor(() => expect(lastSearch(raw)).toMatchObject({ authorFilter: [9] }));
    expect(new URLSearchParams(router.state.location.search).get('authorFilter')).toBe('9');
    expect(raw.calls.find((c) => c.name === 'authors.search')?.args[0]).toMatchObject({ query: 'roche', page: 0, size: 20 });
  });

  it('offers 10, 20, 30, 50 and 100 rows a page', async () => {
    const { raw, router } = renderList();
    await table();
    fireEvent.click(screen.getByRole('combobox', { name: 'Lignes par page' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '30', '50', '100']);
    fireEvent.click(within(listbox).getByRole('option', { name: '100' }));
    await waitFor(() => expect(lastSearch(raw)).toMatchObject({ size: 100, page: 0 }));
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('100');
  });

  it('shows the title sanitised, 3 authors then an ellipsis, the type in French and the publication cut at 40 in its link', async () => {
    renderList();
    const grid = await table();
    const first = rowOf(grid, 101);
    expect(first.querySelector('i')?.textContent).toBe('cession');
    expect(first.querySelector('script, img, [onerror]')).toBeNull();
    expect(within(first).getByText(/Jeanne Durand, Louis de la Roche, Anne Martin/)).toBeTruthy();
    expect(within(first).getByTitle('et 2 autres auteurs').textContent).toBe('…');
    expect(within(first).getByText('Commentaire')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Organiser la publication BJS_2025_3' }).getAttribute('href')).toBe('/publications/7/organiser');
    expect(within(first).getByRole('link', { name: 'Voir 101 — La cession de parts' }).getAttribute('href')).toBe('/articles/101');

    const long = within(rowOf(grid, 104)).getByRole('link', { name: `Organiser la publication ${LONG_PUBLICATION}` });
    expect(long.textContent).toBe(`${LONG_PUBLICATION.slice(0, 40)} [...]`);
    expect(long.getAttribute('href')).toBe('/publications/42/organiser');

    const bundle = rowOf(grid, 105);
    expect(within(bundle).getByText('Cas pratique')).toBeTruthy();
    expect(within(bundle).getByText('Lot')).toBeTruthy();
    expect(within(bundle).getByRole('link', { name: 'Voir 105 — Lot de cas pratiques' }).getAttribute('href')).toBe('/lots/105');
    expect(within(bundle).queryByRole('link', { name: /^Organiser/ })).toBeNull();
  });

  it('names every status icon in French', async () => {
    renderList();
    const grid = await table();
    const running = rowOf(grid, 102);
    expect(within(running).getByText('En cours')).toBeTruthy();
    expect(within(running).getByRole('img', { name: 'Placard en cours de génération' })).toBeTruthy();
    expect(within(running).getByRole('img', { name: 'Article non valide : le BAP et le placard attendent qu’il le soit' })).toBeTruthy();
    const published = rowOf(grid, 103);
    expect(within(published).getByText('Publié')).toBeTruthy();
    expect(within(published).getByRole('img', { name: 'En ligne depuis le 01/04/2025, modifié depuis le 20/05/2025' })).toBeTruthy();
    expect(within(published).getByRole('img', { name: 'Rattachement fixe : ni déplacement ni suppression' })).toBeTruthy();
    expect(within(published).getByRole('img', { name: 'À la une' })).toBeTruthy();
    const scheduled = rowOf(grid, 104);
    expect(within(scheduled).getByText('Prêt (BAP)')).toBeTruthy();
    expect(within(scheduled).getByRole('img', { name: 'Mise en ligne programmée le 01/06/2025 à 10:00 par Paule Production' })).toBeTruthy();
    expect(within(scheduled).getByRole('img', { name: 'Placard disponible' })).toBeTruthy();
  });

  it('sorts: UPDATE descending, ascending, none; ID and title ascending first', async () => {
    const { raw, router } = renderList();
    await table();
    const header = (name: string) => within(screen.getByRole('columnheader', { name })).queryByRole('button') ?? screen.getByRole('columnheader', { name });
    fireEvent.click(header('Modification'));
    await waitFor(() => expect(lastSearch(raw)?.['sort']).toEqual({ attr: 'UPDATE', order: 'ASC' }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('UPDATE,ASC');
    // Spec 2 §9 "update DESC, ASC, none": none is no sort in the URL, the list's default order (UPDATE descending).
    fireEvent.click(header('Modification'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBeNull());
    await waitFor(() => expect(lastSearch(raw)?.['sort']).toEqual({ attr: 'UPDATE', order: 'DESC' }));
    expect(screen.getByRole('columnheader', { name: 'Modification' }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header('Modification'));
    await waitFor(() => expect(lastSearch(raw)?.['sort']).toEqual({ attr: 'UPDATE', order: 'ASC' }));
    fireEvent.click(header('Identifiant'));
    await waitFor(() => expect(lastSearch(raw)?.['sort']).toEqual({ attr: 'ID', order: 'ASC' }));
    fireEvent.click(header('Identifiant'));
    await waitFor(() => expect(lastSearch(raw)?.['sort']).toEqual({ attr: 'ID', order: 'DESC' }));
    fireEvent.click(header('Titre'));
    await waitFor(() => expect(lastSearch(raw)?.['sort']).toEqual({ attr: 'NAME', order: 'ASC' }));
  });

  it('hands the bulk bar the rows selected, then every row of every page', async () => {
    const all = Array.from({ length: 7 }, (_, i) => article(201 + i));
    const { raw } = renderList('/articles?size=10', {
      'articles.search': ([request]) => {
        const { page = 0, size = 50 } = request as { page?: number; size?: number };
        // A page of 5 of the 7 rows on screen; reading all rows goes by pages of 100.
        return ok({ result: size === 100 ? all.slice(page * 100, page * 100 + 100) : all.slice(0, 5), resultCount: all.length });
      },
    });
    const grid = await screen.findByRole('table', { name: 'Articles et lots' });
    await within(grid).findByText('201');
    fireEvent.click(within(rowOf(grid, 202)).getByRole('checkbox'));
    expect((await screen.findByRole('status', { name: 'Actions groupées' })).textContent).toBe('202|sélection');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Actions groupées' }).textContent).toBe('202,201,203,204,205|sélection'));
    fireEvent.click(screen.getByRole('button', { name: 'Sélectionner tous les éléments (7)' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Actions groupées' }).textContent).toBe('201,202,203,204,205,206,207|toutes les pages'));
    expect(searches(raw).some((r) => r['size'] === 100 && r['page'] === 0)).toBe(true);
  });

  it('reads the rows again while a placard is being made, and stops when none is', async () => {
    // The refresh is an interval of the spec's period: on the test's clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let running = true;
    const { raw } = renderList('/articles', {
      'articles.search': () => ok({ result: running ? ROWS : ROWS.filter((r) => r.id !== 102), resultCount: 4 }),
    });
    await table();
    const before = searches(raw).length;
    await act(() => vi.advanceTimersByTimeAsync(PROCESS_REFRESH_MS - 1));
    expect(searches(raw).length).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches(raw).length).toBe(before + 1);
    running = false;
    await act(() => vi.advanceTimersByTimeAsync(PROCESS_REFRESH_MS));
    await waitFor(() => expect(screen.queryByText('102')).toBeNull());
    const settled = searches(raw).length;
    await act(() => vi.advanceTimersByTimeAsync(PROCESS_REFRESH_MS * 3));
    expect(searches(raw).length).toBe(settled);
  });

  it('shows the no-result text and errors.global with Réessayer', async () => {
    renderList('/articles', { 'articles.search': () => ok({ result: [], resultCount: 0 }) });
    expect(await screen.findByText('Aucun résultat')).toBeTruthy();
    cleanup();
    renderList('/articles', { 'articles.search': () => fail({ code: 'HTTP', status: 500, message: 'boom' }) });
    expect(await screen.findByText('Une erreur est survenue lors du chargement. Veuillez réessayer.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
