import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Illustration, ImageRow, ImageSearchRequest } from '@shared/domain/image';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import { authorImage } from './image-fixture';
import { dialogClosed, ok, renderApp, signedIn, type Answer } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/images/list/ImageListPage';
import '../../../src/renderer/features/images/edit/ImageCreatePage';
import '../../../src/renderer/features/images/edit/ImageEditPage';
import '../../../src/renderer/features/images/view/ImageViewPage';

afterEach(cleanup);

const ADMIN = signedIn(['ADMIN']);
const MEDIAS = signedIn(['ADMIN_IMAGES', 'ADMIN_ADS'], 'Marc Médias', 'medias');
const REDACTION = signedIn(['MANAGER_BJS', 'ADMIN_AUTHORS'], 'Rémi Rédaction', 'redaction');
const LECTEUR = signedIn(['VIEWER'], 'Léo Lecteur', 'lecteur');
const LIMIT_TOAST = 'Vous ne pouvez pas exporter plus de 20 éléments à la fois.';
const TOTAL = 60;

/** Illustrations 101.., the first used, every fifth disabled; author images 1.. of author 7. */
function row(id: number): ImageRow {
  if (id < 100) return { ...authorImage(id, { authorId: 7, name: `portrait-${id}.jpg` }), authorName: 'Jeanne Martin' };
  return {
    ...authorImage(id, { collection: 'ILLUSTRATION', authorId: null, name: `Illustration ${id}`, used: id === 101, enable: id % 5 !== 0 }),
    authorName: null,
  };
}

function illustration(id: number): Illustration {
  return {
    ...row(id),
    collection: 'ILLUSTRATION',
    lastArticlesModified: [{ articleId: 4, title: 'Cass. 3<sup>e</sup> civ. : la délivrance', type: 'ARTICLE' }],
    lastPublicationsModified: [{ publicationId: 1, publicationName: 'GDP_2024_48', title: 'Gazette du Palais', periodicalId: 'GDP', status: 'PUBLISHED' }],
    usage: { articleCount: 2, publicationCount: 1 },
    canDelete: false,
  };
}

/** The search: illustrations 101..160 for the ILLUSTRATION collection, else author images 1..10 then them. */
function searchAnswer(args: unknown[]): Answer {
  const request = args[0] as ImageSearchRequest;
  const page = request.page ?? 0;
  const size = request.size ?? 20;
  const illustrations = Array.from({ length: TOTAL }, (_, i) => 101 + i);
  const ids = request.collectionFilter?.includes('AUTHOR') || !request.collectionFilter ? [...Array.from({ length: 10 }, (_, i) => i + 1), ...illustrations] : illustrations;
  return ok({ result: ids.slice(page * size, page * size + size).map(row), resultCount: ids.length });
}

function renderList(path: string, state = ADMIN, answers: Record<string, (args: unknown[]) => Answer> = {}) {
  return renderApp(path, state, {
    'images.search': searchAnswer,
    'search.counts': () => ok({ author: 60, image: 12, ad: 3, parution: 0, article: 7 }),
    'periodicals.list': () => ok([{ id: 'BJS', label: 'Bulletin Joly Sociétés' }]),
    'illustrations.get': (args) => ok(illustration(args[0] as number)),
    'illustrations.setStatus': (args) => ok({ ...illustration(args[0] as number), enable: args[1] as boolean }),
    'illustrations.delete': (args) => ok({ deleted: args[0] }),
    'images.export': (args) => ok({ batchId: 'b1', files: (args[0] as unknown[]).map(() => ({})) }),
    ...answers,
  });
}

const findDialog = (name: string) => screen.findByRole('alertdialog', { name });
const dialogButton = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

type Calls = { calls: { name: string; args: unknown[] }[] };
const callsOf = (raw: Calls, name: string) => raw.calls.filter((c) => c.name === name).map((c) => c.args);
const searches = (raw: Calls) => callsOf(raw, 'images.search').map((args) => args[0] as ImageSearchRequest);
const toasts = (store: ReturnType<typeof renderApp>['store']) => store.get(notificationsAtom).map((n) => n.message);

async function table(): Promise<HTMLElement> {
  const grid = await screen.findByRole('table', { name: 'Images' });
  await within(grid).findByRole('link', { name: 'Illustration 101' });
  return grid;
}

function rowOf(grid: HTMLElement, name: string): HTMLElement {
  const found = within(grid).getByRole('link', { name }).closest('tr');
  if (!found) throw new Error(`row of ${name}`);
  return found;
}

describe('the image list reads its search from the URL', () => {
  it('on first load presets the collection filter to ILLUSTRATION and sends only it, sorted by ID ascending', async () => {
    const { raw, router } = renderList('/images');
    expect(await screen.findByRole('heading', { name: 'Liste des images', level: 1 })).toBeTruthy();
    await table();
    expect(searches(raw)).toEqual([{ page: 0, size: 20, sort: { attr: 'ID', order: 'ASC' }, collectionFilter: ['ILLUSTRATION'] }]);
    expect(new URLSearchParams(router.state.location.search).get('collectionFilter')).toBe('ILLUSTRATION');
    expect(screen.getByRole('columnheader', { name: 'ID' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('combobox', { name: 'Collection' }).textContent).toContain('Illustration');

    // At the preset, there is nothing to reset.
    expect((screen.getByRole('button', { name: 'Réinitialiser les filtres' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('resets the filters to the ILLUSTRATION preset; without a collection chosen, asks the authors and illustrations, never the ads (issue 25)', async () => {
    const { raw, router } = renderList('/images?enableFilter=true&formatFilter=LARGE');
    await table();
    expect(searches(raw).at(-1)).toEqual({ page: 0, size: 20, sort: { attr: 'ID', order: 'ASC' }, collectionFilter: ['AUTHOR', 'ILLUSTRATION'], enableFilter: true, formatFilter: ['LARGE'] });
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await waitFor(() => expect(searches(raw).at(-1)).toEqual({ page: 0, size: 20, sort: { attr: 'ID', order: 'ASC' }, collectionFilter: ['ILLUSTRATION'] }));
    expect(router.state.location.search).toBe('?collectionFilter=ILLUSTRATION');
  });

  it('sends the periodical, priority, format, image and end-date filters of the URL (issue 25)', async () => {
    const { raw } = renderList('/images?collectionFilter=ILLUSTRATION&periodicalFilter=BJS,DEF&priorityFilter=false&formatFilter=THUMBNAIL&imageFilter=94,106&endDateFilter=2024-01-01,2024-12-31');
    await waitFor(() =>
      expect(searches(raw).at(-1)).toEqual({
        page: 0,
        size: 20,
        sort: { attr: 'ID', order: 'ASC' },
        collectionFilter: ['ILLUSTRATION'],
        periodicalFilter: ['BJS', 'DEF'],
        priorityFilter: false,
        formatFilter: ['THUMBNAIL'],
        imageFilter: [94, 106],
        endDateFilter: { start: '2024-01-01', end: '2024-12-31' },
      }),
    );
    expect((screen.getByRole('radio', { name: 'Dans aucun article prioritaire' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('searchbox', { name: 'Images (identifiants)' }) as HTMLInputElement).value).toBe('94, 106');
  });

  it('keeps the filters of a URL as they are: every filter of the spec goes to the request', async () => {
    const url =
      '/images?query=procédure&collectionFilter=AUTHOR,ILLUSTRATION&mimeTypeFilter=PNG&characteristicFilter=COLOR,WIDE_PLAN' +
      '&modificationDateFilter=2020-01-01,2024-12-31&enableFilter=false&publicationPeriodicalFilter=BJS&page=1&size=10&sort=NAME,DESC';
    const { raw, router } = renderList(url);
    await waitFor(() =>
      expect(searches(raw)).toEqual([
        {
          page: 1,
          size: 10,
          sort: { attr: 'NAME', order: 'DESC' },
          query: 'procédure',
          collectionFilter: ['AUTHOR', 'ILLUSTRATION'],
          mimeTypeFilter: ['PNG'],
          characteristicFilter: ['COLOR', 'WIDE_PLAN'],
          modificationDateFilter: { start: '2020-01-01', end: '2024-12-31' },
          enableFilter: false,
          publicationPeriodicalFilter: ['BJS'],
        },
      ]),
    );
    expect(new URLSearchParams(router.state.location.search).get('collectionFilter')).toBe('AUTHOR,ILLUSTRATION');
    expect(await screen.findByRole('heading', { name: /résultats pour "procédure" dans Images/, level: 1 })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Caractéristiques' }).textContent).toContain('Couleur, Plan large');
    expect(screen.getByRole('combobox', { name: 'État' }).textContent).toContain('Désactivées');
  });

  it('writes the filters chosen in the panel: a characteristic in French, the state', async () => {
    const { raw, router } = renderList('/images?collectionFilter=ILLUSTRATION');
    await table();
    fireEvent.click(screen.getByRole('combobox', { name: 'Caractéristiques' }));
    // A multiple choice lists its options as checkable menu items.
    const labels = (await screen.findAllByRole('menuitemcheckbox')).map((option) => option.textContent);
    expect(labels).toEqual(['Vignette', 'Grand format', 'Couleur', 'Noir et blanc', 'Portrait', 'Croquis', 'Plan large', 'Mauvaise qualité']);
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Mauvaise qualité' }));
    await waitFor(() => expect(searches(raw).at(-1)).toMatchObject({ characteristicFilter: ['BAD_QUALITY'], collectionFilter: ['ILLUSTRATION'] }));
    expect(new URLSearchParams(router.state.location.search).get('characteristicFilter')).toBe('BAD_QUALITY');

    fireEvent.click(screen.getByRole('combobox', { name: 'État' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Activées' }));
    await waitFor(() => expect(searches(raw).at(-1)?.enableFilter).toBe(true));
  });
});

describe('table and grid', () => {
  it('shows THUMBNAIL images in the table, the state column, disabled images in greyscale', async () => {
    renderList('/images?collectionFilter=ILLUSTRATION');
    const grid = await table();
    const thumbnail = rowOf(grid, 'Illustration 102').querySelector('img');
    expect(thumbnail?.getAttribute('src')).toBe('/media/image/102?size=THUMBNAIL&version=1');
    expect(within(rowOf(grid, 'Illustration 102')).getByText('Activée')).toBeTruthy();
    expect(within(rowOf(grid, 'Illustration 105')).getByText('Désactivée')).toBeTruthy();
    const greyed = rowOf(grid, 'Illustration 105').querySelector('img');
    expect(greyed && getComputedStyle(greyed).filter).toBe('grayscale(1)');
    expect(within(rowOf(grid, 'Illustration 102')).getByText('800 × 1000 px · JPEG')).toBeTruthy();
  });

  it('with the grid marker shows tiles at MEDIUM in 3 columns, linked to the image; the switch writes the marker', async () => {
    const { router } = renderList('/images?collectionFilter=ILLUSTRATION&grid=true');
    const tiles = await screen.findByRole('list', { name: 'Images' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(tiles.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    const tile = await within(tiles).findByRole('listitem', { name: 'Illustration 102' });
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('/media/image/102?size=MEDIUM&version=1');
    expect(within(tile).getByRole('link', { name: 'Ouvrir Illustration 102' }).getAttribute('href')).toBe('/images/102');
    // Without column headers, the sort is a dropdown, ID ascending by default.
    expect(screen.getByRole('combobox', { name: 'Trier par' }).textContent).toContain('Identifiant (croissant)');

    fireEvent.click(screen.getByRole('radio', { name: 'Tableau' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('grid')).toBe(false));
    expect(await screen.findByRole('table', { name: 'Images' })).toBeTruthy();
  });
});

describe('roles', () => {
  it('gives image managers "Nouvelle image" and the row actions of illustrations; a reader none', async () => {
    const { router } = renderList('/images?collectionFilter=ILLUSTRATION', MEDIAS);
    const grid = await table();
    const row102 = rowOf(grid, 'Illustration 102');
    expect(within(row102).getByRole('link', { name: 'Modifier Illustration 102' }).getAttribute('href')).toBe('/images/102/modifier');
    expect(within(row102).getByRole('button', { name: 'Désactiver Illustration 102' })).toBeTruthy();
    expect(within(row102).getByRole('button', { name: 'Supprimer Illustration 102' })).toBeTruthy();
    expect(within(rowOf(grid, 'Illustration 105')).getByRole('button', { name: 'Activer Illustration 105' })).toBeTruthy();
    // A used image is not deleted: the button says why.
    expect(within(rowOf(grid, 'Illustration 101')).getByRole('button', { name: 'Supprimer Illustration 101' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle image' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/images/nouveau'));
    cleanup();

    renderList('/images?collectionFilter=ILLUSTRATION', LECTEUR);
    const read = await table();
    expect(screen.queryByRole('button', { name: 'Nouvelle image' })).toBeNull();
    expect(within(read).queryByRole('link', { name: /^Modifier / })).toBeNull();
    expect(within(read).queryByRole('button', { name: /^(Activer|Désactiver|Supprimer) / })).toBeNull();
  });

  it('sends a reader away from the create and edit screens: to the list, to the view', async () => {
    const created = renderList('/images/nouveau', LECTEUR);
    await waitFor(() => expect(created.router.state.location.pathname).toBe('/images'));
    cleanup();
    const edited = renderList('/images/102/modifier', LECTEUR);
    await waitFor(() => expect(edited.router.state.location.pathname).toBe('/images/102'));
    expect(await screen.findByRole('heading', { name: 'Illustration 102', level: 1 })).toBeTruthy();
  });

  it('gives author images no delete: they lead to their author, to its edit screen for author managers, and have their toggle for the image managers', async () => {
    renderList('/images?collectionFilter=AUTHOR,ILLUSTRATION', MEDIAS);
    let grid = await screen.findByRole('table', { name: 'Images' });
    const author = await within(grid).findByRole('link', { name: 'portrait-2.jpg' });
    expect(author.getAttribute('href')).toBe('/auteurs/7');
    const authorRow = author.closest('tr') as HTMLElement;
    expect(within(authorRow).getByText('Auteur : Jeanne Martin')).toBeTruthy();
    // The image managers toggle an author image (issue 25), but neither edit its author nor delete it.
    expect(within(authorRow).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Désactiver portrait-2.jpg']);
    expect(within(authorRow).queryByRole('link', { name: /^Modifier/ })).toBeNull();
    cleanup();

    renderList('/images?collectionFilter=AUTHOR,ILLUSTRATION', REDACTION);
    grid = await screen.findByRole('table', { name: 'Images' });
    const row2 = (await within(grid).findByRole('link', { name: 'portrait-2.jpg' })).closest('tr') as HTMLElement;
    expect(within(row2).getByRole('link', { name: "Modifier l'auteur de portrait-2.jpg" }).getAttribute('href')).toBe('/auteurs/7/modifier');
    expect(within(row2).queryByRole('button', { name: /^Supprimer/ })).toBeNull();
  });
});

describe('selection actions', () => {
  it('refuses to export 21 images, or all results, with the limit toast; exports {id, collection} otherwise', async () => {
    const { raw, store } = renderList('/images?collectionFilter=ILLUSTRATION&size=30');
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }));
    for (let id = 122; id <= 130; id++) fireEvent.click(screen.getByRole('checkbox', { name: `Sélectionner Illustration ${id}` }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions sur la sélection' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Exporter (21)' }));
    await waitFor(() => expect(toasts(store)).toContain(LIMIT_TOAST));
    expect(callsOf(raw, 'images.export')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }));
    fireEvent.click(await within(toolbar).findByRole('button', { name: 'Sélectionner tous les éléments (60)' }));
    store.set(notificationsAtom, []);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Exporter (60)' }));
    await waitFor(() => expect(toasts(store)).toContain(LIMIT_TOAST));
    expect(callsOf(raw, 'images.export')).toHaveLength(0);

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Supprimer la sélection' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner Illustration 101' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner Illustration 103' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter (2)' }));
    await waitFor(() => expect(callsOf(raw, 'images.export')).toHaveLength(1));
    expect(callsOf(raw, 'images.export')[0]?.[0]).toEqual([
      { id: 101, collection: 'ILLUSTRATION' },
      { id: 103, collection: 'ILLUSTRATION' },
    ]);
  });

  it('deletes the selected illustrations after a confirmation with the count', async () => {
    const { raw } = renderList('/images?collectionFilter=ILLUSTRATION', MEDIAS);
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner Illustration 102' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner Illustration 103' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer (2)' }));
    const dialog = await findDialog('Supprimer 2 images ?');
    fireEvent.click(dialogButton(dialog, 'Supprimer'));
    await waitFor(() => expect(callsOf(raw, 'illustrations.delete')).toEqual([[[102, 103]]]));
    await dialogClosed();
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Actions sur la sélection' })).toBeNull());
  });

  it('asks before disabling a used image, listing its uses; an unused one is disabled at once', async () => {
    const { raw, store } = renderList('/images?collectionFilter=ILLUSTRATION', MEDIAS);
    const grid = await table();
    fireEvent.click(within(rowOf(grid, 'Illustration 101')).getByRole('button', { name: 'Désactiver Illustration 101' }));
    const dialog = await findDialog('Désactiver une image utilisée ?');
    // Articles are text for a user who may not open them; publications likewise.
    expect(await within(dialog).findByText('Cass. 3e civ. : la délivrance')).toBeTruthy();
    expect(within(dialog).getByText('Articles (2)')).toBeTruthy();
    expect(within(dialog).getByText('GDP_2024_48 — Gazette du Palais')).toBeTruthy();
    fireEvent.click(dialogButton(dialog, 'Annuler'));
    await dialogClosed();
    expect(callsOf(raw, 'illustrations.setStatus')).toHaveLength(0);
    // The page comes back to assistive technology once the dialog's focus trap lets it go.
    await within(grid).findByRole('link', { name: 'Illustration 101' });

    fireEvent.click(within(rowOf(grid, 'Illustration 101')).getByRole('button', { name: 'Désactiver Illustration 101' }));
    const again = await findDialog('Désactiver une image utilisée ?');
    fireEvent.click(dialogButton(again, 'Désactiver'));
    await waitFor(() => expect(callsOf(raw, 'illustrations.setStatus')).toEqual([[101, false]]));
    await waitFor(() => expect(toasts(store)).toContain('L\'image « Illustration 101 » est désactivée.'));
    await dialogClosed();

    fireEvent.click(within(rowOf(grid, 'Illustration 102')).getByRole('button', { name: 'Désactiver Illustration 102' }));
    await waitFor(() => expect(callsOf(raw, 'illustrations.setStatus')).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
