import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BundleDetail } from '@shared/domain/bundle';
import type { PlanCandidate } from '@shared/domain/publication';
import { fail, ok, renderApp, signedIn } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/bundles/organise/BundleOrganizePage';
import '../../../src/renderer/features/articles/list/ArticleListPage';

const BUNDLE = {
  id: 40, title: 'Dossier <i>baux commerciaux</i>', type: 'FOLDER', nature: 'COMPLEXE', isBundle: true, periodicalId: 'GDP', publicationId: 3,
  publication: 'GDP_2025_3', planNodeId: null, planNode: null, status: 'IN_PROGRESS', locked: false, attached: 'NONE',
  creationDate: '2025-01-10T09:00:00Z', creationUser: 'redaction', modificationDate: '2025-05-30T09:15:00Z', modificationUser: null,
  publicationOnlineDate: null, nextPublicationOnlineDate: null, nextPublicationOnlineUsername: null, lastRequestPlacardProcessStatus: null,
  lastAvailablePlacardProcessStatus: null, charVolume: 0, tags: [], bundlePlanVersionId: 2, bundlePlanId: 1, bundlePlanName: 'Dossier en deux parties',
  version: 1, planVersion: 7, planModificationDate: '2025-05-30T09:15:00Z', planModificationUser: 'redaction',
  plan: [{ id: 'part-1', name: 'Première partie', type: 'CONTAINER', planNodeId: null, sub: [] }],
} satisfies BundleDetail;

const CANDIDATE = {
  id: 12, kind: 'ARTICLE', name: 'Les honoraires de résultat', status: 'READY', type: 'COMMENTARY', planNodeId: 'GDP-PRO',
  planNode: { id: 'GDP-PRO', name: 'Vie professionnelle' }, charVolume: 1200, inPlan: false, otherPublication: null, modificationDate: '2025-05-30T09:15:00Z',
} satisfies PlanCandidate;

const answers = {
  'bundles.get': () => ok(BUNDLE),
  'bundles.candidates': () => ok({ result: [CANDIDATE], resultCount: 1 }),
  // The bundle as an article (its actions menu reads it).
  'articles.get': () => ok({ ...BUNDLE, authors: [], isValid: true, isFrontCover: false, isImportant: false, bundleId: null, numberOfPages: null, charDaVolume: 0 }),
  'periodicals.list': () => ok([{ id: 'GDP', label: 'Gazette du Palais' }]),
  'publications.characterVolume': () => ok(1200),
};

async function placeTheArticle() {
  const tree = await screen.findByRole('tree', { name: 'Plan du lot' });
  const section = within(tree).getByRole('treeitem', { name: /Première partie/ });
  // The add button puts it in the chosen section (its rubrique does not bind it in a bundle).
  fireEvent.click(section);
  fireEvent.click(await screen.findByRole('button', { name: 'Ajouter « Les honoraires de résultat » au plan du lot' }));
  await waitFor(() => expect(within(tree).getByRole('treeitem', { name: /Les honoraires de résultat/ })).toBeTruthy());
  return tree;
}

describe('bundle organise page (spec 2 §2.7)', () => {
  it('places a candidate article in a section of the plan and saves it with the plan version', async () => {
    const { raw } = renderApp('/lots/40/organiser', signedIn(['ADMIN']), { ...answers, 'bundles.organize': () => ok({ ...BUNDLE, planVersion: 8 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organiser le lot 40 — Dossier baux commerciaux' })).toBeTruthy();
    expect(screen.getByText('Dossier en deux parties')).toBeTruthy();
    // Articles only: no kind to choose.
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await placeTheArticle();
    expect(screen.getByText('Modifications non enregistrées')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'bundles.organize')).toBe(true));
    const call = raw.calls.find((c) => c.name === 'bundles.organize');
    expect(call?.args).toEqual([40, { planVersion: 7, plan: [expect.objectContaining({ id: 'part-1', sub: [expect.objectContaining({ id: '12', type: 'ARTICLE' })] })] }]);
    expect(await screen.findByText('Plan du lot enregistré.')).toBeTruthy();
  });

  it('says when someone saved the plan in between (409)', async () => {
    renderApp('/lots/40/organiser', signedIn(['ADMIN']), { ...answers, 'bundles.organize': () => fail({ code: 'HTTP', status: 409, message: 'Version 8 enregistrée par redaction.' }) });
    await placeTheArticle();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/Le plan du lot a été modifié par ailleurs .* Version 8 enregistrée par redaction\./)).toBeTruthy();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderApp('/lots/40/organiser', signedIn(['ADMIN']), answers);
    await placeTheArticle();
    act(() => void router.navigate('/articles'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Souhaitez-vous vraiment annuler la saisie en cours ?')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Annuler la saisie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));
  });

  it('is read-only with the reason for a bundle being published', async () => {
    renderApp('/lots/40/organiser', signedIn(['ADMIN']), { ...answers, 'bundles.get': () => ok({ ...BUNDLE, status: 'PUBLISHING' }) });
    expect(await screen.findByText(/Lecture seule : Le lot est en cours de publication/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });

  it('says when the bundle does not exist', async () => {
    renderApp('/lots/99/organiser', signedIn(['ADMIN']), { ...answers, 'bundles.get': () => fail({ code: 'HTTP', status: 404, message: 'Lot introuvable : 99.' }) });
    expect(await screen.findByText('Lot introuvable : 99.')).toBeTruthy();
  });

  it('works from spec 2 §3’s bundle alone: the template and the plan’s last save « Non communiqué », the plan saved without a version', async () => {
    const { locked: _locked, tags: _tags, bundlePlanVersionId: _v, bundlePlanId: _p, bundlePlanName: _n, version: _x, planVersion: _pv, planModificationDate: _d, planModificationUser: _u, ...spec } = BUNDLE;
    const { raw } = renderApp('/lots/40/organiser', signedIn(['ADMIN']), { ...answers, 'bundles.get': () => ok(spec), 'bundles.organize': () => ok(spec) });
    const summary = await screen.findByRole('region', { name: 'Résumé du lot' });
    const value = (term: string) => within(summary).getByText(term).nextElementSibling?.textContent;
    expect(value('Modèle')).toBe('Non communiqué');
    expect(value('Plan enregistré')).toBe('Non communiqué');
    expect(summary.textContent).not.toContain('undefined');
    await placeTheArticle();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Plan du lot enregistré.')).toBeTruthy();
    expect(raw.calls.find((c) => c.name === 'bundles.organize')?.args).toEqual([40, { plan: [expect.objectContaining({ id: 'part-1', sub: [expect.objectContaining({ id: '12' })] })] }]);
  });

  it('says « — » for a bundle made without a template, and the plan’s last save as answered', async () => {
    renderApp('/lots/40/organiser', signedIn(['ADMIN']), { ...answers, 'bundles.get': () => ok({ ...BUNDLE, bundlePlanName: null }) });
    const summary = await screen.findByRole('region', { name: 'Résumé du lot' });
    expect(within(summary).getByText('Modèle').nextElementSibling?.textContent).toBe('—');
    expect(within(summary).getByText('Plan enregistré').nextElementSibling?.textContent).toMatch(/^30\/05\/2025.*11:15 par redaction$/);
  });
});
