import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createStore } from 'jotai';
import { createBridge } from '@shared/bridge-client';
import type { PublicationProcessNotice } from '@shared/contract';
import type { ProcessInfo, ProcessStatus, PublicationRow } from '@shared/domain/publication';
import { CLOSING_DATE_PASSED } from '@shared/rules/closing-date';
import { AppProviders } from '../../../src/renderer/app/AppProviders';
import { authStateAtom } from '../../../src/renderer/features/auth/auth-atoms';
import { useDownloadFailureNotices } from '../../../src/renderer/features/downloads/useDownloadFailureNotices';
import { useDownloadsSync } from '../../../src/renderer/features/downloads/useDownloadsSync';
import { PublicationActionsMenu } from '../../../src/renderer/features/publications/workflow/PublicationActionsMenu';
import { ProcessNotices } from '../../../src/renderer/features/publications/workflow/ProcessNotices';
import { dialogClosed, fail, fakeRawBridge, NO_DOWNLOADS, ok, signedIn, type Answer } from './harness';

/**
 * The publication actions menu and the process notices (issue 10, spec 2 §4 Publication, §8): the items
 * offered for each state and role, the confirmations, the French errors of the WORKFLOW_ keys, closing,
 * and the toast of a finished placard.
 */

const ROLES = {
  admin: ['ADMIN'],
  redaction: ['MANAGER_BJS', 'MANAGER_DEF', 'EDITOR_GDP', 'ADMIN_AUTHORS'],
  production: ['PRODUCER_BJS', 'PRODUCER_DEF', 'PRODUCER_GDP', 'ONLINE_BJS'],
  lecteur: ['VIEWER'],
} as const;
type Account = keyof typeof ROLES;

const processOf = (id: number, status: ProcessStatus | null): ProcessInfo | null =>
  status === null ? null : { id, status, creationDate: '2025-06-01T10:00:00Z', username: 'romain' };

interface State {
  periodicalId?: string;
  status?: PublicationRow['status'];
  placard?: ProcessStatus | null;
  printer?: ProcessStatus | null;
  ready?: boolean;
  validated?: boolean;
  scheduled?: boolean;
}

function publication({ periodicalId = 'BJS', status = 'IN_PROGRESS', placard = null, printer = null, ready = false, validated = false, scheduled = false }: State): PublicationRow {
  const available = placard === 'FINISHED' || placard === 'OUT_OF_DATE' ? placard : null;
  return {
    id: 7,
    name: `${periodicalId}_2025_7`,
    periodicalId,
    periodicalLabel: periodicalId,
    year: 2025,
    number: '7',
    editionType: 'STANDARD',
    startDate: '2025-07-01',
    endDate: null,
    closingDate: null,
    status,
    modificationDate: '2025-06-01T10:00:00Z',
    publicationOnlineDate: null,
    scheduledDate: scheduled ? '2030-06-30T08:00:00Z' : null,
    username: scheduled ? 'Paule Productrice' : null,
    validationDate: validated ? '2025-06-02T10:00:00Z' : null,
    lastPrinterPdfProcessStatus: printer,
    lastPrinterPdfProcess: processOf(71, printer),
    lastAvailablePlacardProcessStatus: available,
    lastAvailablePlacardProcess: processOf(70, available),
    lastRequestPlacardProcessStatus: placard,
    lastRequestPlacardProcess: processOf(70, placard),
    allArticlesReady: ready,
    title: null,
    text: null,
    articleId: null,
    imageId: null,
    version: 1,
    planVersion: 1,
    charVolume: 0,
    creationDate: '2025-05-01T10:00:00Z',
    creationUser: null,
    modificationUser: null,
  };
}

/** What SignedInServices runs beside the notices: the downloads atom follows core. */
function DownloadsSync() {
  useDownloadsSync();
  useDownloadFailureNotices();
  return null;
}

function renderMenu(account: Account, row: PublicationRow, options: { answers?: Record<string, (args: unknown[]) => Answer>; onEdit?: () => void; placement?: 'row' | 'header' } = {}) {
  const raw = fakeRawBridge({ 'downloads.list': () => ok(NO_DOWNLOADS), 'downloads.retry': () => ok(undefined), 'publications.get': () => ok(row), ...options.answers });
  const store = createStore();
  store.set(authStateAtom, signedIn([...ROLES[account]]));
  const router = createMemoryRouter(
    [
      {
        path: '/publications/:id/organiser',
        element: (
          <>
            <PublicationActionsMenu publication={row} placement={options.placement ?? 'header'} {...(options.onEdit ? { onEdit: options.onEdit } : {})} />
            <ProcessNotices />
            <DownloadsSync />
          </>
        ),
      },
      { path: '/publications', element: <h1>Liste des publications</h1> },
      { path: '/articles', element: <h1>Liste des articles</h1> },
    ],
    { initialEntries: ['/publications/7/organiser'] },
  );
  render(
    <AppProviders bridge={createBridge(raw)} store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { raw, router };
}

async function openMenu(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: /^Actions/ }));
  return screen.findByRole('menu');
}
const itemNames = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);
const noop = () => undefined;

describe('the items offered (spec 2 §4 Publication, roles of §6)', () => {
  const table: [string, Account, State, (string | null)[]][] = [
    ['a new issue, admin', 'admin', {}, ['Modifier', 'Générer le placard', 'BAP de tous les articles']],
    ['a new issue, manager of BJS', 'redaction', {}, ['Modifier', 'Générer le placard', 'BAP de tous les articles']],
    ['a new issue, producer', 'production', {}, ['Aucune action disponible']],
    ['a new issue, reader', 'lecteur', {}, ['Aucune action disponible']],
    ['placard ready, all BAP, admin', 'admin', { placard: 'FINISHED', ready: true }, ['Modifier', 'Déverrouiller le placard', 'Générer le PDF imprimeur', 'Voir le placard']],
    ['placard ready, all BAP, producer', 'production', { placard: 'FINISHED', ready: true }, ['Générer le PDF imprimeur', 'Voir le placard']],
    ['placard ready, not all BAP, producer', 'production', { placard: 'FINISHED' }, ['Voir le placard']],
    ['placard ready, reader', 'lecteur', { placard: 'FINISHED', ready: true }, ['Voir le placard']],
    ['placard out of date, manager', 'redaction', { placard: 'OUT_OF_DATE', ready: true }, ['Modifier', 'Voir le placard']],
    ['printer PDF ready, producer', 'production', { status: 'PUBLISHING', placard: 'FINISHED', printer: 'FINISHED', ready: true }, ['Donner le BAT', 'Annuler le PDF imprimeur', 'Voir le placard', 'Voir le PDF imprimeur']],
    ['printer PDF ready, manager', 'redaction', { status: 'PUBLISHING', placard: 'FINISHED', printer: 'FINISHED', ready: true }, ['Voir le placard', 'Voir le PDF imprimeur']],
    ['BAT given, producer', 'production', { status: 'PUBLISHING', placard: 'FINISHED', printer: 'FINISHED', ready: true, validated: true }, ['Clôturer…', 'Voir le placard', 'Voir le PDF imprimeur']],
    ['BAT given, GPL: the producer has no role there', 'production', { periodicalId: 'GPL', status: 'PUBLISHING', placard: 'FINISHED', printer: 'FINISHED', ready: true, validated: true }, ['Aucune action disponible']],
    ['closing scheduled, producer of DEF', 'production', { periodicalId: 'DEF', status: 'PUBLISHING', placard: 'FINISHED', printer: 'FINISHED', ready: true, validated: true, scheduled: true }, ['Annuler la clôture programmée', 'Voir le placard', 'Voir le PDF imprimeur']],
    ['a GDA issue has no placard, admin', 'admin', { periodicalId: 'GDA' }, ['Modifier', 'BAP de tous les articles']],
    ['published, admin', 'admin', { status: 'PUBLISHED', placard: 'FINISHED', printer: 'FINISHED', ready: true, validated: true }, ['Déverrouiller le placard', 'Voir le placard', 'Voir le PDF imprimeur']],
    ['placard being made, admin', 'admin', { placard: 'PENDING' }, ['Placard en cours de génération…', 'Modifier', 'Déverrouiller le placard', 'BAP de tous les articles']],
    ['printer PDF being made, reader', 'lecteur', { placard: 'FINISHED', printer: 'GEN_RESULT_PACKAGE', ready: true }, ['PDF imprimeur en cours de génération…', 'Voir le placard']],
  ];
  it.each(table)('%s', async (_title, account, state, expected) => {
    renderMenu(account, publication(state), { onEdit: noop });
    expect(itemNames(await openMenu())).toEqual(expected);
  });

  it('offers "Modifier" only where the page can edit, and calls it', async () => {
    renderMenu('admin', publication({}));
    expect(itemNames(await openMenu())).not.toContain('Modifier');
  });

  it('shows a running process as a disabled item with a spinner', async () => {
    renderMenu('admin', publication({ placard: 'GEN_REQUEST_PACKAGE' }), { onEdit: noop });
    const progress = within(await openMenu()).getByRole('menuitem', { name: 'Placard en cours de génération…' });
    expect(progress.getAttribute('aria-disabled')).toBe('true');
    expect(within(progress).getByRole('progressbar')).toBeTruthy();
  });

  it('names the row button after the publication', async () => {
    renderMenu('lecteur', publication({ placard: 'FINISHED' }), { placement: 'row' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions de la publication BJS_2025_7' }));
    expect(itemNames(await screen.findByRole('menu'))).toEqual(['Voir le placard']);
  });
});

describe('the actions (spec 2 §2.8 confirmations, §8 errors)', () => {
  const chooseItem = async (name: string) => fireEvent.click(within(await openMenu()).getByRole('menuitem', { name }));
  const confirmIn = async (title: string, action: string) => {
    const dialog = await screen.findByRole('alertdialog', { name: title });
    fireEvent.click(within(dialog).getByRole('button', { name: action }));
  };

  it('asks before generating the placard, then asks the server and says so', async () => {
    let onEdit = 0;
    const { raw } = renderMenu('admin', publication({}), {
      onEdit: () => (onEdit += 1),
      answers: { 'publications.workflow': () => ok(publication({ placard: 'GEN_REQUEST_PACKAGE' })) },
    });
    await chooseItem('Générer le placard');
    const dialog = await screen.findByRole('alertdialog', { name: 'Générer le placard' });
    expect(dialog.textContent).toContain('Générer le placard de la publication BJS_2025_7 ?');
    expect(raw.calls.some((c) => c.name === 'publications.workflow')).toBe(false);
    await confirmIn('Générer le placard', 'Générer');
    expect(await screen.findByText('Placard demandé : vous serez prévenu quand il sera prêt.')).toBeTruthy();
    expect(raw.calls.find((c) => c.name === 'publications.workflow')?.args).toEqual(['GENERATE_PUBLICATION_PLACARD', 7]);
    await dialogClosed();
    await chooseItem('Modifier');
    expect(onEdit).toBe(1);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { raw } = renderMenu('production', publication({ status: 'PUBLISHING', placard: 'FINISHED', printer: 'FINISHED', ready: true }));
    await chooseItem('Donner le BAT');
    const dialog = await screen.findByRole('alertdialog', { name: 'Donner le BAT' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await dialogClosed();
    expect(raw.calls.some((c) => c.name === 'publications.workflow')).toBe(false);
  });

  it('runs BAP of all articles without a confirmation', async () => {
    const { raw } = renderMenu('redaction', publication({}), { answers: { 'publications.workflow': () => ok(publication({ ready: true })) } });
    await chooseItem('BAP de tous les articles');
    expect(await screen.findByText('Les articles de la publication sont BAP.')).toBeTruthy();
    expect(raw.calls.find((c) => c.name === 'publications.workflow')?.args).toEqual(['BAP_ARTICLES_OF_PUBLICATION', 7]);
  });

  const refusals: [string, { status: number; message: string; reason?: string }, string][] = [
    [
      'WORKFLOW_NOT_AVAILABLE with its reason',
      { status: 400, message: 'WORKFLOW_NOT_AVAILABLE', reason: 'Le BAT a déjà été donné.' },
      'Cette action n’est pas possible dans l’état actuel de la publication. Le BAT a déjà été donné.',
    ],
    [
      'WORKFLOW_FORBIDDEN with its reason',
      { status: 403, message: 'WORKFLOW_FORBIDDEN', reason: 'Réservé à l’administrateur et au rôle producteur de la revue BJS.' },
      'Vous n’avez pas le droit de faire cette action sur cette publication. Réservé à l’administrateur et au rôle producteur de la revue BJS.',
    ],
    ['another 404, by its status', { status: 404, message: 'Publication introuvable.' }, 'La publication est introuvable. Publication introuvable.'],
    ['a 500, by its status', { status: 500, message: '' }, 'L’action n’a pas abouti (erreur 500). Veuillez réessayer.'],
  ];
  it.each(refusals)('tells a refusal: %s', async (_title, error, text) => {
    renderMenu('production', publication({ status: 'PUBLISHING', placard: 'FINISHED', printer: 'FINISHED', ready: true }), {
      answers: { 'publications.workflow': () => fail({ code: 'HTTP', ...error }) },
    });
    await chooseItem('Donner le BAT');
    await confirmIn('Donner le BAT', 'Donner le BAT');
    expect(await screen.findByText(text)).toBeTruthy();
  });

  // Spec 2 §6: the publication list is Tl, Dl, Bl; a producer lands on the articles instead (issue 22).
  it.each([
    ['admin', '/publications', ''],
    ['production', '/articles', '?publicationFilter=BJS_2025_7'],
  ] as const)('closes now, says so and lands on a page the account may open (%s)', async (account, pathname, search) => {
    const { raw, router } = renderMenu(account, publication({ status: 'PUBLISHING', placard: 'FINISHED', printer: 'FINISHED', ready: true, validated: true }), {
      answers: { 'publications.close': () => ok({ ...publication({ status: 'PUBLISHED' }), closingDate: '2025-06-03' }) },
    });
    await chooseItem('Clôturer…');
    const dialog = await screen.findByRole('alertdialog', { name: 'Clôturer la publication BJS_2025_7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
    expect(await screen.findByText('La publication BJS_2025_7 est clôturée.')).toBeTruthy();
    expect(raw.calls.find((c) => c.name === 'publications.close')?.args).toEqual([7, null]);
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
  });

  it('schedules a closing at a Paris date-time to come, refuses one that has passed', async () => {
    const { raw } = renderMenu('production', publication({ status: 'PUBLISHING', placard: 'FINISHED', printer: 'FINISHED', ready: true, validated: true }), {
      answers: { 'publications.close': () => ok(publication({ status: 'PUBLISHING', validated: true, scheduled: true })) },
    });
    await chooseItem('Clôturer…');
    const dialog = await screen.findByRole('alertdialog', { name: 'Clôturer la publication BJS_2025_7' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'À une date (heure de Paris)' }));
    const input = await within(dialog).findByLabelText(/Date et heure de clôture/);
    fireEvent.change(input, { target: { value: '2020-01-01T10:00' } });
    expect(within(dialog).getByText('Choisissez une date et une heure à venir.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Clôturer' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '2030-06-30T10:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
    expect(await screen.findByText('La clôture de la publication BJS_2025_7 est programmée le 30/06/2030 à 10:00.')).toBeTruthy();
    expect(raw.calls.find((c) => c.name === 'publications.close')?.args).toEqual([7, '2030-06-30T10:00']);
  });

  it('checks the date again when it sends: a time passed while the dialog stayed open is told, not sent', async () => {
    // Only the clock is faked: the dialog opens at 09:58 Paris, offers 09:59, and is sent at 10:00:30.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2030-06-30T07:58:00Z'));
      const { raw } = renderMenu('production', publication({ status: 'PUBLISHING', placard: 'FINISHED', printer: 'FINISHED', ready: true, validated: true }));
      await chooseItem('Clôturer…');
      const dialog = await screen.findByRole('alertdialog', { name: 'Clôturer la publication BJS_2025_7' });
      fireEvent.click(within(dialog).getByRole('radio', { name: 'À une date (heure de Paris)' }));
      const input = await within(dialog).findByLabelText<HTMLInputElement>(/Date et heure de clôture/);
      expect(input.value).toBe('2030-06-30T09:59');
      vi.setSystemTime(new Date('2030-06-30T08:00:30Z'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
      expect(await within(dialog).findByText(CLOSING_DATE_PASSED)).toBeTruthy();
      expect(raw.calls.some((c) => c.name === 'publications.close')).toBe(false);
      // Another date clears the message.
      fireEvent.change(input, { target: { value: '2030-06-30T10:05' } });
      expect(within(dialog).queryByText(CLOSING_DATE_PASSED)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells PUBLICATION_CAN_T_BE_CLOSED with the reason and stays', async () => {
    const { router } = renderMenu('production', publication({ status: 'PUBLISHING', placard: 'FINISHED', printer: 'FINISHED', ready: true, validated: true }), {
      answers: { 'publications.close': () => fail({ code: 'HTTP', status: 400, message: 'PUBLICATION_CAN_T_BE_CLOSED', reason: 'La clôture est déjà programmée.' }) },
    });
    await chooseItem('Clôturer…');
    const dialog = await screen.findByRole('alertdialog', { name: 'Clôturer la publication BJS_2025_7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
    expect(await screen.findByText('La publication ne peut pas être clôturée. La clôture est déjà programmée.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/publications/7/organiser');
  });

  it('downloads and opens the placard through the download queue', async () => {
    const { raw } = renderMenu('lecteur', publication({ placard: 'FINISHED' }), { answers: { 'downloads.start': () => ok({ batchId: 'b1' }) } });
    await chooseItem('Voir le placard');
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'downloads.start')).toBe(true));
    expect(raw.calls.find((c) => c.name === 'downloads.start')?.args).toEqual([
      { label: 'Placard BJS_2025_7', items: [{ path: '/api/publication/download/7/placard', fileName: 'BJS_2025_7_placard.pdf', openWhenDone: 'pdf', entity: 'PUBLICATION' }] },
    ]);
  });

  it('tells a failed PDF download keyed by its status and entity, with the server reason and "Réessayer"', async () => {
    const { raw } = renderMenu('lecteur', publication({ printer: 'FINISHED', status: 'PUBLISHING' }), { answers: { 'downloads.start': () => ok({ batchId: 'b2' }) } });
    await chooseItem('Voir le PDF imprimeur');
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'downloads.start')).toBe(true));
    raw.emit('downloads.changed', {
      active: 0,
      batches: [{ id: 'b2', label: 'PDF imprimeur BJS_2025_7', total: 1, done: 0, failed: 1, cancelled: 0, folder: '/tmp' }],
      items: [{ id: 'i2', batchId: 'b2', label: 'BJS_2025_7_BAT.pdf', fileName: null, path: null, status: 'failed', receivedBytes: 0, totalBytes: null, error: 'Aucun PDF imprimeur disponible.', httpStatus: 404, entity: 'PUBLICATION', attempts: 1, contentType: null, startedAt: '2025-06-01T10:00:00Z', finishedAt: '2025-06-01T10:00:01Z' }],
    });
    expect(await screen.findByText('Le fichier « BJS_2025_7_BAT.pdf » de la publication n’est pas disponible. Aucun PDF imprimeur disponible.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(raw.calls.find((c) => c.name === 'downloads.retry')?.args).toEqual(['i2']));
  });
});

describe('process notices (publications.processNotice)', () => {
  const notice = (status: ProcessStatus, native: boolean): PublicationProcessNotice => ({
    publicationId: 7,
    publicationName: 'BJS_2025_7',
    kind: 'PLACARD',
    status,
    title: status === 'FINISHED' ? 'Placard prêt' : 'Placard en échec',
    body: status === 'FINISHED' ? 'Le placard de la publication BJS_2025_7 est prêt.' : 'Le placard de la publication BJS_2025_7 n’a pas pu être généré.',
    native,
  });

  it('shows a toast with "Ouvrir le PDF" when the system could not, and opens the placard', async () => {
    const { raw } = renderMenu('lecteur', publication({ placard: 'PENDING' }), { answers: { 'downloads.start': () => ok({ batchId: 'b3' }) } });
    await screen.findByRole('button', { name: /^Actions/ });
    raw.emit('publications.processNotice', notice('FINISHED', false));
    expect(await screen.findByText('Placard prêt')).toBeTruthy();
    expect(screen.getByText('Le placard de la publication BJS_2025_7 est prêt.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le PDF' }));
    await waitFor(() => expect(raw.calls.find((c) => c.name === 'downloads.start')?.args[0]).toMatchObject({ items: [{ path: '/api/publication/download/7/placard', openWhenDone: 'pdf' }] }));
  });

  it('shows a failure without the PDF action, and nothing when the system showed it', async () => {
    const { raw } = renderMenu('lecteur', publication({ placard: 'PENDING' }));
    await screen.findByRole('button', { name: /^Actions/ });
    raw.emit('publications.processNotice', notice('FINISHED', true));
    raw.emit('publications.processNotice', notice('ERROR', false));
    expect(await screen.findByText('Placard en échec')).toBeTruthy();
    expect(screen.queryByText('Placard prêt')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ouvrir le PDF' })).toBeNull();
  });
});
