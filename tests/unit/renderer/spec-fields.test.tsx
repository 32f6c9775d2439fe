import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RestClient } from '../../../src/core/http/rest-client';
import { createPublicationHandlers } from '../../../src/core/publications/handlers';
import { ok, renderApp, signedIn, type Answer } from './harness';
import { ADMIN, PERIODICALS } from './publications-fixture';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/shell/KyrielleLayout';
import '../../../src/renderer/features/publications/list/PublicationListPage';
import '../../../src/renderer/features/publications/organise/PublicationOrganizePage';
import '../../../src/renderer/features/kyrielle/organise/KyrielleOrganizePage';
import '../../../src/renderer/features/kyrielle/administrate/KyrielleAdministratePage';

/**
 * The screens against a back-office that answers only the fields spec 2 lists (issue 32): a publication
 * without the reference server's `name`, `periodicalLabel`, volume, creation and process fields (spec 2 §3),
 * trees listed by id and type (spec 2 §7). The publications go through core's handlers, as in the app.
 */

/** A publication with the fields of spec 2 §3 and no other; the printer PDF's status under its other name. */
const specPublication = (id: number, number: string) => ({
  id, periodicalId: 'BJS', year: 2024, number, editionType: 'STANDARD', startDate: '2024-12-01', endDate: null, closingDate: null,
  status: 'IN_PROGRESS', modificationDate: '2024-12-02T08:00:00Z', publicationOnlineDate: null, scheduledDate: null, username: null,
  validationDate: null, lastPrinterProcessStatus: null, lastAvailablePlacardProcessStatus: null, lastRequestPlacardProcessStatus: null,
  lastRequestPlacardProcess: null, allArticlesReady: false, title: null, text: null, articleId: null, imageId: null, version: 1, planVersion: 1,
  plan: [{ id: 'BJS-SOC', name: 'Sociétés', type: 'CONTAINER', planNodeId: 'BJS-SOC', sub: [] }],
});

const REST: Record<string, unknown> = {
  'POST /api/publication/search': { result: [specPublication(12, '12'), specPublication(13, 'hors-serie')], resultCount: 2 },
  'GET /api/publication/12': specPublication(12, '12'),
  'GET /api/periodical': PERIODICALS,
};

/** Core's publication handlers over a REST client that answers REST's stripped answers. */
function throughCore(): Record<string, (args: unknown[]) => Answer> {
  const rest = {
    request: (method: string, path: string) => (`${method} ${path}` in REST ? Promise.resolve(REST[`${method} ${path}`]) : Promise.reject(new Error(`${method} ${path}`))),
  } as unknown as RestClient;
  const handlers = createPublicationHandlers({ rest, notifier: { notify: () => false }, logger: { info: () => {}, warn: () => {}, error: () => {} }, emit: () => {} });
  return {
    'publications.search': async () => ok(await handlers['publications.search']({})),
    'publications.get': async (args) => ok(await handlers['publications.get'](Number(args[0]))),
    'publications.planCandidates': () => ok({ result: [], resultCount: 0 }),
    'publications.characterVolume': () => ok(0),
    'publications.periodicalPlan': () => ok([]),
    'periodicals.list': () => ok(PERIODICALS),
    'search.counts': () => ok({ author: 0, image: 0, ad: 0, parution: 2, article: 0 }),
  };
}

describe('publications from a back-office without the reference server’s extensions', () => {
  it('lists them by the spec’s identifier periodicalId_year_number, and shows the periodical’s label in the edit dialog', async () => {
    renderApp('/publications', ADMIN, throughCore());
    const grid = await screen.findByRole('table', { name: 'Publications' });
    expect(await within(grid).findByText('BJS_2024_12')).toBeTruthy();
    expect(within(grid).getByText('BJS_2024_hors-serie')).toBeTruthy();
    expect(within(grid).getByRole('link', { name: 'Organiser BJS_2024_12' })).toBeTruthy();
    fireEvent.click(within(grid).getByRole('button', { name: 'Modifier BJS_2024_12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la publication BJS_2024_12' });
    expect((within(dialog).getByLabelText(/Revue/) as HTMLInputElement).value).toBe('[BJS] - Bulletin Joly Sociétés');
  });

  it('titles the organise page, its trail and its summary by that identifier', async () => {
    renderApp('/publications/12/organiser', ADMIN, throughCore());
    expect(await screen.findByRole('heading', { name: 'Chemin de fer BJS_2024_12' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(trail).getByText('BJS_2024_12')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Résumé de la publication' });
    expect(within(summary).getByText('BJS_2024_12')).toBeTruthy();
  });
});

describe('kyrielle trees listed by id and type only (spec 2 §7)', () => {
  const TREES = [
    { id: 1, type: 'ACTES_CLAUSES' },
    { id: 4, type: 'FORMULES_SOCIALES' },
  ];
  const TREE = { id: 4, type: 'FORMULES_SOCIALES', version: 3, modifiedAt: '2026-01-01T00:00:00Z', modifiedBy: null, publishedAt: null, nodes: [{ id: 'fs-rep', name: 'Représentation', sub: [], documentUnits: [] }] };
  const KYRIELLE = signedIn(['KYRIELLE'], 'Kyrielle', 'kyrielle');

  it('titles a tree from its type on the organise screen', async () => {
    renderApp('/kyrielle/organizeTree/4', KYRIELLE, { 'kyrielle.trees': () => ok(TREES), 'kyrielle.tree': () => ok(TREE) });
    const panel = await screen.findByRole('region', { name: 'Formules sociales' });
    expect(within(panel).getByRole('heading', { name: 'Formules sociales' })).toBeTruthy();
    expect(await within(panel).findByRole('tree', { name: 'Formules sociales' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Actes / Clauses' })).toBeTruthy();
  });

  it('titles a tree from its type on the administration screen', async () => {
    renderApp('/kyrielle/administrateTree/4', KYRIELLE, { 'kyrielle.tree': () => ok(TREE) });
    expect(await screen.findByRole('heading', { name: 'Administrer « Formules sociales »' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tree', { name: 'Structure de « Formules sociales »' })).toBeTruthy());
  });
});
