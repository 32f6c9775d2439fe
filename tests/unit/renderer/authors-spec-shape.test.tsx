import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { methods } from '@shared/contract';
import type { HttpMethod, RequestOptions, RestClient } from '../../../src/core/http/rest-client';
import { createAuthorHandlers } from '../../../src/core/authors/handlers';
import { specAuthor, specAuthorRow, specImageSearch } from '../../support/spec-author';
import { ok, renderApp, signedIn, type Answer } from './harness';
import { termValue } from './media-harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/authors/list/AuthorListPage';
import '../../../src/renderer/features/authors/view/AuthorViewPage';
import '../../../src/renderer/features/authors/edit/AuthorEditPage';

afterEach(cleanup);

/**
 * The author screens against a back-office answering spec 1 §3's shapes (issue 32): contacts as lists of
 * entries carrying their `contact` (professional, personal, other), author images formatted IMG_LARGE /
 * IMG_THUMBNAIL without name nor version, search rows as Authors without the list's extras. The author goes
 * through core's handlers, as in the app; what core sends is kept.
 */

const MANAGER = signedIn(['ADMIN_AUTHORS'], 'Régis Rédaction', 'redaction');

/** `imageSearch`: whether the back-office answers the image search (else it fails, as offline never read). */
function throughCore({ imageSearch = true } = {}) {
  const sent: { method: HttpMethod; path: string; body: unknown }[] = [];
  const organisation = { ...specAuthorRow(), id: 6, type: 'ORGANISATION', firstName: null, lastName: 'Conseil supérieur du notariat', addresses: [], images: [], imageAuthorId: null };
  const answer = (path: string): unknown => {
    if (path === '/api/author/5') return specAuthor();
    if (path === '/api/author/search') return { result: [specAuthorRow(), organisation], resultCount: 2 };
    if (path === '/api/image/search' && imageSearch) return specImageSearch();
    return undefined;
  };
  const rest = {
    request: (method: HttpMethod, path: string, options: RequestOptions = {}) => {
      sent.push({ method, path, body: options.body });
      const answered = answer(path);
      return answered === undefined ? Promise.reject(new Error(`${method} ${path}`)) : Promise.resolve(answered);
    },
  } as unknown as RestClient;
  const handlers = createAuthorHandlers({ rest, extensions: { has: () => Promise.resolve(true) } });
  // The arguments as main and the web host pass them on: checked and parsed by the contract.
  const answers: Record<string, (args: unknown[]) => Answer> = {
    'authors.search': async (args) => ok(await handlers['authors.search'](...methods['authors.search'].args.parse(args))),
    'authors.get': async (args) => ok(await handlers['authors.get'](...methods['authors.get'].args.parse(args))),
    'authors.update': async (args) => ok(await handlers['authors.update'](...methods['authors.update'].args.parse(args))),
    'periodicals.list': () => ok([]),
  };
  return { sent, answers };
}

describe('the author list answered with spec 1 §3’s Authors', () => {
  it('shows each row’s name, city and country of the favourite address, and the thumbnail without version', async () => {
    renderApp('/auteurs', MANAGER, throughCore().answers);
    const grid = await screen.findByRole('table', { name: 'Auteurs' });
    const claire = (await within(grid).findByRole('link', { name: 'Claire Lemaire' })).closest('tr') as HTMLElement;
    expect(within(claire).getByText('Bruxelles')).toBeTruthy();
    expect(within(claire).getByText('BELGIQUE')).toBeTruthy();
    expect(within(claire).getByRole('img', { name: 'Image de Claire Lemaire' }).getAttribute('src')).toBe('/media/image/51?size=THUMBNAIL');
    const organisation = within(grid).getByRole('link', { name: 'Conseil supérieur du notariat' }).closest('tr') as HTMLElement;
    expect(within(organisation).getByRole('img', { name: 'Aucune image' })).toBeTruthy();
    expect(within(grid).getByRole('link', { name: 'Modifier Claire Lemaire' })).toBeTruthy();
  });
});

describe('an author answered with spec 1 §3’s contact lists', () => {
  it('shows a contact card per kind that has content, and the images’ format and names (by the image search)', async () => {
    renderApp('/auteurs/5', MANAGER, throughCore().answers);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Madame Claire Lemaire');
    const pro = screen.getByRole('region', { name: 'Professionnel' });
    expect(within(pro).getByRole('link', { name: 'claire.lemaire@cabinet-lyon.fr' })).toBeTruthy();
    expect(within(pro).getByText('+33 4 72 00 00 00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Personnel' })).getByText('1050 Bruxelles')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Autre' })).getByRole('link', { name: 'secretariat@cabinet-lyon.fr' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Agrandir portrait-52.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'portrait-52.jpg' });
    expect(termValue(within(dialog).getByRole('region', { name: "Informations sur l'image" }), 'Format')).toBe('Vignette');
  });

  it('without the image search, shows the enabled images named after their id, the favourite standing for the author', async () => {
    renderApp('/auteurs/5', MANAGER, throughCore({ imageSearch: false }).answers);
    const gallery = await screen.findByRole('list', { name: 'Images de Claire Lemaire' });
    const tiles = within(gallery).getAllByRole('button', { name: /^Agrandir / });
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual(['Agrandir image-51', 'Agrandir image-52']);
    expect(within(gallery).getByRole('button', { name: 'Retirer image-51 des favorites' })).toBeTruthy();
    const picture = within(screen.getByRole('region', { name: "Image de l'auteur" })).getByRole('img', { name: 'Claire Lemaire' });
    // No version (spec 1 §3): the address carries spec 1 §7's `refesh` stamp, the image's last modification.
    expect(picture.getAttribute('src')).toBe(`/media/image/51?size=MEDIUM&refesh=${Date.parse('2025-01-15T10:00:00Z')}`);
  });

  it('edits them and keeps them on save: maps keyed by kind, every entry carrying its kind', async () => {
    const { sent, answers } = throughCore();
    renderApp('/auteurs/5/modifier', MANAGER, answers);
    const lastName = (await screen.findByLabelText(/^Nom/)) as HTMLInputElement;
    const list = (kind: string, legend: string) => within(screen.getByRole('group', { name: kind })).getByRole('group', { name: legend });
    expect((within(list('Professionnel', 'Courriels')).getByLabelText('Courriel') as HTMLInputElement).value).toBe('claire.lemaire@cabinet-lyon.fr');
    expect((within(list('Personnel', 'Adresses')).getByLabelText('Ville') as HTMLInputElement).value).toBe('Bruxelles');

    fireEvent.change(lastName, { target: { value: 'Lemaire-Cœur' } });
    fireEvent.blur(lastName);
    fireEvent.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0] as HTMLElement);
    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/author/5',
      body: expect.objectContaining({
        version: 4,
        lastName: 'Lemaire-Cœur',
        emails: {
          PROFESSIONAL: [{ mail: 'claire.lemaire@cabinet-lyon.fr', fav: true, contact: 'PROFESSIONAL' }],
          PERSONAL: [],
          OTHER: [{ mail: 'secretariat@cabinet-lyon.fr', fav: false, contact: 'OTHER' }],
        },
        phoneNumbers: { PROFESSIONAL: [{ countryCode: 'FR', number: '472000000', type: 'FIX', fav: true, contact: 'PROFESSIONAL' }], PERSONAL: [], OTHER: [] },
        addresses: {
          PROFESSIONAL: [{ street: '3 quai Saint-Antoine', complement: '', postCode: '69002', city: 'Lyon', country: 'FRANCE', fav: false, contact: 'PROFESSIONAL' }],
          PERSONAL: [{ street: '27 avenue Louise', complement: '', postCode: '1050', city: 'Bruxelles', country: 'BELGIQUE', fav: true, contact: 'PERSONAL' }],
          OTHER: [],
        },
      }),
    });
  });
});
