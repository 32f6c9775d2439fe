import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BundleDetail } from '@shared/domain/bundle';
import type { PlanNode, TreeNode } from '@shared/domain/plan';
import { paths } from '../../../src/renderer/app/paths';
import { rubriquesOnly } from '../../../src/renderer/features/admin/plans/admin-tree';
import { ADMINISTERED_PLAN_REFUSALS as REFUSALS, checkAdministeredRubriques, itemCounts } from '../../../src/shared/rules/administered-plan';
import { fail, ok, passesContract, renderApp, signedIn } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/admin/plans/PeriodicalPlanPage';
import '../../../src/renderer/features/admin/plans/CustomBundleEditPage';

/** The periodical plan and custom bundle screens (spec 2 §2.9), and the publication plan administration's own checks. */

const ADMIN = signedIn(['ADMIN']);
const PERIODICALS = [{ id: 'BJS', label: 'Bulletin Joly Sociétés' }];
const BJS_PLAN: PlanNode[] = [{ id: 'BJS-SOC', name: 'Sociétés', type: 'CONTAINER', planNodeId: 'BJS-SOC', sub: [] }];

describe('periodical plan (spec 2 §2.9)', () => {
  it('edits the chosen periodical’s rubriques, keeps the periodical while dirty, saves them whole', async () => {
    const { raw } = renderApp('/admin/organisation-revues', ADMIN, {
      'periodicals.list': () => ok(PERIODICALS),
      'publications.periodicalPlan': () => ok(BJS_PLAN),
      'publications.byPeriodical': () => ok([]),
      'planAdmin.savePeriodicalPlan': (args) => ok(args[1]),
    });
    expect(await screen.findByText('Choisissez une revue pour modifier son plan.')).toBeTruthy();
    const periodical = screen.getByRole('combobox', { name: 'Revue' });
    await screen.findByRole('option', { name: '[BJS] - Bulletin Joly Sociétés' });
    fireEvent.change(periodical, { target: { value: 'BJS' } });
    const tree = await screen.findByRole('tree', { name: 'Plan de la revue BJS' });
    expect(within(tree).getByRole('treeitem', { name: /Sociétés/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer' }).hasAttribute('disabled')).toBe(true);

    const form = screen.getByRole('form', { name: 'Ajouter un niveau à « Plan de la revue BJS »' });
    expect(within(form).queryByLabelText('Lien de renvoi (facultatif)')).toBeNull();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'À la racine' }));
    fireEvent.change(within(form).getByLabelText(/Nom du niveau/), { target: { value: 'Fiscalité' } });
    fireEvent.submit(form);
    await waitFor(() => expect(within(tree).getByRole('treeitem', { name: /Fiscalité/ })).toBeTruthy());
    expect((periodical as HTMLSelectElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'planAdmin.savePeriodicalPlan')).toBe(true));
    const [id, plan] = raw.calls.find((c) => c.name === 'planAdmin.savePeriodicalPlan')?.args as [string, PlanNode[]];
    expect(id).toBe('BJS');
    expect(plan).toHaveLength(2);
    const added = plan[1];
    // A new rubrique stands for itself: its planNodeId is its id, prefixed by the periodical.
    expect(added?.name).toBe('Fiscalité');
    expect(added?.id).toMatch(/^BJS-[a-z0-9]+$/);
    expect(added?.planNodeId).toBe(added?.id);
    expect(await screen.findByText('Plan de la revue BJS enregistré.')).toBeTruthy();
  });
});

const BUNDLE = {
  id: 40, title: 'Dossier <i>baux commerciaux</i>', type: 'FOLDER', nature: 'COMPLEXE', isBundle: true, periodicalId: 'GDP', publicationId: null,
  publication: null, planNodeId: null, planNode: null, status: 'IN_PROGRESS', locked: false, attached: 'NONE',
  creationDate: '2025-01-10T09:00:00Z', creationUser: 'admin', modificationDate: '2025-05-30T09:15:00Z', modificationUser: null,
  publicationOnlineDate: null, nextPublicationOnlineDate: null, nextPublicationOnlineUsername: null, lastRequestPlacardProcessStatus: null,
  lastAvailablePlacardProcessStatus: null, charVolume: 0, tags: [], bundlePlanVersionId: 2, bundlePlanId: 1, bundlePlanName: 'Dossier',
  version: 1, planVersion: 7, planModificationDate: '2025-05-30T09:15:00Z', planModificationUser: 'admin',
  plan: [{ id: 'part-1', name: 'Première partie', type: 'CONTAINER', planNodeId: null, sub: [{ id: '12', name: 'Un article', type: 'ARTICLE', sub: [] }] }],
} satisfies BundleDetail;

describe('custom bundle edit (spec 2 §2.9)', () => {
  it('titles the page with the bundle id, saves the structure with the version read, and says a 409', async () => {
    let answer = ok({ bundleId: 40, bundlePlanVersionId: 2, planVersion: 8, plan: BUNDLE.plan });
    const { raw } = renderApp(paths.customBundleEdit(40), ADMIN, { 'bundles.get': () => ok(BUNDLE), 'bundles.savePlan': () => answer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lot personnalisé n° 40 — Dossier baux commerciaux' })).toBeTruthy();
    const tree = screen.getByRole('tree', { name: 'Structure du lot 40' });
    expect(within(tree).getByRole('treeitem', { name: /Un article/ })).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Ajouter un niveau à « Structure du lot 40 »' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'À la racine' }));
    fireEvent.change(within(form).getByLabelText(/Nom du niveau/), { target: { value: 'Annexes' } });
    fireEvent.change(within(form).getByLabelText('Lien de renvoi (facultatif)'), { target: { value: 'www.lextenso.fr' } });
    fireEvent.submit(form);
    await waitFor(() => expect(within(tree).getByRole('treeitem', { name: /Annexes/ })).toBeTruthy());

    answer = fail({ code: 'HTTP', status: 409, message: 'Le plan du lot a changé (version 8).' });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Quelqu’un a enregistré ce plan depuis votre lecture : Le plan du lot a changé (version 8).')).toBeTruthy();
    const [id, save] = raw.calls.find((c) => c.name === 'bundles.savePlan')?.args as [number, { planVersion: number; plan: PlanNode[] }];
    expect(id).toBe(40);
    expect(save.planVersion).toBe(7);
    expect(save.plan.at(-1)).toEqual(expect.objectContaining({ type: 'CONTAINER', name: '<renvoi type="url" refid="www.lextenso.fr">Annexes</renvoi>' }));
  });

  it('saves the structure of a bundle read without a plan version (spec 2 §3 has none) without one', async () => {
    const { planVersion: _planVersion, version: _version, ...unversioned } = BUNDLE;
    const { raw } = renderApp(paths.customBundleEdit(40), ADMIN, {
      'bundles.get': () => ok(unversioned),
      'bundles.savePlan': () => ok({ bundleId: 40, bundlePlanVersionId: 2, plan: BUNDLE.plan }),
    });
    const tree = await screen.findByRole('tree', { name: 'Structure du lot 40' });
    const form = screen.getByRole('form', { name: 'Ajouter un niveau à « Structure du lot 40 »' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'À la racine' }));
    fireEvent.change(within(form).getByLabelText(/Nom du niveau/), { target: { value: 'Annexes' } });
    fireEvent.submit(form);
    await waitFor(() => expect(within(tree).getByRole('treeitem', { name: /Annexes/ })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'bundles.savePlan')).toBe(true));
    const args = raw.calls.find((c) => c.name === 'bundles.savePlan')?.args ?? [];
    expect(args[1]).not.toHaveProperty('planVersion');
    expect(passesContract('bundles.savePlan', args)).toBe(true);
  });
});

describe('publication plan administration’s own checks', () => {
  const plan: PlanNode[] = [
    { id: 'c1', name: 'Doctrine', type: 'CONTAINER', sub: [{ id: '5', name: 'Article', type: 'ARTICLE', sub: [] }] },
    { id: 'c2', name: 'Agenda', type: 'CONTAINER', sub: [{ id: 'c3', name: 'Colloques', type: 'CONTAINER', sub: [] }] },
  ];
  const container = (id: string, name: string, children: TreeNode[] = []): TreeNode => ({ id, kind: 'CONTAINER', name, children });

  it('keeps the rubriques alone and counts what each holds', () => {
    expect(rubriquesOnly(plan)).toEqual([{ ...plan[0], sub: [] }, plan[1]]);
    expect([...itemCounts(plan)]).toEqual([['c1', 1], ['c2', 0], ['c3', 0]]);
  });

  it('refuses two siblings of one name (case and markup aside) and a sub-rubrique under a rubrique holding items', () => {
    const counts = itemCounts(plan);
    expect(checkAdministeredRubriques([container('c1', 'Doctrine'), container('c2', 'Agenda')], counts)).toEqual({ allowed: true });
    expect(checkAdministeredRubriques([container('c1', 'Doctrine'), container('n', '<i>doctrine</i> ')], counts)).toEqual({ allowed: false, reason: 'Impossible : une rubrique « doctrine » existe déjà à ce niveau.' });
    expect(checkAdministeredRubriques([container('c2', 'Agenda', [container('a', 'X'), container('b', 'x')])], counts)).toEqual({ allowed: false, reason: REFUSALS.sameName('x') });
    // The same name at two levels is fine.
    expect(checkAdministeredRubriques([container('c2', 'Agenda', [container('a', 'Agenda')])], counts)).toEqual({ allowed: true });
    expect(checkAdministeredRubriques([container('c1', 'Doctrine', [container('n', 'Sous')])], counts)).toEqual({ allowed: false, reason: REFUSALS.holdsItems('Doctrine') });
  });
});
