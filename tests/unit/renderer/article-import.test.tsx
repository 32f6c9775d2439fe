import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ArticleImportDialog } from '../../../src/renderer/features/articles/actions/ArticleImportDialog';
import { ROLES, renderWith } from './article-fixture';
import { ok } from './harness';

/** Spec 2 §4 Import dialog, §8: ask-import, the MODIFICATION confirmation, unimportable reason, ERROR closes. */

const pick = (name: string) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['<article/>'], name, { type: 'text/xml' })] } });
};

describe('article import dialog', () => {
  it('MODIFICATION asks to confirm continuing; an import ending in ERROR closes with a notification', async () => {
    let closed = false;
    const { raw } = renderWith(<ArticleImportDialog onClose={() => (closed = true)} />, ROLES.admin, {
      'articles.askImport': () =>
        ok({ importable: true, mode: 'MODIFICATION', metadata: { id: 42, title: 'Le bail' }, periodical: { id: 'BJS', label: 'Bulletin Joly Sociétés' }, publication: null }),
      'articles.import': () => ok({ status: 'ERROR', items: [{ name: 'Le bail', status: 'ERROR', articleId: null, messages: ['Rubrique inconnue'] }] }),
    });
    expect(await screen.findByText('Choisissez un fichier à importer.')).toBeTruthy();
    pick('bail.xml');
    expect(await screen.findByText(/l’article 42 existe déjà et sera modifié/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer et modifier' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(raw.calls.some((c) => c.name === 'articles.import')).toBe(true);
  });

  it('an unimportable file shows the server reason', async () => {
    renderWith(<ArticleImportDialog onClose={() => undefined} />, ROLES.admin, {
      'articles.askImport': () => ok({ importable: false, reason: 'Revue inconnue : XYZ.' }),
    });
    await screen.findByText('Choisissez un fichier à importer.');
    pick('bad.xml');
    expect(await screen.findByText('Revue inconnue : XYZ.')).toBeTruthy();
    expect(screen.getByText('Ce fichier ne peut pas être importé.')).toBeTruthy();
  });
});
