import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { methods, type MethodName } from '@shared/contract';
import type { PublicationSearchRequest } from '@shared/domain/publication';
import { createAdHandlers } from '../../../src/core/ads/handlers';
import type { BackOfficeExtensions } from '../../../src/core/http/extensions';
import type { HttpMethod, RequestOptions, RestClient } from '../../../src/core/http/rest-client';
import { createImageHandlers } from '../../../src/core/images/handlers';
import { specAd, specIllustration, specPublication } from '../../support/spec-media';
import { ok, renderApp, type Answer } from './harness';
import { ADMIN, CONFIG, PERIODICALS, SIZES } from './ads-fixture';
import { termValue } from './media-harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/ads/view/AdViewPage';
import '../../../src/renderer/features/ads/list/AdListPage';
import '../../../src/renderer/features/images/view/ImageViewPage';

afterEach(cleanup);

/**
 * The ad and image screens against a back-office answering only spec 1 §3's fields (issue 32): ads without
 * lock, file type, counts nor upload date, their uses without status; illustrations without publications,
 * counts, framing, `used` nor `canDelete`. They go through core's handlers, as in the app: the screens show
 * what core derives (statuses and publications from the publication search, the lock by its rule, the framing
 * from the characteristics), and say what it cannot know.
 */

const LOCKED = 'Code des sociétés 2025 — pleine page';
const PUBLICATIONS = [specPublication(7, 'GDP', '48', 'PUBLISHED'), specPublication(8, 'BJS', '12', 'IN_PROGRESS')];
const AD_108 = specAd(108, { name: LOCKED, used: true, priority: 'PRIORITY', lastPublicationsModified: [{ publicationId: 7, publicationName: 'GDP_2024_48', title: 'Numéro de fin d’année' }] });
const AD_110 = specAd(110, { name: 'Salon', used: true, lastPublicationsModified: [{ publicationId: 8, publicationName: 'BJS_2024_12', title: null }] });

/** A back-office answering spec 1 §3's shapes; the publication search fails when `publicationsFail`. */
function specRest(publicationsFail = false): RestClient {
  const answers: Record<string, (body: unknown) => unknown> = {
    'GET /api/advertisement/108': () => AD_108,
    'POST /api/image/search': () => ({ result: [AD_108, AD_110], resultCount: 2 }),
    'GET /api/illustration/94': () => specIllustration(94, { name: 'Schéma — procédure collective', lastArticlesModified: [{ articleId: 4, title: 'Donation-partage', type: 'ARTICLE' }] }),
    'GET /api/nomenclature/advertisement/config': () => CONFIG,
    'POST /api/publication/search': (body) => {
      const { publicationFilter = [], imageFilter = [] } = body as PublicationSearchRequest;
      const found = PUBLICATIONS.filter((p) => publicationFilter.includes(p.id) || imageFilter.length > 0);
      return { result: found, resultCount: found.length };
    },
  };
  return {
    request: (method: HttpMethod, path: string, options: RequestOptions = {}) => {
      const answer = answers[`${method} ${path}`];
      if (!answer || (publicationsFail && path === '/api/publication/search')) return Promise.reject(new Error(`${method} ${path}`));
      return Promise.resolve(answer(options.body));
    },
  } as unknown as RestClient;
}

const NO_EXTENSIONS: BackOfficeExtensions = { has: () => Promise.resolve(false) };

/** Core's ad and image handlers over that back-office, the arguments parsed by the contract as the hosts do. */
function throughCore(publicationsFail = false): Record<string, (args: unknown[]) => Answer> {
  const rest = specRest(publicationsFail);
  const handlers = { ...createAdHandlers({ rest }), ...createImageHandlers({ rest, extensions: NO_EXTENSIONS, startDownloads: () => Promise.reject(new Error('aucun')) }) };
  const through = <Name extends keyof typeof handlers & MethodName>(name: Name) => async (args: unknown[]) =>
    ok(await (handlers[name] as (...parsed: unknown[]) => Promise<unknown>)(...(methods[name].args.parse(args) as unknown[])));
  return {
    'ads.get': through('ads.get'),
    'ads.search': through('ads.search'),
    'illustrations.get': through('illustrations.get'),
    'ads.sizes': () => ok(SIZES),
    'ads.config': () => ok(CONFIG),
    'periodicals.list': () => ok(PERIODICALS),
    'search.counts': () => ok({ author: 0, image: 0, ad: 2, parution: 0, article: 0 }),
  };
}

describe('an ad answered with spec 1 §3’s fields', () => {
  it('shows its publication’s status read from the publication search, the lock it makes, and no upload date', async () => {
    renderApp('/publicites/108', ADMIN, throughCore());
    expect(await screen.findByRole('heading', { level: 1, name: LOCKED })).toBeTruthy();
    const uses = screen.getByRole('region', { name: 'Utilisations' });
    expect(within(uses).getByRole('heading', { name: 'Publications' })).toBeTruthy();
    expect(within(uses).getByText('GDP_2024_48 — Numéro de fin d’année')).toBeTruthy();
    expect(within(uses).getByText('Publiée')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Désactiver' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Supprimer' }).getAttribute('aria-disabled')).toBe('true');
    const details = screen.getByRole('region', { name: 'Informations sur la publicité' });
    expect(termValue(details, 'Priorité')).toBe('Prioritaire');
    expect(termValue(details, 'Envoyée le')).toBe('Non renseigné');
    expect(termValue(screen.getByRole('region', { name: 'Informations sur le fichier' }), 'Type de fichier')).toBe('JPEG');
  });

  it('lists the ads, locked by their publications’ statuses only', async () => {
    renderApp('/publicites', ADMIN, throughCore());
    const table = await screen.findByRole('table', { name: 'Publicités' });
    await within(table).findByRole('link', { name: 'Salon' });
    expect(within(table).getByRole('button', { name: `Désactiver ${LOCKED}` }).getAttribute('aria-disabled')).toBe('true');
    expect(within(table).getByRole('button', { name: 'Désactiver Salon' }).getAttribute('aria-disabled')).not.toBe('true');
  });

  it('without the publication search, shows the uses without status and locks nothing', async () => {
    renderApp('/publicites/108', ADMIN, throughCore(true));
    await screen.findByRole('heading', { level: 1, name: LOCKED });
    const uses = screen.getByRole('region', { name: 'Utilisations' });
    expect(within(uses).getByText('GDP_2024_48 — Numéro de fin d’année')).toBeTruthy();
    expect(within(uses).queryByText('Publiée')).toBeNull();
    expect(screen.getByRole('button', { name: 'Supprimer' }).getAttribute('aria-disabled')).not.toBe('true');
  });
});

describe('an illustration answered with spec 1 §3’s Image fields', () => {
  it('shows its publications counted from the publication search, its articles uncounted, the framing of its characteristics', async () => {
    renderApp('/images/94', ADMIN, throughCore());
    expect(await screen.findByRole('heading', { level: 1, name: 'Schéma — procédure collective' })).toBeTruthy();
    const uses = screen.getByRole('region', { name: 'Utilisations' });
    expect(within(uses).getByRole('heading', { name: 'Articles' })).toBeTruthy();
    expect(within(uses).getByRole('heading', { name: 'Publications (2)' })).toBeTruthy();
    expect(within(uses).getByText('Publiée')).toBeTruthy();
    const details = screen.getByRole('region', { name: "Fiche de l'image" });
    expect(termValue(details, 'Type')).toBe('Croquis');
    expect(termValue(details, 'Commentaires')).toBe('Pour la une');
    expect(termValue(details, 'Envoyée le')).toBe('Non renseigné');
    // Used by an article: not deleted, the button says why.
    expect(screen.getByRole('button', { name: 'Supprimer' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('says its publications unknown when the publication search fails', async () => {
    renderApp('/images/94', ADMIN, throughCore(true));
    await screen.findByRole('heading', { level: 1, name: 'Schéma — procédure collective' });
    const uses = screen.getByRole('region', { name: 'Utilisations' });
    await waitFor(() => expect(within(uses).getByText('Les publications qui la montrent ne sont pas connues.')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver' }));
    // Used by its article: disabling it asks first.
    expect(await screen.findByRole('alertdialog', { name: 'Désactiver une image utilisée ?' })).toBeTruthy();
  });
});
