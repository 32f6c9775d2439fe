import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { methods } from '@shared/contract';
import type { HttpMethod, RequestOptions, RestClient } from '../../../src/core/http/rest-client';
import { createAuthorHandlers } from '../../../src/core/authors/handlers';
import { specAuthor } from '../../support/spec-author';
import { ok, renderApp, signedIn, type Answer } from './harness';
import { termValue } from './media-harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/authors/view/AuthorViewPage';
import '../../../src/renderer/features/authors/edit/AuthorEditPage';

afterEach(cleanup);

/**
 * The author screens against a back-office answering spec 1 §3's shapes (issue 32): contacts as lists of
 * entries carrying their `contact` (professional, personal, other), author images formatted IMG_LARGE /
 * IMG_THUMBNAIL. The author goes through core's handlers, as in the app; what core sends is kept.
 */

const MANAGER = signedIn(['ADMIN_AUTHORS'], 'Régis Rédaction', 'redaction');

function throughCore() {
  const sent: { method: HttpMethod; path: string; body: unknown }[] = [];
  const rest = {
    request: (method: HttpMethod, path: string, options: RequestOptions = {}) => {
      sent.push({ method, path, body: options.body });
      return path === '/api/author/5' ? Promise.resolve(specAuthor()) : Promise.reject(new Error(`${method} ${path}`));
    },
  } as unknown as RestClient;
  const handlers = createAuthorHandlers({ rest, extensions: { has: () => Promise.resolve(true) } });
  // The arguments as main and the web host pass them on: checked and parsed by the contract.
  const answers: Record<string, (args: unknown[]) => Answer> = {
    'authors.get': async (args) => ok(await handlers['authors.get'](...methods['authors.get'].args.parse(args))),
    'authors.update': async (args) => ok(await handlers['authors.update'](...methods['authors.update'].args.parse(args))),
    'periodicals.list': () => ok([]),
  };
  return { sent, answers };
}

describe('an author answered with spec 1 §3’s contact lists', () => {
  it('shows a contact card per kind that has content, and the images’ format', async () => {
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
          PROFESSIONAL: [],
          PERSONAL: [{ street: '27 avenue Louise', complement: '', postCode: '1050', city: 'Bruxelles', country: 'BELGIQUE', fav: false, contact: 'PERSONAL' }],
          OTHER: [],
        },
      }),
    });
  });
});
