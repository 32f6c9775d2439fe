import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Author } from '@shared/domain/author';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import { dialogClosed, fail, ok, renderApp, signedIn, type Answer } from './harness';
import { authorImage as image } from './image-fixture';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/authors/view/AuthorViewPage';
import '../../../src/renderer/features/authors/edit/AuthorEditPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});


const LONG_TITLE = 'Les conséquences pratiques de la <i>réforme</i> du droit des sociétés pour les dirigeants';

const ETIENNE: Author = {
  id: 1,
  knkId: 'KNK-000101',
  type: 'MALE',
  firstName: 'Étienne',
  particle: 'de',
  lastName: 'Villeneuve',
  functions: [
    'Professeur à l’université Paris-Panthéon-Assas',
    'Directeur scientifique du <i>Bulletin Joly Sociétés</i>',
    'Président de la 3<sup>e</sup> section<img src="x" onerror="alert(1)"><script>alert(2)</script>',
  ],
  fontoFunctions: [],
  emails: {
    PROFESSIONAL: [{ mail: 'etienne.devilleneuve@assas-universite.fr', fav: true }],
    PERSONAL: [],
    OTHER: [{ mail: 'secretariat@arbitrage-paris.fr', fav: false }],
  },
  phoneNumbers: {
    PROFESSIONAL: [{ countryCode: 'FR', number: '144415800', type: 'FIX', fav: true }],
    PERSONAL: [],
    OTHER: [],
  },
  addresses: {
    PROFESSIONAL: [{ street: '12 place du Panthéon', complement: 'Bureau 214', postCode: '75005', city: 'Paris', country: 'FRANCE', fav: true }],
    PERSONAL: [],
    OTHER: [{ street: '27 avenue Louise', complement: '', postCode: '1050', city: 'Bruxelles', country: 'BELGIQUE', fav: false }],
  },
  profiles: [
    { type: 'WEBSITE', value: 'https://www.etienne-de-villeneuve.fr' },
    { type: 'ORCID', value: '0000-0002-1234-567X' },
  ],
  notes: null,
  enable: true,
  creationDate: '2015-03-12T00:00:00Z',
  creationUser: 'Alice Administratrice',
  modificationDate: '2025-06-01T14:03:00Z',
  modificationUser: 'Romain Rédacteur',
  images: [image(11, { fav: true }), image(12), image(13, { enable: false, disabled: true })],
  lastArticlesModified: [
    { articleId: 42, title: LONG_TITLE, type: 'ARTICLE' },
    { articleId: 7, title: 'Lot <i>BJS</i> 2024', type: 'BUNDLE' },
  ],
  used: true,
  imageAuthorId: 11,
  version: 3,
  emailFav: 'etienne.devilleneuve@assas-universite.fr',
  phoneNumberFav: { countryCode: 'FR', number: '144415800', type: 'FIX', fav: true },
};

const ADMIN = signedIn(['ADMIN']);
const LECTEUR = signedIn(['VIEWER'], 'Léa Lectrice', 'lecteur');

function renderView(author: Author | ((args: unknown[]) => Answer), state = ADMIN, answers: Record<string, (args: unknown[]) => Answer> = {}) {
  const get = typeof author === 'function' ? author : () => ok(author);
  return renderApp(`/auteurs/${typeof author === 'function' ? 1 : author.id}`, state, { 'authors.get': get, ...answers });
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('author view: load states (spec 1 §2, §3 NONE/PENDING/LOADED/ERROR)', () => {
  it('shows a loading indicator while the author is being fetched', async () => {
    renderView(() => new Promise<never>(() => undefined));
    expect(await screen.findByText("Chargement de l'auteur…")).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows errors.global when loading failed, and "Réessayer" loads again', async () => {
    let calls = 0;
    renderView(() => {
      calls += 1;
      return calls === 1 ? fail({ code: 'HTTP', status: 500, message: 'Erreur interne' }) : ok(ETIENNE);
    });
    expect(await screen.findByText('Une erreur est survenue lors du chargement. Veuillez réessayer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect((await heading()).textContent).toBe('Monsieur Étienne de Villeneuve');
  });

  it('once loaded: breadcrumb, contact cards per kind with content, functions sanitised, profiles', async () => {
    const { raw } = renderView(ETIENNE);
    expect((await heading()).textContent).toBe('Monsieur Étienne de Villeneuve');
    expect(raw.calls.filter((c) => c.name === 'authors.get').map((c) => c.args)).toEqual([[1]]);

    const crumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(crumbs).getByRole('link', { name: 'Auteurs' }).getAttribute('href')).toBe('/auteurs');
    expect(within(crumbs).getByText('Étienne de Villeneuve').closest('[aria-current="page"]')).not.toBeNull();

    // PERSONAL has no content: no card for it.
    expect(screen.getByRole('region', { name: 'Professionnel' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Autre' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Personnel' })).toBeNull();
    const pro = screen.getByRole('region', { name: 'Professionnel' });
    expect(within(pro).getByRole('link', { name: 'etienne.devilleneuve@assas-universite.fr' }).getAttribute('href')).toBe(
      'mailto:etienne.devilleneuve@assas-universite.fr',
    );
    expect(within(pro).getByText('+33 1 44 41 58 00')).toBeTruthy();
    expect(within(pro).getByText('75005 Paris')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Autre' })).getByText('BELGIQUE')).toBeTruthy();

    const functions = screen.getByRole('heading', { name: 'Fonctions' }).parentElement as HTMLElement;
    expect(within(functions).getByText('Bulletin Joly Sociétés').tagName).toBe('I');
    expect(within(functions).getByText('e').tagName).toBe('SUP');
    expect(functions.querySelector('img, script, [onerror]')).toBeNull();

    expect(screen.getByRole('link', { name: 'https://www.etienne-de-villeneuve.fr' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByText('0000-0002-1234-567X').closest('a')).toBeNull();
  });
});

describe('author view: header (spec 1 §2 civility)', () => {
  it.each([
    [{ type: 'FEMALE', firstName: 'Hélène', particle: 'd’', lastName: 'Aubigné' }, 'Madame Hélène d’Aubigné'],
    [{ type: 'ORGANISATION', firstName: null, particle: null, lastName: 'Conseil supérieur du notariat' }, 'Conseil supérieur du notariat'],
    [{ type: 'UNKNOWN', firstName: 'Dominique', particle: null, lastName: 'Lefort' }, 'Dominique Lefort'],
  ] as const)('%o is headed "%s"', async (names, expected) => {
    renderView({ ...ETIENNE, ...names });
    expect((await heading()).textContent).toBe(expected);
  });
});

describe('author view: copy to word', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(() => Promise.resolve()) }, configurable: true });
  });

  it('copies the id, the name and the functions as plain text, one per line, then says authors.copyToWord', async () => {
    const { store } = renderView(ETIENNE);
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Copier pour Word' }));
    await waitFor(() => expect(store.get(notificationsAtom).map((n) => n.message)).toContain("Les informations de l'auteur ont été copiées dans le presse-papiers."));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      [
        '1',
        'Étienne de Villeneuve',
        'Professeur à l’université Paris-Panthéon-Assas',
        'Directeur scientifique du Bulletin Joly Sociétés',
        'Président de la 3e section',
      ].join('\n'),
    );
    expect(store.get(notificationsAtom).at(-1)?.options.variant).toBe('success');
  });
});

describe('author view: side panel', () => {
  it('shows the state, identifiers, Paris dates, recent titles cut at 40 with " [...]", and "Voir tout"', async () => {
    renderView(ETIENNE);
    await heading();
    const panel = screen.getByRole('complementary', { name: "Informations sur l'auteur" });
    expect(within(panel).getByText('Activé')).toBeTruthy();
    expect(within(panel).getByText('KNK-000101')).toBeTruthy();
    expect(within(panel).getByText('12/03/2015 à 01:00 par Alice Administratrice')).toBeTruthy();
    expect(within(panel).getByText('01/06/2025 à 16:03 par Romain Rédacteur')).toBeTruthy();

    const cut = 'Les conséquences pratiques de la réforme [...]';
    const article = within(panel).getByRole('link', { name: cut });
    expect(article.getAttribute('href')).toBe('/articles/42');
    expect(within(panel).getByRole('link', { name: 'Lot BJS 2024' }).getAttribute('href')).toBe('/lots/7');
    expect(within(panel).getByText('Article')).toBeTruthy();
    expect(within(panel).getByText('Lot')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Voir tout' }).getAttribute('href')).toBe('/articles?authorFilter=1');
  });

  it('shows a reader the recent titles without links, and no "Voir tout" (the article screens are closed to them)', async () => {
    renderView(ETIENNE, LECTEUR);
    await heading();
    const panel = screen.getByRole('complementary', { name: "Informations sur l'auteur" });
    expect(within(panel).getByText('Les conséquences pratiques de la réforme [...]')).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('says "Désactivé" for a disabled author', async () => {
    renderView({ ...ETIENNE, enable: false });
    await heading();
    expect(within(screen.getByRole('complementary', { name: "Informations sur l'auteur" })).getByText('Désactivé')).toBeTruthy();
  });
});

describe('author view: actions by role (spec 1 §6)', () => {
  it('a reader (lecteur) sees no Modifier, no menu, and a read-only gallery (zoom and download stay)', async () => {
    renderView(ETIENNE, LECTEUR);
    await heading();
    expect(screen.getByRole('button', { name: 'Copier pour Word' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Autres actions sur l'auteur" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Déposez des images ici ou cliquez pour choisir' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Télécharger' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agrandir portrait-11.jpg' })).toBeTruthy();
  });

  it('an author manager gets Modifier to the edit route, and the menu: Exporter, Désactiver, Supprimer', async () => {
    const { router, raw } = renderView(ETIENNE, signedIn(['ADMIN_AUTHORS'], 'Romain Rédacteur', 'redaction'), {
      'downloads.start': () => ok({ batchId: 'b1' }),
    });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: "Autres actions sur l'auteur" }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Exporter', 'Désactiver', 'Supprimer']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Exporter' }));
    await waitFor(() => expect(raw.calls.find((c) => c.name === 'downloads.start')).toBeTruthy());
    expect(raw.calls.find((c) => c.name === 'downloads.start')?.args).toEqual([
      { label: "Export de l'auteur 1", items: [{ path: '/api/admin/export/authors-csv?ids=1', fileName: 'auteur-1.csv' }] },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auteurs/1/modifier'));
  });

  it('disabling calls authors.setStatus(id, false)', async () => {
    const { raw, store } = renderView(ETIENNE);
    await heading();
    fireEvent.click(screen.getByRole('button', { name: "Autres actions sur l'auteur" }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Désactiver' }));
    await waitFor(() => expect(raw.calls.find((c) => c.name === 'authors.setStatus')?.args).toEqual([1, false]));
    await waitFor(() => expect(store.get(notificationsAtom).map((n) => n.message)).toContain("L'auteur est désactivé."));
  });

  it('deleting asks first; a 409 shows the server message; a success goes back to the list', async () => {
    let refuse = true;
    const { raw, store, router } = renderView(ETIENNE, ADMIN, {
      'authors.delete': () =>
        refuse ? fail({ code: 'HTTP', status: 409, message: 'Cet auteur est cité dans 3 articles ou lots : désactivez-le plutôt que de le supprimer.' }) : ok(undefined),
    });
    await heading();
    const askDelete = async () => {
      // After a dialog, the page is given back to assistive technologies a moment later: find, not get.
      fireEvent.click(await screen.findByRole('button', { name: "Autres actions sur l'auteur" }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
      const dialog = await screen.findByRole('alertdialog', { name: "Supprimer l'auteur ?" });
      return dialog;
    };
    let dialog = await askDelete();
    expect(dialog.textContent).toContain('« Étienne de Villeneuve » sera supprimé définitivement.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(store.get(notificationsAtom).map((n) => n.message)).toContain(
        'Cet auteur est cité dans 3 articles ou lots : désactivez-le plutôt que de le supprimer.',
      ),
    );
    expect(router.state.location.pathname).toBe('/auteurs/1');

    refuse = false;
    await dialogClosed();
    dialog = await askDelete();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auteurs'));
    expect(raw.calls.filter((c) => c.name === 'authors.delete').map((c) => c.args)).toEqual([[1], [1]]);
  });
});
