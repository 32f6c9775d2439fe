import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Author, AuthorInput } from '@shared/domain/author';
import { checkedImage, dialogClosed, fail, ok, renderApp, settlePromises, signedIn, type Answer } from './harness';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/authors/edit/AuthorEditPage';
import '../../../src/renderer/features/authors/view/AuthorViewPage';

afterEach(cleanup);

const MANAGER = signedIn(['ADMIN_AUTHORS'], 'Régis Rédaction', 'redaction');
const LEAVE = 'Êtes vous sûr de vouloir quitter cette page ? Des modifications en cours pourraient être perdues';
const CANCEL = 'Souhaitez-vous vraiment annuler les modifications en cours ?';

/** An author as the server answers it, contacts in one kind only. */
function author(overrides: Partial<Author> = {}): Author {
  return {
    id: 2,
    knkId: 'KNK-0002',
    type: 'FEMALE',
    firstName: 'Hélène',
    particle: 'd’',
    lastName: 'Aubigné',
    functions: ['Professeure à l’université <i>Paris-Panthéon-Assas</i>'],
    fontoFunctions: [],
    emails: { PROFESSIONAL: [{ mail: 'helene@univ.test', fav: true }], PERSONAL: [], OTHER: [] },
    phoneNumbers: { PROFESSIONAL: [], PERSONAL: [{ countryCode: 'BE', number: '470123456', type: 'MOBILE', fav: false }], OTHER: [] },
    addresses: { PROFESSIONAL: [], PERSONAL: [], OTHER: [] },
    profiles: [],
    notes: null,
    enable: true,
    creationDate: '2024-01-10T09:00:00Z',
    creationUser: 'Alice',
    modificationDate: '2024-03-01T10:00:00Z',
    modificationUser: 'Alice',
    images: [],
    lastArticlesModified: [],
    used: false,
    imageAuthorId: null,
    version: 7,
    emailFav: 'helene@univ.test',
    phoneNumberFav: null,
    ...overrides,
  };
}

/** What authors.create answers: the author as stored. */
const created = (args: unknown[]): Answer => {
  const input = args[0] as AuthorInput;
  return ok(author({ id: 900, type: input.type, firstName: input.firstName ?? null, particle: input.particle ?? null, lastName: input.lastName }));
};

function renderCreate(answers: Record<string, (args: unknown[]) => Answer> = {}) {
  return renderApp('/auteurs/nouveau', MANAGER, { 'authors.create': created, 'authors.get': () => ok(author({ id: 900 })), ...answers });
}

const calls = (raw: { calls: { name: string; args: unknown[] }[] }, name: string) => raw.calls.filter((c) => c.name === name).map((c) => c.args);
const kind = (name: 'Professionnel' | 'Personnel' | 'Autre') => screen.getByRole('group', { name });
const list = (kindName: 'Professionnel' | 'Personnel' | 'Autre', legend: 'Courriels' | 'Téléphones' | 'Adresses') =>
  within(kind(kindName)).getByRole('group', { name: legend });
const input = (element: HTMLElement) => element as HTMLInputElement;
/** A button of an open dialog. */
const dialogButton = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const findDialog = (name: string) => screen.findByRole('alertdialog', { name });
const saveButton = () => screen.getAllByRole('button', { name: 'Enregistrer' })[0] as HTMLElement;

async function type(element: HTMLElement, value: string) {
  fireEvent.focus(element);
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
}

describe('author create: defaults (spec 1 §2)', () => {
  it('starts as a man, with one empty function and profile and one entry of each contact kind, FRANCE and FR', async () => {
    renderCreate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvel auteur' })).toBeTruthy();
    expect(input(screen.getByRole('radio', { name: 'Monsieur' })).checked).toBe(true);
    expect(screen.getAllByRole('textbox', { name: /^Fonction \d$/ })).toHaveLength(1);
    expect(screen.getAllByLabelText('Type de profil')).toHaveLength(1);
    for (const name of ['Professionnel', 'Personnel', 'Autre'] as const) {
      expect(within(list(name, 'Courriels')).getAllByLabelText('Courriel')).toHaveLength(1);
      const phones = list(name, 'Téléphones');
      expect(within(phones).getAllByLabelText('Numéro')).toHaveLength(1);
      expect(input(within(phones).getByRole('combobox', { name: 'Pays' })).value).toBe('France (+33)');
      expect(within(phones).getByText('+33')).toBeTruthy();
      const addresses = list(name, 'Adresses');
      expect(input(within(addresses).getByRole('combobox', { name: 'Pays' })).value).toBe('FRANCE');
    }
    const breadcrumb = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(breadcrumb).getByText('Auteurs')).toBeTruthy();
    expect(within(breadcrumb).getByText('Nouvel auteur')).toBeTruthy();
  });

  it('sends only what was filled in, contacts as maps keyed by contact kind', async () => {
    const { raw, router } = renderCreate();
    await type(await screen.findByLabelText(/^Nom/), 'Durand');
    await type(within(list('Professionnel', 'Courriels')).getByLabelText('Courriel'), 'durand@cabinet.test');
    await type(within(list('Personnel', 'Téléphones')).getByLabelText('Numéro'), '06 12 34 56 78');
    fireEvent.click(saveButton());

    await waitFor(() => expect(calls(raw, 'authors.create')).toHaveLength(1));
    const [sent] = calls(raw, 'authors.create')[0] as [AuthorInput];
    expect(sent).toEqual({
      knkId: null,
      type: 'MALE',
      firstName: null,
      particle: null,
      lastName: 'Durand',
      functions: [],
      emails: { PROFESSIONAL: [{ mail: 'durand@cabinet.test', fav: false }], PERSONAL: [], OTHER: [] },
      phoneNumbers: { PROFESSIONAL: [], PERSONAL: [{ countryCode: 'FR', number: '612345678', type: null, fav: false }], OTHER: [] },
      addresses: { PROFESSIONAL: [], PERSONAL: [], OTHER: [] },
      profiles: [],
      notes: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auteurs/900'));
    expect(calls(raw, 'drafts.discard')).toEqual([['authors/edit/new']]);
  });

  it('shows the number on the French mask, with +33 before it', async () => {
    renderCreate();
    await screen.findByLabelText(/^Nom/);
    const number = within(list('Professionnel', 'Téléphones')).getByLabelText('Numéro');
    await type(number, '0612345678');
    expect(input(number).value).toBe('6 12 34 56 78');
  });
});

describe('author create: the image section (spec 1 §2)', () => {
  function drop(target: HTMLElement, files: File[]) {
    const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
    fireEvent.dragEnter(target, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
  }
  const zone = () => screen.findByRole('button', { name: 'Déposez des images ici ou cliquez pour choisir' });
  const picture = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
  const NOT_AN_IMAGE = 'Le fichier « cv.jpg » n’est pas accepté (type détecté : PDF ; JPEG ou PNG attendu).';
  const checkImage = (args: unknown[]): Answer =>
    (args[0] as { name: string }).name === 'cv.jpg' ? fail({ code: 'UPLOAD_REJECTED', message: NOT_AN_IMAGE, reason: 'file-invalid-type' }) : checkedImage('image/jpeg')(args);

  it('holds the images dropped on a new author, refusing another type at once, and sends them to it once it is created', async () => {
    const { raw, router, store } = renderCreate({
      'uploads.checkImage': checkImage,
      'authors.images.upload': (args) => ((args[1] as { name: string }).name === 'refusee.jpg' ? fail({ code: 'HTTP', status: 500, message: 'Stockage indisponible.' }) : ok(null)),
    });
    const section = await screen.findByRole('region', { name: 'Images' });
    drop(within(section).getByRole('button', { name: 'Déposez des images ici ou cliquez pour choisir' }), [picture('portrait.jpg'), picture('cv.jpg'), picture('refusee.jpg')]);
    const waiting = await within(section).findByRole('list', { name: 'Images à envoyer' });
    await waitFor(() => expect(within(waiting).getAllByRole('listitem').map((row) => row.textContent)).toEqual([expect.stringContaining('portrait.jpg'), expect.stringContaining('refusee.jpg')]));
    expect(within(waiting).getAllByText(/JPEG$/)).toHaveLength(2);
    expect(store.get(notificationsAtom).map((n) => n.message)).toContain(NOT_AN_IMAGE);
    expect(calls(raw, 'authors.images.upload')).toHaveLength(0);

    await type(screen.getByLabelText(/^Nom/), 'Durand');
    fireEvent.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auteurs/900'));
    expect(calls(raw, 'authors.create')).toHaveLength(1);
    expect(calls(raw, 'authors.images.upload').map(([id, source]) => [id, (source as { name: string }).name])).toEqual([
      [900, 'portrait.jpg'],
      [900, 'refusee.jpg'],
    ]);
    expect(store.get(notificationsAtom).map((n) => n.message)).toContain("L'envoi de « refusee.jpg » (image JPEG) a échoué : Stockage indisponible.");
  });

  it('an image removed from the list is not sent; one left makes the form ask before leaving', async () => {
    const { raw, router } = renderCreate({ 'uploads.checkImage': checkedImage('image/jpeg') });
    drop(await zone(), [picture('a.jpg'), picture('b.jpg')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer « a.jpg »' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retirer « a.jpg »' })).toBeNull());
    act(() => void router.navigate('/auteurs'));
    expect((await findDialog('Quitter la page ?')).textContent).toContain(LEAVE);
    fireEvent.click(dialogButton(await findDialog('Quitter la page ?'), 'Rester'));
    await dialogClosed();
    await type(screen.getByLabelText(/^Nom/), 'Durand');
    fireEvent.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auteurs/900'));
    expect(calls(raw, 'authors.images.upload').map(([, source]) => (source as { name: string }).name)).toEqual(['b.jpg']);
  });
});

describe('organisation', () => {
  it('hides the first name and particle, and drops them when sending', async () => {
    const { raw } = renderCreate();
    await type(await screen.findByLabelText('Prénom'), 'Jean');
    await type(screen.getByLabelText('Particule'), 'de');
    fireEvent.click(screen.getByRole('radio', { name: 'Organisation' }));
    await waitFor(() => expect(screen.queryByLabelText('Prénom')).toBeNull());
    expect(screen.queryByLabelText('Particule')).toBeNull();
    await type(screen.getByLabelText(/^Nom de l'organisation/), 'Conseil supérieur du notariat');
    fireEvent.click(saveButton());
    await waitFor(() => expect(calls(raw, 'authors.create')).toHaveLength(1));
    const [sent] = calls(raw, 'authors.create')[0] as [AuthorInput];
    expect(sent).toMatchObject({ type: 'ORGANISATION', firstName: null, particle: null, lastName: 'Conseil supérieur du notariat' });
  });
});

describe('contact lists', () => {
  it('deleting the last entry of a kind leaves an empty one', async () => {
    renderCreate();
    await screen.findByLabelText(/^Nom/);
    const emails = list('Professionnel', 'Courriels');
    await type(within(emails).getByLabelText('Courriel'), 'a@b.test');
    fireEvent.click(within(emails).getByRole('button', { name: 'Ajouter un courriel' }));
    expect(within(emails).getAllByLabelText('Courriel')).toHaveLength(2);
    fireEvent.click(within(emails).getAllByRole('button', { name: 'Supprimer le courriel' })[1] as HTMLElement);
    expect(within(emails).getAllByLabelText('Courriel')).toHaveLength(1);
    expect(input(within(emails).getByLabelText('Courriel')).value).toBe('a@b.test');

    fireEvent.click(within(emails).getByRole('button', { name: 'Supprimer le courriel' }));
    await waitFor(() => expect(input(within(emails).getByLabelText('Courriel')).value).toBe(''));
    expect(within(emails).getAllByLabelText('Courriel')).toHaveLength(1);
  });

  it('keeps one favourite per list, across the kinds', async () => {
    const { raw } = renderCreate();
    await type(await screen.findByLabelText(/^Nom/), 'Durand');
    await type(within(list('Professionnel', 'Courriels')).getByLabelText('Courriel'), 'pro@cabinet.test');
    await type(within(list('Personnel', 'Courriels')).getByLabelText('Courriel'), 'perso@maison.test');
    const proFav = within(list('Professionnel', 'Courriels')).getByRole('button', { name: 'Favori' });
    const persoFav = within(list('Personnel', 'Courriels')).getByRole('button', { name: 'Favori' });
    fireEvent.click(proFav);
    expect(proFav.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(persoFav);
    await waitFor(() => expect(proFav.getAttribute('aria-pressed')).toBe('false'));
    expect(persoFav.getAttribute('aria-pressed')).toBe('true');
    // Another list keeps its own favourite.
    const phoneFav = within(list('Autre', 'Téléphones')).getByRole('button', { name: 'Favori' });
    fireEvent.click(phoneFav);
    expect(persoFav.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(saveButton());
    await waitFor(() => expect(calls(raw, 'authors.create')).toHaveLength(1));
    const [sent] = calls(raw, 'authors.create')[0] as [AuthorInput];
    expect(sent.emails).toEqual({
      PROFESSIONAL: [{ mail: 'pro@cabinet.test', fav: false }],
      PERSONAL: [{ mail: 'perso@maison.test', fav: true }],
      OTHER: [],
    });
  });
});

describe('validation', () => {
  it('checks a field when it loses the focus, with its French message', async () => {
    renderCreate();
    const name = await screen.findByLabelText(/^Nom/);
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(await screen.findByText('Le nom est obligatoire.')).toBeTruthy();
    await type(within(list('Autre', 'Courriels')).getByLabelText('Courriel'), 'pas-une-adresse');
    expect(await screen.findByText('Courriel : adresse invalide.')).toBeTruthy();
  });

  it('on save, focuses the first field in error and sends nothing', async () => {
    const { raw } = renderCreate();
    await screen.findByLabelText(/^Nom/);
    await type(within(list('Personnel', 'Courriels')).getByLabelText('Courriel'), 'pas-une-adresse');
    fireEvent.click(saveButton());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Nom/)));
    expect(screen.getByText('Le nom est obligatoire.')).toBeTruthy();
    expect(calls(raw, 'authors.create')).toEqual([]);
  });
});

describe('edit', () => {
  function renderEdit(answers: Record<string, (args: unknown[]) => Answer> = {}, roles = MANAGER) {
    return renderApp('/auteurs/2/modifier', roles, {
      'authors.get': () => ok(author()),
      'authors.update': (args) => ok(author({ version: 8, lastName: (args[1] as AuthorInput).lastName })),
      ...answers,
    });
  }

  it('loads the author, adds the missing contact kinds and sends the version read', async () => {
    const { raw, router, store } = renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: "Modifier l'auteur" })).toBeTruthy();
    expect(input(await screen.findByRole('radio', { name: 'Madame' })).checked).toBe(true);
    expect(input(screen.getByLabelText('Prénom')).value).toBe('Hélène');
    expect(screen.getByRole('textbox', { name: 'Fonction 1' }).innerHTML).toBe('Professeure à l’université <i>Paris-Panthéon-Assas</i>');
    expect(input(within(list('Professionnel', 'Courriels')).getByLabelText('Courriel')).value).toBe('helene@univ.test');
    // Kinds the author lacked have their empty entry.
    expect(input(within(list('Autre', 'Courriels')).getByLabelText('Courriel')).value).toBe('');
    expect(within(list('Professionnel', 'Adresses')).getAllByLabelText('Code postal')).toHaveLength(1);
    const phones = list('Personnel', 'Téléphones');
    expect(input(within(phones).getByLabelText('Numéro')).value).toBe('470 12 34 56');
    expect(input(within(phones).getByRole('combobox', { name: 'Pays' })).value).toBe('Belgique (+32)');

    await type(screen.getByLabelText(/^Nom/), 'Aubigné-Martin');
    fireEvent.click(saveButton());
    await waitFor(() => expect(calls(raw, 'authors.update')).toHaveLength(1));
    const [id, sent] = calls(raw, 'authors.update')[0] as [number, AuthorInput];
    expect(id).toBe(2);
    expect(sent).toMatchObject({
      version: 7,
      lastName: 'Aubigné-Martin',
      functions: ['Professeure à l’université <i>Paris-Panthéon-Assas</i>'],
      phoneNumbers: { PROFESSIONAL: [], PERSONAL: [{ countryCode: 'BE', number: '470123456', type: 'MOBILE', fav: false }], OTHER: [] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auteurs/2'));
    expect(store.get(notificationsAtom).map((n) => n.message)).toContain("L'auteur a été enregistré.");
  });

  it('a stale version: shows the server message and offers to reload', async () => {
    const message = "Cet auteur a été modifié par Alice le 01/03/2024 à 11:00, après votre lecture (version 7, actuelle 8) : rechargez-le avant d'enregistrer.";
    let reads = 0;
    renderEdit({
      'authors.get': () => ok(author(reads++ === 0 ? {} : { version: 8, lastName: 'Aubigné (serveur)' })),
      'authors.update': () => fail({ code: 'HTTP', status: 409, message }),
    });
    await type(await screen.findByLabelText(/^Nom/), 'Aubigné-Martin');
    fireEvent.click(saveButton());
    expect(await screen.findByText(message, { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Recharger l'auteur" }));
    await waitFor(() => expect(input(screen.getByLabelText(/^Nom/)).value).toBe('Aubigné (serveur)'));
  });

  it('"Annuler" asks authors.edit_cancel_confirmation when dirty, then goes back to the author', async () => {
    const { router } = renderEdit();
    await type(await screen.findByLabelText(/^Nom/), 'Autre nom');
    fireEvent.click(screen.getAllByRole('button', { name: 'Annuler' })[0] as HTMLElement);
    const dialog = await findDialog('Annuler les modifications ?');
    expect(dialog.textContent).toContain(CANCEL);
    fireEvent.click(dialogButton(dialog, 'Continuer la saisie'));
    await dialogClosed();
    expect(input(screen.getByLabelText(/^Nom/)).value).toBe('Autre nom');

    fireEvent.click(screen.getAllByRole('button', { name: 'Annuler' })[0] as HTMLElement);
    fireEvent.click(dialogButton(await findDialog('Annuler les modifications ?'), 'Annuler les modifications'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auteurs/2'));
  });

  it('"Annuler" on a clean form leaves at once', async () => {
    const { router } = renderEdit();
    await screen.findByLabelText(/^Nom/);
    fireEvent.click(screen.getAllByRole('button', { name: 'Annuler' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auteurs/2'));
  });

  it('guards a dirty form against in-app navigation with the spec sentence', async () => {
    const { router } = renderEdit();
    await type(await screen.findByLabelText(/^Nom/), 'Autre nom');
    act(() => void router.navigate('/images'));
    const dialog = await findDialog('Quitter la page ?');
    expect(dialog.textContent).toContain(LEAVE);
    fireEvent.click(dialogButton(dialog, 'Rester'));
    await dialogClosed();
    expect(router.state.location.pathname).toBe('/auteurs/2/modifier');
  });

  it('shows errors.global when the author cannot be loaded', async () => {
    renderEdit({ 'authors.get': () => fail({ code: 'HTTP', status: 500, message: 'boom' }) });
    expect(await screen.findByText('Une erreur est survenue lors du chargement. Veuillez réessayer.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Nom/)).toBeNull();
  });

  it('sends a user without an author-management role to the author', async () => {
    const { router } = renderEdit({}, signedIn(['VIEWER'], 'Léo Lecteur', 'lecteur'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auteurs/2'));
  });
});

describe('draft recovery', () => {
  const draft = (lastName: string) => ({
    savedAt: '2026-11-22T13:05:00Z',
    data: {
      type: 'FEMALE',
      knkId: 'KNK-0002',
      firstName: 'Hélène',
      particle: 'd’',
      lastName,
      functions: [{ text: 'Professeure' }],
      emails: { PROFESSIONAL: [{ mail: 'helene@univ.test', fav: true }], PERSONAL: [{ mail: '', fav: false }], OTHER: [{ mail: '', fav: false }] },
      phoneNumbers: {
        PROFESSIONAL: [{ countryCode: 'FR', number: '', type: null, fav: false }],
        PERSONAL: [{ countryCode: 'BE', number: '470123456', type: 'MOBILE', fav: false }],
        OTHER: [{ countryCode: 'FR', number: '', type: null, fav: false }],
      },
      addresses: {
        PROFESSIONAL: [{ street: '', complement: '', postCode: '', city: '', country: 'FRANCE', fav: false }],
        PERSONAL: [{ street: '', complement: '', postCode: '', city: '', country: 'FRANCE', fav: false }],
        OTHER: [{ street: '', complement: '', postCode: '', city: '', country: 'FRANCE', fav: false }],
      },
      profiles: [{ type: null, value: '' }],
      notes: '',
    },
  });

  it('"Restaurer les modifications non enregistrées" puts the backup back, dirty', async () => {
    const { raw, router } = renderApp('/auteurs/2/modifier', MANAGER, {
      'authors.get': () => ok(author()),
      'drafts.load': () => ok(draft('Aubigné (brouillon)')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Restaurer les modifications non enregistrées' }));
    await waitFor(() => expect(input(screen.getByLabelText(/^Nom/)).value).toBe('Aubigné (brouillon)'));
    expect(screen.getByRole('textbox', { name: 'Fonction 1' }).innerHTML).toBe('Professeure');
    expect(calls(raw, 'drafts.load')[0]).toEqual(['authors/edit/2']);
    expect(screen.queryByRole('button', { name: 'Ignorer' })).toBeNull();
    // Restored edits are unsaved edits: the guard holds.
    act(() => void router.navigate('/images'));
    expect(await findDialog('Quitter la page ?')).toBeTruthy();
  });

  it('"Ignorer" keeps the form as loaded and forgets the backup', async () => {
    const { raw } = renderApp('/auteurs/2/modifier', MANAGER, {
      'authors.get': () => ok(author()),
      'drafts.load': () => ok(draft('Aubigné (brouillon)')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ignorer' }));
    await waitFor(() => expect(calls(raw, 'drafts.discard')).toEqual([['authors/edit/2']]));
    expect(input(screen.getByLabelText(/^Nom/)).value).toBe('Aubigné');
    expect(screen.queryByRole('button', { name: 'Restaurer les modifications non enregistrées' })).toBeNull();
  });

  it('drops a backup of another shape', async () => {
    const { raw } = renderApp('/auteurs/2/modifier', MANAGER, {
      'authors.get': () => ok(author()),
      'drafts.load': () => ok({ savedAt: '2026-11-22T13:05:00Z', data: { name: 'ancien format' } }),
    });
    await screen.findByLabelText(/^Nom/);
    await waitFor(() => expect(calls(raw, 'drafts.load')).toEqual([['authors/edit/2']]));
    await settlePromises();
    expect(screen.queryByRole('button', { name: 'Restaurer les modifications non enregistrées' })).toBeNull();
  });
});
