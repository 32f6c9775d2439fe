import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SearchProposal } from '@shared/domain/search';
import { ok, renderApp, signedIn, type Answer } from './harness';
import { publication } from './publications-fixture';
import { QUICK_SEARCH_DEBOUNCE_MS } from '../../../src/renderer/features/shell/QuickSearch';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/ads/list/AdListPage';
import '../../../src/renderer/features/admin/exports/ExportPage';
import '../../../src/renderer/features/articles/list/ArticleListPage';
import '../../../src/renderer/features/authors/view/AuthorViewPage';
import '../../../src/renderer/features/authors/list/AuthorListPage';
import '../../../src/renderer/features/images/view/ImageViewPage';
import '../../../src/renderer/features/ads/view/AdViewPage';
import '../../../src/renderer/features/articles/view/ArticleViewPage';
import '../../../src/renderer/features/bundles/view/BundleViewPage';
import '../../../src/renderer/features/publications/organise/PublicationOrganizePage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ADMIN = signedIn(['ADMIN']);
const LECTEUR = signedIn(['VIEWER'], 'Léo Lecteur', 'lecteur');
const MEDIAS = signedIn(['ADMIN_IMAGES', 'ADMIN_ADS'], 'Mia Médias', 'medias');
const MANAGER = signedIn(['MANAGER_BJS'], 'Max Manager', 'redaction');

const PROPOSALS: SearchProposal[] = [
  { type: 'QUERY', id: 'ville', label: 'ville' },
  { type: 'AUTHOR', id: 1, label: 'Étienne de Villeneuve' },
  { type: 'AUTHOR', id: 7, label: 'Claire Villemain' },
  { type: 'IMAGE', id: 31, label: 'Portrait Villeneuve', collection: 'AUTHOR', authorId: 1 },
  { type: 'IMAGE', id: 32, label: 'Vue de la ville', collection: 'ILLUSTRATION', authorId: null },
  { type: 'AD', id: 5, label: 'Salon de la ville', collection: 'ADVERTISEMENT' },
  { type: 'ARTICLE', id: 400, label: 'La ville et le droit' },
  { type: 'BUNDLE', id: 9, label: 'Dossier villes' },
  { type: 'PUBLICATION', id: 3, label: 'BJS_2024_3 - Bulletin Joly Sociétés n° 3' },
];

function proposalCalls(raw: { calls: { name: string; args: unknown[] }[] }): string[] {
  return raw.calls.filter((c) => c.name === 'search.proposals').map((c) => c.args[0] as string);
}

function renderSearch(path: string, answer: (args: unknown[]) => Answer = () => ok(PROPOSALS), state = ADMIN) {
  return renderApp(path, state, {
    'search.proposals': answer,
    'authors.search': () => ok({ result: [], resultCount: 0 }),
    'search.counts': () => ok({ author: 0, image: 0, ad: 0, parution: 0, article: 0 }),
    // The organise page a publication leads to reads it (an unknown one sends back to the list).
    'publications.get': () => ok(publication(3, { periodicalId: 'BJS', year: 2024, number: '3', name: 'BJS_2024_3', status: 'PUBLISHING' })),
  });
}

async function box(): Promise<HTMLInputElement> {
  return (await screen.findByRole('combobox', { name: 'Recherche rapide' })) as HTMLInputElement;
}

function type(input: HTMLInputElement, value: string): void {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
}

describe('quick search suggestions', () => {
  it('asks once typing pauses, for the last text only; an empty text asks nothing', async () => {
    const { raw } = renderSearch('/publicites');
    const input = await box();
    type(input, 'v');
    type(input, 'vi');
    type(input, 'vil');
    type(input, 'ville');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions de recherche' });
    await within(listbox).findByRole('option', { name: 'Étienne de Villeneuve' });
    expect(proposalCalls(raw)).toEqual(['ville']);

    // Nothing asked for a blank text, even once the debounce has run out (on the test's clock).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    type(input, '   ');
    await act(() => vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS));
    expect(proposalCalls(raw)).toEqual(['ville']);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('groups the proposals by type under the free-text entry of the current section', async () => {
    renderSearch('/publicites');
    const input = await box();
    type(input, 'ville');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions de recherche' });
    await within(listbox).findByRole('option', { name: 'Étienne de Villeneuve' });
    const options = within(listbox).getAllByRole('option').map((o) => o.textContent);
    expect(options[0]).toBe('Rechercher ville dans Publicités');
    // The server's own QUERY proposal is the free entry: not twice.
    expect(options.filter((o) => o?.startsWith('Rechercher'))).toHaveLength(1);
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual([
      'Auteurs',
      'Images',
      'Publicités',
      'Articles',
      'Lots',
      'Publications',
    ]);
    expect(within(screen.getByRole('group', { name: 'Auteurs' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Étienne de Villeneuve',
      'Claire Villemain',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
  });

  it('the free entry searches the articles list outside a searchable section', async () => {
    const { router } = renderSearch('/admin/export');
    const input = await box();
    type(input, 'ville');
    const free = await screen.findByRole('option', { name: 'Rechercher ville dans Articles' });
    fireEvent.click(free);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/articles?query=ville'));
  });

  it('arrows move the active option (aria-activedescendant) and Enter chooses it; Escape closes', async () => {
    const { router } = renderSearch('/publicites');
    const input = await box();
    type(input, 'ville');
    await screen.findByRole('option', { name: 'Claire Villemain' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('Claire Villemain');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent).toBe('Étienne de Villeneuve');

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await screen.findByRole('listbox')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auteurs/1'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Enter without a chosen suggestion still opens the section list with ?query=', async () => {
    const { router } = renderSearch('/auteurs');
    const input = await box();
    type(input, 'ville');
    await screen.findByRole('listbox');
    const form = input.closest('form');
    if (!form) throw new Error('the quick search box sits in a search form');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.search).toBe('?query=ville'));
    expect(router.state.location.pathname).toBe('/auteurs');
  });

  it('drops an answer to an older text', async () => {
    let release: (value: Answer) => void = () => undefined;
    const slow = new Promise<Answer>((resolve) => (release = resolve));
    const { raw } = renderSearch('/auteurs', (args) =>
      args[0] === 'vil' ? slow.then((a) => a) : ok([{ type: 'AUTHOR', id: 7, label: 'Claire Villemain' }]),
    );
    const input = await box();
    type(input, 'vil');
    await waitFor(() => expect(proposalCalls(raw)).toEqual(['vil']));
    type(input, 'villem');
    expect(await screen.findByRole('option', { name: 'Claire Villemain' })).toBeTruthy();
    await act(async () => {
      release(ok([{ type: 'AUTHOR', id: 99, label: 'Ancienne réponse' }]));
      await slow;
    });
    expect(screen.queryByRole('option', { name: 'Ancienne réponse' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Claire Villemain' })).toBeTruthy();
  });
});

describe('choosing a suggestion navigates by type', () => {
  const cases: { option: string; path: string; state?: ReturnType<typeof signedIn> }[] = [
    { option: 'Étienne de Villeneuve', path: '/auteurs/1' },
    { option: 'Portrait Villeneuve', path: '/auteurs/1' },
    { option: 'Vue de la ville', path: '/images/32' },
    { option: 'Salon de la ville', path: '/publicites/5' },
    { option: 'La ville et le droit', path: '/articles/400' },
    { option: 'Dossier villes', path: '/lots/9' },
    { option: 'BJS_2024_3 - Bulletin Joly Sociétés n° 3', path: '/publications/3/organiser' },
    {
      option: 'BJS_2024_3 - Bulletin Joly Sociétés n° 3',
      path: `/publications?publicationFilter=${encodeURIComponent('BJS_2024_3 - Bulletin Joly Sociétés n° 3').replace(/%20/g, '+')}`,
      state: MEDIAS,
    },
    // A manager may not open the publication list: the organise page, as for the other two roles of spec 1 §2.
    { option: 'BJS_2024_3 - Bulletin Joly Sociétés n° 3', path: '/publications/3/organiser', state: MANAGER },
  ];
  for (const c of cases) {
    it(`${c.option}${c.state ? ` (${c.state.user?.username ?? ''})` : ''} -> ${c.path}`, async () => {
      const { router } = renderSearch('/auteurs', () => ok(PROPOSALS), c.state);
      const input = await box();
      type(input, 'ville');
      fireEvent.click(await screen.findByRole('option', { name: c.option }));
      await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(c.path));
    });
  }
});

describe('quick search and the screens an account may open (spec 2 §6)', () => {
  it('shows no proposal of a type the account may not open, whatever the back-office sends', async () => {
    renderSearch('/auteurs', () => ok(PROPOSALS), LECTEUR);
    const input = await box();
    type(input, 'ville');
    await screen.findByRole('option', { name: 'Étienne de Villeneuve' });
    expect(screen.queryByRole('group', { name: 'Publications' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Articles' })).toBeNull();
  });

  it('Enter on a publication’s organise page sends a manager to the articles, the list they may open', async () => {
    const { router } = renderSearch('/publications/3/organiser', () => ok(PROPOSALS), MANAGER);
    const input = await box();
    type(input, 'ville');
    expect(await screen.findByRole('option', { name: 'Rechercher ville dans Articles' })).toBeTruthy();
    const form = input.closest('form');
    if (!form) throw new Error('the quick search box sits in a search form');
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/articles?query=ville'));
  });
});
