import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROCESS_REFRESH_MS } from '../../../src/renderer/features/publications/shared/publication-query';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import { fail, ok, renderApp, type Answer } from './harness';
import { ADMIN, MEDIAS, REDACTION, publicationAnswers, row } from './publications-fixture';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/publications/list/PublicationListPage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Raw = { calls: { name: string; args: unknown[] }[] };
const searches = (raw: Raw) => raw.calls.filter((c) => c.name === 'publications.search').map((c) => c.args[0] as Record<string, unknown>);
const lastSearch = (raw: Raw) => searches(raw).at(-1);

const ROWS = [
  row(11, { lastRequestPlacardProcessStatus: 'GEN_REQUEST_PACKAGE' }),
  row(12, { lastRequestPlacardProcessStatus: 'OUT_OF_DATE' }),
  row(13, {
    status: 'PUBLISHED',
    publicationOnlineDate: '2025-04-01T08:00:00Z',
    modificationDate: '2025-03-20T08:00:00Z',
  }),
  row(14, {
    status: 'PUBLISHING',
    validationDate: '2025-05-02T10:00:00Z',
    scheduledDate: '2025-06-01T08:00:00Z',
    username: 'Paule Production',
    publicationOnlineDate: '2025-04-01T08:00:00Z',
    modificationDate: '2025-05-20T08:00:00Z',
  }),
  row(15, { periodicalId: 'GDP', name: 'GDP_2025_15', editionType: 'SPECIAL_EDITION', number: 'hors-serie', startDate: '2025-09-01' }),
];

function renderList(path = '/publications', state = ADMIN, answers: Record<string, (args: unknown[]) => Answer> = {}) {
  return renderApp(path, state, { ...publicationAnswers(ROWS), ...answers });
}

async function table(): Promise<HTMLElement> {
  const grid = await screen.findByRole('table', { name: 'Publications' });
  await within(grid).findByText('BJS_2025_11');
  return grid;
}

const rowOf = (grid: HTMLElement, name: string) => within(grid).getByText(name).closest('tr') as HTMLElement;

describe('the publication list', () => {
  it('asks page 0, 20 rows, UPDATE descending, and shows the columns of spec 2 §2.2', async () => {
    const { raw } = renderList();
    expect(await screen.findByRole('heading', { name: 'Liste des publications', level: 1 })).toBeTruthy();
    await waitFor(() => expect(lastSearch(raw)).toEqual({ page: 0, size: 20, sort: { attr: 'UPDATE', order: 'DESC' } }));
    const grid = await table();
    for (const name of ['Identifiant', 'Édition', 'Date de parution', 'Modification', 'Statut']) expect(within(grid).getByRole('columnheader', { name })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Modification' }).getAttribute('aria-sort')).toBe('descending');
    const special = rowOf(grid, 'GDP_2025_15');
    expect(within(special).getByText('Hors-Série')).toBeTruthy();
    expect(within(special).getByText('01/09/2025')).toBeTruthy();
    expect(within(rowOf(grid, 'BJS_2025_11')).getByText('Classique')).toBeTruthy();
  });

  it('shows the status icons with French labels: process, out of date, scheduled with its user, online green or orange', async () => {
    renderList();
    const grid = await table();
    expect(within(rowOf(grid, 'BJS_2025_11')).getByRole('img', { name: 'Placard en cours de génération' })).toBeTruthy();
    expect(within(rowOf(grid, 'BJS_2025_12')).getByRole('img', { name: 'Placard obsolète : le chemin de fer a changé depuis sa génération' })).toBeTruthy();
    const published = rowOf(grid, 'BJS_2025_13');
    expect(within(published).getByText('Publiée')).toBeTruthy();
    expect(within(published).getByRole('img', { name: 'Mise en ligne le 01/04/2025' })).toBeTruthy();
    const publishing = rowOf(grid, 'BJS_2025_14');
    expect(within(publishing).getByRole('img', { name: 'Clôture programmée le 01/06/2025 à 10:00 par Paule Production' })).toBeTruthy();
    expect(within(publishing).getByRole('img', { name: 'Mise en ligne le 01/04/2025, modifiée depuis le 20/05/2025' })).toBeTruthy();
    expect(within(publishing).getByRole('img', { name: 'BAT donné le 02/05/2025 à 12:00' })).toBeTruthy();
  });

  it('offers Organiser when not published and Modifier while in progress (admin)', async () => {
    renderList();
    const grid = await table();
    const open = rowOf(grid, 'BJS_2025_11');
    expect(within(open).getByRole('link', { name: 'Organiser BJS_2025_11' }).getAttribute('href')).toBe('/publications/11/organiser');
    expect(within(open).getByRole('button', { name: 'Modifier BJS_2025_11' })).toBeTruthy();
    const publishing = rowOf(grid, 'BJS_2025_14');
    expect(within(publishing).getByRole('link', { name: 'Organiser BJS_2025_14' })).toBeTruthy();
    expect(within(publishing).queryByRole('button', { name: 'Modifier BJS_2025_14' })).toBeNull();
    const published = rowOf(grid, 'BJS_2025_13');
    expect(within(published).queryByRole('link', { name: /^Organiser/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nouvelle publication' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importer' })).toBeTruthy();
  });

  it('limits the actions to the periodicals of the role; no import for a manager, nothing for medias', async () => {
    // A BJS manager who also sees the list (Dl): edits BJS publications only, imports nothing.
    renderList('/publications', { ...REDACTION, roles: ['MANAGER_BJS', 'ADMIN_IMAGES'] });
    const grid = await table();
    expect(within(rowOf(grid, 'BJS_2025_11')).getByRole('button', { name: 'Modifier BJS_2025_11' })).toBeTruthy();
    expect(within(rowOf(grid, 'GDP_2025_15')).queryByRole('button', { name: 'Modifier GDP_2025_15' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nouvelle publication' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Importer' })).toBeNull();
    cleanup();
    renderList('/publications', MEDIAS);
    const plain = await table();
    expect(within(plain).queryByRole('button', { name: /^Modifier/ })).toBeNull();
    expect(within(plain).queryByRole('link', { name: /^Organiser/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nouvelle publication' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Importer' })).toBeNull();
  });

  it('sends every filter of the URL (spec 2 §2.1) and the sort', async () => {
    const url =
      '/publications?query=mars&statusFilter=IN_PROGRESS,PUBLISHING&periodicalFilter=BJS&periodicalIdFilter=DEF&imageFilter=40,41' +
      '&publicationFilter=12,BJS_2025_3&attachedFilterBis=true&editionType=SPECIAL_EDITION&year=2025&page=1&size=10&sort=START_DATE,ASC';
    const { raw } = renderList(url);
    await waitFor(() =>
      expect(lastSearch(raw)).toEqual({
        page: 1,
        size: 10,
        sort: { attr: 'START_DATE', order: 'ASC' },
        query: 'mars',
        statusFilter: ['IN_PROGRESS', 'PUBLISHING'],
        periodicalFilter: ['BJS'],
        periodicalIdFilter: ['DEF'],
        imageFilter: [40, 41],
        publicationFilter: ['12', 'BJS_2025_3'],
        attachedFilterBis: true,
        editionTypeFilter: ['SPECIAL_EDITION'],
        yearFilter: [2025],
      }),
    );
    expect(screen.getByRole('button', { name: 'Publications montrant l’image 40, 41' })).toBeTruthy();
  });

  it('writes a filter change in the URL and resets the page; sorts cycle', async () => {
    const { raw, router } = renderList('/publications?page=2');
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ouvertes au rattachement d’articles' }));
    await waitFor(() => expect(lastSearch(raw)).toMatchObject({ page: 0, attachedFilterBis: true }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    const header = (name: string) => within(screen.getByRole('columnheader', { name })).queryByRole('button') ?? screen.getByRole('columnheader', { name });
    fireEvent.click(header('Identifiant'));
    await waitFor(() => expect(lastSearch(raw)?.['sort']).toEqual({ attr: 'ID', order: 'ASC' }));
    fireEvent.click(header('Date de parution'));
    await waitFor(() => expect(lastSearch(raw)?.['sort']).toEqual({ attr: 'START_DATE', order: 'ASC' }));
    // Spec 2 §9 "update DESC, ASC, none": from another column, the modification column starts descending; none is
    // no sort in the URL, the list's default order (UPDATE descending).
    fireEvent.click(header('Modification'));
    await waitFor(() => expect(lastSearch(raw)?.['sort']).toEqual({ attr: 'UPDATE', order: 'DESC' }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('UPDATE,DESC');
    fireEvent.click(header('Modification'));
    await waitFor(() => expect(lastSearch(raw)?.['sort']).toEqual({ attr: 'UPDATE', order: 'ASC' }));
    fireEvent.click(header('Modification'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBeNull());
    await waitFor(() => expect(lastSearch(raw)?.['sort']).toEqual({ attr: 'UPDATE', order: 'DESC' }));
  });

  it('reads the rows again every PROCESS_REFRESH_MS while a process runs, and stops when none does', async () => {
    // The refresh is an interval of the spec's period: on the test's clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let running = true;
    const { raw } = renderList('/publications', ADMIN, {
      'publications.search': () => ok({ result: running ? ROWS : ROWS.slice(1, 2), resultCount: 1 }),
    });
    await table();
    const before = searches(raw).length;
    await act(() => vi.advanceTimersByTimeAsync(PROCESS_REFRESH_MS - 1));
    expect(searches(raw).length).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches(raw).length).toBe(before + 1);
    running = false;
    await act(() => vi.advanceTimersByTimeAsync(PROCESS_REFRESH_MS));
    await waitFor(() => expect(screen.queryByText('BJS_2025_11')).toBeNull());
    const settled = searches(raw).length;
    await act(() => vi.advanceTimersByTimeAsync(PROCESS_REFRESH_MS * 3));
    expect(searches(raw).length).toBe(settled);
  });

  it('shows the no-result text and errors.global with Réessayer', async () => {
    renderList('/publications', ADMIN, { 'publications.search': () => ok({ result: [], resultCount: 0 }) });
    expect(await screen.findByText('Aucun résultat')).toBeTruthy();
    cleanup();
    renderList('/publications', ADMIN, { 'publications.search': () => fail({ code: 'HTTP', status: 500, message: 'boom' }) });
    expect(await screen.findByText('Une erreur est survenue lors du chargement. Veuillez réessayer.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});

describe('the publication import', () => {
  const xmlFile = (name: string) => new File(['<publications/>'], name, { type: 'text/xml' });
  const drop = (files: File[]) =>
    fireEvent.drop(screen.getByRole('button', { name: 'Déposez un fichier .xml ici ou cliquez pour le choisir' }), {
      dataTransfer: { files, types: ['Files'] },
    });

  it('sends one .xml file and shows the result card with each item and its reasons; a failure is a persistent notification', async () => {
    const { raw, store } = renderList('/publications', ADMIN, {
      'publications.import': () =>
        ok({
          status: 'ERROR',
          items: [
            { name: 'RDA_2026_1', status: 'DONE', publicationId: 90, messages: [] },
            { name: 'RDA_2026_2', status: 'ERROR', publicationId: null, messages: ['L’année doit comporter exactement 4 chiffres.'] },
          ],
        }),
    });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    drop([xmlFile('numeros.xml')]);
    const card = await screen.findByRole('region', { name: 'Résultat de l’import' });
    expect(raw.calls.filter((c) => c.name === 'publications.import')).toHaveLength(1);
    expect(within(card).getByText('Erreur', { exact: true })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Organiser RDA_2026_1' }).getAttribute('href')).toBe('/publications/90/organiser');
    expect(within(card).getByText('L’année doit comporter exactement 4 chiffres.')).toBeTruthy();
    const notice = store.get(notificationsAtom).at(-1);
    expect(notice?.message).toBe('RDA_2026_2 : L’année doit comporter exactement 4 chiffres.');
    expect(notice?.options).toMatchObject({ variant: 'error', persist: true, title: 'L’import des publications a échoué' });
  });

  it('refuses a file that is not .xml before sending it, and shows the server refusal of a bad file', async () => {
    const { raw, store } = renderList('/publications', ADMIN, {
      'publications.import': () => fail({ code: 'HTTP', status: 400, message: 'Fichier XML mal formé : ligne 1.' }),
    });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    drop([new File(['x'], 'numeros.docx')]);
    expect(await screen.findByText('Seuls les fichiers .xml sont acceptés (reçu : numeros.docx).')).toBeTruthy();
    expect(raw.calls.some((c) => c.name === 'publications.import')).toBe(false);
    drop([xmlFile('numeros.xml')]);
    expect(await screen.findByText('Fichier XML mal formé : ligne 1.')).toBeTruthy();
    expect(store.get(notificationsAtom).at(-1)).toMatchObject({ message: 'Fichier XML mal formé : ligne 1.', options: { title: 'L’import des publications a échoué' } });
  });
});
