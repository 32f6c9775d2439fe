import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ArticleDialog } from '../../../src/renderer/features/articles/actions/ArticleDialog';
import { ROLES, articleRow, renderWith } from './article-fixture';
import { ok } from './harness';

/** Spec 2 §2.8, §4 Article dialog, §5: field dependencies, modes and the three saves. */

const PLAN = [{ id: 'soc', name: 'Social', type: 'CONTAINER', planNodeId: 'BJS-SOC', sub: [] }];
const answers = {
  'publications.byPeriodical': () => ok([{ id: 7, name: 'BJS_2025_7', status: 'IN_PROGRESS' }, { id: 6, name: 'BJS_2025_6', status: 'PUBLISHED' }]),
  'bundles.byPeriodical': () => ok([]),
  'bundles.byPublication': () => ok([]),
  'bundlePlans.byPeriodical': () => ok([]),
  'publications.periodicalPlan': () => ok(PLAN),
  'articles.tags': () => ok(['1', '2']),
  'articles.create': () => ok(articleRow({ id: 99 })),
};
const noop = () => undefined;
const select = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) }) as HTMLSelectElement;

describe('new-article dialog', () => {
  it('publication waits for a periodical; the periodical clears publication and plan node', async () => {
    renderWith(<ArticleDialog open mode="CREATE" onClose={noop} />, ROLES.admin, answers);
    await screen.findByRole('option', { name: /Bulletin Joly/ });
    expect(select('Publication').disabled).toBe(true);
    fireEvent.change(select('Revue'), { target: { value: 'BJS' } });
    await screen.findByRole('option', { name: 'BJS_2025_7' });
    // The periodical's publications (GET /api/publication/periodical/{id}), those still open.
    expect(screen.queryByRole('option', { name: 'BJS_2025_6' })).toBeNull();
    fireEvent.change(select('Publication'), { target: { value: '7' } });
    await screen.findByRole('option', { name: 'Social' });
    fireEvent.change(select('Rubrique'), { target: { value: 'BJS-SOC' } });
    fireEvent.change(select('Revue'), { target: { value: 'GDP' } });
    await waitFor(() => expect(select('Publication').value).toBe(''));
    expect(select('Rubrique').value).toBe('');
  });

  it('BRIEF un-requires the title; save and close creates then closes', async () => {
    let closed = false;
    const { raw } = renderWith(<ArticleDialog open mode="CREATE" onClose={() => (closed = true)} />, ROLES.admin, answers);
    await screen.findByRole('option', { name: /Bulletin Joly/ });
    fireEvent.change(select('Revue'), { target: { value: 'BJS' } });
    await screen.findByRole('option', { name: 'Social' });
    fireEvent.change(select('Rubrique'), { target: { value: 'BJS-SOC' } });
    fireEvent.change(select('Type'), { target: { value: 'BRIEF' } });
    expect(screen.getByText('Une brève n’a pas de titre.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et fermer' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(raw.calls.find((c) => c.name === 'articles.create')?.args).toEqual([
      { periodicalId: 'BJS', title: '', type: 'BRIEF', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: [] },
    ]);
  });

  it('refuses a save without the required fields', async () => {
    const { raw } = renderWith(<ArticleDialog open mode="CREATE" onClose={noop} />, ROLES.admin, answers);
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await screen.findByText('La revue est obligatoire.')).toBeTruthy();
    expect(raw.calls.some((c) => c.name === 'articles.create')).toBe(false);
  });

  it('save and continue opens the editor of the new article', async () => {
    const { router } = renderWith(<ArticleDialog open mode="CREATE" onClose={noop} />, ROLES.admin, answers);
    await screen.findByRole('option', { name: /Bulletin Joly/ });
    fireEvent.change(select('Revue'), { target: { value: 'BJS' } });
    await screen.findByRole('option', { name: 'Social' });
    fireEvent.change(select('Rubrique'), { target: { value: 'BJS-SOC' } });
    fireEvent.change(select('Type'), { target: { value: 'BRIEF' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles/99/modifier'));
  });

  it('the bundle picker is for the roles that add an article to a bundle (spec 2 §6, the smaller set)', async () => {
    renderWith(<ArticleDialog open mode="CREATE" onClose={noop} />, ROLES.production, answers);
    await screen.findByRole('option', { name: /Bulletin Joly/ });
    fireEvent.change(select('Revue'), { target: { value: 'BJS' } });
    expect(await screen.findByText('Réservé à l’administrateur et aux rôles administrateur des articles ou manager de la revue BJS.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Lot' }) as HTMLInputElement).disabled).toBe(true);
    cleanup();
    renderWith(<ArticleDialog open mode="CREATE" onClose={noop} />, ROLES.redaction, answers);
    await screen.findByRole('option', { name: /Bulletin Joly/ });
    fireEvent.change(select('Revue'), { target: { value: 'BJS' } });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Lot' }) as HTMLInputElement).disabled).toBe(false));
  });

  it('copy and move offer every type of an article and carry the one chosen (spec 2 §2.8); a bundle keeps its plan’s', async () => {
    let closed = false;
    const { raw } = renderWith(<ArticleDialog open mode="COPY" article={articleRow()} onClose={() => (closed = true)} />, ROLES.redaction, {
      ...answers,
      'articles.copy': () => ok(articleRow({ id: 43 })),
    });
    await screen.findByRole('option', { name: 'Social' });
    const type = select('Type');
    expect(type.disabled).toBe(false);
    // A manager creates the restricted types only; a copy may be of any (STUDY and FORMULATE too).
    expect([...type.options].map((o) => o.value).filter(Boolean)).toEqual(['BRIEF', 'THREADED', 'INTERVIEW', 'COMMENTARY', 'FOCUS', 'STUDY', 'FORMULATE']);
    fireEvent.change(type, { target: { value: 'STUDY' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et fermer' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(raw.calls.find((c) => c.name === 'articles.copy')?.args).toEqual([
      42,
      { periodicalId: 'BJS', publicationId: 7, bundleId: null, planNodeId: 'BJS-SOC', type: 'STUDY', title: 'Le <i>bail</i> commercial' },
    ]);
    cleanup();
    renderWith(<ArticleDialog open mode="MOVE" article={articleRow({ isBundle: true, nature: 'COMPLEXE', type: 'FOLDER' })} onClose={noop} />, ROLES.admin, answers);
    expect(await screen.findByText('Le type d’un lot est celui de son plan.')).toBeTruthy();
    expect(select('Type').disabled).toBe(true);
  });

  it('move modes fix the periodical; MOVE_MULTIPLE shows no title and no create-another', async () => {
    renderWith(<ArticleDialog open mode="MOVE_MULTIPLE" articles={[articleRow({ id: 1 }), articleRow({ id: 2 })]} onClose={noop} />, ROLES.admin, answers);
    await screen.findByRole('option', { name: /Bulletin Joly/ });
    expect(select('Revue').disabled).toBe(true);
    expect(screen.queryByText('Titre')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer et créer un autre' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer et continuer' })).toBeNull();
  });
});
