import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Illustration, ImageSearchRequest } from '@shared/domain/image';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import { authorImage } from './image-fixture';
import { checkedImage, dialogClosed, fail, ok, renderApp, signedIn, type Answer } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/images/view/ImageViewPage';
import '../../../src/renderer/features/images/edit/ImageEditPage';
import '../../../src/renderer/features/images/edit/ImageCreatePage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const MEDIAS = signedIn(['ADMIN_IMAGES', 'ADMIN_ADS'], 'Marc Médias', 'medias');
const LECTEUR = signedIn(['VIEWER'], 'Léo Lecteur', 'lecteur');
const MISSING = "Cette image n'existe plus : elle a peut-être été supprimée entre-temps.";

/** Illustration 94 as the reference server seeds it: used by two articles and two published publications. */
function illustration(patch: Partial<Illustration> = {}): Illustration {
  return {
    ...authorImage(94, {
      collection: 'ILLUSTRATION',
      authorId: null,
      name: 'Schéma — procédure collective',
      version: 3,
      used: true,
      format: 'LARGE',
      framing: 'WIDE_PLAN',
      credits: 'Crédit : <i>Agence</i>',
      tags: ['Dessin'],
      mimeType: 'JPG',
      meta: { contentType: 'image/jpeg', width: 960, height: 640, xdpi: 300, weight: 1_250_000 },
    }),
    collection: 'ILLUSTRATION',
    lastArticlesModified: [{ articleId: 4, title: 'Donation-partage : mode d’emploi', type: 'ARTICLE' }],
    lastPublicationsModified: [{ publicationId: 1, publicationName: 'GDP_2024_48', title: 'Gazette du Palais', periodicalId: 'GDP', status: 'PUBLISHED' }],
    usage: { articleCount: 2, publicationCount: 2 },
    canDelete: false,
    ...patch,
  };
}

const findDialog = (name: string) => screen.findByRole('alertdialog', { name });
const dialogButton = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

type Calls = { calls: { name: string; args: unknown[] }[] };
const callsOf = (raw: Calls, name: string) => raw.calls.filter((c) => c.name === name).map((c) => c.args);
const toasts = (store: ReturnType<typeof renderApp>['store']) => store.get(notificationsAtom).map((n) => n.message);

const NOT_AN_IMAGE = 'Le fichier « notes.png » n’est pas accepté (type détecté : texte ; JPEG ou PNG attendu).';

function renderPage(path: string, state = MEDIAS, answers: Record<string, (args: unknown[]) => Answer> = {}) {
  return renderApp(path, state, {
    // The create screen has core check each dropped file.
    'uploads.checkImage': checkedImage(),
    'illustrations.get': () => ok(illustration()),
    'illustrations.update': (args) => ok({ ...illustration(), ...(args[1] as object), version: 4 }),
    'images.search': () => ok({ result: [], resultCount: 0 }),
    ...answers,
  });
}

function drop(target: HTMLElement, files: File[]) {
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('the image view', () => {
  it('shows the illustration with its breadcrumb, file information and uses; the name copies with "Copié"', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(() => Promise.resolve()) }, configurable: true });
    const { store } = renderPage('/images/94', signedIn(['ADMIN']));
    expect(await screen.findByRole('heading', { name: 'Schéma — procédure collective', level: 1 })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(trail).getByRole('link', { name: 'Images' }).getAttribute('href')).toBe('/images');
    expect(within(trail).getByText('94 Schéma — procédure collective')).toBeTruthy();

    const file = screen.getByRole('region', { name: 'Informations sur le fichier' });
    expect(within(file).getByText('960 × 640 px')).toBeTruthy();
    expect(within(file).getByText('1,3 Mo')).toBeTruthy();
    const uses = screen.getByRole('region', { name: 'Utilisations' });
    expect(within(uses).getByRole('link', { name: 'Donation-partage : mode d’emploi' }).getAttribute('href')).toBe('/articles/4');
    expect(within(uses).getByText('Publications (2)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copier le nom « Schéma — procédure collective »' }));
    await waitFor(() => expect(toasts(store)).toContain('Copié'));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('Schéma — procédure collective');
    // Used: it is not deleted, the button says why.
    expect(screen.getByRole('button', { name: 'Supprimer' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('opens the author of an author image id instead', async () => {
    const { raw, router } = renderPage('/images/5', MEDIAS, {
      'illustrations.get': () => fail({ code: 'HTTP', status: 404, message: 'Illustration introuvable : 5.' }),
      'images.search': () => ok({ result: [{ ...authorImage(5, { authorId: 2 }), authorName: 'Hélène d’Aubigné' }], resultCount: 1 }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auteurs/2'));
    const lookup = callsOf(raw, 'images.search')[0]?.[0] as ImageSearchRequest;
    expect(lookup).toMatchObject({ query: '5', collectionFilter: ['AUTHOR', 'ADVERTISEMENT'] });
  });
});

describe('the image edit screen', () => {
  it('shows the illustration form and saves it with the version read, then the view', async () => {
    const { raw, router, store } = renderPage('/images/94/modifier');
    const name = await screen.findByRole('textbox', { name: 'Nom' });
    expect((name as HTMLInputElement).value).toBe('Schéma — procédure collective');
    expect(screen.getByText('Modifier')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Utilisations' })).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Schéma révisé' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0] as HTMLElement);
    await waitFor(() => expect(callsOf(raw, 'illustrations.update')).toHaveLength(1));
    expect(callsOf(raw, 'illustrations.update')[0]).toEqual([
      94,
      expect.objectContaining({ version: 3, name: 'Schéma révisé', color: 'COLOR', framing: 'WIDE_PLAN', quality: 'OK', enable: true, tags: ['Dessin'] }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/images/94'));
    expect(toasts(store)).toContain("L'image a été enregistrée.");
  });

  it('requires the type (framing) of an illustration', async () => {
    const { raw } = renderPage('/images/94/modifier', MEDIAS, { 'illustrations.get': () => ok(illustration({ framing: null })) });
    await screen.findByRole('textbox', { name: 'Nom' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0] as HTMLElement);
    expect(await screen.findByText('Le type est obligatoire.')).toBeTruthy();
    expect(callsOf(raw, 'illustrations.update')).toHaveLength(0);
  });

  it('shows the missing-image error when the save answers 404', async () => {
    const { store } = renderPage('/images/94/modifier', MEDIAS, {
      'illustrations.update': () => fail({ code: 'HTTP', status: 404, message: 'Illustration introuvable : 94.' }),
    });
    await screen.findByRole('textbox', { name: 'Nom' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0] as HTMLElement);
    await waitFor(() => expect(toasts(store)).toContain(MISSING));
    expect(store.get(notificationsAtom).find((n) => n.message === MISSING)?.options.variant).toBe('error');
  });

  it('asks before the switch disables a used image, listing its uses; the save sends enable false', async () => {
    const { raw } = renderPage('/images/94/modifier');
    const toggle = await screen.findByRole('switch', { name: 'Activée' });
    fireEvent.click(toggle);
    const dialog = await findDialog('Désactiver une image utilisée ?');
    expect(within(dialog).getByText('Articles (2)')).toBeTruthy();
    expect(within(dialog).getByText('GDP_2024_48 — Gazette du Palais')).toBeTruthy();
    fireEvent.click(dialogButton(dialog, 'Désactiver'));
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    await dialogClosed();
    fireEvent.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0] as HTMLElement);
    await waitFor(() => expect(callsOf(raw, 'illustrations.update')[0]?.[1]).toMatchObject({ enable: false }));
  });

  it('replaces the file by a drop, with the version read; a failure names the file, its type and the server', async () => {
    let attempt = 0;
    const { raw, store } = renderPage('/images/94/modifier', MEDIAS, {
      'images.replace': () =>
        ++attempt === 1 ? fail({ code: 'HTTP', status: 500, message: 'Le serveur a refusé le fichier.' }) : ok({ ...illustration(), version: 5 }),
    });
    const zone = await screen.findByRole('button', { name: 'Déposez un nouveau fichier ici ou cliquez pour choisir' });
    drop(zone, [png('nouveau-schema.png')]);
    await waitFor(() => expect(toasts(store)).toContain("L'envoi de « nouveau-schema.png » (image PNG) a échoué : Le serveur a refusé le fichier."));
    drop(zone, [png('nouveau-schema.png')]);
    await waitFor(() => expect(toasts(store)).toContain('Le fichier de l’image a été remplacé.'));
    const [collection, id, source, version] = callsOf(raw, 'images.replace')[1] ?? [];
    expect([collection, id, version]).toEqual(['ILLUSTRATION', 94, 3]);
    expect(source).toMatchObject({ kind: 'bytes', name: 'nouveau-schema.png' });
  });
});

describe('the create screen', () => {
  it('is a form: the dropped file is previewed, nothing is sent before "Enregistrer", then the file and the form go together (issue 25)', async () => {
    const created = illustration({ id: 140, name: 'nouvelle', framing: 'SKETCH', used: false });
    const { raw, router, store } = renderPage('/images/nouveau', MEDIAS, {
      'illustrations.create': () => ok(created),
      'illustrations.get': () => ok(created),
    });
    expect(await screen.findByRole('heading', { name: 'Nouvelle image', level: 1 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" }).textContent).toContain('Nouvelle image');
    drop(screen.getByRole('button', { name: "Déposez l'image ici ou cliquez pour choisir" }), [png('nouvelle.png')]);
    expect(await screen.findByRole('img', { name: 'Aperçu de nouvelle.png' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Nom/ }) as HTMLInputElement).value).toBe('nouvelle'));
    expect(callsOf(raw, 'images.upload')).toHaveLength(0);
    expect(callsOf(raw, 'illustrations.create')).toHaveLength(0);

    fireEvent.change(screen.getByRole('combobox', { name: /^Couleur/ }), { target: { value: 'COLOR' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Croquis' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/images/140'));
    const [input, source] = callsOf(raw, 'illustrations.create')[0] ?? [];
    expect(input).toMatchObject({ name: 'nouvelle', color: 'COLOR', framing: 'SKETCH', enable: true, quality: 'OK' });
    expect(source).toMatchObject({ kind: 'bytes', name: 'nouvelle.png' });
    expect(toasts(store)).toContain("L'image « nouvelle » a été créée.");
  });

  it('"Annuler" sends nothing: with a file chosen, it asks first', async () => {
    const { raw, router } = renderPage('/images/nouveau');
    await screen.findByRole('heading', { name: 'Nouvelle image', level: 1 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0] as HTMLElement);
    expect(await screen.findByText('Le fichier de l’image est obligatoire.')).toBeTruthy();
    drop(screen.getByRole('button', { name: "Déposez l'image ici ou cliquez pour choisir" }), [png('brouillon.png')]);
    await screen.findByRole('img', { name: 'Aperçu de brouillon.png' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Annuler' })[0] as HTMLElement);
    const leave = await findDialog('Quitter la page ?');
    fireEvent.click(dialogButton(leave, 'Quitter la page'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/images'));
    expect(raw.calls.filter((c) => c.name === 'illustrations.create' || c.name === 'images.upload')).toEqual([]);
  });

  it('refuses a file over 10,000,000 bytes before sending it', async () => {
    const { raw, store } = renderPage('/images/nouveau');
    const big = png('grande.png');
    Object.defineProperty(big, 'size', { value: 11_000_000 });
    drop(await screen.findByRole('button', { name: "Déposez l'image ici ou cliquez pour choisir" }), [big]);
    await waitFor(() => expect(toasts(store)).toContain('« grande.png » refusé : fichier trop volumineux (11,0 Mo, 10,0 Mo au maximum)'));
    expect(callsOf(raw, 'images.upload')).toHaveLength(0);
  });

  it('refuses a file of another type when it is dropped, naming the type core found, before anything else', async () => {
    const { raw, store } = renderPage('/images/nouveau', MEDIAS, {
      'uploads.checkImage': () => fail({ code: 'UPLOAD_REJECTED', message: NOT_AN_IMAGE, reason: 'file-invalid-type' }),
    });
    drop(await screen.findByRole('button', { name: "Déposez l'image ici ou cliquez pour choisir" }), [png('notes.png')]);
    await waitFor(() => expect(toasts(store)).toContain(NOT_AN_IMAGE));
    expect(screen.getByRole('alert').textContent).toBe(NOT_AN_IMAGE);
    // Not kept: no preview, no name taken from it, the zone still offered, nothing sent.
    expect(screen.queryByRole('img', { name: 'Aperçu de notes.png' })).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Nom/ }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: "Déposez l'image ici ou cliquez pour choisir" })).toBeTruthy();
    expect(callsOf(raw, 'illustrations.create')).toHaveLength(0);
  });

  it('shows the dropped file in the right column: dimensions, weight and the type core read', async () => {
    renderPage('/images/nouveau');
    drop(await screen.findByRole('button', { name: "Déposez l'image ici ou cliquez pour choisir" }), [new File(['x'], 'scan.jpg', { type: 'image/jpeg' })]);
    const preview = await screen.findByRole('img', { name: 'Aperçu de scan.jpg' });
    Object.defineProperties(preview, { naturalWidth: { value: 800 }, naturalHeight: { value: 600 } });
    fireEvent.load(preview);
    const side = await screen.findByRole('complementary', { name: 'Fichier et utilisations' });
    expect(within(side).getByText('800 × 600 px')).toBeTruthy();
    // The name says JPEG; core read a PNG.
    expect(within(side).getByText('PNG')).toBeTruthy();
  });

  it('is not for a reader', async () => {
    const { router } = renderPage('/images/nouveau', LECTEUR);
    await waitFor(() => expect(router.state.location.pathname).toBe('/images'));
  });
});
