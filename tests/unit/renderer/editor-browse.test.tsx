import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import type { EditorDocument, EditorLockState, EditorSession } from '@shared/domain/editor';
import type { BrowseItem, BrowseResult } from '@shared/domain/editor-browse';
import { dialogClosed, fail, ok, passesContract, renderApp, signedIn, type Answer } from './harness';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/articles/editor/ArticleEditorPage';
import { withEmptyRangeRects } from './range-rects';

/**
 * What the structured editor picks from the back-office (issue 33): a renvoi's target document found by search,
 * paged, with its loading, empty and failed states; a picture of the image bank with thumbnails, inserted and
 * shown with its legend. The page asks editor.browse with the session's token and document.
 */

withEmptyRangeRects();

const TOKEN = 'b'.repeat(43);
const HELD: EditorLockState = { editable: true, lock: null, canTakeOver: false, reason: null };
const SESSION: EditorSession = {
  token: TOKEN, basePath: '/api/fonto/', documentId: 42, heartbeatSeconds: 15, expertMode: true, kind: 'ARTICLE', isBundle: false,
  nature: 'SIMPLE', type: 'COMMENTARY', periodicalId: 'BJS', title: 'Titre', user: { username: 'admin', name: 'Alice Administratrice' }, lockState: HELD,
};
const XML = '<article id="42">\n  <titre>Titre</titre>\n  <corps>\n    <para>Texte</para>\n  </corps>\n</article>';
const DOCUMENT: EditorDocument = { id: 42, xml: XML, revisionId: '7', modificationDate: '2025-05-30T09:00:00Z', modificationUser: null, lockState: HELD };

const documents = (count: number, offset: number, total: number): BrowseResult => ({
  totalItemCount: total,
  items: Array.from({ length: count }, (_, i): BrowseItem => ({ id: String(100 + offset + i), label: `Les honoraires ${offset + i + 1}`, type: 'document' })),
});

function open(browse: (args: unknown[]) => Answer, more: Record<string, (args: unknown[]) => Answer> = {}, roles = ['ADMIN']) {
  return renderApp('/articles/42/modifier', signedIn(roles), {
    'editor.open': () => ok(SESSION),
    'editor.load': () => ok(DOCUMENT),
    'articles.get': () => fail({ code: 'HTTP', status: 404, message: 'Article introuvable.' }),
    'editor.browse': browse,
    'periodicals.list': () => ok([]),
    ...more,
  });
}

/** Files dropped from the file manager on a zone. */
function drop(target: HTMLElement, files: File[]) {
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

/** The document view, its cursor in the last paragraph (Ctrl+End: jsdom lays nothing out to click in). */
async function documentAtEnd(): Promise<HTMLElement> {
  const area = await screen.findByRole('textbox', { name: 'Contenu du document 42' });
  await waitFor(() => expect(area.textContent).toContain('Texte'));
  fireEvent.keyDown(area, { key: 'End', ctrlKey: true });
  return area;
}

/** The document's XML as the expert's XML view shows it. */
async function xmlOfDocument(): Promise<string> {
  fireEvent.click(screen.getByRole('tab', { name: 'XML' }));
  const content = await screen.findByRole('textbox', { name: 'Contenu XML du document 42' });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no CodeMirror view');
  return view.state.doc.toString();
}

describe('the renvoi dialog’s document search', () => {
  it('searches as typed, pages, and inserts a renvoi to the picked document with its title', async () => {
    const { raw } = open((args) => {
      const request = args[2] as { offset: number };
      return ok(documents(request.offset === 0 ? 8 : 4, request.offset, 12));
    });
    await documentAtEnd();
    fireEvent.click(await screen.findByRole('button', { name: 'Renvoi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insérer un renvoi' });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Rechercher un document' }), { target: { value: 'honoraires' } });
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'editor.browse' && (c.args[2] as { fulltext?: string }).fulltext === 'honoraires')).toBe(true));
    const asked = raw.calls.filter((c) => c.name === 'editor.browse').at(-1);
    expect(asked?.args).toEqual([TOKEN, 42, { assetType: 'document', fulltext: 'honoraires', limit: 8, offset: 0 }]);
    expect(passesContract('editor.browse', asked?.args ?? [])).toBe(true);
    expect(await within(dialog).findByText('1 à 8 sur 12')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Page suivante' }));
    expect(await within(dialog).findByText('9 à 12 sur 12')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Page suivante' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Les honoraires 10 (n° 109)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insérer' }));
    await dialogClosed();
    expect(await xmlOfDocument()).toContain('<para>Texte<renvoi type="document" refid="109">Les honoraires 10</renvoi></para>');
  });

  it('says when nothing is found and when the search failed, and still asks for a target', async () => {
    let answer: Answer = ok({ totalItemCount: 0, items: [] });
    open(() => answer);
    await documentAtEnd();
    fireEvent.click(await screen.findByRole('button', { name: 'Renvoi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insérer un renvoi' });
    expect(await within(dialog).findByText('Aucun résultat.')).toBeTruthy();
    answer = fail({ code: 'HTTP', status: 403, message: 'Cette session d’éditeur appartient à un autre utilisateur.' });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Rechercher un document' }), { target: { value: 'x' } });
    expect(await within(dialog).findByText('Cette session d’éditeur appartient à un autre utilisateur.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insérer' }));
    expect(await within(dialog).findByText('Saisissez une cible ou choisissez un document.')).toBeTruthy();
  });
});

describe('the image command', () => {
  it('picks a picture of the bank by its thumbnail, inserts it with its legend and shows it', async () => {
    const pictures: BrowseResult = {
      totalItemCount: 2,
      items: [
        { id: '5', label: 'Palais de justice', type: 'image', metadata: { properties: { Dimensions: '2000 × 1500 px' } } },
        { id: '6', label: 'Cour de cassation', type: 'image', metadata: { properties: { Dimensions: '800 × 600 px' } } },
      ],
    };
    const { raw } = open(() => ok(pictures));
    const area = await documentAtEnd();
    fireEvent.click(await screen.findByRole('button', { name: 'Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insérer une image' });
    const palais = await within(dialog).findByRole('radio', { name: 'Palais de justice' });
    expect(raw.calls.find((c) => c.name === 'editor.browse')?.args).toEqual([TOKEN, 42, { assetType: 'image', limit: 12, offset: 0 }]);
    const thumbnail = dialog.querySelector('img');
    expect(thumbnail?.getAttribute('src')).toBe(`/media/asset/5?token=${TOKEN}&document=42&variant=thumbnail`);
    expect(within(dialog).getByText('2000 × 1500 px')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Insérer' }));
    expect(await within(dialog).findByText('Choisissez une image.')).toBeTruthy();
    fireEvent.click(palais);
    const legend = within(dialog).getByRole('textbox', { name: 'Légende' }) as HTMLInputElement;
    expect(legend.value).toBe('Palais de justice');
    fireEvent.change(legend, { target: { value: 'Le palais, côté Seine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insérer' }));
    await dialogClosed();

    const shown = await within(area).findByRole('img', { name: 'Le palais, côté Seine' });
    expect(shown.getAttribute('src')).toBe(`/media/asset/5?token=${TOKEN}&document=42&variant=web`);
    expect(within(area).getByText('Le palais, côté Seine').tagName).toBe('FIGCAPTION');
    expect(await xmlOfDocument()).toContain('<para>Texte</para>\n    <image ref="5" legende="Le palais, côté Seine"></image>');
  });

  const PICTURES: BrowseResult = { totalItemCount: 1, items: [{ id: '5', label: 'Palais de justice', type: 'image' }] };
  const zone = (dialog: HTMLElement) => within(dialog).findByRole('button', { name: 'Déposer une nouvelle image…' });

  it('drops a new picture into the bank: sent with the session, then chosen first, inserted with its name as legend', async () => {
    const uploaded = { id: '77', type: 'image', label: 'Salle des pas perdus.png' };
    const { raw } = open(() => ok(PICTURES), { 'editor.uploadAsset': () => ok(uploaded) });
    await documentAtEnd();
    fireEvent.click(await screen.findByRole('button', { name: 'Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insérer une image' });
    await within(dialog).findByRole('radio', { name: 'Palais de justice' });
    const browsed = raw.calls.filter((c) => c.name === 'editor.browse').length;
    drop(await zone(dialog), [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'Salle des pas perdus.png', { type: 'image/png' })]);

    const chosen = await within(dialog).findByRole('radio', { name: 'Salle des pas perdus.png' });
    await waitFor(() => expect((chosen as HTMLInputElement).checked).toBe(true));
    const sent = raw.calls.find((c) => c.name === 'editor.uploadAsset');
    expect(sent?.args.slice(0, 2)).toEqual([TOKEN, 42]);
    expect(sent?.args[2]).toMatchObject({ kind: 'bytes', name: 'Salle des pas perdus.png', size: 4 });
    expect(passesContract('editor.uploadAsset', sent?.args ?? [])).toBe(true);
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['Salle des pas perdus.png', 'Palais de justice']);
    expect(within(dialog).getByText('« Salle des pas perdus.png » ajoutée à la banque d’images et choisie ci-dessous.').getAttribute('role')).toBe('status');
    // The bank's pages are asked again: the new picture is one of them from now on.
    await waitFor(() => expect(raw.calls.filter((c) => c.name === 'editor.browse').length).toBeGreaterThan(browsed));
    expect((within(dialog).getByRole('textbox', { name: 'Légende' }) as HTMLInputElement).value).toBe('Salle des pas perdus.png');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Insérer' }));
    await dialogClosed();
    expect(await xmlOfDocument()).toContain('<image ref="77" legende="Salle des pas perdus.png"></image>');
  });

  it('says in French, in the dialog and not in a toast over its buttons, why a file was not taken, and chooses nothing', async () => {
    const refused = 'Le fichier « plan.png » n’est pas accepté (type détecté : PDF ; JPEG ou PNG attendu).';
    const { store } = open(() => ok(PICTURES), { 'editor.uploadAsset': () => fail({ code: 'UPLOAD_REJECTED', message: refused, reason: 'file-invalid-type' }) });
    await documentAtEnd();
    fireEvent.click(await screen.findByRole('button', { name: 'Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insérer une image' });
    const said = () => within(dialog).getAllByRole('status').map((status) => status.textContent);
    drop(await zone(dialog), [new File(['%PDF'], 'plan.png', { type: 'image/png' })]);
    await waitFor(() => expect(said()).toContain(refused));
    expect(within(dialog).queryByRole('radio', { checked: true })).toBeNull();
    // Larger than 10,000,000 bytes: refused before it is read, with the spec's notice.
    drop(await zone(dialog), [new File([new Uint8Array(10_000_001)], 'immense.jpg', { type: 'image/jpeg' })]);
    await waitFor(() => expect(said().some((text) => text?.startsWith('« immense.jpg » refusé'))).toBe(true));
    expect(store.get(notificationsAtom)).toEqual([]);
  });

  it('offers no drop to those who do not create illustrations (spec 1 §6)', async () => {
    open(() => ok(PICTURES), {}, ['MANAGER_BJS']);
    await documentAtEnd();
    fireEvent.click(await screen.findByRole('button', { name: 'Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insérer une image' });
    await within(dialog).findByRole('radio', { name: 'Palais de justice' });
    expect(within(dialog).queryByRole('button', { name: 'Déposer une nouvelle image…' })).toBeNull();
  });
});
