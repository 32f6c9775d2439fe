import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { createBridge } from '@shared/bridge-client';
import type { DownloadItem, DownloadsState } from '@shared/domain/files';
import { AppProviders } from '../../../src/renderer/app/AppProviders';
import { useDownload } from '../../../src/renderer/features/downloads/useDownload';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import { CONFIG, fail, fakeRawBridge, ok, renderApp, signedIn } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/authors/list/AuthorListPage';

afterEach(cleanup);

function item(over: Partial<DownloadItem> & Pick<DownloadItem, 'id' | 'batchId'>): DownloadItem {
  return {
    label: over.id,
    fileName: null,
    path: null,
    status: 'queued',
    receivedBytes: 0,
    totalBytes: null,
    error: null,
    httpStatus: null,
    entity: null,
    attempts: 0,
    contentType: null,
    startedAt: '2026-11-22T13:00:00Z',
    finishedAt: null,
    ...over,
  };
}

/** A placard already downloaded, then an authors export under way: one file done, one failed, one running. */
const STATE: DownloadsState = {
  // Core lists newest first.
  batches: [
    { id: 'b-export', label: 'Export des auteurs', total: 3, done: 1, failed: 1, cancelled: 0, folder: '/home/alice/Téléchargements' },
    { id: 'b-placard', label: 'Placard BJS 2026-3', total: 1, done: 1, failed: 0, cancelled: 0, folder: '/home/alice/Téléchargements' },
  ],
  items: [
    item({ id: 'csv-3', batchId: 'b-export', label: 'auteurs-3.csv', status: 'running', receivedBytes: 500_000, totalBytes: null }),
    item({ id: 'csv-2', batchId: 'b-export', label: 'auteurs-2.csv', status: 'failed', error: 'Le serveur a répondu 500 : erreur interne.' }),
    item({ id: 'csv-1', batchId: 'b-export', fileName: 'auteurs-1.csv', status: 'done', receivedBytes: 2048 }),
    item({ id: 'placard', batchId: 'b-placard', label: 'Placard', fileName: 'placard-42.pdf', status: 'done', receivedBytes: 1_234_567, totalBytes: 1_234_567 }),
  ],
  active: 1,
};

const ADMIN = signedIn(['ADMIN']);

async function openPanel(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: /^Téléchargements/ }));
  return screen.findByRole('dialog', { name: 'Téléchargements' });
}

describe('the downloads button', () => {
  it('counts the files under way in its badge and its name, following downloads.changed', async () => {
    const { raw } = renderApp('/auteurs', ADMIN, {
      'downloads.list': () => ok({ ...STATE, active: 3 }),
    });
    const button = await screen.findByRole('button', { name: 'Téléchargements (3 en cours)' });
    expect(button.textContent).toContain('3');

    act(() => raw.emit('downloads.changed', { ...STATE, active: 0 }));
    expect(await screen.findByRole('button', { name: 'Téléchargements' })).toBe(button);
    expect(button.textContent).not.toContain('3');
  });
});

describe('the downloads panel', () => {
  it('says so when there is nothing', async () => {
    renderApp('/auteurs', ADMIN);
    const panel = await openPanel();
    expect(within(panel).getByText('Aucun téléchargement pour le moment')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Effacer les téléchargements terminés' })).toBeNull();
  });

  it('lists batches and files with their French status, progress and error', async () => {
    renderApp('/auteurs', ADMIN, { 'downloads.list': () => ok(STATE) });
    const panel = await openPanel();

    // Newest batch first; the files of a batch in the order they were asked for.
    expect(within(panel).getAllByRole('listitem').map((li) => li.querySelector('[id]')?.textContent)).toEqual([
      'auteurs-1.csv',
      'auteurs-2.csv',
      'auteurs-3.csv',
      'placard-42.pdf',
    ]);
    const placard = within(panel).getByRole('listitem', { name: 'placard-42.pdf' });
    expect(placard.textContent).toContain('Terminé · 1,2 Mo');

    const exportBatch = within(panel).getByRole('region', { name: 'Export des auteurs' });
    expect(exportBatch.textContent).toContain('1 sur 3');
    expect(exportBatch.textContent).toContain('1 en échec');
    const overall = within(exportBatch).getByRole('progressbar', { name: 'Progression de Export des auteurs' });
    expect(overall.getAttribute('aria-valuetext')).toBe('1 sur 3');

    const failed = within(exportBatch).getByRole('listitem', { name: 'auteurs-2.csv' });
    expect(failed.textContent).toContain('Échec : Le serveur a répondu 500 : erreur interne.');

    const running = within(exportBatch).getByRole('listitem', { name: 'auteurs-3.csv' });
    expect(running.textContent).toContain('En cours · 500 ko');
    // No total size: the bar is indeterminate.
    const bar = within(running).getByRole('progressbar', { name: 'Progression de auteurs-3.csv' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('calls core for each action; no "Afficher dans le dossier" in the web host', async () => {
    const { raw } = renderApp('/auteurs', ADMIN, { 'downloads.list': () => ok(STATE) });
    const panel = await openPanel();
    const placard = within(panel).getByRole('listitem', { name: 'placard-42.pdf' });
    expect(within(placard).queryByRole('button', { name: 'Afficher dans le dossier' })).toBeNull();

    fireEvent.click(within(placard).getByRole('button', { name: 'Ouvrir' }));
    const failed = within(panel).getByRole('listitem', { name: 'auteurs-2.csv' });
    fireEvent.click(within(failed).getByRole('button', { name: 'Réessayer' }));
    const exportBatch = within(panel).getByRole('region', { name: 'Export des auteurs' });
    const cancelButtons = within(exportBatch).getAllByRole('button', { name: 'Annuler' });
    expect(cancelButtons).toHaveLength(1);
    fireEvent.click(cancelButtons[0] as HTMLElement);
    fireEvent.click(within(panel).getByRole('button', { name: 'Effacer les téléchargements terminés' }));

    await waitFor(() =>
      expect(raw.calls.filter((c) => c.name.startsWith('downloads.') && c.name !== 'downloads.list')).toEqual([
        { name: 'downloads.open', args: ['placard'] },
        { name: 'downloads.retry', args: ['csv-2'] },
        { name: 'downloads.cancel', args: ['b-export'] },
        { name: 'downloads.clearFinished', args: [] },
      ]),
    );
  });

  it('offers "Afficher dans le dossier" on the desktop, and tells a failure in French', async () => {
    const { raw, store } = renderApp('/auteurs', ADMIN, {
      'app.getConfig': () => ok({ ...CONFIG, host: 'electron' }),
      'downloads.list': () => ok(STATE),
      'downloads.showInFolder': () => fail({ code: 'NOT_FOUND', message: 'gone' }),
    });
    const panel = await openPanel();
    const placard = within(panel).getByRole('listitem', { name: 'placard-42.pdf' });
    fireEvent.click(await within(placard).findByRole('button', { name: 'Afficher dans le dossier' }));
    await waitFor(() => expect(raw.calls.find((c) => c.name === 'downloads.showInFolder')?.args).toEqual(['placard']));
    await waitFor(() => expect(store.get(notificationsAtom).map((n) => n.message)).toContain("L'élément demandé est introuvable."));
  });

  it('desktop: a finished PDF is dragged out through core; a CSV, or any file in the web host, is not draggable', async () => {
    const { raw, store } = renderApp('/auteurs', ADMIN, {
      'app.getConfig': () => ok({ ...CONFIG, host: 'electron' }),
      'downloads.list': () => ok(STATE),
      'downloads.startDrag': () => fail({ code: 'NOT_ALLOWED', message: 'Seuls les fichiers du dossier de téléchargement peuvent être glissés hors de Pupitre : placard-42.pdf' }),
    });
    const panel = await openPanel();
    const placard = within(panel).getByRole('listitem', { name: 'placard-42.pdf' });
    await waitFor(() => expect(placard.getAttribute('draggable')).toBe('true'));
    expect(within(placard).getByText('placard-42.pdf').getAttribute('title')).toBe('placard-42.pdf — faites-le glisser vers un dossier pour l’y copier');
    // The page's own drag is cancelled: the system's, started by main, carries the file.
    expect(fireEvent.dragStart(placard)).toBe(false);
    await waitFor(() => expect(raw.calls.find((c) => c.name === 'downloads.startDrag')?.args).toEqual(['placard']));
    await waitFor(() =>
      expect(store.get(notificationsAtom).map((n) => n.message)).toContain('Seuls les fichiers du dossier de téléchargement peuvent être glissés hors de Pupitre : placard-42.pdf'),
    );
    const csv = within(panel).getByRole('listitem', { name: 'auteurs-1.csv' });
    expect(csv.getAttribute('draggable')).toBe('false');
    expect(fireEvent.dragStart(csv)).toBe(true);
    expect(raw.calls.filter((c) => c.name === 'downloads.startDrag')).toHaveLength(1);
  });

  it('web host: no file is draggable out of the page', async () => {
    renderApp('/auteurs', ADMIN, { 'downloads.list': () => ok(STATE) });
    const panel = await openPanel();
    const placard = within(panel).getByRole('listitem', { name: 'placard-42.pdf' });
    expect(placard.getAttribute('draggable')).toBe('false');
  });

  it('folds a large batch but keeps its failed and running files in view', async () => {
    const items = Array.from({ length: 100 }, (_, i) =>
      item({
        id: `f${i}`,
        batchId: 'bulk',
        fileName: `article-${i}.xml`,
        status: i < 12 ? 'done' : i === 12 ? 'failed' : i < 16 ? 'running' : 'queued',
        error: i === 12 ? 'Fichier introuvable sur le serveur.' : null,
      }),
    ).reverse(); // core lists newest first
    const state: DownloadsState = {
      batches: [{ id: 'bulk', label: 'Articles BJS 2026-3', total: 100, done: 12, failed: 1, cancelled: 0, folder: '/tmp' }],
      items,
      active: 87,
    };
    renderApp('/auteurs', ADMIN, { 'downloads.list': () => ok(state) });
    const panel = await openPanel();
    const batch = within(panel).getByRole('region', { name: 'Articles BJS 2026-3' });
    expect(batch.textContent).toContain('12 sur 100');
    // Folded: the failed file and the ones being received.
    expect(within(batch).getAllByRole('listitem').map((li) => li.querySelector('[id]')?.textContent)).toEqual([
      'article-12.xml',
      'article-13.xml',
      'article-14.xml',
      'article-15.xml',
    ]);
    fireEvent.click(within(batch).getByRole('button', { name: 'Afficher les 100 fichiers' }));
    expect(within(batch).getAllByRole('listitem')).toHaveLength(100);
    expect(within(batch).getByRole('button', { name: 'Masquer les fichiers' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('a download that fails for good', () => {
  it('is told keyed by its status; the layout tool’s referential by KYRIELLE_EXPORT (spec 2 §8), with « Réessayer »', async () => {
    const running: DownloadsState = {
      batches: [{ id: 'b-ouvrages', label: 'Référentiel des ouvrages (xlsx)', total: 1, done: 0, failed: 0, cancelled: 0, folder: '/tmp' }],
      items: [item({ id: 'ouvrages', batchId: 'b-ouvrages', label: 'ouvrages.xlsx', status: 'running', entity: 'KYRIELLE_REFERENTIAL' })],
      active: 1,
    };
    const { raw, store } = renderApp('/auteurs', ADMIN, { 'downloads.list': () => ok(running) });
    // The running file shown first: a failure that arrives before the first list is taken for a previous run's.
    await screen.findByRole('button', { name: 'Téléchargements (1 en cours)' });
    const failed = item({ id: 'ouvrages', batchId: 'b-ouvrages', label: 'ouvrages.xlsx', status: 'failed', entity: 'KYRIELLE_REFERENTIAL', httpStatus: 500, attempts: 2, error: 'Erreur interne.' });
    act(() => raw.emit('downloads.changed', { ...running, items: [failed], active: 0 }));
    await waitFor(() => expect(store.get(notificationsAtom)).toHaveLength(1));
    const [notice] = store.get(notificationsAtom);
    expect(notice?.message).toBe('Le référentiel n’a pas pu être téléchargé : Le serveur n’a pas pu fournir « ouvrages.xlsx ». Erreur interne.');
    expect(notice?.options).toMatchObject({ variant: 'error', title: 'Échec du téléchargement', persist: true, action: { label: 'Réessayer' } });
  });
});

describe('useDownload', () => {
  function setup(answer: () => ReturnType<typeof ok>) {
    const raw = fakeRawBridge({ 'downloads.start': answer });
    const store = createStore();
    let download: ReturnType<typeof useDownload> | undefined;
    function Probe() {
      download = useDownload();
      return null;
    }
    render(
      <AppProviders bridge={createBridge(raw)} store={store}>
        <Probe />
      </AppProviders>,
    );
    const request = { label: 'Placard BJS 2026-3', items: [{ path: '/api/publication/42/placard', fileName: '42.pdf' }] };
    return { raw, store, start: () => download?.(request) ?? Promise.resolve(null), request };
  }

  it('starts the batch, says "Téléchargement lancé" and answers its id', async () => {
    const { raw, store, start, request } = setup(() => ok({ batchId: 'b-1' }));
    let id: string | null = null;
    await act(async () => {
      id = await start();
    });
    expect(id).toBe('b-1');
    expect(raw.calls.filter((c) => c.name !== 'settings.get')).toEqual([{ name: 'downloads.start', args: [request] }]);
    expect(store.get(notificationsAtom).map((n) => [n.message, n.options.variant])).toEqual([['Téléchargement lancé', 'success']]);
  });

  it('tells the error in French; a cancelled save dialog says nothing', async () => {
    const offline = setup(() => fail({ code: 'OFFLINE', message: 'unreachable' }));
    let id: string | null = 'x';
    await act(async () => {
      id = await offline.start();
    });
    expect(id).toBeNull();
    expect(offline.store.get(notificationsAtom).map((n) => [n.message, n.options.variant])).toEqual([
      ['Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.', 'error'],
    ]);
    cleanup();

    const cancelled = setup(() => fail({ code: 'CANCELLED', message: 'cancelled' }));
    await act(async () => {
      id = await cancelled.start();
    });
    expect(id).toBeNull();
    expect(cancelled.store.get(notificationsAtom)).toEqual([]);
  });
});
