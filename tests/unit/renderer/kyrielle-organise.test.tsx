import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KyrielleTree } from '@shared/domain/kyrielle';
import type { BridgeResult } from '@shared/errors';
import { STILL_SAVING_AFTER_MS } from '../../../src/renderer/components/form/SaveButton';
import { fail, ok, passesContract, renderApp, signedIn } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/KyrielleLayout';
import '../../../src/renderer/features/kyrielle/organise/KyrielleOrganizePage';
import '../../../src/renderer/features/shell/ShellLayout';

const TREES = [
  { id: 1, type: 'ACTES_CLAUSES', name: 'Actes / Clauses' },
  { id: 4, type: 'FORMULES_SOCIALES', name: 'Formules sociales' },
];
const TREE: KyrielleTree = {
  id: 4, type: 'FORMULES_SOCIALES', name: 'Formules sociales', version: 3, modifiedAt: '2026-01-01T00:00:00Z', modifiedBy: null, publishedAt: null,
  nodes: [
    { id: 'fs-contrat', name: 'Contrat de travail', sub: [], documentUnits: [{ documentId: 'OUV-1', title: 'Statuts de SAS', nodeId: 'fs-contrat', type: 'OUVRAGE', alert: true, pointerId: 1 }, { documentId: 'OUV-2', title: 'Pacte', nodeId: 'fs-contrat', type: 'OUVRAGE', alert: false, pointerId: 2 }] },
    { id: 'fs-rep', name: 'Représentation', sub: [], documentUnits: [] },
  ],
};
const PAGE = { content: [{ id: 'OUV-9', title: '<b>Clause</b> d’agrément', countInTree: 0, type: 'OUVRAGE' }], size: 50, number: 0, totalElements: 1, totalPages: 1 };

const answers = (searches: unknown[][] = []) => ({
  'kyrielle.trees': () => ok(TREES),
  'kyrielle.tree': () => ok(TREE),
  'kyrielle.search': (args: unknown[]) => {
    searches.push(args);
    return ok(PAGE);
  },
});

describe('kyrielle organise screen', () => {
  it('asks for a source before searching, then lists the units with their count, and adds one to the chosen level', async () => {
    const searches: unknown[][] = [];
    const { router } = renderApp('/kyrielle/organizeTree/4', signedIn(['KYRIELLE'], 'Kyrielle', 'kyrielle'), answers(searches));
    const tree = await screen.findByRole('tree', { name: 'Formules sociales' });
    expect(screen.getByText('Veuillez sélectionner une source')).toBeTruthy();
    expect(searches).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Ouvrage' }));
    const table = await screen.findByRole('table', { name: 'Unités documentaires trouvées' });
    await waitFor(() => expect(within(table).getByText('OUV-9')).toBeTruthy());
    expect(searches[0]?.[0]).toEqual({ treeId: 4, type: 'OUVRAGE' });
    expect(router.state.location.search).toBe('?source=OUVRAGE');
    expect(within(table).getByText('Clause').tagName).toBe('B');
    expect(screen.getByText('1-1 sur 1')).toBeTruthy();

    fireEvent.click(within(tree).getByText('Représentation'));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter « Clause d’agrément » au niveau choisi' }));
    await waitFor(() => expect(within(tree).getByRole('treeitem', { name: /OUV-9/ })).toBeTruthy());
    expect(within(table).getByLabelText('Placée 1 fois dans le chemin de fer')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Annuler' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the level alert as mixed and sets it whole', async () => {
    renderApp('/kyrielle/organizeTree/4', signedIn(['KYRIELLE'], 'Kyrielle', 'kyrielle'), answers());
    const box = await screen.findByRole('checkbox', { name: 'Alertes des UD de « Contrat de travail »' });
    expect((box as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Alertes des UD de « Contrat de travail »' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByRole('button', { name: 'Alerte sur « Pacte »' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('swaps the window’s title and icon while the tool is shown, and gives them back (spec 2 §2.10)', async () => {
    const { router } = renderApp('/kyrielle/organizeTree/4', signedIn(['KYRIELLE'], 'Kyrielle', 'kyrielle'), answers());
    await screen.findByRole('tree', { name: 'Formules sociales' });
    const icon = () => document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    expect(document.title).toBe('Kyrielle — chemins de fer');
    expect(icon()?.href).toMatch(/^data:image\/svg\+xml,/);
    act(() => void router.navigate('/auteurs'));
    await waitFor(() => expect(icon()).toBeNull());
    expect(document.title).not.toBe('Kyrielle — chemins de fer');
  });

  it('asks before switching tree while dirty', async () => {
    const { router } = renderApp('/kyrielle/organizeTree/4', signedIn(['KYRIELLE'], 'Kyrielle', 'kyrielle'), answers());
    fireEvent.click(await screen.findByRole('button', { name: 'Alerte sur « Pacte »' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Actes / Clauses' }));
    expect(await screen.findByText('Êtes-vous sûr de vouloir changer de CDF sans enregistrer les modifications ?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Changer de CDF' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyrielle/organizeTree/1'));
  });

  it('asks spec 2 §8’s question before leaving the tool with unsaved changes: "Revenir au CdF" stays, "Quitter sans enregistrer" leaves', async () => {
    const LEAVE = 'Êtes-vous sûr de vouloir quitter sans enregistrer les modifications ?';
    const { router } = renderApp('/kyrielle/organizeTree/4', signedIn(['KYRIELLE'], 'Kyrielle', 'kyrielle'), answers());
    fireEvent.click(await screen.findByRole('button', { name: 'Alerte sur « Pacte »' }));
    void router.navigate('/auteurs');
    expect(await screen.findByText(LEAVE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revenir au CdF' }));
    await waitFor(() => expect(screen.queryByText(LEAVE)).toBeNull());
    expect(router.state.location.pathname).toBe('/kyrielle/organizeTree/4');
    void router.navigate('/auteurs');
    fireEvent.click(await screen.findByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auteurs'));
  });

  it('« Annuler » asks whether to abandon the changes: "Abandonner" reads the tree again', async () => {
    let reads = 0;
    renderApp('/kyrielle/organizeTree/4', signedIn(['KYRIELLE'], 'Kyrielle', 'kyrielle'), {
      ...answers(),
      'kyrielle.tree': () => {
        reads += 1;
        return ok(TREE);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Alerte sur « Pacte »' }));
    const before = reads;
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('Êtes-vous sur de vouloir abandonner les modifications apportées ?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abandonner' }));
    await waitFor(() => expect(reads).toBe(before + 1));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Annuler' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('saves a tree read without a version (spec 2 §3 has none) without one', async () => {
    const { version: _version, ...unversioned } = TREE;
    const { raw } = renderApp('/kyrielle/organizeTree/4', signedIn(['KYRIELLE'], 'Kyrielle', 'kyrielle'), { ...answers(), 'kyrielle.tree': () => ok(unversioned), 'kyrielle.save': () => ok(unversioned) });
    fireEvent.click(await screen.findByRole('button', { name: 'Alerte sur « Pacte »' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Chemin de fer enregistré.')).toBeTruthy();
    const args = raw.calls.find((c) => c.name === 'kyrielle.save')?.args ?? [];
    expect(args[0]).toBe(4);
    expect(args[1]).not.toHaveProperty('version');
    expect(passesContract('kyrielle.save', args)).toBe(true);
  });

  it('says a stale save (409) and offers to reload', async () => {
    renderApp('/kyrielle/organizeTree/4', signedIn(['KYRIELLE'], 'Kyrielle', 'kyrielle'), {
      ...answers(),
      'kyrielle.save': () => fail({ code: 'HTTP', status: 409, message: 'Version périmée.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Alerte sur « Pacte »' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/Quelqu’un a enregistré ce chemin de fer entre-temps/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeTruthy();
  });

  it('shows a save in flight for as long as it lasts: « Enregistrement… », then that it is still running, not an error', async () => {
    const still = 'L’enregistrement se poursuit : le serveur travaille encore.';
    let answer: (result: BridgeResult<unknown>) => void = () => undefined;
    renderApp('/kyrielle/organizeTree/4', signedIn(['KYRIELLE'], 'Kyrielle', 'kyrielle'), {
      ...answers(),
      'kyrielle.save': () => new Promise<BridgeResult<unknown>>((resolve) => (answer = resolve)),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Alerte sur « Pacte »' }));
    // The screen's clock from here: the reassurance comes after a few seconds of it, not of the machine's.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect((screen.getByRole('button', { name: 'Enregistrement…' }) as HTMLButtonElement).disabled).toBe(true);
      expect(screen.queryByText(still)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(STILL_SAVING_AFTER_MS));
      expect(screen.getByText(still).getAttribute('role')).toBe('status');
      expect(screen.getByRole('button', { name: 'Enregistrement…' })).toBeTruthy();
      answer(ok(TREE));
      await act(() => vi.advanceTimersByTimeAsync(0));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Chemin de fer enregistré.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(screen.queryByText(still)).toBeNull();
  });

  it('raises KYRIELLE_UD_LOAD when the search fails', async () => {
    renderApp('/kyrielle/organizeTree/4?source=GDA', signedIn(['KYRIELLE'], 'Kyrielle', 'kyrielle'), {
      ...answers(),
      'kyrielle.search': () => fail({ code: 'HTTP', status: 500, message: 'Panne.' }),
    });
    expect(await screen.findByText('Les unités documentaires n’ont pas pu être chargées : Panne.')).toBeTruthy();
  });
});
