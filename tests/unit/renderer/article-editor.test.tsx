import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { forEachDiagnostic } from '@codemirror/lint';
import { EDITOR_REFETCH_MS, EDITOR_XML_MAX_BYTES, type EditorDocument, type EditorLockState, type EditorSession } from '@shared/domain/editor';
import { SIGNED_OUT } from '@shared/domain/session';
import { authStateAtom } from '../../../src/renderer/features/auth/auth-atoms';
import { dialogClosed, fail, ok, passesContract, renderApp, settlePromises, signedIn, type Answer } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/articles/editor/ArticleEditorPage';
import '../../../src/renderer/features/articles/view/ArticleViewPage';
import { withEmptyRangeRects } from './range-rects';

withEmptyRangeRects();
afterEach(() => {
  vi.useRealTimers();
});

const TOKEN = 'a'.repeat(43);
const HELD: EditorLockState = {
  editable: true,
  lock: { username: 'admin', name: 'Alice Administratrice', acquiredAt: '2025-05-30T09:00:00Z', heartbeatAt: '2025-05-30T09:00:00Z', expiresAt: '2025-05-30T09:00:45Z' },
  canTakeOver: false,
  reason: null,
};
const SESSION: EditorSession = {
  token: TOKEN, basePath: '/api/fonto/', documentId: 42, heartbeatSeconds: 15, expertMode: true, kind: 'ARTICLE', isBundle: false,
  nature: 'SIMPLE', type: 'COMMENTARY', periodicalId: 'BJS', title: 'Les honoraires de <i>résultat</i>',
  user: { username: 'admin', name: 'Alice Administratrice' }, lockState: HELD,
};
const XML = '<article id="42">\n  <titre>Les honoraires</titre>\n  <corps><para>Texte</para></corps>\n</article>';
const DOCUMENT: EditorDocument = { id: 42, xml: XML, revisionId: '7', modificationDate: '2025-05-30T09:00:00Z', modificationUser: 'Alice Administratrice', lockState: HELD };

function open(extra: Record<string, (args: unknown[]) => Answer> = {}, session: EditorSession = SESSION, roles: string[] = ['ADMIN']) {
  return renderApp('/articles/42/modifier', signedIn(roles), {
    'editor.open': () => ok(session),
    'editor.load': () => ok({ ...DOCUMENT, lockState: session.lockState }),
    'editor.state': () => ok({ revisionId: DOCUMENT.revisionId, lockState: session.lockState }),
    'articles.get': () => fail({ code: 'HTTP', status: 404, message: 'Article introuvable.' }),
    ...extra,
  });
}

/** The CodeMirror view behind the editor's accessible textbox, once the document is in (an expert's « XML » view: issue 26). */
async function editorView(): Promise<EditorView> {
  await screen.findByRole('textbox', { name: 'Contenu du document 42' });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Contenu du document 42' }).textContent).toContain('Texte'));
  fireEvent.click(screen.getByRole('tab', { name: 'XML' }));
  const content = await screen.findByRole('textbox', { name: 'Contenu XML du document 42' });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no CodeMirror view');
  await waitFor(() => expect(view.state.doc.toString()).toBe(XML));
  return view;
}

const type = (view: EditorView, from: number, to: number, insert: string) => act(() => view.dispatch({ changes: { from, to, insert } }));
const calls = (raw: { calls: { name: string; args: unknown[] }[] }, name: string) => raw.calls.filter((c) => c.name === name);

describe('article XML editor', () => {
  it('marks malformed XML at its line in the gutter and refuses to save it', async () => {
    const { raw } = open();
    const view = await editorView();
    // Line 3 loses its closing </para>.
    const line = view.state.doc.line(3);
    type(view, line.from, line.to, '  <corps><para>Texte</corps>');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/XML mal formé, ligne 3, colonne \d+ : balise fermante inattendue\./)).toBeTruthy();
    const lines: number[] = [];
    forEachDiagnostic(view.state, (d) => lines.push(view.state.doc.lineAt(d.from).number));
    expect(lines).toEqual([3]);
    expect(calls(raw, 'editor.save')).toHaveLength(0);
  });

  it('saves with the revision it read, and says so', async () => {
    const { raw } = open({ 'editor.save': () => ok({ ...DOCUMENT, revisionId: '8' }) });
    const view = await editorView();
    type(view, 0, 0, '');
    const line = view.state.doc.line(3);
    type(view, line.from, line.to, '  <corps><para>Texte revu</para></corps>');
    expect(await screen.findByText(/Modifications non enregistrées/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls(raw, 'editor.save')).toHaveLength(1));
    const [token, save] = calls(raw, 'editor.save')[0]?.args ?? [];
    expect(token).toBe(TOKEN);
    expect(save).toEqual({ xml: view.state.doc.toString(), revisionId: '7' });
    expect(await screen.findByText('Document enregistré (version 8).')).toBeTruthy();
    expect(await screen.findByText(/Version 8 · Enregistré/)).toBeTruthy();
  });

  it('explains a stale save (412, as core read it again): who saved which revision', async () => {
    const message = 'Le document a été modifié par Romain Rédacteur le 30/05/2025 à 11:02 (version 8), après votre lecture : rechargez-le avant d’enregistrer.';
    open({ 'editor.save': () => fail({ code: 'HTTP', status: 412, reason: 'stale', message }) });
    const view = await editorView();
    type(view, 0, 0, ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Une version plus récente existe')).toBeTruthy();
    expect(screen.getAllByText(/modifié par Romain Rédacteur .*\(version 8\).*Vos modifications sont toujours dans l’éditeur/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeTruthy();
  });

  it('shows the server’s refusal of a text outside the article schema (400, issue 34) as it words it; the text stays unsaved', async () => {
    const message = 'Enregistrement refusé (ligne 3) : l’élément <script> n’est pas dans le schéma des articles.';
    open({ 'editor.save': () => fail({ code: 'HTTP', status: 400, message }) });
    const view = await editorView();
    type(view, 0, 0, ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(screen.getByText(/Modifications non enregistrées/)).toBeTruthy();
  });

  it('shows a document held by another editor read-only, with who holds it', async () => {
    const held: EditorLockState = {
      editable: false,
      lock: { username: 'redaction', name: 'Romain Rédacteur', acquiredAt: '2025-05-30T09:00:00Z', heartbeatAt: '2025-05-30T09:00:00Z', expiresAt: '2025-05-30T09:00:45Z' },
      canTakeOver: false,
      reason: 'Romain Rédacteur (redaction) modifie ce document depuis le 30/05/2025 à 11:00.',
    };
    open({}, { ...SESSION, lockState: held });
    const view = await editorView();
    expect(await screen.findByText(/Romain Rédacteur \(redaction\) modifie ce document/)).toBeTruthy();
    expect(view.state.readOnly).toBe(true);
    expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Prendre la main' })).toBeNull();
  });

  it('asks the state every 10 s and reads the document again when its revision moved while clean; with unsaved changes, says so and offers to reload', async () => {
    // The state poll is an interval of the spec's period: on the test's clock, which runs only when told.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const revisions = ['7', '8', '9'];
    const { raw } = open({
      'editor.state': () => ok({ revisionId: revisions[Math.min(calls(raw, 'editor.state').length - 1, revisions.length - 1)], lockState: HELD }),
      'editor.load': () => ok({ ...DOCUMENT, revisionId: revisions[calls(raw, 'editor.load').length - 1] ?? '9' }),
    });
    const view = await editorView();
    await waitFor(() => expect(calls(raw, 'editor.state')).toHaveLength(1));
    expect(calls(raw, 'editor.load')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(EDITOR_REFETCH_MS));
    // Revision 8 elsewhere: read again.
    await waitFor(() => expect(calls(raw, 'editor.load')).toHaveLength(2));
    expect(await screen.findByText(/Version 8 · Enregistré/)).toBeTruthy();
    type(view, 0, 0, ' ');
    await act(() => vi.advanceTimersByTimeAsync(EDITOR_REFETCH_MS * 3));
    // Dirty: the state is still asked, the document is not read again; revision 9 saved elsewhere is told at once.
    expect(calls(raw, 'editor.state').length).toBeGreaterThanOrEqual(4);
    expect(calls(raw, 'editor.load')).toHaveLength(2);
    expect(screen.getByText(/enregistré ailleurs depuis votre lecture \(version 9\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    await waitFor(() => expect(calls(raw, 'editor.load')).toHaveLength(3));
    expect(await screen.findByText(/Version 9 · Enregistré/)).toBeTruthy();
    expect(screen.queryByText(/enregistré ailleurs depuis votre lecture/)).toBeNull();
  });

  it('shows at once a lock taken elsewhere, as the state poll tells it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const taken: EditorLockState = { editable: false, lock: null, canTakeOver: false, reason: 'Romain Rédacteur (redaction) modifie ce document depuis le 30/05/2025 à 11:05.' };
    const { raw } = open({ 'editor.state': () => ok({ revisionId: '7', lockState: calls(raw, 'editor.state').length > 1 ? taken : HELD }) });
    await editorView();
    expect(screen.queryByText(/Romain Rédacteur \(redaction\) modifie ce document/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(EDITOR_REFETCH_MS));
    expect(await screen.findByText(/Romain Rédacteur \(redaction\) modifie ce document/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(true);
  });

  describe('its lock, taken at the first change (Fonto’s optimistic locking, issue 33)', () => {
    const FREE: EditorLockState = { editable: false, lock: null, canTakeOver: true, reason: null };
    const OTHER_WINDOW = 'Vous modifiez déjà ce document dans une autre fenêtre depuis le 30/05/2025 à 11:00 : prenez la main ici pour le modifier dans celle-ci.';

    it('opens a free document editable, without a banner, and takes the lock at its first change, once', async () => {
      const { raw } = open({ 'editor.lock': () => ok(HELD) }, { ...SESSION, lockState: FREE });
      const view = await editorView();
      expect(view.state.readOnly).toBe(false);
      expect(screen.queryByRole('button', { name: 'Prendre la main' })).toBeNull();
      expect(calls(raw, 'editor.lock')).toHaveLength(0);
      type(view, 0, 0, ' ');
      await waitFor(() => expect(calls(raw, 'editor.lock').map((c) => c.args)).toEqual([[TOKEN]]));
      type(view, 0, 0, ' ');
      expect(calls(raw, 'editor.lock')).toHaveLength(1);
      expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(false);
    });

    it('refused at the first change: read-only with the reason, the change kept, and the take-over offered', async () => {
      const refused: EditorLockState = { editable: false, lock: null, canTakeOver: true, reason: OTHER_WINDOW };
      const { raw } = open(
        { 'editor.lock': () => ok(refused), 'editor.state': () => ok({ revisionId: '7', lockState: calls(raw, 'editor.lock').length > 0 ? refused : FREE }) },
        { ...SESSION, lockState: FREE },
      );
      const view = await editorView();
      type(view, 0, 0, ' ');
      expect(await screen.findByText(OTHER_WINDOW)).toBeTruthy();
      await waitFor(() => expect(view.state.readOnly).toBe(true));
      expect(view.state.doc.toString()).toBe(` ${XML}`);
      expect(screen.getByRole('button', { name: 'Prendre la main' })).toBeTruthy();
    });

    it('titles the banner « Ouvert dans une autre fenêtre » when the holder is known: the user’s other window', async () => {
      const ownWindow: EditorLockState = { editable: false, lock: HELD.lock, canTakeOver: true, reason: OTHER_WINDOW };
      open({}, { ...SESSION, lockState: ownWindow });
      expect(await screen.findByText('Ouvert dans une autre fenêtre')).toBeTruthy();
    });

    it('without the take-over (a back-office without lock-take-over, another app’s window): the reason to close it, no button', async () => {
      const CLOSE_IT = 'Vous modifiez déjà ce document dans une autre fenêtre depuis le 30/05/2025 à 11:00 : fermez-la pour le modifier dans celle-ci.';
      open({}, { ...SESSION, lockState: { editable: false, lock: HELD.lock, canTakeOver: false, reason: CLOSE_IT } });
      expect(await screen.findByText('Ouvert dans une autre fenêtre')).toBeTruthy();
      expect(screen.getByText(CLOSE_IT)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Prendre la main' })).toBeNull();
    });

    it('without a holder named, a neutral title over the back-office’s reason (never « Verrou disponible »)', async () => {
      open({}, { ...SESSION, lockState: { editable: false, lock: null, canTakeOver: true, reason: OTHER_WINDOW } });
      expect(await screen.findByText('Prise de main possible')).toBeTruthy();
      expect(screen.getByText(OTHER_WINDOW)).toBeTruthy();
      expect(screen.queryByText('Verrou disponible')).toBeNull();
    });
  });

  describe('its history (issue 27, on Fonto’s contract: issue 33)', () => {
    const OLD_XML = XML.replace('Texte', 'Texte ancien');
    const version = (revisionId: string, origin: string | null, bytes: number | null) => ({ revisionId, creationDate: '2025-05-30T09:00:00Z', creationUser: 'Romain Rédacteur', origin, restoredFrom: null, bytes });
    const historyOf = (origins: (string | null)[], bytes: number | null) => ({ documentId: 42, current: '8', versions: [version('8', origins[0] ?? null, bytes), version('7', origins[1] ?? null, bytes)] });
    const texts = { 'editor.version': (args: unknown[]) => ok({ revisionId: args[1], xml: args[1] === '7' ? OLD_XML : XML, bytes: 100 }) };

    it('without the extension history-restore, takes a revision into the editor as an unsaved change; no origin nor size when the back-office gives none', async () => {
      const { raw } = open({ 'app.extensions': () => ok([]), 'editor.versions': () => ok(historyOf([null, null], null)), ...texts });
      const view = await editorView();
      fireEvent.click(screen.getByRole('button', { name: 'Historique' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Version 7' }));
      expect(screen.getAllByRole('row')[1]?.textContent).toContain('—');
      fireEvent.click(await screen.findByRole('button', { name: 'Reprendre la version 7 dans l’éditeur' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Reprendre' }));
      await waitFor(() => expect(view.state.doc.toString()).toBe(OLD_XML));
      expect(await screen.findByText(/Modifications non enregistrées/)).toBeTruthy();
      expect(calls(raw, 'editor.restore')).toHaveLength(0);
    });

    it('with the extension, restores on the server; the versions kept before the history are labelled as such', async () => {
      open({ 'editor.versions': () => ok(historyOf(['EDITOR', 'UNKNOWN'], 100)), ...texts });
      await editorView();
      fireEvent.click(screen.getByRole('button', { name: 'Historique' }));
      expect(await screen.findByText('Non précisée (version antérieure à l’historique)')).toBeTruthy();
      fireEvent.click(await screen.findByRole('button', { name: 'Version 7' }));
      expect(await screen.findByRole('button', { name: 'Restaurer la version 7' })).toBeTruthy();
    });

    it('where the back-office pages it, asks the older revisions after the last one shown', async () => {
      const { raw } = open({
        'editor.versions': (args) => ok(args[1] === undefined ? { ...historyOf(['EDITOR', 'EDITOR'], 100), hasMore: true } : { documentId: 42, current: '6', versions: [version('6', 'UNKNOWN', 90)], hasMore: false }),
        ...texts,
      });
      await editorView();
      fireEvent.click(screen.getByRole('button', { name: 'Historique' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Versions plus anciennes' }));
      expect(await screen.findByRole('button', { name: 'Version 6' })).toBeTruthy();
      expect(calls(raw, 'editor.versions').map((c) => c.args)).toEqual([[42], [42, '7']]);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Versions plus anciennes' })).toBeNull());
    });
  });

  it('always prompts before leaving, with the spec’s question when something is unsaved', async () => {
    const { router } = open();
    const view = await editorView();
    await act(() => router.navigate('/articles'));
    expect(await screen.findByText('Quitter l’éditeur du document ? Le document est enregistré ; il sera déverrouillé.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rester' }));
    await waitFor(() => expect(screen.queryByText(/Le document est enregistré ; il sera déverrouillé/)).toBeNull());
    type(view, 0, 0, ' ');
    await act(() => router.navigate('/articles'));
    expect(await screen.findByText('Êtes-vous sûr de vouloir quitter sans enregistrer les modifications ?')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/articles/42/modifier');
  });

  // Spec 2 §6 "see or download XML": the wider set of four (Tl Bl _l kl); the server refuses an EDITOR.
  it.each([
    ['a producer of the periodical', ['PRODUCER_BJS'], true],
    ['an editor of the periodical', ['EDITOR_BJS'], false],
    ['a manager of another periodical, editor of this one', ['MANAGER_DEF', 'EDITOR_BJS'], false],
  ])('offers « Télécharger le XML » to %s (%s) or not', async (_label, roles, shown) => {
    open({}, SESSION, roles);
    await editorView();
    expect(screen.getByRole('button', { name: 'Aperçu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Télécharger le XML' }) !== null).toBe(shown);
  });

  it('« Aperçu » opens the view beside the editor (app.openPreview in the desktop app): nothing asked, changes and session kept', async () => {
    const { raw, router } = open({
      'app.getConfig': () => ok({ apiUrl: 'https://api.example', helpUrl: 'https://aide.example/', host: 'electron', version: '1' }),
      'app.openPreview': () => ok(undefined),
    });
    const view = await editorView();
    type(view, 0, 0, ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    await waitFor(() => expect(calls(raw, 'app.openPreview').map((c) => c.args)).toEqual([['article', 42]]));
    expect(router.state.location.pathname).toBe('/articles/42/modifier');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(view.state.doc.toString()).toBe(` ${XML}`);
    expect(calls(raw, 'editor.close')).toHaveLength(0);
  });

  it('opens a renvoi’s target document beside the editor: Ctrl+click on it, Alt+Entrée or the header’s button with the caret in it (issue 33)', async () => {
    const withRenvoi = XML.replace('<para>Texte</para>', '<para>Texte, voir <renvoi type="document" refid="77">l’arrêt</renvoi> et <renvoi type="url" refid="https://exemple.fr/">ceci</renvoi></para>');
    const { raw } = open({
      'app.getConfig': () => ok({ apiUrl: 'https://api.example', helpUrl: 'https://aide.example/', host: 'electron', version: '1' }),
      'app.openPreview': () => ok(undefined),
      'editor.load': () => ok({ ...DOCUMENT, xml: withRenvoi }),
    });
    const content = await screen.findByRole('textbox', { name: 'Contenu du document 42' });
    await waitFor(() => expect(content.textContent).toContain('l’arrêt'));
    const [toDocument, toUrl] = [...content.querySelectorAll<HTMLElement>('[data-pm="renvoi"]')];
    if (!toDocument?.firstChild || !toUrl?.firstChild) throw new Error('no renvoi shown');
    const opened = () => calls(raw, 'app.openPreview').map((c) => c.args);

    fireEvent.click(toUrl, { ctrlKey: true });
    fireEvent.click(toDocument);
    expect(opened()).toEqual([]);
    fireEvent.click(toDocument, { ctrlKey: true });
    await waitFor(() => expect(opened()).toEqual([['article', 77]]));

    const caretIn = (node: Node) => {
      document.getSelection()?.collapse(node, 1);
      act(() => {
        document.dispatchEvent(new Event('selectionchange'));
      });
    };
    caretIn(toUrl.firstChild);
    expect(screen.queryByRole('button', { name: /^Ouvrir le document/ })).toBeNull();
    caretIn(toDocument.firstChild);
    const button = await screen.findByRole('button', { name: 'Ouvrir le document 77' });
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Alt+Enter');
    fireEvent.keyDown(toDocument, { key: 'Enter', altKey: true });
    await waitFor(() => expect(opened()).toHaveLength(2));
    fireEvent.click(button);
    await waitFor(() => expect(opened()).toEqual([['article', 77], ['article', 77], ['article', 77]]));
    expect(calls(raw, 'editor.close')).toHaveLength(0);
  });

  it('« Aperçu » in a browser opens the public view in a new tab: the preview alone (spec 2 §2.6, §2.5 mode=fullscreen)', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    open({ 'app.getConfig': () => ok({ apiUrl: 'https://api.example', helpUrl: 'https://aide.example/', host: 'web', version: '1' }) });
    await editorView();
    fireEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    expect(opened).toHaveBeenCalledWith('/articles/42?mode=fullscreen', '_blank', 'noopener');
    opened.mockRestore();
  });

  it('offers the placard PDF of an OUT_OF_DATE placard too, downloaded and opened as from the list', async () => {
    const { raw } = open({
      'articles.get': () => ok({ lastAvailablePlacardProcessStatus: 'OUT_OF_DATE' }),
      'downloads.start': () => ok({ batchId: 'b1' }),
    });
    await editorView();
    fireEvent.click(await screen.findByRole('button', { name: 'PDF (placard)' }));
    await waitFor(() => expect(calls(raw, 'downloads.start')).toHaveLength(1));
    expect(calls(raw, 'downloads.start')[0]?.args).toEqual([
      { label: 'Placard de l’élément 42', items: [{ path: '/api/article/download/42/placard', fileName: '42_placard.pdf', openWhenDone: 'pdf', entity: 'ARTICLE' }] },
    ]);
  });

  it('shows a non-expert the document without XML; what it cannot represent, read-only with the reason (issue 26)', async () => {
    const odd = '<article id="42">\n  <titre>Les honoraires</titre>\n  <corps><inconnu/></corps>\n</article>';
    open({ 'editor.load': () => ok({ ...DOCUMENT, xml: odd }) }, { ...SESSION, expertMode: false }, ['EDITOR_BJS']);
    expect(
      await screen.findByText(/L’éditeur de document ne sait pas représenter ce document \(l’élément <inconnu> n’est pas dans le schéma des articles\.\) : il est ouvert en lecture seule/),
    ).toBeTruthy();
    // Nothing of it is shown as a document (nothing could be changed there, nor lost).
    expect(screen.queryByRole('textbox', { name: 'Contenu du document 42' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'XML' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Contenu XML du document 42' })).toBeNull();
  });

  it('goes back to the preview when the editor was the first page, and closes its session', async () => {
    const { router, raw } = open({ 'editor.close': () => ok(undefined) });
    await editorView();
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Quitter l’éditeur' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles/42'));
    await waitFor(() => expect(calls(raw, 'editor.close')).toHaveLength(1));
    expect(calls(raw, 'editor.open')).toHaveLength(1);
  });
});

describe('the editor’s local draft (issue 33)', () => {
  const TYPED = XML.replace('<para>Texte</para>', '<para>Texte tapé avant la fermeture</para>');
  const found = (data: Record<string, unknown>) => () => ok({ savedAt: '2026-11-22T13:05:00Z', data });
  const DRAFT = { documentId: 42, xml: TYPED, basedOn: '7' };

  it('backs up the typed text with the version it comes from, once the typing stops; a save removes it', async () => {
    const { raw } = open({ 'editor.save': () => ok({ ...DOCUMENT, xml: TYPED, revisionId: '8' }) });
    const view = await editorView();
    const line = view.state.doc.line(3);
    type(view, line.from, line.to, '  <corps><para>Texte tapé avant la fermeture</para></corps>');
    expect(calls(raw, 'drafts.save')).toHaveLength(0);
    await waitFor(() => expect(calls(raw, 'drafts.save')).toHaveLength(1), { timeout: 3000 });
    expect(calls(raw, 'drafts.save')[0]?.args).toEqual(['editor/42', DRAFT]);
    expect(passesContract('drafts.save', calls(raw, 'drafts.save')[0]?.args ?? [])).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls(raw, 'drafts.discard').map((c) => c.args)).toEqual([['editor/42']]));
    expect(calls(raw, 'drafts.save')).toHaveLength(1);
  });

  it('typing while the save is under way: the draft goes with the save, and what was typed meanwhile is backed up again', async () => {
    let typeDuringSave = () => undefined as void;
    const { raw } = open({
      'editor.save': () => {
        typeDuringSave();
        return ok({ ...DOCUMENT, revisionId: '8' });
      },
    });
    const view = await editorView();
    typeDuringSave = () => view.dispatch({ changes: { from: 0, insert: '<!-- pendant -->' } });
    type(view, 0, 0, ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls(raw, 'drafts.discard')).toHaveLength(1));
    await waitFor(() => expect(calls(raw, 'drafts.save')).toHaveLength(1), { timeout: 3000 });
    expect(calls(raw, 'drafts.save')[0]?.args).toEqual(['editor/42', { documentId: 42, xml: view.state.doc.toString(), basedOn: '8' }]);
    expect(view.state.doc.toString()).toContain('<!-- pendant -->');
  });

  it('backs up nothing beyond the editor’s 5 MB, and says so', async () => {
    const { raw } = open();
    const view = await editorView();
    const padding = `<!--${'x'.repeat(EDITOR_XML_MAX_BYTES)}-->`;
    type(view, 0, 0, padding);
    expect(await screen.findByText('Le document dépasse 5 Mo : il ne peut être ni enregistré ni sauvegardé localement. Réduisez-le.', {}, { timeout: 3000 })).toBeTruthy();
    expect(calls(raw, 'drafts.save')).toHaveLength(0);
  });

  it('backs up at once when the page is hidden (a window closed by the system)', async () => {
    const { raw } = open();
    const view = await editorView();
    type(view, 0, 0, ' ');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(calls(raw, 'drafts.save')).toHaveLength(1));
    expect(calls(raw, 'drafts.save')[0]?.args).toEqual(['editor/42', { documentId: 42, xml: ` ${XML}`, basedOn: '7' }]);
  });

  it('backs up at once the last typing of an editor that a lapsed session closed, not of one the user signed out of', async () => {
    const lapsed = open();
    const view = await editorView();
    type(view, 0, 0, ' ');
    act(() => lapsed.store.set(authStateAtom, { ...SIGNED_OUT, endedBy: 'expired' }));
    expect(await screen.findByText(/session a expiré/)).toBeTruthy();
    await waitFor(() => expect(calls(lapsed.raw, 'drafts.save')).toHaveLength(1));
    expect(calls(lapsed.raw, 'drafts.save')[0]?.args).toEqual(['editor/42', { documentId: 42, xml: ` ${XML}`, basedOn: '7' }]);
    lapsed.unmount();

    const signedOut = open();
    const typed = await editorView();
    type(typed, 0, 0, ' ');
    act(() => signedOut.store.set(authStateAtom, { ...SIGNED_OUT }));
    await screen.findByRole('button', { name: /Se connecter/ });
    await settlePromises();
    expect(calls(signedOut.raw, 'drafts.save')).toHaveLength(0);
  });

  it('offers a draft found on opening: « Comparer » shows it beside the saved text, « Restaurer » puts it in unsaved, the save sends it', async () => {
    const { raw } = open({ 'drafts.load': found(DRAFT), 'editor.save': () => ok({ ...DOCUMENT, xml: TYPED, revisionId: '8' }) });
    const view = await editorView();
    expect(await screen.findByText(/^Des modifications non enregistrées du 22\/11\/2026 à 14:05 ont été retrouvées\.$/)).toBeTruthy();
    expect(calls(raw, 'drafts.load')[0]?.args).toEqual(['editor/42']);
    // Nothing is put in the editor before the user asks.
    expect(view.state.doc.toString()).toBe(XML);

    fireEvent.click(screen.getByRole('button', { name: 'Comparer avec la version enregistrée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifications non enregistrées' });
    expect(within(dialog).getByText('À gauche, la version 7 enregistrée ; à droite, vos modifications non enregistrées du 22/11/2026 à 14:05.')).toBeTruthy();
    expect(await within(dialog).findByText('1 bloc(s) modifié(s), 0 ajouté(s), 0 supprimé(s).')).toBeTruthy();
    expect(within(dialog).getByText('tapé avant la fermeture', { exact: false, selector: 'ins' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Restaurer les modifications non enregistrées' }));
    await dialogClosed();
    await waitFor(() => expect(view.hasFocus).toBe(true));
    expect(view.state.doc.toString()).toBe(TYPED);
    expect(screen.queryByText(/ont été retrouvées/)).toBeNull();
    expect(await screen.findByText(/Version 7 · Modifications non enregistrées/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls(raw, 'editor.save')).toHaveLength(1));
    expect(calls(raw, 'editor.save')[0]?.args[1]).toEqual({ xml: TYPED, revisionId: '7' });
    await waitFor(() => expect(calls(raw, 'drafts.discard').map((c) => c.args)).toEqual([['editor/42']]));
  });

  it('says when the draft predates a save; without the lock it is offered, restored once the lock is held, or copied', async () => {
    const held: EditorLockState = { editable: false, lock: HELD.lock, canTakeOver: true, reason: 'Le verrou est disponible.' };
    open({ 'drafts.load': found({ ...DRAFT, basedOn: '5' }) }, { ...SESSION, lockState: held });
    expect(
      await screen.findByText(
        /ont été retrouvées\. Elles partent de la version 5 ; le document a été enregistré depuis \(version 7\) : comparez avant de restaurer.*Elles pourront être restaurées quand vous détiendrez le verrou du document\./,
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Restaurer les modifications non enregistrées' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Comparer avec la version enregistrée' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copier le XML' })).toBeTruthy();
  });

  it('« Ignorer » forgets it', async () => {
    const { raw } = open({ 'drafts.load': found(DRAFT) });
    fireEvent.click(await screen.findByRole('button', { name: 'Ignorer' }));
    await waitFor(() => expect(calls(raw, 'drafts.discard').map((c) => c.args)).toEqual([['editor/42']]));
    expect(screen.queryByText(/ont été retrouvées/)).toBeNull();
  });

  it('drops unseen a draft that is the saved text itself (a save the crash cut short)', async () => {
    const { raw } = open({ 'drafts.load': found({ ...DRAFT, xml: XML }) });
    await editorView();
    await waitFor(() => expect(calls(raw, 'drafts.discard').map((c) => c.args)).toEqual([['editor/42']]));
    expect(screen.queryByText(/ont été retrouvées/)).toBeNull();
  });
});
