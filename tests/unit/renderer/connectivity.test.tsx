import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { createBridge } from '@shared/bridge-client';
import { AppProviders } from '../../../src/renderer/app/AppProviders';
import { createQueryClient } from '../../../src/renderer/app/query-client';
import { reconnectedAtAtom } from '../../../src/renderer/features/connectivity/connectivity-atoms';
import { OnlineOnlyButton } from '../../../src/renderer/features/connectivity/OnlineOnlyButton';
import { useConnectivitySync } from '../../../src/renderer/features/connectivity/useConnectivitySync';
import { useOnlineOnly } from '../../../src/renderer/features/connectivity/useOnlineOnly';
import { fakeRawBridge, ok, renderApp, signedIn } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/authors/list/AuthorListPage';
import '../../../src/renderer/features/images/list/ImageListPage';

afterEach(cleanup);

const OFFLINE = { online: false, cachedAt: '2026-11-22T13:05:00Z' };

describe('the offline banner', () => {
  it('appears while core cannot reach the server, with the date of the data in Paris time, and goes away', async () => {
    const { raw } = renderApp('/auteurs', signedIn(['ADMIN']));
    await screen.findByRole('tablist', { name: 'Sections' });
    expect(screen.queryByText(/Hors ligne/)).toBeNull();
    // The sync subscribes, then asks connectivity.get: once asked, an event can no longer be missed.
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'connectivity.get')).toBe(true));

    act(() => raw.emit('connectivity.changed', OFFLINE));
    expect(await screen.findByText('Hors ligne — données du 22/11/2026 à 14:05')).toBeTruthy();

    act(() => raw.emit('connectivity.changed', { online: true, cachedAt: null }));
    await waitFor(() => expect(screen.queryByText(/Hors ligne/)).toBeNull());
  });

  it('shows at sign-in when connectivity.get already says offline', async () => {
    renderApp('/images', signedIn(['ADMIN']), { 'connectivity.get': () => ok(OFFLINE) });
    expect(await screen.findByText('Hors ligne — données du 22/11/2026 à 14:05')).toBeTruthy();
  });
});

describe('useOnlineOnly', () => {
  function Screen() {
    useConnectivitySync();
    const online = useOnlineOnly();
    return (
      <>
        <OnlineOnlyButton>Enregistrer</OnlineOnlyButton>
        <span data-testid="state">{`${String(online.disabled)} ${online.tooltip ?? '-'}`}</span>
      </>
    );
  }

  it('disables an action that changes data while offline, with the tooltip "Indisponible hors ligne"', async () => {
    const raw = fakeRawBridge({ 'connectivity.get': () => ok({ online: true, cachedAt: null }) });
    const onClick = vi.fn();
    function WithClick() {
      useConnectivitySync();
      return <OnlineOnlyButton onClick={onClick}>Supprimer</OnlineOnlyButton>;
    }
    render(
      <AppProviders bridge={createBridge(raw)} store={createStore()}>
        <Screen />
        <WithClick />
      </AppProviders>,
    );
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'connectivity.get')).toBe(true));
    expect(screen.getByTestId('state').textContent).toBe('false -');
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    expect(save.getAttribute('aria-disabled')).toBeNull();

    act(() => raw.emit('connectivity.changed', OFFLINE));
    expect(screen.getByTestId('state').textContent).toBe('true Indisponible hors ligne');
    const remove = screen.getByRole('button', { name: 'Supprimer' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(remove);
    expect(onClick).not.toHaveBeenCalled();
    // Described by its tooltip, and still focusable so that the keyboard reaches it.
    const tooltip = document.getElementById(remove.getAttribute('aria-describedby') ?? '');
    expect(tooltip?.getAttribute('role')).toBe('tooltip');
    expect(tooltip?.textContent).toBe('Indisponible hors ligne');
    act(() => remove.focus());
    expect(document.activeElement).toBe(remove);

    act(() => raw.emit('connectivity.changed', { online: true, cachedAt: null }));
    expect(screen.getByRole('button', { name: 'Supprimer' }).getAttribute('aria-disabled')).toBeNull();
  });
});

describe('back online', () => {
  it('invalidates every query so that screens refresh by themselves', async () => {
    const raw = fakeRawBridge({ 'connectivity.get': () => ok(OFFLINE) });
    const queryClient = createQueryClient();
    const store = createStore();
    let fetches = 0;
    function List() {
      useConnectivitySync();
      const { data } = useQuery({ queryKey: ['authors'], queryFn: () => Promise.resolve((fetches += 1)) });
      return <span data-testid="fetches">{data ?? 0}</span>;
    }
    render(
      <AppProviders bridge={createBridge(raw)} store={store} queryClient={queryClient}>
        <List />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('fetches').textContent).toBe('1'));
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'connectivity.get')).toBe(true));
    expect(store.get(reconnectedAtAtom)).toBeNull();

    act(() => raw.emit('connectivity.changed', { online: false, cachedAt: OFFLINE.cachedAt }));
    expect(fetches).toBe(1);
    act(() => raw.emit('connectivity.changed', { online: true, cachedAt: null }));
    await waitFor(() => expect(screen.getByTestId('fetches').textContent).toBe('2'));
    expect(store.get(reconnectedAtAtom)).not.toBeNull();
  });
});
