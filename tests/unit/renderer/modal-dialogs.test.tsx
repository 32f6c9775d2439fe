import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createStore } from 'jotai';
import { Button } from '@fluentui/react-components';
import { createBridge } from '@shared/bridge-client';
import { AppProviders } from '../../../src/renderer/app/AppProviders';
import { ConfirmDialog } from '../../../src/renderer/components/ConfirmDialog';
import { fakeRawBridge } from './harness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Past tabster's deferred aria-hidden sweep (250 ms after a change of the DOM or of the active modal). */
const FOCUS_MANAGER_SETTLED_MS = 1000;

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <h1>Publicités</h1>
      <Button onClick={() => setOpen(true)}>Supprimer</Button>
      <ConfirmDialog
        open={open}
        title="Supprimer la publicité ?"
        text="La publicité sera supprimée définitivement."
        confirmLabel="Supprimer"
        onConfirm={() => Promise.resolve(setOpen(false))}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('a modal dialog (Fluent Dialog, tabster modalizer)', () => {
  it('takes the focus on its first button and stays in the accessibility tree; the page behind leaves it', async () => {
    vi.useFakeTimers();
    render(
      <AppProviders bridge={createBridge(fakeRawBridge({}))} store={createStore()}>
        <Page />
      </AppProviders>,
    );
    await act(() => vi.advanceTimersByTimeAsync(FOCUS_MANAGER_SETTLED_MS));

    for (let time = 1; time <= 2; time++) {
      fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
      await act(() => vi.advanceTimersByTimeAsync(FOCUS_MANAGER_SETTLED_MS));
      const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la publicité ?' });
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuler' }));
      expect(screen.queryByRole('heading', { name: 'Publicités' })).toBeNull();

      fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
      await act(() => vi.advanceTimersByTimeAsync(FOCUS_MANAGER_SETTLED_MS));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByRole('heading', { name: 'Publicités' })).toBeTruthy();
    }
  });
});
