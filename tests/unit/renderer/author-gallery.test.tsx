import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { createBridge } from '@shared/bridge-client';
import type { Image } from '@shared/domain/image';
import { AppProviders } from '../../../src/renderer/app/AppProviders';
import { authStateAtom } from '../../../src/renderer/features/auth/auth-atoms';
import { AuthorGallery, type AuthorGalleryProps } from '../../../src/renderer/features/authors/gallery/AuthorGallery';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import { CONFIG, dialogClosed, fakeRawBridge, ok, settlePromises, signedIn, type Answer } from './harness';
import { authorImage } from './image-fixture';
import { termValue } from './media-harness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The gallery's images carry credits, tags and comments that the zoom dialog shows. */
function image(id: number, patch: Partial<Image> = {}): Image {
  return authorImage(id, {
    version: 2,
    credits: '© <b>Studio Harcourt</b>',
    tags: ['Individu', 'Événement pro.'],
    comments: 'Recadrage demandé par l’auteur.',
    ...patch,
  });
}

const IMAGES = [
  image(11, { fav: true }),
  image(12, { name: 'croquis.png', mimeType: 'PNG', framing: 'SKETCH', meta: { contentType: 'image/png', width: 240, height: 300, xdpi: null, weight: 85_000 } }),
  image(13),
  image(14, { enable: false, disabled: true }),
];
const AUTHOR = { id: 1, type: 'MALE' as const, firstName: 'Étienne', particle: 'de', lastName: 'Villeneuve', images: IMAGES };

function Harness(props: Omit<AuthorGalleryProps, 'showDisabled' | 'onShowDisabledChange'>) {
  const [showDisabled, setShowDisabled] = useState(false);
  return <AuthorGallery {...props} showDisabled={showDisabled} onShowDisabledChange={setShowDisabled} />;
}

function renderGallery(options: { roles?: string[]; editable?: boolean; answers?: Record<string, (args: unknown[]) => Answer>; images?: Image[] } = {}) {
  const raw = fakeRawBridge({
    'app.getConfig': () => ok(CONFIG),
    'downloads.start': () => ok({ batchId: 'b1' }),
    'authors.images.delete': (args) => ok({ disabled: args[0], deleted: [] }),
    'authors.images.update': () => ok(IMAGES[0]),
    ...options.answers,
  });
  const store = createStore();
  store.set(authStateAtom, signedIn(options.roles ?? ['ADMIN_IMAGES'], 'Marc Médias', 'medias'));
  render(
    <AppProviders bridge={createBridge(raw)} store={store}>
      <Harness author={{ ...AUTHOR, images: options.images ?? IMAGES }} editable={options.editable ?? true} />
    </AppProviders>,
  );
  return { raw, store };
}

const messages = (store: ReturnType<typeof createStore>) => store.get(notificationsAtom).map((n) => n.message);
const tiles = () => within(screen.getByRole('list', { name: 'Images de Étienne de Villeneuve' })).getAllByRole('listitem');

describe('author gallery: tiles and selection', () => {
  it('shows the enabled images only, and the disabled ones in greyscale with "Désactivée" once the switch is on', () => {
    renderGallery();
    expect(tiles().map((t) => t.getAttribute('aria-label'))).toEqual(['portrait-11.jpg', 'croquis.png', 'portrait-13.jpg', null]);
    expect(screen.queryByText('Désactivée')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Afficher les images désactivées' }));
    const disabled = screen.getByRole('listitem', { name: 'portrait-14.jpg' });
    expect(within(disabled).getByText('Désactivée')).toBeTruthy();
    expect(within(disabled).getByRole('button', { name: 'Agrandir portrait-14.jpg' }).querySelector('img')?.getAttribute('src')).toBe(
      '/media/image/14?size=MEDIUM&version=2',
    );
  });

  it('"Tout sélectionner" then "Télécharger" queues one batch with one item per image', async () => {
    const { raw } = renderGallery();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(screen.getByText('3 images sélectionnées')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger' }));
    await waitFor(() => expect(raw.calls.filter((c) => c.name === 'downloads.start')).toHaveLength(1));
    expect(raw.calls.find((c) => c.name === 'downloads.start')?.args).toEqual([
      {
        label: 'Images de Étienne de Villeneuve',
        items: [
          { path: '/api/image/11?download', fileName: 'portrait-11.jpg' },
          { path: '/api/image/12?download', fileName: 'croquis.png' },
          { path: '/api/image/13?download', fileName: 'portrait-13.jpg' },
        ],
      },
    ]);
  });

  it('bulk "Supprimer" asks with the count, then deletes the selected images', async () => {
    const { raw, store } = renderGallery();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer 3 images ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(raw.calls.find((c) => c.name === 'authors.images.delete')?.args).toEqual([[11, 12, 13]]));
    await waitFor(() => expect(messages(store)).toContain('3 images supprimées.'));
  });

  it('one selected image asks "Supprimer 1 image ?"', async () => {
    renderGallery();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner croquis.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByRole('alertdialog', { name: 'Supprimer 1 image ?' })).toBeTruthy();
  });

  it('the favourite star makes another image the favourite (authors.images.update with fav)', async () => {
    const { raw } = renderGallery();
    fireEvent.click(await screen.findByRole('button', { name: 'Définir croquis.png comme image favorite' }));
    await waitFor(() =>
      expect(raw.calls.find((c) => c.name === 'authors.images.update')?.args).toEqual([
        12,
        { version: 2, name: 'croquis.png', color: 'COLOR', framing: 'SKETCH', fav: true },
      ]),
    );
  });
});

describe('author gallery: zoom dialog', () => {
  it('opens on a tile and lists the metadata (sizes, weight, dpi, Paris dates, credits, tags, quality)', async () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir portrait-11.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'portrait-11.jpg' });
    const dl = within(dialog).getByRole('region', { name: "Informations sur l'image" });
    const meta = dl.textContent ?? '';
    const value = (label: string) => termValue(dl, label);
    expect(value('Format')).toBe('Grand format');
    expect(value('Type de fichier')).toBe('JPEG');
    expect(value('Couleur')).toBe('Couleur');
    expect(value('Type')).toBe('Portrait');
    expect(value('Dimensions')).toBe('800 × 1000 px');
    expect(value('Poids')).toBe('1,5 Mo');
    expect(value('Résolution')).toBe('300 dpi');
    expect(value('Envoyée le')).toBe('01/12/2024 à 10:00');
    expect(value('Modifiée le')).toBe('15/01/2025 à 11:00 par Marc Médias');
    expect(value('Crédits')).toBe('© Studio Harcourt');
    expect(within(dl).getByText('Studio Harcourt').tagName).toBe('B');
    expect(value('Sources')).toBe('Non renseigné');
    expect(value('Mots-clés')).toBe('Individu, Événement pro.');
    expect(value('Qualité')).toBe('Bonne');
    expect(value('Commentaires')).toBe('Recadrage demandé par l’auteur.');
    expect(meta).toContain('portrait-11.jpg');
    expect(within(dialog).getByRole('img', { name: 'portrait-11.jpg' }).getAttribute('src')).toBe('/media/image/11?version=2');
  });

  it('a tile is a native button (the keyboard opens it too: the end-to-end test presses Enter)', async () => {
    renderGallery();
    const tile = screen.getByRole('button', { name: 'Agrandir croquis.png' });
    expect(tile.tagName).toBe('BUTTON');
    fireEvent.click(tile); // a native button turns Enter into a click
    const dialog = await screen.findByRole('dialog', { name: 'croquis.png' });
    expect(within(dialog).getByText('240 × 300 px')).toBeTruthy();
    expect(within(dialog).getByText('85 ko')).toBeTruthy();
  });
});

describe('author gallery: edit panel (spec 1 §5)', () => {
  it('checks name and framing, focusing the first error, then saves what the shared rule yields', async () => {
    const { raw } = renderGallery({ images: [image(21, { name: 'sans-type.jpg', framing: null }), ...IMAGES] });
    fireEvent.click(screen.getByRole('button', { name: 'Actions pour sans-type.jpg' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Modifier' }));
    const panel = await screen.findByRole('dialog', { name: "Modifier l'image" });
    const name = await within(panel).findByRole('textbox', { name: /^Nom/ });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('sans-type.jpg'));

    // Focus moves from field to field as a user's would (a blur event alone takes the focus out of the panel).
    act(() => name.focus());
    fireEvent.change(name, { target: { value: '   ' } });
    act(() => within(panel).getByRole('combobox', { name: /^Couleur/ }).focus());
    expect(await within(panel).findByText('Le nom est obligatoire.')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(panel).findByText('Le type est obligatoire.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(raw.calls.some((c) => c.name === 'authors.images.update')).toBe(false);

    fireEvent.change(name, { target: { value: 'Portrait officiel' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('radio', { name: 'Portrait' })));

    fireEvent.click(within(panel).getByRole('radio', { name: 'Plan large' }));
    // Credits are a rich text editor: what it holds (here pasted markup) is sanitised into the value.
    const credits = within(panel).getByRole('textbox', { name: /^Crédits/ });
    credits.innerHTML = '<p>© <i>AFP</i></p><script>x</script>';
    fireEvent.input(credits);
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Logo' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Mauvaise qualité' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(raw.calls.find((c) => c.name === 'authors.images.update')?.args).toEqual([
        21,
        {
          version: 2,
          name: 'Portrait officiel',
          color: 'COLOR',
          framing: 'WIDE_PLAN',
          credits: '© <i>AFP</i>',
          sources: '',
          tags: ['Événement pro.', 'Individu', 'Logo'],
          quality: 'BAD',
          comments: 'Recadrage demandé par l’auteur.',
        },
      ]),
    );
    await dialogClosed();
  });
});

describe('author gallery: a back-office without the image edit (no PUT /api/author/image/{id})', () => {
  it('offers no "Modifier" nor favourite star to an image manager; the zoom dialog still shows the metadata; delete stays', async () => {
    const { raw } = renderGallery({ answers: { 'app.extensions': () => ok(['search-count']) } });
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'app.extensions')).toBe(true));
    await settlePromises();
    expect(screen.queryByRole('button', { name: /comme image favorite/ })).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'portrait-11.jpg' })).getByRole('img', { name: 'Image favorite' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions pour croquis.png' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Télécharger', 'Supprimer']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Agrandir croquis.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'croquis.png' });
    expect(termValue(within(dialog).getByRole('region', { name: "Informations sur l'image" }), 'Type')).toBe('Croquis');
    expect(within(dialog).queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Télécharger' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeTruthy();
    expect(raw.calls.some((c) => c.name === 'authors.images.update')).toBe(false);
  });

  it('with it, the same gallery offers both', async () => {
    renderGallery();
    expect(await screen.findByRole('button', { name: 'Définir croquis.png comme image favorite' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions pour croquis.png' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Modifier', 'Télécharger', 'Supprimer']);
  });
});

describe('author gallery: read-only', () => {
  it('without AUTHOR_IMAGE_ROLES: no upload tile, no delete, no edit; zoom and download stay', async () => {
    const { raw } = renderGallery({ roles: ['VIEWER'] });
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Déposez des images/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /comme image favorite/ })).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'portrait-11.jpg' })).getByRole('img', { name: 'Image favorite' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions pour croquis.png' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Télécharger']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Télécharger' }));
    await waitFor(() =>
      expect(raw.calls.find((c) => c.name === 'downloads.start')?.args).toEqual([
        { label: 'Images de Étienne de Villeneuve', items: [{ path: '/api/image/12?download', fileName: 'croquis.png' }] },
      ]),
    );
  });

  it('editable=false keeps an image manager read-only too', () => {
    renderGallery({ editable: false });
    expect(screen.queryByRole('button', { name: /Déposez des images/ })).toBeNull();
  });

  it('an image manager gets the upload tile; a disabled image offers "Réactiver"', async () => {
    const { raw } = renderGallery({ answers: { 'authors.images.enable': () => ok(undefined) } });
    expect(screen.getByRole('button', { name: 'Déposez des images ici ou cliquez pour choisir' })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Afficher les images désactivées' }));
    fireEvent.click(screen.getByRole('button', { name: 'Actions pour portrait-14.jpg' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Réactiver' }));
    await waitFor(() => expect(raw.calls.find((c) => c.name === 'authors.images.enable')?.args).toEqual([14]));
  });
});
