import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdvertisementCreate, AdvertisementInput } from '@shared/domain/advertisement';
import { dialogClosed, fail, ok, renderApp, type Answer } from './harness';
import { ADMIN, ADS, LECTEUR, MEDIAS, ad, adAnswers, calls } from './ads-fixture';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/ads/edit/AdEditPage';
import '../../../src/renderer/features/ads/view/AdViewPage';

afterEach(cleanup);

const LEAVE = 'Êtes vous sûr de vouloir quitter cette page ? Des modifications en cours pourraient être perdues';

function renderForm(path: string, state = MEDIAS, answers: Record<string, (args: unknown[]) => Answer> = {}) {
  return renderApp(path, state, {
    ...adAnswers(),
    'ads.update': (args) => ok(ad(args[0] as number, { ...(args[1] as object), version: 4 } as never)),
    ...answers,
  });
}

const input = (element: HTMLElement) => element as HTMLInputElement;
const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
const saveButton = () => screen.getAllByRole('button', { name: 'Enregistrer' })[0] as HTMLElement;
const findDialog = (name: string) => screen.findByRole('alertdialog', { name });

async function type(element: HTMLElement, value: string) {
  fireEvent.focus(element);
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
}

/** Opens "Revues" and ticks (or unticks) a periodical: a multiselect Fluent dropdown offers checkable menu items. */
async function togglePeriodical(label: RegExp) {
  const combobox = await screen.findByRole('combobox', { name: /^Revues/ });
  // A multiselect list stays open after a choice.
  if (combobox.getAttribute('aria-expanded') !== 'true') fireEvent.click(combobox);
  fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: label }));
}

function chooseColor(label: string) {
  const select = screen.getByRole('combobox', { name: /^Couleur/ });
  fireEvent.change(select, { target: { value: within(select).getByRole('option', { name: label }).getAttribute('value') } });
  fireEvent.blur(select);
}

function drop(target: HTMLElement, files: File[]) {
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

describe('who may create and edit (spec 1 §2, §6)', () => {
  it('sends a lecteur from the create screen to the list, and from the edit screen to the ad', async () => {
    const { router } = renderForm('/publicites/nouveau', LECTEUR);
    await waitFor(() => expect(router.state.location.pathname).toBe('/publicites'));
    cleanup();
    const second = renderForm('/publicites/110/modifier', LECTEUR);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/publicites/110'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Publicité 110' })).toBeTruthy();
  });

  it('opens the form to the medias account and to the admin, with the breadcrumb', async () => {
    renderForm('/publicites/110/modifier', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier la publicité' })).toBeTruthy();
    await screen.findByRole('textbox', { name: /^Nom/ });
    const breadcrumb = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(breadcrumb).getByRole('link', { name: '110 Publicité 110' }).getAttribute('href')).toBe('/publicites/110');
    expect(within(breadcrumb).getByText('modifier')).toBeTruthy();
    expect(input(field(/^Identifiant/)).readOnly).toBe(true);
    expect(input(field(/^Format/)).value).toBe('Demi-page largeur (210 × 148 mm)');
    expect(input(field(/^Format/)).readOnly).toBe(true);
    cleanup();
    renderForm('/publicites/nouveau');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvelle publicité' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: "Fil d'Ariane" })).getByText('nouvelle publicité')).toBeTruthy();
  });
});

describe('the form rules (spec 1 §5)', () => {
  it('requires name, colour, a periodical and the visual, and focuses the first error', async () => {
    const { raw } = renderForm('/publicites/nouveau');
    await screen.findByRole('heading', { level: 1, name: 'Nouvelle publicité' });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Le nom est obligatoire.')).toBeTruthy();
    expect(screen.getByText('La couleur est obligatoire.')).toBeTruthy();
    expect(screen.getByText('Au moins une revue est obligatoire.')).toBeTruthy();
    expect(screen.getByText('Le visuel est obligatoire.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Nom/)));
    expect(calls(raw, 'ads.create')).toHaveLength(0);
  });

  it('checks a field when it is left', async () => {
    renderForm('/publicites/110/modifier');
    await type(await screen.findByRole('textbox', { name: /^Nom/ }), '   ');
    expect(await screen.findByText('Le nom est obligatoire.')).toBeTruthy();
  });

  it('says which periodicals do not take the ad as they are chosen, and again when the colour changes', async () => {
    const { raw } = renderForm('/publicites/110/modifier');
    await screen.findByRole('heading', { level: 1, name: 'Modifier la publicité' });
    await togglePeriodical(/^\[BJS\] - Bulletin Joly Sociétés/);
    expect(await screen.findByText('Les revues ne sont pas compatibles : BJS')).toBeTruthy();
    // The list marks those that do not take it, shown as '[id] - label'.
    expect(screen.getByRole('menuitemcheckbox', { name: /^\[DEF\] - Defrénois.*Ne prend pas cette publicité/ })).toBeTruthy();
    expect(screen.getByRole('menuitemcheckbox', { name: '[DNU] - Dalloz Notariat' })).toBeTruthy();
    await togglePeriodical(/^\[DEF\] - Defrénois/);
    expect(await screen.findByText('Les revues ne sont pas compatibles : BJS, DEF')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('combobox', { name: /^Revues/ }), { key: 'Escape' });

    fireEvent.click(saveButton());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Revues/ })));
    expect(calls(raw, 'ads.update')).toHaveLength(0);

    chooseColor('Noir et blanc');
    await waitFor(() => expect(screen.queryByText(/^Les revues ne sont pas compatibles/)).toBeNull());
    fireEvent.click(saveButton());
    await waitFor(() => expect(calls(raw, 'ads.update')).toHaveLength(1));
    const [id, sent] = calls(raw, 'ads.update')[0] as [number, AdvertisementInput];
    expect(id).toBe(110);
    expect(sent).toMatchObject({ version: 3, color: 'BLACK_AND_WHITE', periodicals: ['GDP', 'BJS', 'DEF'] });
  });

  it('takes a deadline between 01/01/2000 and 01/01/2025, sent as a date only, and the priority as a boolean', async () => {
    const { raw, router } = renderForm('/publicites/110/modifier');
    // The date field (Fluent's date picker) reads what was typed when it is left.
    const deadline = await screen.findByRole('combobox', { name: /^Date limite/ });
    expect(input(deadline).value).toBe('20/12/2024');
    await type(deadline, '31122030');
    expect(await screen.findByText('Date limite : entre le 01/01/2000 et le 01/01/2025.')).toBeTruthy();
    await type(deadline, '31/12/1999');
    expect(await screen.findByText('Date limite : entre le 01/01/2000 et le 01/01/2025.')).toBeTruthy();
    await type(deadline, '30022024');
    expect(await screen.findByText('Date limite : date invalide (jj/mm/aaaa attendu) : 30/02/2024.')).toBeTruthy();
    await type(deadline, '15062024');
    await waitFor(() => expect(screen.queryByText(/^Date limite :/)).toBeNull());

    expect(input(screen.getByRole('radio', { name: 'Non prioritaire' })).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Prioritaire' }));
    await type(screen.getByRole('textbox', { name: /^Commentaires/ }), 'Rappeler l’annonceur.');
    fireEvent.click(saveButton());
    await waitFor(() => expect(calls(raw, 'ads.update')).toHaveLength(1));
    const [, sent] = calls(raw, 'ads.update')[0] as [number, AdvertisementInput];
    expect(sent).toEqual({
      version: 3,
      name: 'Publicité 110',
      color: 'COLOR',
      periodicals: ['GDP'],
      deadline: '2024-06-15',
      priority: true,
      comments: 'Rappeler l’annonceur.',
      enable: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/publicites/110'));
  });

  it('an emptied deadline is sent as none', async () => {
    const { raw } = renderForm('/publicites/110/modifier');
    await type(await screen.findByRole('combobox', { name: /^Date limite/ }), '');
    fireEvent.click(saveButton());
    await waitFor(() => expect(calls(raw, 'ads.update')).toHaveLength(1));
    expect((calls(raw, 'ads.update')[0] as [number, AdvertisementInput])[1].deadline).toBeNull();
  });

  it('keeps the enable switch of a locked ad inactive', async () => {
    renderForm('/publicites/108/modifier');
    const toggle = await screen.findByRole('switch', { name: 'Activée' });
    expect(input(toggle).disabled).toBe(true);
    expect(screen.getAllByText(/ne peut être ni désactivée ni supprimée/).length).toBeGreaterThan(0);
  });
});

describe('creating an ad with its visual', () => {
  it('rules out at once the periodicals that do not print the colour chosen (the size is read on saving)', async () => {
    renderForm('/publicites/nouveau');
    await screen.findByRole('textbox', { name: /^Nom/ });
    chooseColor('Couleur');
    await togglePeriodical(/^\[BJS\]/);
    await togglePeriodical(/^\[GDP\]/);
    expect(await screen.findByText('Les revues ne sont pas compatibles : BJS')).toBeTruthy();
    chooseColor('Noir et une couleur');
    await waitFor(() => expect(screen.queryByText(/^Les revues ne sont pas compatibles/)).toBeNull());
  });

  it('sends the form and the dropped file, then opens the new ad', async () => {
    const { raw, router } = renderForm('/publicites/nouveau', MEDIAS, {
      'ads.create': (args) => ok(ad(200, { name: (args[0] as AdvertisementCreate).name })),
      'ads.get': () => ok(ad(200, { name: 'Salon du droit' })),
    });
    await type(await screen.findByRole('textbox', { name: /^Nom/ }), 'Salon du droit');
    chooseColor('Noir et blanc');
    await togglePeriodical(/^\[BJS\]/);
    fireEvent.keyDown(screen.getByRole('combobox', { name: /^Revues/ }), { key: 'Escape' });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'salon.png', { type: 'image/png' });
    drop(screen.getByRole('button', { name: 'Déposez le visuel ici ou cliquez pour choisir' }), [file]);
    expect(await screen.findByText('salon.png')).toBeTruthy();

    fireEvent.click(saveButton());
    await waitFor(() => expect(calls(raw, 'ads.create')).toHaveLength(1));
    const [form, source] = calls(raw, 'ads.create')[0] as [AdvertisementCreate, unknown];
    expect(form).toEqual({ name: 'Salon du droit', color: 'BLACK_AND_WHITE', periodicals: ['BJS'], deadline: null, priority: false, comments: '', enable: true });
    expect(source).toEqual({ kind: 'bytes', name: 'salon.png', size: 8, base64: 'iVBORw0KGgo=' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/publicites/200'));
  });

  it('puts the server’s incompatibility (of the file’s size) under the periodicals, keeping what was typed', async () => {
    const message = 'Les revues ne sont pas compatibles : BJS';
    renderForm('/publicites/nouveau', MEDIAS, { 'ads.create': () => fail({ code: 'HTTP', status: 400, message }) });
    await type(await screen.findByRole('textbox', { name: /^Nom/ }), 'Bandeau juristes');
    chooseColor('Noir et blanc');
    await togglePeriodical(/^\[BJS\]/);
    fireEvent.keyDown(screen.getByRole('combobox', { name: /^Revues/ }), { key: 'Escape' });
    drop(screen.getByRole('button', { name: 'Déposez le visuel ici ou cliquez pour choisir' }), [new File(['x'], 'bandeau.jpg', { type: 'image/jpeg' })]);
    await screen.findByText('bandeau.jpg');
    fireEvent.click(saveButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(input(field(/^Nom/)).value).toBe('Bandeau juristes');
    expect(screen.getByText('bandeau.jpg')).toBeTruthy();
  });
});

describe('the visual of a new ad (spec 1 §2, §5)', () => {
  const zone = () => screen.findByRole('button', { name: 'Déposez le visuel ici ou cliquez pour choisir' });

  it('refuses a file of another type when it is dropped, naming the type core found, before anything else', async () => {
    const refused = 'Le fichier « salon.png » n’est pas accepté (type détecté : PDF ; JPEG ou PNG attendu).';
    const { raw, store } = renderForm('/publicites/nouveau', MEDIAS, {
      'uploads.checkImage': () => fail({ code: 'UPLOAD_REJECTED', message: refused, reason: 'file-invalid-type' }),
    });
    drop(await zone(), [new File(['%PDF'], 'salon.png', { type: 'image/png' })]);
    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(store.get(notificationsAtom).map((n) => n.message)).toContain(refused);
    expect(screen.queryByText('salon.png')).toBeNull();
    expect(await zone()).toBeTruthy();
    expect(calls(raw, 'ads.create')).toHaveLength(0);
  });

  it('has the right column of the ad pages once a file is chosen: its dimensions, weight and type', async () => {
    renderForm('/publicites/nouveau');
    await screen.findByRole('textbox', { name: /^Nom/ });
    expect(screen.queryByRole('complementary', { name: 'Fichier et parutions' })).toBeNull();
    drop(await zone(), [new File([new Uint8Array(2_500)], 'bandeau.png', { type: 'image/png' })]);
    const preview = await screen.findByRole('img', { name: 'Aperçu de bandeau.png' });
    Object.defineProperties(preview, { naturalWidth: { value: 2480 }, naturalHeight: { value: 3508 } });
    fireEvent.load(preview);
    const side = await screen.findByRole('complementary', { name: 'Fichier et parutions' });
    expect(within(side).getByRole('heading', { name: 'Informations sur le fichier' })).toBeTruthy();
    expect(within(side).getByText('2480 × 3508 px')).toBeTruthy();
    expect(within(side).getByText('3 ko')).toBeTruthy();
    expect(within(side).getByText('PNG')).toBeTruthy();
    // Removed, the file takes its column with it.
    fireEvent.click(screen.getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Fichier et parutions' })).toBeNull());
  });
});

describe('server refusals and leaving', () => {
  it('shows a stale version (409) in French and offers to reload the ad; nothing typed is lost', async () => {
    const stale = 'Cette publicité a été modifiée par quelqu’un d’autre depuis sa lecture (version 3, actuelle 5).';
    let reads = 0;
    renderForm('/publicites/110/modifier', MEDIAS, {
      'ads.update': () => fail({ code: 'HTTP', status: 409, message: stale }),
      'ads.get': () => ok(ad(110, reads++ === 0 ? {} : { version: 5, name: 'Publicité 110 (modifiée)' })),
    });
    await type(await screen.findByRole('textbox', { name: /^Nom/ }), 'Mon nom');
    fireEvent.click(saveButton());
    expect(await screen.findByText(stale, { exact: false })).toBeTruthy();
    expect(input(field(/^Nom/)).value).toBe('Mon nom');
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    await waitFor(() => expect(input(field(/^Nom/)).value).toBe('Publicité 110 (modifiée)'));
  });

  it('shows a refusal of the rights (403) and offline in French', async () => {
    const forbidden = 'Droits insuffisants : ADMIN ou ADMIN_ADS requis.';
    let answer = fail({ code: 'HTTP', status: 403, message: forbidden });
    renderForm('/publicites/110/modifier', MEDIAS, { 'ads.update': () => answer });
    await screen.findByRole('textbox', { name: /^Nom/ });
    fireEvent.click(saveButton());
    expect(await screen.findByText(forbidden)).toBeTruthy();
    answer = fail({ code: 'OFFLINE', message: 'fetch failed' });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.')).toBeTruthy();
  });

  it('asks the spec sentence before leaving a dirty form', async () => {
    const { router } = renderForm('/publicites/110/modifier');
    await type(await screen.findByRole('textbox', { name: /^Nom/ }), 'Autre nom');
    act(() => void router.navigate('/publicites'));
    const dialog = await findDialog('Quitter la page ?');
    expect(dialog.textContent).toContain(LEAVE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rester' }));
    await dialogClosed();
    expect(router.state.location.pathname).toBe('/publicites/110/modifier');
    expect(input(field(/^Nom/)).value).toBe('Autre nom');

    // "Annuler" asks the same, and "Quitter la page" leaves.
    fireEvent.click(screen.getAllByRole('button', { name: 'Annuler' })[0] as HTMLElement);
    fireEvent.click(within(await findDialog('Quitter la page ?')).getByRole('button', { name: 'Quitter la page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/publicites/110'));
  });

  it('a failed replacement names the file, its type and the server’s message (spec 1 §8)', async () => {
    const { store } = renderForm('/publicites/110/modifier', MEDIAS, {
      'images.replace': () => fail({ code: 'HTTP', status: 500, message: 'Le serveur a refusé le fichier.' }),
    });
    await screen.findByRole('textbox', { name: /^Nom/ });
    drop(screen.getByRole('button', { name: 'Déposez un nouveau visuel ici ou cliquez pour choisir' }), [new File(['x'], 'neuf.jpg', { type: 'image/jpeg' })]);
    await waitFor(() =>
      expect(store.get(notificationsAtom).map((n) => n.message)).toContain("L'envoi de « neuf.jpg » (image JPEG) a échoué : Le serveur a refusé le fichier."),
    );
  });

  it('replaces the visual of an ad at once and reads its new size', async () => {
    let replaced = false;
    const { raw } = renderForm('/publicites/110/modifier', MEDIAS, {
      'images.replace': () => {
        replaced = true;
        return ok({ id: 110, version: 4 });
      },
      'ads.get': () => ok(replaced ? ad(110, { version: 4, format: 'PAGE', formatLabel: 'Pleine page (210 × 297 mm)' }) : ADS[2]),
    });
    await screen.findByRole('textbox', { name: /^Nom/ });
    drop(screen.getByRole('button', { name: 'Déposez un nouveau visuel ici ou cliquez pour choisir' }), [new File(['x'], 'neuf.jpg', { type: 'image/jpeg' })]);
    await waitFor(() => expect(calls(raw, 'images.replace')).toHaveLength(1));
    expect(calls(raw, 'images.replace')[0]?.slice(0, 2)).toEqual(['ADVERTISEMENT', 110]);
    expect(calls(raw, 'images.replace')[0]?.[3]).toBe(3);
    await waitFor(() => expect(input(field(/^Format/)).value).toBe('Pleine page (210 × 297 mm)'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(calls(raw, 'ads.update')).toHaveLength(1));
    expect((calls(raw, 'ads.update')[0] as [number, AdvertisementInput])[1].version).toBe(4);
  });
});
