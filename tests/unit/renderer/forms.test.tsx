import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { createStore } from 'jotai';
import { RouterProvider, createMemoryRouter, useNavigate } from 'react-router-dom';
import { createBridge } from '@shared/bridge-client';
import { AppProviders } from '../../../src/renderer/app/AppProviders';
import { RouterLink } from '../../../src/renderer/components/RouterLink';
import { DraftRecoveryBar } from '../../../src/renderer/features/forms/DraftRecoveryBar';
import { useDraftRecovery } from '../../../src/renderer/features/forms/useDraftRecovery';
import { useUnsavedChangesGuard } from '../../../src/renderer/features/forms/useUnsavedChangesGuard';
import { dialogClosed, fakeRawBridge, ok, type Answer, type FakeRawBridge } from './harness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const LEAVE = 'Êtes vous sûr de vouloir quitter cette page ? Des modifications en cours pourraient être perdues';

/** An edit screen with one field: dirty once it differs from what was loaded. */
function EditScreen() {
  const [name, setName] = useState('Dupont');
  const dirty = name !== 'Dupont';
  const guard = useUnsavedChangesGuard(dirty);
  const navigate = useNavigate();
  return (
    <>
      <h1>Modification</h1>
      <label>
        Nom
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <RouterLink to="/auteurs">Liste des auteurs</RouterLink>
      <button
        type="button"
        onClick={() => {
          // Saved: the dirty flag has not re-rendered yet, the navigation must not ask.
          guard.allowNextNavigation();
          navigate('/auteurs');
        }}
      >
        Enregistrer
      </button>
      {guard.dialog}
    </>
  );
}

/** A screen that offers its save in the guard; the save answers `succeeds` and, when it does, leaves the screen clean. */
function SavingScreen({ succeeds }: { succeeds: boolean }) {
  const [name, setName] = useState('Dupont');
  const [saved, setSaved] = useState('Dupont');
  const guard = useUnsavedChangesGuard(name !== saved, {
    message: 'Enregistrer avant de quitter ?',
    leaveLabel: 'Quitter sans enregistrer',
    save: {
      label: 'Enregistrer et quitter',
      run: () => {
        if (succeeds) setSaved(name);
        return Promise.resolve(succeeds);
      },
    },
  });
  return (
    <>
      <label>
        Nom
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <RouterLink to="/auteurs">Liste des auteurs</RouterLink>
      {guard.dialog}
    </>
  );
}

function renderRoutes(raw: FakeRawBridge, element: ReactElement, path = '/auteurs/42/modifier') {
  const router = createMemoryRouter(
    [
      { path: '/auteurs/42/modifier', element },
      { path: '/auteurs', element: <h1>Liste</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders bridge={createBridge(raw)} store={createStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('useUnsavedChangesGuard', () => {
  it('lets a clean screen go without asking', async () => {
    renderRoutes(fakeRawBridge({}), <EditScreen />);
    fireEvent.click(screen.getByRole('link', { name: 'Liste des auteurs' }));
    expect(await screen.findByRole('heading', { name: 'Liste' })).toBeTruthy();
  });

  it('asks before leaving a dirty screen: "Rester" stays, "Quitter la page" leaves', async () => {
    const router = renderRoutes(fakeRawBridge({}), <EditScreen />);
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Durand' } });

    fireEvent.click(screen.getByRole('link', { name: 'Liste des auteurs' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitter la page ?' });
    expect(dialog.textContent).toContain(LEAVE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rester' }));
    await dialogClosed();
    expect(router.state.location.pathname).toBe('/auteurs/42/modifier');
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Durand');

    fireEvent.click(screen.getByRole('link', { name: 'Liste des auteurs' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Quitter la page ?' })).getByRole('button', { name: 'Quitter la page' }),
    );
    expect(await screen.findByRole('heading', { name: 'Liste' })).toBeTruthy();
  });

  it('offers a save: "Enregistrer et quitter" saves then leaves', async () => {
    renderRoutes(fakeRawBridge({}), <SavingScreen succeeds />);
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Durand' } });
    fireEvent.click(screen.getByRole('link', { name: 'Liste des auteurs' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitter la page ?' });
    expect(dialog.textContent).toContain('Enregistrer avant de quitter ?');
    expect(within(dialog).getByRole('button', { name: 'Quitter sans enregistrer' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer et quitter' }));
    expect(await screen.findByRole('heading', { name: 'Liste' })).toBeTruthy();
  });

  it('stays when the offered save fails', async () => {
    const router = renderRoutes(fakeRawBridge({}), <SavingScreen succeeds={false} />);
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Durand' } });
    fireEvent.click(screen.getByRole('link', { name: 'Liste des auteurs' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enregistrer et quitter' }));
    await dialogClosed();
    expect(router.state.location.pathname).toBe('/auteurs/42/modifier');
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Durand');
  });

  it('asks the window before unloading while dirty', () => {
    renderRoutes(fakeRawBridge({}), <EditScreen />);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Durand' } });
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('lets the navigation after a save through', async () => {
    renderRoutes(fakeRawBridge({}), <EditScreen />);
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Durand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('heading', { name: 'Liste' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

interface Values {
  name: string;
}

/** An edit screen with draft recovery: "Enregistrer" saves, then discards the draft. */
function DraftScreen({ onRestore }: { onRestore?: (data: Values) => void }) {
  const [values, setValues] = useState<Values>({ name: 'Dupont' });
  const dirty = values.name !== 'Dupont';
  const recovery = useDraftRecovery('authors/edit/42', values, dirty, { debounceMs: 1000 });
  return (
    <>
      <DraftRecoveryBar
        recovery={recovery}
        onRestore={(data) => {
          onRestore?.(data);
          setValues(data);
        }}
      />
      <label>
        Nom
        <input value={values.name} onChange={(e) => setValues({ name: e.target.value })} />
      </label>
      <button type="button" onClick={() => void recovery.discard()}>
        Enregistrer
      </button>
    </>
  );
}

function renderDraft(answers: Record<string, (args: unknown[]) => Answer>, onRestore?: (data: Values) => void) {
  const raw = fakeRawBridge({ 'drafts.load': () => ok(null), ...answers });
  render(
    <AppProviders bridge={createBridge(raw)} store={createStore()}>
      <DraftScreen onRestore={onRestore} />
    </AppProviders>,
  );
  return raw;
}

const draftCalls = (raw: FakeRawBridge, name: string) => raw.calls.filter((c) => c.name === name).map((c) => c.args);

describe('useDraftRecovery', () => {
  it('backs up a dirty form once it has stopped changing for a second', async () => {
    vi.useFakeTimers();
    const raw = renderDraft({});
    const input = screen.getByLabelText('Nom');
    fireEvent.change(input, { target: { value: 'Dur' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.change(input, { target: { value: 'Durand' } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(draftCalls(raw, 'drafts.save')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(draftCalls(raw, 'drafts.save')).toEqual([['authors/edit/42', { name: 'Durand' }]]);

    // Back to what was loaded: nothing more to back up.
    fireEvent.change(input, { target: { value: 'Dupont' } });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(draftCalls(raw, 'drafts.save')).toHaveLength(1);
  });

  it('a save cancels the pending backup and deletes the draft', async () => {
    vi.useFakeTimers();
    const raw = renderDraft({});
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Durand' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(draftCalls(raw, 'drafts.save')).toEqual([]);
    expect(draftCalls(raw, 'drafts.discard')).toEqual([['authors/edit/42']]);
  });

  it('offers a draft found on opening: "Restaurer les modifications non enregistrées" puts it back', async () => {
    const onRestore = vi.fn();
    const raw = renderDraft(
      { 'drafts.load': () => ok({ savedAt: '2026-11-22T13:05:00Z', data: { name: 'Durand (brouillon)' } }) },
      onRestore,
    );
    expect(await screen.findByText('Des modifications non enregistrées du 22/11/2026 à 14:05 ont été retrouvées.')).toBeTruthy();
    expect(draftCalls(raw, 'drafts.load')[0]).toEqual(['authors/edit/42']);
    fireEvent.click(screen.getByRole('button', { name: 'Restaurer les modifications non enregistrées' }));
    expect(onRestore).toHaveBeenCalledWith({ name: 'Durand (brouillon)' });
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Durand (brouillon)');
    expect(screen.queryByText(/ont été retrouvées/)).toBeNull();
    expect(draftCalls(raw, 'drafts.discard')).toEqual([]);
  });

  it('"Ignorer" forgets the draft', async () => {
    const raw = renderDraft({ 'drafts.load': () => ok({ savedAt: '2026-11-22T13:05:00Z', data: { name: 'Durand' } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Ignorer' }));
    expect(screen.queryByText(/ont été retrouvées/)).toBeNull();
    await waitFor(() => expect(draftCalls(raw, 'drafts.discard')).toEqual([['authors/edit/42']]));
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Dupont');
  });
});
