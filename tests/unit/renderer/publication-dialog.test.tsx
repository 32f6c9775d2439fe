import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PUBLICATION_FORM_MESSAGES as M, STANDARD_NUMBERS_MAX } from '@shared/rules/publication-input';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import { dialogClosed, fail, ok, passesContract, renderApp, type Answer } from './harness';
import { ADMIN, publication, publicationAnswers, row } from './publications-fixture';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/publications/list/PublicationListPage';

type Raw = { calls: { name: string; args: unknown[] }[] };
const callsOf = (raw: Raw, name: string) => raw.calls.filter((c) => c.name === name).map((c) => c.args);

const ROWS = [row(11), row(20, { periodicalId: 'GPL', periodicalLabel: 'Gazette du Palais — Édition professionnelle', name: 'GPL_2025_20', text: 'Couverture', articleId: 5, imageId: 6 })];

async function openCreate(answers: Record<string, (args: unknown[]) => Answer> = {}) {
  const rendered = renderApp('/publications', ADMIN, { ...publicationAnswers(ROWS), ...answers });
  await screen.findByText('BJS_2025_11');
  fireEvent.click(screen.getByRole('button', { name: 'Nouvelle publication' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouvelle publication' });
  // The periodicals arrive from the referential.
  await within(dialog).findByRole('option', { name: '[GPL] - Gazette du Palais — Édition professionnelle' });
  return { ...rendered, dialog };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label, { exact: false, selector: 'input, select, textarea' });
const type = (dialog: HTMLElement, label: string, value: string) => {
  const input = field(dialog, label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

async function fillValid(dialog: HTMLElement) {
  fireEvent.change(field(dialog, 'Revue'), { target: { value: 'GPL' } });
  type(dialog, 'Année', '2026');
  type(dialog, 'Numéro', '11-12');
  type(dialog, 'Date de début', '01022026');
  type(dialog, 'Titre', 'Numéro double');
}

describe('the new-publication dialog (spec 2 §5)', () => {
  it('checks each field on leaving it with the shared messages', async () => {
    const { dialog } = await openCreate();
    type(dialog, 'Année', '26');
    expect(await within(dialog).findByText(M.yearInvalid)).toBeTruthy();
    type(dialog, 'Année', '2026');
    await waitFor(() => expect(within(dialog).queryByText(M.yearInvalid)).toBeNull());
    type(dialog, 'Numéro', '3-3');
    expect(await within(dialog).findByText(M.numberTwice(3))).toBeTruthy();
    type(dialog, 'Numéro', Array.from({ length: STANDARD_NUMBERS_MAX + 1 }, (_, i) => i + 1).join('-'));
    expect(await within(dialog).findByText(M.tooManyNumbers)).toBeTruthy();
    type(dialog, 'Date de début', '31022026');
    expect(await within(dialog).findByText(M.startDateInvalid)).toBeTruthy();
    type(dialog, 'Date de début', '01032026');
    type(dialog, 'Date de fin', '01022026');
    expect(await within(dialog).findByText(M.endBeforeStart)).toBeTruthy();
  });

  it('refuses an empty form on saving, with every required field said', async () => {
    const { dialog, raw } = await openCreate();
    save(dialog);
    for (const message of [M.numberRequired, M.periodicalRequired, M.yearRequired, M.startDateRequired]) expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(callsOf(raw, 'publications.create')).toHaveLength(0);
  });

  it('shows the cover fields for DEF and GPL only, the text for GPL; hors-série takes a suffix', async () => {
    const { dialog } = await openCreate();
    expect(within(dialog).queryByLabelText('Texte de couverture')).toBeNull();
    fireEvent.change(field(dialog, 'Revue'), { target: { value: 'DEF' } });
    expect(await within(dialog).findByLabelText('Article en couverture', { exact: false })).toBeTruthy();
    expect(within(dialog).queryByLabelText('Texte de couverture')).toBeNull();
    fireEvent.change(field(dialog, 'Revue'), { target: { value: 'GPL' } });
    expect(await within(dialog).findByLabelText('Texte de couverture')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Hors-Série' }));
    expect(within(dialog).queryByLabelText('Numéro', { exact: false })).toBeNull();
    type(dialog, 'Suffixe du hors-série', 'printemps');
    expect(await within(dialog).findByText('Facultatif : le numéro sera « hors-serie-printemps »')).toBeTruthy();
  });

  it('sends what the rule builds, refreshes the list and closes', async () => {
    const created = publication(30, { periodicalId: 'GPL', name: 'GPL_2026_11-12', year: 2026, number: '11-12' });
    const { dialog, raw, store } = await openCreate({
      'publications.create': () => ok(created),
      'images.search': () => ok({ result: [{ id: 44, name: 'Palais de justice' }], resultCount: 1 }),
      'articles.search': () => ok({ result: [{ id: 8, title: 'Le <i>bail</i> commercial', periodicalId: 'GPL' }], resultCount: 1 }),
    });
    await fillValid(dialog);
    // The cover article is found by its title among the periodical's articles (spec 2 §7 article search).
    fireEvent.change(field(dialog, 'Article en couverture'), { target: { value: 'bail' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Le bail commercial — GPL (n° 8)' }));
    expect(callsOf(raw, 'articles.search')[0]?.[0]).toEqual({ query: 'bail', page: 0, size: 20, periodicalIdFilter: ['GPL'], kindFilter: ['ARTICLE'] });
    // The cover image is found by its name among the enabled illustrations.
    fireEvent.change(field(dialog, 'Image en couverture'), { target: { value: 'Palais' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Palais de justice (n° 44)' }));
    expect(callsOf(raw, 'images.search')[0]?.[0]).toEqual({ query: 'Palais', page: 0, size: 20, collectionFilter: ['ILLUSTRATION'], enableFilter: true });
    type(dialog, 'Texte de couverture', 'Le numéro double.');
    const before = callsOf(raw, 'publications.search').length;
    save(dialog);
    await waitFor(() => expect(callsOf(raw, 'publications.create')).toHaveLength(1));
    expect(callsOf(raw, 'publications.create')[0]?.[0]).toEqual({
      periodicalId: 'GPL',
      year: 2026,
      number: '11-12',
      editionType: 'STANDARD',
      startDate: '2026-02-01',
      endDate: null,
      title: 'Numéro double',
      articleId: 8,
      imageId: 44,
      text: 'Le numéro double.',
    });
    await dialogClosed();
    expect(store.get(notificationsAtom).at(-1)?.message).toBe('Publication GPL_2026_11-12 créée');
    await waitFor(() => expect(callsOf(raw, 'publications.search').length).toBeGreaterThan(before));
  });

  it('409: says a publication of that name exists, named from the form whatever the server wrote, in the dialog, which stays open', async () => {
    for (const message of ['Conflict', '']) {
      const { dialog } = await openCreate({ 'publications.create': () => fail({ code: 'HTTP', status: 409, message }) });
      await fillValid(dialog);
      save(dialog);
      expect(await within(dialog).findByText('Une publication porte déjà ce nom : GPL_2026_11-12.')).toBeTruthy();
      expect(dialog.isConnected).toBe(true);
      cleanup();
    }
  });

  it('412: shows the server message in the dialog', async () => {
    const { dialog } = await openCreate({ 'publications.create': () => fail({ code: 'HTTP', status: 412, message: 'Illustration de couverture introuvable : 44.' }) });
    await fillValid(dialog);
    save(dialog);
    expect(await within(dialog).findByText('Illustration de couverture introuvable : 44.')).toBeTruthy();
  });

  it('another status: a generic error notification, and the dialog closes', async () => {
    const { dialog, store } = await openCreate({ 'publications.create': () => fail({ code: 'HTTP', status: 500, message: '' }) });
    await fillValid(dialog);
    save(dialog);
    await dialogClosed();
    const notice = store.get(notificationsAtom).at(-1);
    expect(notice?.message).toBe("La publication n'a pas pu être enregistrée (erreur 500).");
    expect(notice?.options.variant).toBe('error');
  });
});

describe('the edit dialog', () => {
  it('fills the form from the publication, fixes the periodical and sends the version read', async () => {
    const saved = publication(20, { periodicalId: 'GPL', name: 'GPL_2025_20', title: 'Nouveau titre' });
    const { raw } = renderApp('/publications', ADMIN, {
      ...publicationAnswers(ROWS),
      'publications.update': () => ok(saved),
      'illustrations.get': () => ok({ id: 6, name: 'Palais de justice', version: 3 }),
      'articles.base': () => ok({ id: 5, title: 'Le <i>bail</i> commercial', periodicalId: 'GPL' }),
    });
    await screen.findByText('GPL_2025_20');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier GPL_2025_20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la publication GPL_2025_20' });
    expect((field(dialog, 'Revue') as HTMLInputElement).readOnly).toBe(true);
    expect((field(dialog, 'Numéro') as HTMLInputElement).value).toBe('20');
    expect((field(dialog, 'Date de début') as HTMLInputElement).value).toBe('01/03/2025');
    expect((field(dialog, 'Texte de couverture') as HTMLTextAreaElement).value).toBe('Couverture');
    // The cover by what the server says of it (GET /api/illustration/{imageId}, GET /api/articleBase/{articleId}), not by numbers.
    await waitFor(() => expect((field(dialog, 'Image en couverture') as HTMLInputElement).value).toBe('Palais de justice (n° 6)'));
    await waitFor(() => expect((field(dialog, 'Article en couverture') as HTMLInputElement).value).toBe('Le bail commercial — GPL (n° 5)'));
    expect(callsOf(raw, 'illustrations.get')).toEqual([[6]]);
    expect(dialog.querySelector('img')?.getAttribute('src')).toMatch(/image\/6\?size=THUMBNAIL&version=3$/);
    type(dialog, 'Titre', 'Nouveau titre');
    save(dialog);
    await waitFor(() => expect(callsOf(raw, 'publications.update')).toHaveLength(1));
    const [id, update] = callsOf(raw, 'publications.update')[0] ?? [];
    expect(id).toBe(20);
    expect(update).toMatchObject({ periodicalId: 'GPL', title: 'Nouveau titre', number: '20', articleId: 5, imageId: 6, text: 'Couverture', version: 2 });
    await dialogClosed();
  });

  it('409 on a publication read with a version: the server says whether it is stale or the name taken', async () => {
    const stale = 'Cette publication a été modifiée par Alice le 02/03/2025 à 10:00, après votre lecture (version 2, actuelle 3) : rechargez-la avant d’enregistrer.';
    renderApp('/publications', ADMIN, { ...publicationAnswers(ROWS), 'publications.update': () => fail({ code: 'HTTP', status: 409, message: stale }) });
    await screen.findByText('BJS_2025_11');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier BJS_2025_11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la publication BJS_2025_11' });
    type(dialog, 'Titre', 'Trop tard');
    save(dialog);
    expect(await within(dialog).findByText(stale)).toBeTruthy();
  });

  it('edits a publication read without a version (spec 2 §3 has none) and saves it without one', async () => {
    const { version: _version, ...unversioned } = row(11);
    const { raw } = renderApp('/publications', ADMIN, { ...publicationAnswers([unversioned]), 'publications.update': () => ok(publication(11, { title: 'Sans version' })) });
    await screen.findByText('BJS_2025_11');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier BJS_2025_11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la publication BJS_2025_11' });
    type(dialog, 'Titre', 'Sans version');
    save(dialog);
    await waitFor(() => expect(callsOf(raw, 'publications.update')).toHaveLength(1));
    const args = callsOf(raw, 'publications.update')[0] ?? [];
    expect(args[1]).toMatchObject({ periodicalId: 'BJS', title: 'Sans version' });
    expect(args[1]).not.toHaveProperty('version');
    expect(passesContract('publications.update', args)).toBe(true);
    await dialogClosed();
  });
});
