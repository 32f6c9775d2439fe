import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReferentialPreview } from '@shared/domain/referential';
import { fail, ok, renderApp, signedIn } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/admin/referentials/ReferentialPage';

/** The referential page (spec 2 §2.9, §8; issue 12): export by format, import previewed then confirmed, the result card. */

const ADMIN = signedIn(['ADMIN']);
const PREVIEW: ReferentialPreview = {
  type: 'emetteurs',
  fileName: 'emetteurs.xlsx',
  format: 'xlsx',
  columns: [
    { name: 'code', kind: 'text', required: true },
    { name: 'libelle', kind: 'text', required: true },
  ],
  key: 'code',
  applied: false,
  baseline: 'a'.repeat(32),
  previewedBy: 'server',
  added: [{ code: 'CNB', libelle: 'Conseil national des barreaux' }],
  changed: [{ key: 'AMF', before: { code: 'AMF', libelle: 'AMF' }, after: { code: 'AMF', libelle: 'Autorité des marchés financiers' }, fields: ['libelle'] }],
  removed: [{ code: 'CNIL', libelle: 'Commission nationale de l’informatique et des libertés' }],
  unchanged: 8,
};

function drop(name: string) {
  const zone = screen.getByRole('button', { name: `Importer « ${name} » : déposez un fichier ou cliquez pour choisir` });
  const file = new File(['PK\u0003\u0004'], 'emetteurs.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  fireEvent.drop(zone, { dataTransfer: { files: [file], types: ['Files'] } });
}

describe('referential page', () => {
  it('exports a referential in the format asked, through the bridge', async () => {
    const { raw } = renderApp('/admin/referentiel', ADMIN, { 'referentials.export': () => ok({ batchId: 'b1' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter « Motifs de liens de référence » en Texte' }));
    await waitFor(() => expect(raw.calls.find((c) => c.name === 'referentials.export')?.args).toEqual(['regex', 'txt']));
    expect((await screen.findAllByText('Export de « Motifs de liens de référence » (Texte) ajouté aux téléchargements.')).length).toBeGreaterThan(0);
  });

  it('previews the rows an import adds, changes and removes, then applies it with the preview’s baseline', async () => {
    const { raw } = renderApp('/admin/referentiel', ADMIN, {
      'referentials.preview': () => ok(PREVIEW),
      'referentials.import': () => ok({ ...PREVIEW, applied: true }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Référentiel' });
    drop('Émetteurs');
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu de l’import : Émetteurs' });
    expect(within(dialog).getByText('1 ajoutée')).toBeTruthy();
    expect(within(dialog).getByText('8 inchangées')).toBeTruthy();
    expect(within(within(dialog).getByRole('table', { name: 'Lignes ajoutées' })).getByText('Conseil national des barreaux')).toBeTruthy();
    expect(within(within(dialog).getByRole('table', { name: 'Lignes modifiées' })).getByText('avant : AMF')).toBeTruthy();
    expect(within(within(dialog).getByRole('table', { name: 'Lignes supprimées' })).getByText('Commission nationale de l’informatique et des libertés')).toBeTruthy();
    expect(raw.calls.some((c) => c.name === 'referentials.import')).toBe(false);
    // The server's own dry run: nothing to say about who computed it.
    expect(within(dialog).queryByText('Aperçu calculé sur ce poste')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer l’import' }));
    const result = await screen.findByRole('status', { name: 'Résultat de l’import : Émetteurs' });
    expect(within(result).getByText('Import appliqué')).toBeTruthy();
    expect(within(result).getByText('« emetteurs.xlsx » a été importé.')).toBeTruthy();
    const [type, , baseline] = raw.calls.find((c) => c.name === 'referentials.import')?.args as [string, unknown, unknown];
    expect([type, baseline]).toEqual(['emetteurs', { previewedBy: 'server', baseline: 'a'.repeat(32) }]);
  });

  it('says when the preview was computed on this workstation (a back-office without a dry run), and confirms it as such', async () => {
    const { raw } = renderApp('/admin/referentiel', ADMIN, {
      'referentials.preview': () => ok({ ...PREVIEW, previewedBy: 'client', baseline: 'b'.repeat(32) }),
      'referentials.import': () => ok({ ...PREVIEW, applied: true }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Référentiel' });
    drop('Émetteurs');
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu de l’import : Émetteurs' });
    expect(within(dialog).getByText('Aperçu calculé sur ce poste')).toBeTruthy();
    expect(within(dialog).getByText(/Le serveur ne propose pas d’aperçu : ce poste a comparé le fichier au référentiel que le serveur exporte, sans rien envoyer\./)).toBeTruthy();
    expect(within(within(dialog).getByRole('table', { name: 'Lignes ajoutées' })).getByText('Conseil national des barreaux')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer l’import' }));
    await screen.findByRole('status', { name: 'Résultat de l’import : Émetteurs' });
    const [, , baseline] = raw.calls.find((c) => c.name === 'referentials.import')?.args as [string, unknown, unknown];
    expect(baseline).toEqual({ previewedBy: 'client', baseline: 'b'.repeat(32) });
  });

  it('shows the server’s refusal with each fault, and a 409 at confirmation in the dialog', async () => {
    let preview = fail({
      code: 'HTTP',
      status: 400,
      message: 'Import refusé : « emetteurs.xlsx » comporte 1 erreur ; le référentiel « Émetteurs » n’a pas été modifié.\n– Feuille « emetteurs », ligne 3, colonne B (libelle) : valeur obligatoire manquante.',
    });
    renderApp('/admin/referentiel', ADMIN, {
      'referentials.preview': () => preview,
      'referentials.import': () => fail({ code: 'HTTP', status: 409, message: 'Le référentiel « Émetteurs » a changé depuis l’aperçu : relancez l’aperçu avant de confirmer.' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Référentiel' });
    drop('Émetteurs');
    const refused = await screen.findByRole('alert', { name: 'Résultat de l’import : Émetteurs' });
    expect(within(refused).getByText('Import refusé : « emetteurs.xlsx » comporte 1 erreur ; le référentiel « Émetteurs » n’a pas été modifié.')).toBeTruthy();
    expect(within(refused).getByRole('listitem').textContent).toBe('Feuille « emetteurs », ligne 3, colonne B (libelle) : valeur obligatoire manquante.');
    expect(screen.queryByRole('dialog')).toBeNull();

    preview = ok(PREVIEW);
    drop('Émetteurs');
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu de l’import : Émetteurs' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer l’import' }));
    expect(await within(dialog).findByText(/a changé depuis l’aperçu/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('Aperçu de « emetteurs.xlsx » fermé sans import : le référentiel est inchangé.')).toBeTruthy();
  });
});
