import type { ReceivedAuthor, ReceivedImage } from '../../src/core/authors/received-author';

/**
 * An author as spec 1 §3 writes it: contacts as lists of entries each carrying its `contact`, spelled as the
 * contact kinds are there (professional, personal, other), and images whose format is IMG_LARGE or
 * IMG_THUMBNAIL. The reference server answers maps keyed by kind and LARGE / THUMBNAIL instead.
 */

const image = (id: number, format: string, width: number): ReceivedImage => ({
  id,
  name: `portrait-${id}.jpg`,
  collection: 'AUTHOR',
  version: 1,
  enable: true,
  disabled: false,
  authorId: 5,
  fav: id === 51,
  used: false,
  format,
  color: 'COLOR',
  framing: 'PORTRAIT',
  credits: '',
  sources: '',
  tags: [],
  quality: 'OK',
  comments: '',
  characteristics: [],
  mimeType: 'JPG',
  meta: { contentType: 'image/jpeg', width, height: width, xdpi: null, weight: 90_000 },
  modificationDate: '2025-01-15T10:00:00Z',
  modificationUser: null,
  uploadDate: '2024-12-01T09:00:00Z',
  lastArticlesModified: [],
});

export function specAuthor(): ReceivedAuthor {
  return {
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
    addresses: [{ contact: 'personal', fav: false, postCode: '1050', country: 'BELGIQUE', complement: '', city: 'Bruxelles', street: '27 avenue Louise' }],
    notes: null,
    enable: true,
    creationDate: '2020-02-03T09:00:00Z',
    creationUser: null,
    modificationDate: '2025-01-15T10:00:00Z',
    modificationUser: null,
    images: [image(51, 'IMG_LARGE', 800), image(52, 'IMG_THUMBNAIL', 120)],
    profiles: [],
    lastArticlesModified: [],
    used: false,
    imageAuthorId: 51,
    version: 4,
    phoneNumberFav: { countryCode: 'FR', number: '472000000', type: 'FIX', fav: true },
    emailFav: 'claire.lemaire@cabinet-lyon.fr',
  };
}
