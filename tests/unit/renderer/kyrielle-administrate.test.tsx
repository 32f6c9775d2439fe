import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KyrielleTree } from '@shared/domain/kyrielle';
import { ok, passesContract, renderApp, signedIn } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/KyrielleLayout';
import '../../../src/renderer/features/kyrielle/administrate/KyrielleAdministratePage';

const TREE: KyrielleTree = {
  id: 3, type: 'ETUDES_BOURSE', name: 'Études bourse', version: 2, modifiedAt: '2026-01-01T00:00:00Z', modifiedBy: null, publishedAt: null,
  nodes: [
    { id: 'eb-marches', name: 'Marchés', sub: [], documentUnits: [{ documentId: 'OXY-1', title: 'Étude', nodeId: 'eb-marches', type: 'OXYGEN', alert: false, pointerId: 1 }] },
    { id: 'eb-info', name: 'Information financière', sub: [], documentUnits: [] },
  ],
};

describe('kyrielle administration screen', () => {
  it('creates a trimmed element, adds it to the chosen level, renames it with Enter and saves the levels with their units', async () => {
    const saves: unknown[][] = [];
    renderApp('/kyrielle/administrateTree/3', signedIn(['KYRIELLE'], 'Kyrielle', 'kyrielle'), {
      'kyrielle.tree': () => ok(TREE),
      'kyrielle.adminSave': (args: unknown[]) => {
        saves.push(args);
        return ok(TREE);
      },
    });
    const tree = await screen.findByRole('tree', { name: 'Structure de « Études bourse »' });
    const name = screen.getByLabelText('Nom de l’élément');
    fireEvent.change(name, { target: { value: '  Dérivés  ' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    fireEvent.click(within(tree).getByText('Information financière'));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter « Dérivés » au niveau choisi' }));
    await waitFor(() => expect(within(tree).getByText('Dérivés')).toBeTruthy());
    fireEvent.click(within(tree).getByRole('button', { name: 'Renommer « Dérivés »' }));
    const field = screen.getByLabelText('Nouveau nom de « Dérivés »');
    fireEvent.change(field, { target: { value: 'Produits dérivés' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(within(tree).getByText('Produits dérivés')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const body = saves[0]?.[1] as KyrielleTree;
    expect(body.version).toBe(2);
    expect(body.nodes[0]?.documentUnits).toHaveLength(1);
    expect(body.nodes[1]?.sub[0]?.name).toBe('Produits dérivés');
  });

  it('saves a tree read without a version (spec 2 §3 has none) without one', async () => {
    const { version: _version, ...unversioned } = TREE;
    const { raw } = renderApp('/kyrielle/administrateTree/3', signedIn(['KYRIELLE'], 'Kyrielle', 'kyrielle'), {
      'kyrielle.tree': () => ok(unversioned),
      'kyrielle.adminSave': () => ok(unversioned),
    });
    const tree = await screen.findByRole('tree', { name: 'Structure de « Études bourse »' });
    const name = screen.getByLabelText('Nom de l’élément');
    fireEvent.change(name, { target: { value: 'Dérivés' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    fireEvent.click(within(tree).getByText('Information financière'));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter « Dérivés » au niveau choisi' }));
    await waitFor(() => expect(within(tree).getByText('Dérivés')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'kyrielle.adminSave')).toBe(true));
    const args = raw.calls.find((c) => c.name === 'kyrielle.adminSave')?.args ?? [];
    expect(args[1]).not.toHaveProperty('version');
    expect(passesContract('kyrielle.adminSave', args)).toBe(true);
  });

  it('deletes an empty level only after the question, and never one holding units', async () => {
    renderApp('/kyrielle/administrateTree/3', signedIn(['KYRIELLE'], 'Kyrielle', 'kyrielle'), { 'kyrielle.tree': () => ok(TREE) });
    const tree = await screen.findByRole('tree', { name: 'Structure de « Études bourse »' });
    fireEvent.click(within(tree).getByText('Marchés'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Retirer/ }).getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(within(tree).getByText('Information financière'));
    fireEvent.click(screen.getByRole('button', { name: /^Retirer/ }));
    expect(await screen.findByText('Êtes-vous sûr de vouloir supprimer ce niveau ?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(within(tree).queryByText('Information financière')).toBeNull());
  });
});
