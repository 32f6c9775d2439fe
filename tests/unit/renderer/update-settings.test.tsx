import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UpdateFeedSource, UpdateStatus } from '@shared/domain/updates';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import { CONFIG, fail, ok, renderApp, SETTINGS, signedIn, type Answer } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/settings/SettingsPage';

const DESKTOP = { ...CONFIG, host: 'electron', version: '0.1.0' };

/** The settings page in the desktop app, its updater answering `status` until the test changes it. */
function renderUpdates(status: UpdateStatus, answers: Record<string, (args: unknown[]) => Answer> = {}, feed: UpdateFeedSource = { from: 'build' }) {
  const rendered = renderApp('/parametres', signedIn(['ADMIN']), {
    'app.getConfig': () => ok(DESKTOP),
    'settings.get': () => ok(SETTINGS),
    'updates.getStatus': () => ok(status),
    'updates.getFeed': () => ok(feed),
    ...answers,
  });
  return { ...rendered, section: async () => within(await screen.findByRole('region', { name: 'Mises à jour' })) };
}

describe('the "Mises à jour" settings section', () => {
  it('shows where the feed comes from, with no address to type, then follows the update to its installation', async () => {
    const { raw, section } = renderUpdates({ state: 'idle' });
    const updates = await section();
    expect(await updates.findByText('l’adresse fixée à la construction de Pupitre.')).toBeTruthy();
    expect(updates.queryByRole('textbox')).toBeNull();
    expect(updates.queryByRole('button', { name: 'Enregistrer l’adresse' })).toBeNull();

    act(() => raw.emit('updates.changed', { state: 'checking' }));
    await waitFor(() => expect(updates.getByRole('status').textContent).toBe('Vérification en cours…'));
    act(() => raw.emit('updates.changed', { state: 'available', version: '0.2.0' }));
    await waitFor(() => expect(updates.getByRole('status').textContent).toBe('La version 0.2.0 est disponible : téléchargement en cours…'));
    expect(updates.queryByRole('button', { name: 'Redémarrer et installer' })).toBeNull();
    act(() => raw.emit('updates.changed', { state: 'downloaded', version: '0.2.0' }));
    await waitFor(() => expect(updates.getByRole('status').textContent).toBe('La version 0.2.0 est téléchargée : redémarrez Pupitre pour l’installer.'));
    fireEvent.click(await updates.findByRole('button', { name: 'Redémarrer et installer' }));
    await waitFor(() => expect(raw.calls.map((c) => c.name)).toContain('updates.install'));
    expect(raw.calls.map((c) => c.name)).not.toContain('settings.update');
  });

  it('names the administrator’s policy file and its address, or says the address there is refused', async () => {
    const { section } = renderUpdates({ state: 'idle' }, {}, { from: 'policy', file: '/etc/pupitre/policy.json', url: 'https://maj.example.com/pupitre/' });
    const updates = await section();
    expect(await updates.findByText('https://maj.example.com/pupitre/, fixée par l’administrateur (/etc/pupitre/policy.json).')).toBeTruthy();
  });

  it('says a refused policy address stops updates', async () => {
    const { section } = renderUpdates({ state: 'error', message: 'L’adresse des mises à jour doit être en https.' }, {}, { from: 'policy', file: '/etc/pupitre/policy.json', url: null });
    const updates = await section();
    expect(await updates.findByText('l’adresse fixée par l’administrateur (/etc/pupitre/policy.json) est refusée : aucune mise à jour n’est cherchée.')).toBeTruthy();
  });

  it('checks on demand and says when it was up to date, in Paris time; a failure is told with its reason', async () => {
    const { raw, section } = renderUpdates(
      { state: 'error', message: 'La mise à jour a échoué : net::ERR_NAME_NOT_RESOLVED' },
      { 'updates.check': () => ok({ state: 'upToDate', checkedAt: '2026-11-26T09:30:00.000Z' }) },
    );
    const updates = await section();
    await waitFor(() => expect(updates.getByRole('status').textContent).toBe('Échec de la mise à jour : La mise à jour a échoué : net::ERR_NAME_NOT_RESOLVED'));
    fireEvent.click(updates.getByRole('button', { name: 'Vérifier maintenant' }));
    await waitFor(() => expect(updates.getByRole('status').textContent).toBe('Pupitre est à jour (version 0.1.0) — vérifié le 26/11/2026 à 10:30.'));
    expect(raw.calls.filter((c) => c.name === 'updates.check')).toHaveLength(1);
  });

  it('tells a refused installation in French', async () => {
    const { store, section } = renderUpdates({ state: 'downloaded', version: '0.2.0' }, { 'updates.install': () => fail({ code: 'NOT_ALLOWED', message: 'Aucune mise à jour n’est téléchargée.' }) });
    const updates = await section();
    fireEvent.click(await updates.findByRole('button', { name: 'Redémarrer et installer' }));
    await waitFor(() => expect(store.get(notificationsAtom).map((n) => [n.message, n.options.variant])).toEqual([['La mise à jour n’a pas pu être installée.', 'error']]));
  });

  it('says in the browser that there are no updates, with no address to set', async () => {
    const { section } = renderUpdates({ state: 'unavailable', reason: 'web' }, { 'app.getConfig': () => ok(CONFIG) });
    const updates = await section();
    expect(await updates.findByText('Dans le navigateur, il n’y a pas de mise à jour : elles ne concernent que l’application de bureau.')).toBeTruthy();
    expect(updates.queryByText('Flux de mises à jour :')).toBeNull();
    expect(updates.queryByRole('button', { name: 'Vérifier maintenant' })).toBeNull();
  });
});
