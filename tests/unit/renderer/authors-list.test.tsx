import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthorRow, AuthorSearchRequest } from '@shared/domain/author';
import type { DownloadBatchRequest } from '@shared/schemas';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import { fail, ok, renderApp, settlePromises, signedIn, type Answer } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/authors/list/AuthorListPage';
import '../../../src/renderer/features/authors/edit/AuthorEditPage';

afterEach(cleanup);

const ADMIN = signedIn(['ADMIN']);
const LECTEUR = signedIn(['VIEWER'], 'Léo Lecteur', 'lecteur');
const TOTAL = 60;
const LIMIT_TOAST = 'Vous ne pouvez pas exporter plus de 20 éléments à la fois.';

function author(id: number): AuthorRow {
  return {
    id,
    knkId: null,
    type: id === 3 ? 'ORGANISATION' : 'MALE',
    firstName: id === 3 ? null : `Prénom${id}`,
    particle: null,
    lastName: `Nom${id}`,
    displayName: id === 3 ? 'Conseil supérieur du notariat' : `Prénom${id} Nom${id}`,
    functions: ['Avocat au <i>barreau</i> de Paris'],
    emailFav: `auteur${id}@exemple.fr`,
    phoneNumberFav: { countryCode: 'FR', number: '612345678', type: 'MOBILE', fav: true },
    city: 'Paris',
    country: 'FRANCE',
    enable: id !== 4,
    used: false,
    creationDate: '2024-01-02T10:00:00Z',
    modificationDate: '2024-06-30T22:30:00Z',
    image: id === 1 ? { id: 11, version: 2 } : null,
    imageCount: id === 1 ? 1 : 0,
  };
}

/** The reference server's 60 authors, paged as asked. */
function searchAnswer(args: unknown[]): Answer {
  const request = args[0] as AuthorSearchRequest;
  const page = request.page ?? 0;
  const size = request.size ?? 20;
  const ids = Array.from({ length: TOTAL }, (_, i) => i + 1).slice(page * size, page * size + size);
  return ok({ result: ids.map(author), resultCount: TOTAL });
}

const COUNTS = { author: 60, image: 12, ad: 3, parution: 0, article: 7 };

function renderList(path: string, answers: Record<string, (args: unknown[]) => Answer> = {}, state = ADMIN) {
  return renderApp(path, state, {
    'authors.search': searchAnswer,
    'search.counts': () => ok(COUNTS),
    'periodicals.list': () => ok([{ id: 'BJS', label: 'Bulletin Joly Sociétés' }, { id: 'DEF', label: 'Defrénois' }]),
    'downloads.start': () => ok({ batchId: 'b1' }),
    ...answers,
  });
}

function searches(raw: { calls: { name: string; args: unknown[] }[] }): AuthorSearchRequest[] {
  return raw.calls.filter((c) => c.name === 'authors.search').map((c) => c.args[0] as AuthorSearchRequest);
}

function lastSearch(raw: { calls: { name: string; args: unknown[] }[] }): AuthorSearchRequest | undefined {
  return searches(raw).at(-1);
}

async function table(): Promise<HTMLElement> {
  const grid = await screen.findByRole('table', { name: 'Auteurs' });
  await within(grid).findByRole('link', { name: 'Prénom1 Nom1' }).catch(() => undefined);
  return grid;
}

function header(name: string): HTMLElement {
  const cell = screen.getByRole('columnheader', { name });
  return within(cell).queryByRole('button') ?? cell;
}

describe('the author list reads its search from the URL', () => {
  it('asks page 0, 20 rows, UPDATE descending by default, under the title "Liste des auteurs"', async () => {
    const { raw } = renderList('/auteurs');
    expect(await screen.findByRole('heading', { name: 'Liste des auteurs', level: 1 })).toBeTruthy();
    await waitFor(() => expect(lastSearch(raw)).toEqual({ page: 0, size: 20, sort: { attr: 'UPDATE', order: 'DESC' } }));
    const grid = await table();
    expect(within(grid).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('1-20 sur 60')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Modification' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('sends every filter of the URL, string arrays split on |||', async () => {
    const url =
      '/auteurs?query=Villeneuve&publicationPeriodicalFilter=BJS,DEF&publicationDateFilter=2010-01-01,2020-12-31' +
      `&cityFilter=${encodeURIComponent('Paris, 8e|||Lyon')}&countryFilter=FRANCE&withImageFilter=true&page=1&size=10&sort=NAME,ASC`;
    const { raw } = renderList(url);
    await waitFor(() =>
      expect(lastSearch(raw)).toEqual({
        page: 1,
        size: 10,
        sort: { attr: 'NAME', order: 'ASC' },
        query: 'Villeneuve',
        publicationPeriodicalFilter: ['BJS', 'DEF'],
        publicationDateFilter: { start: '2010-01-01', end: '2020-12-31' },
        cityFilter: ['Paris, 8e', 'Lyon'],
        countryFilter: ['FRANCE'],
        withImageFilter: true,
      }),
    );
    // With a query, the result header replaces the title, with the other sections and their counts.
    expect(await screen.findByRole('heading', { name: '60 résultats pour "Villeneuve" dans Auteurs', level: 1 })).toBeTruthy();
    const others = screen.getByRole('navigation', { name: 'Dans les autres rubriques' });
    const images = await within(others).findByRole('link', { name: 'Images (12)' });
    expect(images.getAttribute('href')).toBe('/images?query=Villeneuve');
    expect(within(others).getByRole('link', { name: 'Articles (7)' }).getAttribute('href')).toBe('/articles?query=Villeneuve');
    // The panel shows the filters of the URL.
    expect((screen.getByRole('searchbox', { name: 'Recherche' }) as HTMLInputElement).value).toBe('Villeneuve');
    expect((screen.getByRole('checkbox', { name: 'Avec image' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Du' }) as HTMLInputElement).value).toBe('01/01/2010');
    expect((screen.getByRole('combobox', { name: 'Au' }) as HTMLInputElement).value).toBe('31/12/2020');
    expect(screen.getByText('Paris, 8e')).toBeTruthy();
    expect(screen.getByText('Lyon')).toBeTruthy();
  });

  it('links the result header only to the sections the user may open', async () => {
    renderList('/auteurs?query=Villeneuve', {}, LECTEUR);
    const others = await screen.findByRole('navigation', { name: 'Dans les autres rubriques' });
    expect(await within(others).findByRole('link', { name: 'Images (12)' })).toBeTruthy();
    expect(within(others).getByRole('link', { name: 'Publicités (3)' })).toBeTruthy();
    expect(within(others).queryByRole('link', { name: /^Articles/ })).toBeNull();
    expect(within(others).queryByRole('link', { name: /^Publications/ })).toBeNull();
  });

  it('from a back-office without the count search, names the other sections alone and never asks their counts', async () => {
    const { raw } = renderList('/auteurs?query=Villeneuve', { 'app.extensions': () => ok(['image-export']) });
    const others = await screen.findByRole('navigation', { name: 'Dans les autres rubriques' });
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'app.extensions')).toBe(true));
    await settlePromises();
    expect(within(others).getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Images', '/images?query=Villeneuve'],
      ['Publicités', '/publicites?query=Villeneuve'],
      ['Articles', '/articles?query=Villeneuve'],
      ['Publications', '/publications?query=Villeneuve'],
    ]);
    expect(within(others).getByRole('link', { name: 'Images' }).textContent).toBe('Images');
    expect(raw.calls.some((c) => c.name === 'search.counts')).toBe(false);
  });

  it('changing a filter rewrites the URL and goes back to the first page', async () => {
    const { raw, router } = renderList('/auteurs?page=2&cityFilter=Paris');
    await waitFor(() => expect(lastSearch(raw)?.page).toBe(2));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Avec image' }));
    await waitFor(() => expect(lastSearch(raw)).toMatchObject({ page: 0, withImageFilter: true, cityFilter: ['Paris'] }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('page')).toBeNull();
    expect(params.get('withImageFilter')).toBe('true');

    // A French date typed applies when the field is left (the date field); an out-of-range one is refused with its message.
    const start = screen.getByRole('combobox', { name: 'Du' });
    fireEvent.change(start, { target: { value: '15031999' } });
    fireEvent.blur(start);
    expect(await screen.findByText('Date attendue entre le 01/01/2000 et le 01/01/2025.')).toBeTruthy();
    fireEvent.change(start, { target: { value: '15032012' } });
    fireEvent.blur(start);
    await waitFor(() => expect(lastSearch(raw)?.publicationDateFilter).toEqual({ start: '2012-03-15', end: null }));
    expect(new URLSearchParams(router.state.location.search).get('publicationDateFilter')).toBe('2012-03-15,');

    // The free text follows once typing pauses.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Recherche' }), { target: { value: 'notariat' } });
    await waitFor(() => expect(lastSearch(raw)?.query).toBe('notariat'));

    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastSearch(raw)).toEqual({ page: 0, size: 20, sort: { attr: 'UPDATE', order: 'DESC' } }));
  });

  it('pages with "Lignes par page" and the next page button', async () => {
    const { raw, router } = renderList('/auteurs');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(lastSearch(raw)?.page).toBe(1));
    expect(await screen.findByText('21-40 sur 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Lignes par page' }));
    fireEvent.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(lastSearch(raw)).toMatchObject({ page: 0, size: 50 }));
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('50');
  });
});

describe('sorting', () => {
  it('cycles none, ascending, descending, none per column; the update column starts descending', async () => {
    const { raw, router } = renderList('/auteurs');
    await table();
    const sortParam = () => new URLSearchParams(router.state.location.search).get('sort');

    fireEvent.click(header('ID'));
    await waitFor(() => expect(sortParam()).toBe('ID,ASC'));
    await waitFor(() => expect(lastSearch(raw)?.sort).toEqual({ attr: 'ID', order: 'ASC' }));
    expect(screen.getByRole('columnheader', { name: 'ID' }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(header('ID'));
    await waitFor(() => expect(sortParam()).toBe('ID,DESC'));
    fireEvent.click(header('ID'));
    await waitFor(() => expect(sortParam()).toBeNull());
    // Back to no sort: the default, UPDATE descending (answered from the first search's cache).
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Modification' }).getAttribute('aria-sort')).toBe('descending'));
    expect(screen.getByRole('columnheader', { name: 'ID' }).getAttribute('aria-sort')).toBe('none');

    fireEvent.click(header('Nom'));
    await waitFor(() => expect(sortParam()).toBe('NAME,ASC'));
    fireEvent.click(header('Modification'));
    await waitFor(() => expect(sortParam()).toBe('UPDATE,DESC'));
    fireEvent.click(header('Modification'));
    await waitFor(() => expect(sortParam()).toBe('UPDATE,ASC'));
    expect(screen.getByRole('columnheader', { name: 'Fonctions' }).getAttribute('aria-sort')).toBeNull();
  });
});

describe('selection', () => {
  it('selects a row, the page, then all results, and clears', async () => {
    renderList('/auteurs');
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner Prénom2 Nom2' }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions sur la sélection' });
    expect(within(toolbar).getByText('1 élément sélectionné')).toBeTruthy();
    expect(within(toolbar).queryByRole('button', { name: /Sélectionner tous les éléments/ })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }));
    expect(await within(toolbar).findByText('20 éléments sélectionnés')).toBeTruthy();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Sélectionner tous les éléments (60)' }));
    expect(await within(toolbar).findByText('60 éléments sélectionnés')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Sélectionner Prénom7 Nom7' }) as HTMLInputElement).checked).toBe(true);

    // All results stay selected on the next page.
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByRole('checkbox', { name: 'Sélectionner Prénom30 Nom30' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Sélectionner Prénom30 Nom30' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Supprimer la sélection' }));
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Actions sur la sélection' })).toBeNull());
  });

  it('a new search starts with nothing selected', async () => {
    renderList('/auteurs');
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner Prénom2 Nom2' }));
    await screen.findByRole('toolbar', { name: 'Actions sur la sélection' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Avec image' }));
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Actions sur la sélection' })).toBeNull());
  });
});

describe('export', () => {
  async function exportSelection(): Promise<void> {
    fireEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /^Exporter la sélection/ }));
  }

  function downloads(raw: { calls: { name: string; args: unknown[] }[] }): DownloadBatchRequest[] {
    return raw.calls.filter((c) => c.name === 'downloads.start').map((c) => c.args[0] as DownloadBatchRequest);
  }

  it('exports every author through the download service', async () => {
    const { raw } = renderList('/auteurs');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Exporter tous les auteurs' }));
    await waitFor(() => expect(downloads(raw)).toHaveLength(1));
    expect(downloads(raw)[0]?.items).toEqual([{ path: '/api/admin/export/authors-csv?all=true', fileName: 'auteurs.csv' }]);
  });

  it('refuses 21 selected authors, or all results, with the limit toast; takes 20', async () => {
    const { raw, store } = renderList('/auteurs?size=30');
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }));
    for (let id = 22; id <= 30; id++) fireEvent.click(screen.getByRole('checkbox', { name: `Sélectionner Prénom${id} Nom${id}` }));
    expect(await screen.findByText('21 éléments sélectionnés')).toBeTruthy();

    await exportSelection();
    await waitFor(() => expect(store.get(notificationsAtom).map((n) => n.message)).toContain(LIMIT_TOAST));
    expect(store.get(notificationsAtom).find((n) => n.message === LIMIT_TOAST)?.options.variant).toBe('error');
    expect(downloads(raw)).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner Prénom21 Nom21' }));
    expect(await screen.findByText('20 éléments sélectionnés')).toBeTruthy();
    await exportSelection();
    await waitFor(() => expect(downloads(raw)).toHaveLength(1));
    expect(downloads(raw)[0]?.items[0]?.path).toBe(`/api/admin/export/authors-csv?ids=${Array.from({ length: 20 }, (_, i) => i + 1).join(',')}`);
  });

  it('refuses the all-results selection', async () => {
    const { raw, store } = renderList('/auteurs');
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner Prénom1 Nom1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sélectionner tous les éléments (60)' }));
    await exportSelection();
    await waitFor(() => expect(store.get(notificationsAtom).map((n) => n.message)).toContain(LIMIT_TOAST));
    expect(downloads(raw)).toHaveLength(0);
  });
});

describe('states and roles', () => {
  it('shows table.no_result for an empty list', async () => {
    renderList('/auteurs?query=personne', { 'authors.search': () => ok({ result: [], resultCount: 0 }) });
    expect(await screen.findByText('Aucun résultat')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '0 résultat pour "personne" dans Auteurs' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows errors.global with "Réessayer" when the search fails, and retries', async () => {
    let attempts = 0;
    const { raw } = renderList('/auteurs', {
      'authors.search': (args) => (++attempts === 1 ? fail({ code: 'HTTP', message: 'Erreur 500', status: 500 }) : searchAnswer(args)),
    });
    const alert = await screen.findByText('Une erreur est survenue lors du chargement. Veuillez réessayer.');
    expect(alert).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Prénom1 Nom1' })).toBeTruthy();
    expect(searches(raw)).toHaveLength(2);
  });

  it('shows the row details: link to the view, disabled state, organisation, Paris time, phone', async () => {
    renderList('/auteurs');
    const grid = await table();
    expect(within(grid).getByRole('link', { name: 'Prénom1 Nom1' }).getAttribute('href')).toBe('/auteurs/1');
    expect(within(grid).getByRole('img', { name: 'Image de Prénom1 Nom1' }).getAttribute('src')).toBe('/media/image/11?size=THUMBNAIL&version=2');
    expect(within(grid).getAllByRole('img', { name: 'Aucune image' }).length).toBeGreaterThan(0);
    const row4 = within(grid).getByRole('link', { name: 'Prénom4 Nom4' }).closest('tr');
    if (!row4) throw new Error('row of author 4');
    expect(within(row4).getAllByText('Désactivé').length).toBeGreaterThan(0);
    const row2 = within(grid).getByRole('link', { name: 'Prénom2 Nom2' }).closest('tr');
    if (!row2) throw new Error('row of author 2');
    expect(within(row2).getByText('Activé')).toBeTruthy();
    expect(within(row2).getByText('01/07/2024 à 00:30')).toBeTruthy();
    expect(within(row2).getByText('+33 6 12 34 56 78')).toBeTruthy();
    expect(within(row2).getByText('Avocat au barreau de Paris')).toBeTruthy();
  });

  it('offers "Nouvel auteur" to author managers only, export to everyone', async () => {
    const { router } = renderList('/auteurs');
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvel auteur' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auteurs/nouveau'));
    cleanup();
    renderList('/auteurs', {}, LECTEUR);
    await table();
    expect(screen.queryByRole('button', { name: 'Nouvel auteur' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeTruthy();
  });

  it('gives author managers the edit icon on each row (spec 1 §6); a reader gets none', async () => {
    const { router } = renderList('/auteurs');
    const grid = await table();
    const edit = within(grid).getByRole('link', { name: 'Modifier Prénom2 Nom2' });
    expect(edit.getAttribute('href')).toBe('/auteurs/2/modifier');
    fireEvent.click(edit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auteurs/2/modifier'));
    cleanup();
    renderList('/auteurs', {}, LECTEUR);
    expect(within(await table()).queryByRole('link', { name: /^Modifier / })).toBeNull();
  });
});
