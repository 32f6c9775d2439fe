import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sectionOfPath, quickSearchPath } from '../../../src/renderer/features/shell/sections';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import { dialogClosed, renderApp, signedIn } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/images/edit/ImageEditPage';
import '../../../src/renderer/features/authors/list/AuthorListPage';
import '../../../src/renderer/features/ads/list/AdListPage';
import '../../../src/renderer/features/images/list/ImageListPage';
import '../../../src/renderer/features/articles/list/ArticleListPage';
import '../../../src/renderer/features/admin/exports/ExportPage';
import '../../../src/renderer/features/shell/KyrielleLayout';
import '../../../src/renderer/features/kyrielle/organise/KyrielleOrganizePage';

afterEach(cleanup);

const NOT_IMPLEMENTED = "Cette fonctionnalité n'est pas implémentée dans ce lot.";

describe('the selected tab follows the first path segment', () => {
  it('maps paths to sections', () => {
    expect(sectionOfPath('/auteurs')).toBe('author');
    expect(sectionOfPath('/auteurs/12/modifier')).toBe('author');
    expect(sectionOfPath('/publicites/nouveau')).toBe('ad');
    expect(sectionOfPath('/publications/BJS_2024_3/organiser')).toBe('publication');
    expect(sectionOfPath('/lots/4')).toBeNull();
    expect(sectionOfPath('/admin/lots')).toBeNull();
    expect(sectionOfPath('/')).toBeNull();
  });

  it('selects the tab of the current screen', async () => {
    renderApp('/images/42/modifier', signedIn(['ADMIN']));
    const tablist = await screen.findByRole('tablist', { name: 'Sections' });
    const selected = within(tablist)
      .getAllByRole('tab')
      .filter((tab) => tab.getAttribute('aria-selected') === 'true');
    expect(selected).toEqual([within(tablist).getByRole('tab', { name: 'Images' })]);
  });

  it('navigates on tab selection', async () => {
    renderApp('/auteurs', signedIn(['ADMIN']));
    fireEvent.click(await screen.findByRole('tab', { name: 'Publicités' }));
    expect(await screen.findByRole('heading', { name: 'Liste des publicités' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Publicités' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows only the tabs the roles allow', async () => {
    renderApp('/auteurs', signedIn(['VIEWER'], 'Léo Lecteur', 'lecteur'));
    const tablist = await screen.findByRole('tablist', { name: 'Sections' });
    expect(within(tablist).getAllByRole('tab')).toHaveLength(3);
    for (const name of ['Auteurs', 'Images', 'Publicités']) expect(within(tablist).getByRole('tab', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Administration' })).toBeNull();
  });
});

describe('shell', () => {
  it('redirects / to the articles list, which is built: no not-implemented notice on landing', async () => {
    const { store } = renderApp('/', signedIn(['ADMIN']), { 'articles.search': () => ({ ok: true, value: { result: [], resultCount: 0 } }) });
    expect(await screen.findByRole('heading', { name: 'Liste des articles' })).toBeTruthy();
    expect(await screen.findByText('Aucun résultat')).toBeTruthy();
    expect(store.get(notificationsAtom).map((n) => n.message)).not.toContain(NOT_IMPLEMENTED);
  });

  it('redirects unknown paths to the root', async () => {
    renderApp('/nulle-part/ici', signedIn(['ADMIN']));
    expect(await screen.findByRole('heading', { name: 'Liste des articles' })).toBeTruthy();
  });

  it('lands each account where its work is: a reader on the authors, the media staff on the images, kyrielle on the layout tool', async () => {
    const landings: [string[], string][] = [
      [['VIEWER'], 'Liste des auteurs'],
      [['ADMIN_IMAGES', 'ADMIN_ADS'], 'Liste des images'],
      [['ADMIN_ADS'], 'Liste des publicités'],
      [['KYRIELLE'], 'Kyrielle : organiser un chemin de fer'],
    ];
    for (const [roles, heading] of landings) {
      renderApp('/', signedIn(roles));
      expect(await screen.findByRole('heading', { name: heading }), roles.join()).toBeTruthy();
      expect(screen.queryByText('Accès refusé')).toBeNull();
      cleanup();
    }
    renderApp('/nulle-part', signedIn(['VIEWER']));
    expect(await screen.findByRole('heading', { name: 'Liste des auteurs' })).toBeTruthy();
  });

  it('a lecteur landing on the articles list sees "Accès refusé"', async () => {
    const { store } = renderApp('/articles', signedIn(['VIEWER'], 'Léo Lecteur', 'lecteur'));
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la section Auteurs' }).getAttribute('href')).toBe('/auteurs');
    expect(store.get(notificationsAtom)).toEqual([]);
  });

  it('guards admin screens by role', async () => {
    renderApp('/admin/export', signedIn(['MANAGER_BJS'], 'Rémi Rédaction', 'redaction'));
    expect(await screen.findByRole('heading', { name: 'Export' })).toBeTruthy();
    cleanup();
    renderApp('/admin/referentiel', signedIn(['MANAGER_BJS'], 'Rémi Rédaction', 'redaction'));
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeTruthy();
  });

  it('hides the top bar on the layout tool', async () => {
    renderApp('/kyrielle/organizeTree', signedIn(['KYRIELLE'], 'Karine Kyrielle', 'kyrielle'));
    expect(await screen.findByRole('heading', { name: 'Kyrielle : organiser un chemin de fer' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('offers the admin menu entries of the roles, the console opening through the bridge', async () => {
    const { raw } = renderApp('/auteurs', signedIn(['ADMIN']));
    fireEvent.click(await screen.findByRole('button', { name: 'Administration' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Organisation des revues',
      'Lots',
      'Référentiel',
      'Console utilisateurs',
      'Export',
      'Mise en ligne',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Console utilisateurs' }));
    await waitFor(() =>
      expect(raw.calls.find((c) => c.name === 'app.openExternal')?.args).toEqual([
        'http://127.0.0.1:4310/auth/admin/pupitre/console/',
      ]),
    );
  });

  it('the profile menu is named after the user, shows the rights and signs out', async () => {
    const { raw } = renderApp('/auteurs', signedIn(['MANAGER_BJS', 'ADMIN_AUTHORS'], 'Rémi Rédaction', 'redaction'));
    fireEvent.click(await screen.findByRole('button', { name: /Rémi Rédaction \(redaction\)/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: "Droits d'accès" }));
    const dialog = await screen.findByRole('dialog', { name: "Droits d'accès" });
    const sections = within(dialog).getByRole('table', { name: 'Droits par section' });
    const periodicals = within(dialog).getByRole('table', { name: 'Droits par revue' });
    const authorsRow = within(sections).getByRole('row', { name: /Auteurs/ });
    expect(authorsRow.textContent).toContain('Oui');
    expect(within(sections).getByRole('row', { name: /Images/ }).textContent).toContain('Non');
    const bjs = within(periodicals).getByRole('row', { name: /BJS/ });
    expect(within(bjs).getAllByRole('cell').map((c) => c.textContent)).toEqual(['BJS', 'Oui', 'Non', 'Non', 'Non']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await dialogClosed();

    fireEvent.click(screen.getByRole('button', { name: /Rémi Rédaction \(redaction\)/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'auth.logout')).toBe(true));
  });
});

describe('quick search', () => {
  it('searches the current section, else the articles list', () => {
    expect(quickSearchPath('/auteurs/3', ' Dupont ', ['ADMIN'])).toBe('/auteurs?query=Dupont');
    expect(quickSearchPath('/admin/lots', 'droit social', ['ADMIN'])).toBe('/articles?query=droit+social');
    expect(quickSearchPath('/lots/2', 'x', ['VIEWER'])).toBe('/auteurs?query=x');
    expect(quickSearchPath('/images', '  ', ['ADMIN'])).toBe('/images');
  });

  it('Ctrl+K focuses the box and Enter opens the list with ?query=', async () => {
    const { router } = renderApp('/publicites', signedIn(['ADMIN']));
    const box = await screen.findByRole('combobox', { name: 'Recherche rapide' });
    expect(box.getAttribute('placeholder')).toBe('Rechercher…');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
    });
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: 'Salon' } });
    const form = box.closest('form');
    if (!form) throw new Error('the quick search box sits in a search form');
    fireEvent.submit(form);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/publicites?query=Salon'));
    expect(await screen.findByRole('heading', { name: /pour "Salon" dans Publicités$/, level: 1 })).toBeTruthy();
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('Salon'));
  });
});
