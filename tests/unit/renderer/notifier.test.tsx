import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { createBridge } from '@shared/bridge-client';
import { AppProviders } from '../../../src/renderer/app/AppProviders';
import {
  closeNotificationAtom,
  enqueueNotificationAtom,
  notificationsAtom,
  removeNotificationAtom,
} from '../../../src/renderer/features/notifications/notifications-atoms';
import { useNotify, type Notify } from '../../../src/renderer/features/notifications/useNotify';
import { fakeRawBridge } from './harness';

afterEach(cleanup);

describe('notifier state (spec 1 §4: enqueue, close, remove)', () => {
  it('enqueues with a key, variant, options and closeable by default', () => {
    const store = createStore();
    const key = store.set(enqueueNotificationAtom, 'Copié', { variant: 'success' });
    expect(store.get(notificationsAtom)).toEqual([
      { key, message: 'Copié', options: { variant: 'success' }, dismissed: false, closeable: true },
    ]);
    const other = store.set(enqueueNotificationAtom, 'Erreur', { variant: 'error', closeable: false });
    expect(other).not.toBe(key);
    expect(store.get(notificationsAtom).map((n) => [n.options.variant, n.closeable])).toEqual([
      ['success', true],
      ['error', false],
    ]);
  });

  it('does not show the same caller key twice while it is on screen', () => {
    const store = createStore();
    store.set(enqueueNotificationAtom, 'Un', { variant: 'warning', key: 'k' });
    store.set(enqueueNotificationAtom, 'Un', { variant: 'warning', key: 'k' });
    expect(store.get(notificationsAtom)).toHaveLength(1);
  });

  it('close dismisses one notification, or all without a key; remove drops it', () => {
    const store = createStore();
    const a = store.set(enqueueNotificationAtom, 'A', { variant: 'success' });
    const b = store.set(enqueueNotificationAtom, 'B', { variant: 'warning' });
    store.set(closeNotificationAtom, a);
    expect(store.get(notificationsAtom).map((n) => [n.key, n.dismissed])).toEqual([
      [a, true],
      [b, false],
    ]);
    store.set(closeNotificationAtom);
    expect(store.get(notificationsAtom).every((n) => n.dismissed)).toBe(true);
    store.set(removeNotificationAtom, a);
    expect(store.get(notificationsAtom).map((n) => n.key)).toEqual([b]);
  });
});

describe('notifier on screen', () => {
  it('shows a toast with a "Fermer" action that closes it', async () => {
    const store = createStore();
    let notify: Notify | undefined;
    function Probe() {
      notify = useNotify();
      return null;
    }
    render(
      <AppProviders bridge={createBridge(fakeRawBridge({}))} store={store}>
        <Probe />
      </AppProviders>,
    );
    let key = '';
    act(() => {
      key = notify?.warning("Cette fonctionnalité n'est pas implémentée dans ce lot.") ?? '';
    });
    expect(await screen.findByText("Cette fonctionnalité n'est pas implémentée dans ce lot.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(store.get(notificationsAtom).find((n) => n.key === key)?.dismissed ?? true).toBe(true));
  });

  it('shows a title above the message and one action that runs and closes it', async () => {
    const store = createStore();
    let notify: Notify | undefined;
    function Probe() {
      notify = useNotify();
      return null;
    }
    render(
      <AppProviders bridge={createBridge(fakeRawBridge({}))} store={store}>
        <Probe />
      </AppProviders>,
    );
    const opened: string[] = [];
    let key = '';
    act(() => {
      key =
        notify?.success('Le placard de la publication BJS_2025_4 est prêt.', {
          title: 'Placard prêt',
          action: { label: 'Ouvrir le PDF', run: () => opened.push('placard') },
        }) ?? '';
    });
    expect(await screen.findByText('Placard prêt')).toBeTruthy();
    expect(screen.getByText('Le placard de la publication BJS_2025_4 est prêt.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le PDF' }));
    expect(opened).toEqual(['placard']);
    await waitFor(() => expect(store.get(notificationsAtom).find((n) => n.key === key)?.dismissed ?? true).toBe(true));
  });

  it('shows a notification raised before the app was rendered', async () => {
    const store = createStore();
    store.set(enqueueNotificationAtom, 'Le dossier surveillé est introuvable.', { variant: 'error' });
    render(<AppProviders bridge={createBridge(fakeRawBridge({}))} store={store}>{null}</AppProviders>);
    expect(await screen.findByText('Le dossier surveillé est introuvable.')).toBeTruthy();
  });

  it('shows the next notification once the queue has emptied', async () => {
    const store = createStore();
    render(<AppProviders bridge={createBridge(fakeRawBridge({}))} store={store}>{null}</AppProviders>);
    act(() => void store.set(enqueueNotificationAtom, 'Premier', { variant: 'success' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(store.get(notificationsAtom)).toEqual([]));
    act(() => void store.set(enqueueNotificationAtom, 'Second', { variant: 'warning' }));
    expect(await screen.findByText('Second')).toBeTruthy();
  });
});
