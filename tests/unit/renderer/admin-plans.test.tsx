import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BundlePlanTemplateDetail } from '@shared/domain/bundle';
import type { AdministeredPublicationPlan } from '@shared/domain/plan-admin';
import { paths } from '../../../src/renderer/app/paths';
import { ok, passesContract, renderApp, signedIn } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/admin/plans/BundlePlanListPage';
import '../../../src/renderer/features/admin/plans/BundlePlanFormPage';
import '../../../src/renderer/features/admin/plans/PublicationPlanAdminPage';
import '../../../src/renderer/features/articles/list/ArticleListPage';

/** The plan administration screens (spec 2 §2.9, §5, §6) driven by their French labels, against a fake bridge. */

const TEMPLATE = {
  id: 3, bundlePlanVersionId: 9, name: 'Dossier sociétés', type: 'FOLDER', periodicalId: 'BJS', enable: true,
  plan: [{ id: 's1', name: 'Présentation', type: 'CONTAINER', sub: [], planNodeId: null }],
  modificationDate: '2025-05-30T09:15:00Z', bundleCount: 0,
} satisfies BundlePlanTemplateDetail;
const USED = { ...TEMPLATE, id: 4, name: 'Panorama annuel', type: 'PANORAMA', periodicalId: 'GDP', bundleCount: 2 } satisfies BundlePlanTemplateDetail;

const PERIODICALS = [
  { id: 'BJS', label: 'Bulletin Joly Sociétés' },
  { id: 'GDP', label: 'Gazette du Palais' },
];
const common = { 'periodicals.list': () => ok(PERIODICALS) };
const ADMIN = signedIn(['ADMIN']);

describe('bundle plan list (spec 2 §2.9)', () => {
  it('searches page 0 by 10, offers edit, copy and delete, and refuses deleting a used template', async () => {
    const { raw } = renderApp(paths.bundlePlans(), ADMIN, {
      ...common,
      'bundlePlans.search': () => ok({ result: [TEMPLATE, USED], resultCount: 2 }),
      'bundlePlans.delete': () => ok(undefined),
    });
    expect(await screen.findByText('Dossier sociétés')).toBeTruthy();
    expect(raw.calls.find((c) => c.name === 'bundlePlans.search')?.args).toEqual([{ page: 0, size: 10 }]);
    expect(screen.getByText('Panorama')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier Dossier sociétés' }).getAttribute('href')).toBe(paths.bundlePlanEdit(3));
    expect(screen.getByRole('link', { name: 'Dupliquer Dossier sociétés' }).getAttribute('href')).toBe(paths.bundlePlanDuplicate(3));
    expect(screen.getByRole('button', { name: 'Supprimer Panorama annuel' }).getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Dossier sociétés' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer le plan de lot' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'bundlePlans.delete' && c.args[0] === 3)).toBe(true));
    expect(await screen.findByText('Plan de lot « Dossier sociétés » supprimé.')).toBeTruthy();
  });

  it('reads the periodical filter from the URL and resets it', async () => {
    const { raw, router } = renderApp(`${paths.bundlePlans()}?periodicalIds=GDP`, ADMIN, { ...common, 'bundlePlans.search': () => ok({ result: [USED], resultCount: 1 }) });
    expect(await screen.findByText('Panorama annuel')).toBeTruthy();
    expect(raw.calls.find((c) => c.name === 'bundlePlans.search')?.args).toEqual([{ page: 0, size: 10, periodicalIds: ['GDP'] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('bundle plan form (spec 2 §2.9, §5)', () => {
  it('creates a plan: a refused reference link shows its error and keeps "Ajouter" disabled; a good one is added', async () => {
    const { raw } = renderApp(paths.bundlePlanCreate(), ADMIN, { ...common, 'bundlePlans.create': (args) => ok({ ...TEMPLATE, id: 12, name: (args[0] as { name: string }).name }), 'bundlePlans.search': () => ok({ result: [], resultCount: 0 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveau plan de lot' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Ajouter un niveau à « Structure du plan de lot »' });
    const add = within(form).getByRole('button', { name: 'Ajouter' });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(form).getByLabelText(/Nom du niveau/), { target: { value: 'Textes' } });
    expect(add.hasAttribute('disabled')).toBe(false);
    fireEvent.change(within(form).getByLabelText('Lien de renvoi (facultatif)'), { target: { value: 'lextenso' } });
    expect(within(form).getByText(/Lien de renvoi non reconnu/)).toBeTruthy();
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(form).getByLabelText('Lien de renvoi (facultatif)'), { target: { value: 'Loi n° 2019-486 du 22 mai 2019' } });
    expect(add.hasAttribute('disabled')).toBe(false);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'À la racine' }));
    // Enter adds.
    fireEvent.submit(form);
    const tree = screen.getByRole('tree', { name: 'Structure du plan de lot' });
    await waitFor(() => expect(within(tree).getByRole('treeitem', { name: /Textes/ })).toBeTruthy());

    // Title, periodical and type are required.
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le titre est obligatoire.')).toBeTruthy();
    expect(screen.getByText('La revue est obligatoire.')).toBeTruthy();
    expect(screen.getByText('Le type est obligatoire.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Titre/ }), { target: { value: 'Veille législative' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Revue/ }), { target: { value: 'BJS' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Type/ }), { target: { value: 'BOARD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'bundlePlans.create')).toBe(true));
    const input = raw.calls.find((c) => c.name === 'bundlePlans.create')?.args[0];
    expect(input).toEqual({
      name: 'Veille législative',
      type: 'BOARD',
      periodicalId: 'BJS',
      plan: [expect.objectContaining({ type: 'CONTAINER', name: '<renvoi type="url" refid="Loi n° 2019-486 du 22 mai 2019">Textes</renvoi>' })],
    });
    expect(await screen.findByText('Plan de lot « Veille législative » créé.')).toBeTruthy();
  });

  it('edits a plan with its periodical fixed and sends the version read', async () => {
    const { raw } = renderApp(paths.bundlePlanEdit(3), ADMIN, { ...common, 'bundlePlans.get': () => ok(TEMPLATE), 'bundlePlans.update': () => ok(TEMPLATE), 'bundlePlans.search': () => ok({ result: [], resultCount: 0 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan de lot « Dossier sociétés »' })).toBeTruthy();
    expect(screen.getByText('La revue d’un plan de lot ne change pas.')).toBeTruthy();
    expect((screen.getByDisplayValue('[BJS] - Bulletin Joly Sociétés') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Titre/ }), { target: { value: 'Dossier sociétés 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'bundlePlans.update')).toBe(true));
    expect(raw.calls.find((c) => c.name === 'bundlePlans.update')?.args).toEqual([
      3,
      { bundlePlanVersionId: 9, name: 'Dossier sociétés 2', type: 'FOLDER', enable: true, plan: [expect.objectContaining({ id: 's1', name: 'Présentation' })] },
    ]);
  });

  it('duplicates a plan as a new one named after it, periodical free', async () => {
    const { raw } = renderApp(paths.bundlePlanDuplicate(3), ADMIN, { ...common, 'bundlePlans.get': () => ok(TEMPLATE), 'bundlePlans.create': () => ok({ ...TEMPLATE, id: 13 }), 'bundlePlans.search': () => ok({ result: [], resultCount: 0 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Duplication de « Dossier sociétés »' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Titre/ }) as HTMLInputElement).value).toBe('Copie de Dossier sociétés');
    fireEvent.change(screen.getByRole('combobox', { name: /Revue/ }), { target: { value: 'GDP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'bundlePlans.create')).toBe(true));
    expect(raw.calls.find((c) => c.name === 'bundlePlans.create')?.args[0]).toEqual({
      name: 'Copie de Dossier sociétés',
      type: 'FOLDER',
      periodicalId: 'GDP',
      plan: [expect.objectContaining({ id: 's1', name: 'Présentation' })],
    });
  });
});

const PLAN = {
  id: 21, periodicalId: 'GDP', year: 2025, number: '5', planVersion: 4,
  plan: [
    { id: 'c1', name: 'Doctrine', type: 'CONTAINER', planNodeId: 'GDP-DOC', sub: [{ id: '301', name: 'Un article', type: 'ARTICLE', sub: [] }] },
    { id: 'c2', name: 'Agenda', type: 'CONTAINER', planNodeId: 'GDP-AGENDA', sub: [] },
  ],
} satisfies AdministeredPublicationPlan;

describe('publication plan administration (spec 2 §2.9)', () => {
  const answers = { ...common, 'planAdmin.getPublicationPlan': () => ok(PLAN), 'publications.periodicalPlan': () => ok([]) };

  it('saves a plan read without a version (spec 2 §3 has none) without one', async () => {
    const { planVersion: _planVersion, ...unversioned } = PLAN;
    const { raw } = renderApp(paths.publicationPlan(21), ADMIN, {
      ...answers,
      'planAdmin.getPublicationPlan': () => ok(unversioned),
      'planAdmin.savePublicationPlan': () => ok({ ...unversioned, name: 'GDP_2025_5' }),
    });
    const tree = await screen.findByRole('tree', { name: 'Rubriques de GDP_2025_5' });
    const form = screen.getByRole('form', { name: 'Ajouter un niveau à « Rubriques de GDP_2025_5 »' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'À la racine' }));
    fireEvent.change(within(form).getByLabelText(/Nom du niveau/), { target: { value: 'Chroniques' } });
    fireEvent.submit(form);
    await waitFor(() => expect(within(tree).getByRole('treeitem', { name: /Chroniques/ })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'planAdmin.savePublicationPlan')).toBe(true));
    const args = raw.calls.find((c) => c.name === 'planAdmin.savePublicationPlan')?.args ?? [];
    expect(args[1]).not.toHaveProperty('planVersion');
    expect(passesContract('planAdmin.savePublicationPlan', args)).toBe(true);
  });

  it('shows periodical_year_number and the rubriques alone, refuses a sibling of the same name, saves the rubriques', async () => {
    const { raw } = renderApp(paths.publicationPlan(21), ADMIN, { ...answers, 'planAdmin.savePublicationPlan': () => ok({ ...PLAN, name: 'GDP_2025_5' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'GDP_2025_5' })).toBeTruthy();
    const tree = screen.getByRole('tree', { name: 'Rubriques de GDP_2025_5' });
    expect(within(tree).queryByRole('treeitem', { name: /Un article/ })).toBeNull();
    expect(within(tree).getByRole('treeitem', { name: /Doctrine/ }).textContent).toContain('1 élément');

    const form = screen.getByRole('form', { name: 'Ajouter un niveau à « Rubriques de GDP_2025_5 »' });
    expect(within(form).queryByLabelText('Lien de renvoi (facultatif)')).toBeNull();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'À la racine' }));
    fireEvent.change(within(form).getByLabelText(/Nom du niveau/), { target: { value: 'agenda' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Impossible : une rubrique « agenda » existe déjà à ce niveau.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Nom du niveau/), { target: { value: 'Chroniques' } });
    fireEvent.submit(form);
    await waitFor(() => expect(within(tree).getByRole('treeitem', { name: /Chroniques/ })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'planAdmin.savePublicationPlan')).toBe(true));
    const [id, save] = raw.calls.find((c) => c.name === 'planAdmin.savePublicationPlan')?.args ?? [];
    expect(id).toBe(21);
    expect(save).toEqual({
      planVersion: 4,
      plan: [
        expect.objectContaining({ id: 'c1', sub: [] }),
        expect.objectContaining({ id: 'c2' }),
        expect.objectContaining({ name: 'Chroniques', type: 'CONTAINER' }),
      ],
    });
  });

  it('cancels after the unsaved-changes question: the user goes to the root, the changes dropped, the plan read again when it opens next', async () => {
    const { raw, router } = renderApp(paths.publicationPlan(21), ADMIN, { ...answers, 'articles.search': () => ok({ result: [], resultCount: 0 }) });
    await screen.findByRole('heading', { level: 1, name: 'GDP_2025_5' });
    const form = screen.getByRole('form', { name: 'Ajouter un niveau à « Rubriques de GDP_2025_5 »' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'À la racine' }));
    fireEvent.change(within(form).getByLabelText(/Nom du niveau/), { target: { value: 'Brouillon' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Modifications non enregistrées')).toBeTruthy();
    const reads = raw.calls.filter((c) => c.name === 'planAdmin.getPublicationPlan').length;
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    // With changes, Cancel asks first (issue 25, item 8).
    const question = await screen.findByRole('alertdialog', { name: 'Modifications non enregistrées' });
    fireEvent.click(within(question).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(paths.publicationPlan(21)));
    // The plan is read again the next time it opens, without the dropped change.
    await router.navigate(paths.publicationPlan(21));
    await waitFor(() => expect(raw.calls.filter((c) => c.name === 'planAdmin.getPublicationPlan').length).toBeGreaterThan(reads));
  });
});

describe('admin plan screens behind the page guard (spec 2 §6)', () => {
  it.each([paths.bundlePlans(), paths.bundlePlanCreate(), paths.customBundleEdit(40), paths.publicationPlan(21), '/admin/organisation-revues'])(
    'shows "Accès refusé" to a manager at %s',
    async (path) => {
      const { raw } = renderApp(path, signedIn(['MANAGER_BJS', 'MANAGER_DEF', 'EDITOR_GDP'], 'Rémi Rédaction', 'redaction'), common);
      expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeTruthy();
      expect(raw.calls.some((c) => c.name.startsWith('planAdmin.') || c.name.startsWith('bundlePlans.'))).toBe(false);
    },
  );
});
