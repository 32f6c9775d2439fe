import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WatchFolderStatus } from '../../../../src/shared/domain/watch-folder';
import { CONFIG, ok, renderApp, signedIn } from '../harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../../src/renderer/features/shell/ShellLayout';
import '../../../../src/renderer/features/settings/SettingsPage';

const OFF: WatchFolderStatus = { folder: null, watching: false, imported: 0, refused: 0, waiting: 0, problem: null };

describe('the watched folder in the settings (desktop app)', () => {
  it('is chosen with the native dialog, followed live, its log opened by the system; a handled file is told with a link to its article', async () => {
    let status = OFF;
    const { raw, router } = renderApp('/parametres', signedIn(['ADMIN']), {
      'app.getConfig': () => ok({ ...CONFIG, host: 'electron' }),
      'watchFolder.status': () => ok(status),
      'watchFolder.choose': () => ok((status = { ...OFF, folder: '/home/alice/Dépôt', watching: true })),
      'watchFolder.stop': () => ok((status = OFF)),
      'watchFolder.openLog': () => ok(undefined),
      'periodicals.list': () => ok([]),
    });
    const section = await screen.findByRole('region', { name: 'Dossier d’import surveillé' });
    // The status line comes with the watcher's status; "none" shows before it too.
    expect((await within(section).findByRole('status')).textContent).toBe('Surveillance arrêtée — 0 importé(s), 0 refusé(s), 0 en attente');
    expect(within(section).getByText('Aucun dossier surveillé.')).toBeTruthy();
    expect((within(section).getByRole('button', { name: 'Arrêter la surveillance' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(section).getByRole('button', { name: 'Choisir le dossier surveillé' }));
    await within(section).findByText('/home/alice/Dépôt');
    expect(within(section).getByRole('status').textContent).toBe('Surveillance en cours — 0 importé(s), 0 refusé(s), 0 en attente');

    act(() => raw.emit('watchFolder.changed', { ...status, imported: 3, refused: 1, problem: 'Le dossier surveillé ne peut plus être lu : EACCES' }));
    await waitFor(() => expect(within(section).getByRole('status').textContent).toBe('Surveillance en cours — 3 importé(s), 1 refusé(s), 0 en attente'));
    expect(within(section).getByText('Le dossier surveillé ne peut plus être lu : EACCES')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Ouvrir le journal' }));
    await waitFor(() => expect(raw.calls.map((c) => c.name)).toContain('watchFolder.openLog'));
    expect(screen.queryByRole('dialog', { name: 'Journal du dossier surveillé' })).toBeNull();

    act(() => raw.emit('watchFolder.notice', { fileName: 'a.xml', outcome: 'imported', message: '« a.xml » importé : créé dans BJS : article 42 « Titre ».', articleId: 42 }));
    expect(await screen.findByText('Dossier surveillé : fichier importé')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir l’article' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles/42'));
  });
});
