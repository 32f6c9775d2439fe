import type { Image } from '@shared/domain/image';

/** An author image as the server answers it, for the view and gallery tests; a test overrides what it checks. */
export function authorImage(id: number, patch: Partial<Image> = {}): Image {
  return {
    id,
    name: `portrait-${id}.jpg`,
    collection: 'AUTHOR',
    version: 1,
    enable: true,
    disabled: false,
    authorId: 1,
    fav: false,
    used: false,
    format: 'LARGE',
    color: 'COLOR',
    framing: 'PORTRAIT',
    credits: '',
    sources: '',
    tags: ['Individu'],
    quality: 'OK',
    comments: '',
    characteristics: [],
    mimeType: 'JPG',
    meta: { contentType: 'image/jpeg', width: 800, height: 1000, xdpi: 300, weight: 1_500_000 },
    modificationDate: '2025-01-15T10:00:00Z',
    modificationUser: 'Marc Médias',
    uploadDate: '2024-12-01T09:00:00Z',
    lastArticlesModified: [],
    ...patch,
  };
}
