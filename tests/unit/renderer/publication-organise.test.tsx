import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PublicationDetail } from '@shared/domain/publication';
import { fail, ok, passesContract, renderApp, signedIn } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/publications/organise/PublicationOrganizePage';
import '../../../src/renderer/features/publications/list/PublicationListPage';
import '../../../src/renderer/features/articles/list/ArticleListPage';

const PUBLICATION = {
  id: 3, name: 'GDP_2025_3', periodicalId: 'GDP', periodicalLabel: 'Gazette du Palais', year: 2025, number: '3', editionType: 'STANDARD',
  startDate: '2025-01-21', endDate: '2025-01-21', closingDate: null, status: 'IN_PROGRESS', modificationDate: '2025-05-30T09:15:00Z',
  publicationOnlineDate: null, scheduledDate: null, username: null, validationDate: null, lastPrinterPdfProcessStatus: null,
  lastAvailablePlacardProcessStatus: null, lastRequestPlacardProcessStatus: null, lastRequestPlacardProcess: null, allArticlesReady: false,
  title: 'Gazette du Palais — 21 janvier 2025', text: null, articleId: null, imageId: null, version: 1, planVersion: 4, charVolume: 0,
  creationDate: '2025-01-01T00:00:00Z', creationUser: null, modificationUser: null, lastPrinterPdfProcess: null, lastAvailablePlacardProcess: null,
  plan: [{ id: 'GDP-PRO', name: 'Vie professionnelle', type: 'CONTAINER', planNodeId: 'GDP-PRO', sub: [{ id: '12', name: 'Les honoraires de résultat', type: 'ARTICLE', planNodeId: 'GDP-PRO', sub: [] }] }],
} satisfies PublicationDetail;

const answers = {
  'publications.get': () => ok(PUBLICATION),
  'publications.planCandidates': () => ok({ result: [], resultCount: 0 }),
  'publications.characterVolume': () => ok(13733),
  'publications.periodicalPlan': () => ok([{ id: 'GDP-AGENDA', name: 'Agenda', type: 'CONTAINER', planNodeId: 'GDP-AGENDA', sub: [] }]),
  'articles.search': () => ok({ result: [], resultCount: 0 }),
  'periodicals.list': () => ok([]),
};

describe('publication organise page', () => {
  it('shows the summary, the plan and its volume, and lets an admin add a missing rubrique', async () => {
    renderApp('/publications/3/organiser', signedIn(['ADMIN']), answers);
    expect(await screen.findByRole('heading', { name: 'Chemin de fer GDP_2025_3' })).toBeTruthy();
    const tree = await screen.findByRole('tree', { name: 'Chemin de fer' });
    expect(within(tree).getByRole('treeitem', { name: /Les honoraires de résultat/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Volume total : 13 733 signes')).toBeTruthy());
    screen.getByRole('button', { name: 'Ajouter la rubrique « Agenda »' }).click();
    await waitFor(() => expect(within(tree).getByRole('treeitem', { name: /Agenda/ })).toBeTruthy());
    expect(screen.getByText('Modifications non enregistrées')).toBeTruthy();
  });

  it('saves a plan read without a planVersion (spec 2 §3 has none) without one', async () => {
    const { version: _version, planVersion: _planVersion, ...unversioned } = PUBLICATION;
    const { raw } = renderApp('/publications/3/organiser', signedIn(['ADMIN']), { ...answers, 'publications.get': () => ok(unversioned), 'publications.savePlan': () => ok(unversioned) });
    const tree = await screen.findByRole('tree', { name: 'Chemin de fer' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter la rubrique « Agenda »' }));
    await waitFor(() => expect(within(tree).getByRole('treeitem', { name: /Agenda/ })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Chemin de fer enregistré.')).toBeTruthy();
    const args = raw.calls.find((c) => c.name === 'publications.savePlan')?.args ?? [];
    expect(args[1]).toMatchObject({ plan: expect.arrayContaining([expect.objectContaining({ name: 'Agenda' })]) as unknown });
    expect(args[1]).not.toHaveProperty('planVersion');
    expect(passesContract('publications.savePlan', args)).toBe(true);
  });

  it('shows the cover by its image’s thumbnail and name and its article’s title and periodical (spec 2 §7)', async () => {
    renderApp('/publications/3/organiser', signedIn(['ADMIN']), {
      ...answers,
      'publications.get': () => ok({ ...PUBLICATION, imageId: 6, articleId: 12 }),
      'illustrations.get': () => ok({ id: 6, name: 'Palais de justice', version: 2 }),
      'articles.base': () => ok({ id: 12, title: 'Les honoraires de <i>résultat</i>', periodicalId: 'GDP' }),
    });
    const summary = await screen.findByRole('region', { name: 'Résumé de la publication' });
    expect(await within(summary).findByText('Palais de justice (n° 6)')).toBeTruthy();
    expect(summary.querySelector('img')?.getAttribute('src')).toMatch(/image\/6\?size=THUMBNAIL&version=2$/);
    await waitFor(() => expect(summary.textContent).toContain('Les honoraires de résultat — GDP (n° 12)'));
  });

  it('is read-only, with the reason, for an editor without the plan roles', async () => {
    renderApp('/publications/3/organiser', signedIn(['EDITOR_GDP'], 'Romain', 'redaction'), answers);
    expect(await screen.findByText(/Lecture seule :/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });

  it('a publication that cannot be read sends back to the list with an error', async () => {
    const { router } = renderApp('/publications/3/organiser', signedIn(['ADMIN']), {
      ...answers,
      'publications.get': () => fail({ code: 'HTTP', status: 404, message: 'Publication introuvable : 3.' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/publications'));
    expect(await screen.findByText(/Publication introuvable : 3\./)).toBeTruthy();
  });

  // Spec 2 §6: the publication list is Tl, Dl, Bl; a manager is sent to a page it may open (issue 22).
  it('leads a manager who may not open the publication list by the trail to the issue’s articles', async () => {
    const manager = signedIn(['MANAGER_GDP'], 'Romain', 'redaction');
    const { router } = renderApp('/publications/3/organiser', manager, answers);
    const trail = await screen.findByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(trail).getByRole('link', { name: 'Articles' }).getAttribute('href')).toBe('/articles?publicationFilter=GDP_2025_3');
    fireEvent.click(within(trail).getByRole('link', { name: 'Articles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));
    expect(router.state.location.search).toBe('?publicationFilter=GDP_2025_3');
  });

  it('a publication that cannot be read sends a manager to the article list', async () => {
    const { router } = renderApp('/publications/3/organiser', signedIn(['MANAGER_GDP'], 'Romain', 'redaction'), {
      ...answers,
      'publications.get': () => fail({ code: 'HTTP', status: 404, message: 'Publication introuvable : 3.' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));
    expect(await screen.findByText(/Publication introuvable : 3\./)).toBeTruthy();
  });
});
