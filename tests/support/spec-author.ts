import type { ReceivedAuthor } from '../../src/core/authors/received-author';
import type { ReceivedAuthorRow } from '../../src/core/authors/received-author-row';
import type { ImageDescription, ReceivedImage } from '../../src/core/authors/received-image';
import type { SearchResult } from '../../src/shared/domain/search-result';
import { specAuthor as specAuthorDeclaration, specImage, specSearchResult } from '../../src/shared/spec-entities';

/**
 * An author as spec 1 §3 writes it, its fields and no other (checked against the declaration of
 * src/shared/spec-entities.ts): contacts as lists of entries each carrying its `contact`, spelled as the
 * contact kinds are there (professional, personal, other); images as spec 1 §3's Author image, format
 * IMG_LARGE or IMG_THUMBNAIL, without name, version nor enable. The reference server answers maps keyed by
 * kind, LARGE / THUMBNAIL and whole images instead.
 */

/** What spec 1 §3's Author image and Image both name. */
const common = (id: number, format: string, width: number, disabled: boolean) => ({
  id,
  disabled,
  format,
  color: 'COLOR' as const,
  sources: '',
  credits: '',
  comments: '',
  modificationDate: '2025-01-15T10:00:00Z',
  meta: { contentType: 'image/jpeg' as const, width, height: width, xdpi: null, weight: 90_000 },
});

/** 51 the favourite, 52 a thumbnail, 53 disabled. */
const IMAGES = [
  { id: 51, format: 'LARGE', width: 800, disabled: false },
  { id: 52, format: 'THUMBNAIL', width: 120, disabled: false },
  { id: 53, format: 'THUMBNAIL', width: 100, disabled: true },
] as const;

const authorImage = ({ id, format, width, disabled }: (typeof IMAGES)[number]): ReceivedImage => ({
  ...common(id, `IMG_${format}`, width, disabled),
  fav: id === 51,
  used: false,
  framing: 'PORTRAIT',
  uploadDate: '2024-12-01T09:00:00Z',
});

export function specAuthor(): ReceivedAuthor {
  return specAuthorDeclaration.parse({
    id: 5,
    knkId: null,
    type: 'FEMALE',
    firstName: 'Claire',
    particle: null,
    lastName: 'Lemaire',
    functions: ['Avocate au barreau de Lyon'],
    fontoFunctions: ['<p>Avocate au barreau de Lyon</p>'],
    emails: [
      { contact: 'professional', fav: true, mail: 'claire.lemaire@cabinet-lyon.fr' },
      { contact: 'other', fav: false, mail: 'secretariat@cabinet-lyon.fr' },
    ],
    phoneNumbers: [{ contact: 'professional', fav: true, countryCode: 'FR', number: '472000000', type: 'FIX' }],
    addresses: [
      { contact: 'professional', fav: false, postCode: '69002', country: 'FRANCE', complement: '', city: 'Lyon', street: '3 quai Saint-Antoine' },
      { contact: 'personal', fav: true, postCode: '1050', country: 'BELGIQUE', complement: '', city: 'Bruxelles', street: '27 avenue Louise' },
    ],
    notes: null,
    enable: true,
    creationDate: '2020-02-03T09:00:00Z',
    creationUser: null,
    modificationDate: '2025-01-15T10:00:00Z',
    modificationUser: null,
    images: IMAGES.map(authorImage),
    profiles: [],
    lastArticlesModified: [],
    used: false,
    imageAuthorId: 51,
    version: 4,
    phoneNumberFav: { countryCode: 'FR', number: '472000000', type: 'FIX', fav: true },
    emailFav: 'claire.lemaire@cabinet-lyon.fr',
  }) as ReceivedAuthor;
}

/** The author as a row of POST /api/author/search on such a back-office: the same spec 1 §3 Author. */
export const specAuthorRow = (): ReceivedAuthorRow => specAuthor();

/** What POST /api/image/search answers of the author's images there: spec 1 §3's Image, its fields only. */
export function specImageSearch(): SearchResult<ImageDescription> {
  const result = IMAGES.map(({ id, format, width, disabled }) => ({
    ...common(id, format, width, disabled),
    name: `portrait-${id}.jpg`,
    collection: 'AUTHOR',
    version: 3,
    enable: !disabled,
    authorId: 5,
    characteristics: [format, 'COLOR', 'PORTRAIT', 'BAD_QUALITY'],
    quality: 'BAD',
    tags: ['Individu'],
    description: '',
    mimeType: 'JPG',
    lastArticlesModified: [],
  }));
  return specSearchResult(specImage).parse({ result, resultCount: result.length }) as SearchResult<ImageDescription>;
}
