import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ArticleRef, PublicationRef } from '@shared/domain/image';
import { ImageFileInfo } from '../../../src/renderer/components/media/ImageFileInfo';
import { ImageTile } from '../../../src/renderer/components/media/ImageTile';
import { ImageUsageList } from '../../../src/renderer/components/media/ImageUsageList';
import { ImageZoomDialog } from '../../../src/renderer/components/media/ImageZoomDialog';
import { authorImage } from './image-fixture';
import { renderMedia, termValue, toasts } from './media-harness';

afterEach(() => {
  vi.restoreAllMocks();
});

/** French number formatting puts a narrow no-break space in "1 000 ko": compare with plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('ImageTile', () => {
  it('a disabled image is drawn in greyscale with "Désactivée"; the picture is a native button "Agrandir {name}"', () => {
    const onOpen = vi.fn();
    renderMedia(
      <ul>
        <ImageTile image={authorImage(14, { enable: false, disabled: true, version: 3 })} onOpen={onOpen} />
        <ImageTile image={authorImage(15)} onOpen={onOpen} />
      </ul>,
    );
    const disabled = screen.getByRole('listitem', { name: 'portrait-14.jpg' });
    const button = within(disabled).getByRole('button', { name: 'Agrandir portrait-14.jpg' });
    expect(button.tagName).toBe('BUTTON');
    expect(within(disabled).getByText('Désactivée')).toBeTruthy();
    const picture = button.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/media/image/14?size=MEDIUM&version=3');
    expect(getComputedStyle(picture as HTMLImageElement).filter).toBe('grayscale(1)');

    const enabled = screen.getByRole('listitem', { name: 'portrait-15.jpg' });
    expect(within(enabled).queryByText('Désactivée')).toBeNull();
    expect(getComputedStyle(enabled.querySelector('img') as HTMLImageElement).filter).not.toBe('grayscale(1)');
    fireEvent.click(within(enabled).getByRole('button', { name: 'Agrandir portrait-15.jpg' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('leads to a screen as a link "Ouvrir {name}", at the rendition asked, with its selection box and actions', () => {
    const onSelectedChange = vi.fn();
    renderMedia(
      <ImageTile
        as="div"
        image={authorImage(21, { name: 'une.png' })}
        rendition="THUMBNAIL"
        variant="grid"
        to="/images/21"
        onSelectedChange={onSelectedChange}
        actions={<button type="button">Action</button>}
      >
        Pleine page
      </ImageTile>,
    );
    const link = within(screen.getByRole('group', { name: 'une.png' })).getByRole('link', { name: 'Ouvrir une.png' });
    expect(link.getAttribute('href')).toBe('/images/21');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/media/image/21?size=THUMBNAIL&version=1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner une.png' }));
    expect(onSelectedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Action' })).toBeTruthy();
    expect(screen.getByText('Pleine page')).toBeTruthy();
  });
});

describe('ImageZoomDialog', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(() => Promise.resolve()) }, configurable: true });
  });

  it('shows any collection: the caller’s details then the file’s; the name’s copy button says "Copié"', async () => {
    const ad = { id: 40, name: 'Pub Lefebvre', version: 5, enable: true, mimeType: 'PNG' as const, meta: { contentType: 'image/png' as const, width: 2480, height: 3508, xdpi: 300, weight: 1_500_000 } };
    const { store } = renderMedia(
      <ImageZoomDialog image={ad} details={[{ key: 'size', label: 'Format', value: 'Pleine page (210 × 297 mm)' }]} actions={<button type="button">Modifier</button>} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pub Lefebvre' });
    const meta = within(dialog).getByRole('region', { name: "Informations sur l'image" });
    const value = (label: string) => termValue(meta, label);
    expect(value('Format')).toBe('Pleine page (210 × 297 mm)');
    expect(value('Dimensions')).toBe('2480 × 3508 px');
    expect(value('Poids')).toBe('1,5 Mo');
    expect(value('Résolution')).toBe('300 dpi');
    expect(value('Type de fichier')).toBe('PNG');
    expect(within(dialog).getByRole('img', { name: 'Pub Lefebvre' }).getAttribute('src')).toBe('/media/image/40?version=5');
    expect(within(dialog).getByRole('button', { name: 'Modifier' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copier le nom « Pub Lefebvre »' }));
    await waitFor(() => expect(toasts(store)).toContain('Copié'));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('Pub Lefebvre');
  });
});

describe('ImageFileInfo', () => {
  const file = (weight: number, xdpi: number | null = 72) => ({ mimeType: 'JPG' as const, meta: { contentType: 'image/jpeg' as const, width: 800, height: 600, xdpi, weight } });
  const infoValue = (label: string) => {
    return plain(termValue(screen.getByRole('region', { name: 'Informations sur le fichier' }), label));
  };

  it('999 999 bytes in ko; dimensions, resolution and type', () => {
    renderMedia(<ImageFileInfo file={file(999_999)} />);
    expect(infoValue('Poids')).toBe('1 000 ko');
    expect(infoValue('Dimensions')).toBe('800 × 600 px');
    expect(infoValue('Résolution')).toBe('72 dpi');
    expect(infoValue('Type de fichier')).toBe('JPEG');
    expect(screen.queryByText('Format')).toBeNull();
  });

  it('1 500 000 bytes as "1,5 Mo" (above 1,000,000, one decimal); an ad’s size label; no resolution said', () => {
    renderMedia(<ImageFileInfo file={file(1_500_000, null)} sizeLabel="Taille non reconnue" />);
    expect(infoValue('Poids')).toBe('1,5 Mo');
    expect(infoValue('Format')).toBe('Taille non reconnue');
    expect(infoValue('Résolution')).toBe('Non renseigné');
  });

  it('exactly 1 000 000 bytes is still in ko', () => {
    renderMedia(<ImageFileInfo file={file(1_000_000)} />);
    expect(infoValue('Poids')).toBe('1 000 ko');
  });
});

describe('ImageUsageList', () => {
  const articles: ArticleRef[] = [
    { articleId: 5, title: 'La réforme du <i>droit</i> des sociétés', type: 'ARTICLE' },
    { articleId: 7, title: 'Dossier fiscalité', type: 'BUNDLE' },
  ];
  const publications: PublicationRef[] = [{ publicationId: 3, publicationName: 'BJS_2024_12', title: 'Décembre', periodicalId: 'BJS', status: 'PUBLISHED' }];
  const ads = [{ id: 40, name: 'Pub Lefebvre' }];

  it('links each use to its screen for a user who may open them, with the totals', () => {
    renderMedia(<ImageUsageList articles={articles} publications={publications} ads={ads} counts={{ articles: 12 }} />, ['ADMIN']);
    const card = screen.getByRole('region', { name: 'Utilisations' });
    expect(within(card).getByRole('heading', { name: 'Articles (12)' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'La réforme du droit des sociétés' }).getAttribute('href')).toBe('/articles/5');
    expect(within(card).getByRole('link', { name: 'Dossier fiscalité' }).getAttribute('href')).toBe('/lots/7');
    // A publication opens as quick search opens it (spec 1 §2): its organise page for the three roles.
    expect(within(card).getByRole('link', { name: 'BJS_2024_12 — Décembre' }).getAttribute('href')).toBe('/publications/3/organiser');
    expect(within(card).getByText('Publiée')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Pub Lefebvre' }).getAttribute('href')).toBe('/publicites/40');
  });

  it('links a publication to the list filtered by its identifier for who opens the list only, to its articles for a manager', () => {
    renderMedia(<ImageUsageList publications={publications} />, ['ADMIN_IMAGES']);
    expect(screen.getByRole('link', { name: 'BJS_2024_12 — Décembre' }).getAttribute('href')).toBe('/publications?publicationFilter=BJS_2024_12');
    cleanup();
    renderMedia(<ImageUsageList publications={[{ ...publications[0], publicationName: 'Numéro spécial' } as PublicationRef]} />, ['MANAGER_BJS']);
    expect(screen.getByRole('link', { name: 'Numéro spécial — Décembre' }).getAttribute('href')).toBe('/articles?publicationFilter=Num%C3%A9ro+sp%C3%A9cial');
  });

  it('without the role of a section, its uses stay as text, not links (a lecteur opens ads, not articles nor publications)', () => {
    renderMedia(<ImageUsageList articles={articles} publications={publications} ads={ads} />, ['VIEWER']);
    expect(screen.getByText('La réforme du droit des sociétés')).toBeTruthy();
    expect(screen.getByText('BJS_2024_12 — Décembre')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /réforme|fiscalité|BJS_2024_12/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pub Lefebvre' })).toBeTruthy();
  });

  it('says so when the image is used nowhere', () => {
    renderMedia(<ImageUsageList articles={[]} publications={[]} />);
    expect(screen.getByText('Aucune utilisation.')).toBeTruthy();
    renderMedia(<ImageUsageList publications={[]} emptyText="Cette publicité ne paraît dans aucune publication." />);
    expect(screen.getByText('Cette publicité ne paraît dans aucune publication.')).toBeTruthy();
  });

  it('says the publications unknown rather than none, names a total only when known, and a status only when known', () => {
    renderMedia(<ImageUsageList articles={articles} publications={null} counts={{ articles: null, publications: null }} />, ['ADMIN']);
    const card = screen.getByRole('region', { name: 'Utilisations' });
    expect(within(card).getByRole('heading', { name: 'Articles' })).toBeTruthy();
    const unknown = within(card).getByRole('region', { name: 'Publications' });
    expect(within(unknown).getByText('Les publications qui la montrent ne sont pas connues.')).toBeTruthy();
    cleanup();

    renderMedia(<ImageUsageList publications={null} />);
    expect(screen.queryByText('Aucune utilisation.')).toBeNull();
    expect(screen.getByText('Les publications qui la montrent ne sont pas connues.')).toBeTruthy();
    cleanup();

    const unknownStatus: PublicationRef = { publicationId: 3, publicationName: 'BJS_2024_12', title: 'Décembre', periodicalId: null, status: null };
    renderMedia(<ImageUsageList publications={[unknownStatus]} />, ['ADMIN']);
    expect(screen.getByRole('link', { name: 'BJS_2024_12 — Décembre' })).toBeTruthy();
    expect(screen.queryByText(/Publiée|En cours|En publication/)).toBeNull();
  });
});
