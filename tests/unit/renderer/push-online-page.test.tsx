import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PUSH_ONLINE_REFRESH_DELAY_MS, type AdminOnlinePush } from '@shared/domain/online-push';
import type { BridgeResult } from '@shared/errors';
import { COUNTDOWN_TICK_MS } from '@shared/rules/countdown';
import { adminEntryPath } from '../../../src/renderer/app/paths';
import { dialogClosed, ok, renderApp, signedIn } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/admin/push-online/PushOnlinePage';

afterEach(() => {
  vi.useRealTimers();
});

/** The push-online administration (spec 2 §2.9, §4, §9): the rows, the ticking countdown, the actions, the 2 s refresh. */

const S = 1000;
const push = (over: Partial<AdminOnlinePush>): AdminOnlinePush => ({
  id: 1,
  name: null,
  title: 'Veille de septembre',
  executionDate: new Date(Date.now() + 60 * S).toISOString(),
  username: 'Administrateur',
  articleIds: [7],
  publicationId: null,
  status: 'SCHEDULED',
  error: null,
  doneDate: null,
  ...over,
});
const ADMIN = signedIn(['ADMIN']);
const path = adminEntryPath('pushOnline');

describe('push-online page', () => {
  it('shows the name or the id, the title, and a countdown ticking each second, or "Maintenant"', async () => {
    // The test's clock: the countdown reads Date.now on each tick of its interval.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2026-03-02T09:00:00Z') });
    const soon = push({ id: 4, executionDate: new Date(Date.now() + 86_400 * S + 2 * 3600 * S + 60 * S + 5 * S).toISOString() });
    const named = push({ id: 9, name: 'GDP_2025_2', title: 'Gazette du Palais', publicationId: 12, articleIds: [] });
    const late = push({ id: 5, title: 'En retard', executionDate: new Date(Date.now() - 5 * S).toISOString(), status: 'FAILED', error: 'Le serveur de diffusion ne répond pas.' });
    renderApp(path, ADMIN, { 'pushOnline.list': () => ok([late, soon, named]) });
    const table = await screen.findByRole('table', { name: 'Mises en ligne programmées' });
    const row = (text: string) => within(table).getAllByRole('row').find((r) => r.textContent?.includes(text)) as HTMLElement;
    await waitFor(() => expect(row('Veille de septembre')).toBeTruthy());
    // No name: the id stands for it (the id column, then the name column).
    expect(within(row('Veille de septembre')).getAllByText('4')).toHaveLength(2);
    expect(within(row('Gazette du Palais')).getByText('GDP_2025_2')).toBeTruthy();
    const timer = () => within(row('Veille de septembre')).getByRole('timer').textContent;
    expect(timer()).toBe('1 jour 2 heures 1 minute 5 secondes');
    act(() => vi.advanceTimersByTime(COUNTDOWN_TICK_MS - 1));
    expect(timer()).toBe('1 jour 2 heures 1 minute 5 secondes');
    act(() => vi.advanceTimersByTime(1));
    expect(timer()).toBe('1 jour 2 heures 1 minute 4 secondes');
    expect(within(row('En retard')).getByRole('timer').textContent).toBe('Maintenant');
    expect(within(row('En retard')).getByText('Échec : Le serveur de diffusion ne répond pas.')).toBeTruthy();
    // Download only for a push without a name.
    expect(within(row('Veille de septembre')).getByRole('button', { name: 'Télécharger l’export : 4' })).toBeTruthy();
    expect(within(row('Gazette du Palais')).queryByRole('button', { name: /^Télécharger/ })).toBeNull();
  });

  it('shows a spinner while loading and the no-result text when empty', async () => {
    const waiting: ((value: BridgeResult<unknown>) => void)[] = [];
    renderApp(path, ADMIN, { 'pushOnline.list': () => new Promise((resolve) => waiting.push(resolve)) });
    // The screen loads on demand: its list is asked for once its code is there.
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    expect(await screen.findByText('Chargement…')).toBeTruthy();
    waiting.forEach((resolve) => resolve(ok([])));
    expect(await screen.findByText('Aucun résultat')).toBeTruthy();
  });

  it('push now and cancel after their confirmation, the list read again 2 s later; download through the queue', async () => {
    const rows = [push({ id: 3 }), push({ id: 6, title: 'Sélection d’octobre' })];
    const { raw } = renderApp(path, ADMIN, {
      'pushOnline.list': () => ok(rows),
      'pushOnline.pushNow': () => ok(undefined),
      'pushOnline.cancel': () => ok(undefined),
      'pushOnline.download': () => ok({ batchId: 'b' }),
    });
    const lists = () => raw.calls.filter((c) => c.name === 'pushOnline.list').length;
    fireEvent.click(await screen.findByRole('button', { name: 'Mettre en ligne maintenant : 3' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mettre en ligne maintenant ?' });
    // The refresh is a timer of the spec's delay: on the test's clock (its Date too, which timers are checked
    // against) from the confirmation to the refresh.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mettre en ligne' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(raw.calls.find((c) => c.name === 'pushOnline.pushNow')?.args).toEqual([3]);
    expect(screen.getAllByText('Mise en ligne « 3 » effectuée.').length).toBeGreaterThan(0);
    const before = lists();
    // Its actions are put away (gone from the page, whatever the focus manager still hides) until the list is
    // read again, 2 s later.
    expect(screen.queryByLabelText('Mettre en ligne maintenant : 3')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(PUSH_ONLINE_REFRESH_DELAY_MS - 1));
    expect(lists()).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(lists()).toBe(before + 1);
    // Back to the real clock once nothing is left waiting on the test's.
    await act(() => vi.runAllTimersAsync());
    vi.useRealTimers();
    await dialogClosed();

    fireEvent.click(screen.getByRole('button', { name: 'Annuler la livraison : 6' }));
    const cancel = await screen.findByRole('alertdialog', { name: 'Annuler la livraison ?' });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Annuler la livraison' }));
    await waitFor(() => expect(raw.calls.find((c) => c.name === 'pushOnline.cancel')?.args).toEqual([6]));
    expect((await screen.findAllByText('Livraison « 6 » annulée.')).length).toBeGreaterThan(0);
    await dialogClosed();

    fireEvent.click(screen.getByRole('button', { name: 'Télécharger l’export : 3' }));
    await waitFor(() => expect(raw.calls.find((c) => c.name === 'pushOnline.download')?.args).toEqual([3]));
  });
});
