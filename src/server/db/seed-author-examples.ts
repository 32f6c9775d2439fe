import { PROFILE_TYPES } from '../../shared/domain/author';
import type { AuthorRecord } from '../authors/store';
import { emptyMap, profileValue } from './seed-author-contacts';
import type { ImageSeeder } from './seed-author-images';
import { day } from './seed-calendar';
import { ILLUSTRATIONS, PORTRAITS, type PoolEntry } from './seed-images';
import type { SeedRandom } from './seed-random';

/**
 * The hand-made demo authors, ids 1 to 6: good examples, whatever the scale.
 * - 1 Étienne de Villeneuve: a person with everything (every contact kind, phone type and profile kind,
 *   functions with markup, notes, KNK id), 6 images of which 2 disabled, cited in articles of BJS, DEF, GDP.
 * - 2 Hélène d'Aubigné: elided particle, 3 images, Belgian and French addresses.
 * - 3 Conseil supérieur du notariat: an organisation, with a logo.
 * - 4 Marcel Dupuis-Lagarde: disabled, cited in old articles only (2003).
 * - 5 Dominique Lefort: type UNKNOWN, no image, cited nowhere (can be deleted).
 * - 6 Anne-Sophie von Bülow: German address and phone, a black-and-white portrait.
 */
export function exampleAuthors(r: SeedRandom): AuthorRecord[] {
  return [
    {
      id: 1,
      knkId: 'KNK-000101',
      type: 'MALE',
      firstName: 'Étienne',
      particle: 'de',
      lastName: 'Villeneuve',
      functions: [
        'Professeur à l’université Paris-Panthéon-Assas',
        'Directeur scientifique du <i>Bulletin Joly Sociétés</i>',
        'Président de la 3<sup>e</sup> section de la commission d’arbitrage',
      ],
      emails: {
        PROFESSIONAL: [{ mail: 'etienne.devilleneuve@assas-universite.fr', fav: true }],
        PERSONAL: [{ mail: 'e.villeneuve@orange.fr', fav: false }],
        OTHER: [{ mail: 'secretariat.villeneuve@arbitrage-paris.fr', fav: false }],
      },
      phoneNumbers: {
        PROFESSIONAL: [
          { countryCode: 'FR', number: '144415800', type: 'FIX', fav: true },
          { countryCode: 'FR', number: '144415899', type: 'FAX', fav: false },
        ],
        PERSONAL: [{ countryCode: 'FR', number: '612345678', type: 'MOBILE', fav: false }],
        OTHER: [{ countryCode: 'BE', number: '25123456', type: 'FIX', fav: false }],
      },
      addresses: {
        PROFESSIONAL: [{ street: '12 place du Panthéon', complement: 'Bureau 214', postCode: '75005', city: 'Paris', country: 'FRANCE', fav: true }],
        PERSONAL: [{ street: '8 rue de la Paroisse', complement: '', postCode: '78000', city: 'Versailles', country: 'FRANCE', fav: false }],
        OTHER: [{ street: '27 avenue Louise', complement: 'Cabinet d’arbitrage', postCode: '1050', city: 'Bruxelles', country: 'BELGIQUE', fav: false }],
      },
      profiles: PROFILE_TYPES.map((type) => ({ type, value: profileValue(r, type, 'Étienne de Villeneuve') })),
      notes: 'Contributeur régulier de la chronique de droit des sociétés. Préfère être contacté par courriel.',
      enable: true,
      creationDate: day('2015-03-12'),
      creationUser: 'Alice Administratrice',
      modificationDate: new Date('2025-06-01T14:03:00Z'),
      modificationUser: 'Romain Rédacteur',
    },
    {
      id: 2,
      knkId: 'KNK-000102',
      type: 'FEMALE',
      firstName: 'Hélène',
      particle: 'd’',
      lastName: 'Aubigné',
      functions: ['Avocate au barreau de Bruxelles', 'Chargée d’enseignement à l’<i>Université libre de Bruxelles</i>'],
      emails: { PROFESSIONAL: [{ mail: 'h.daubigne@avocats-associes.be', fav: true }], PERSONAL: [], OTHER: [] },
      phoneNumbers: { PROFESSIONAL: [{ countryCode: 'BE', number: '25550100', type: 'FIX', fav: false }], PERSONAL: [{ countryCode: 'FR', number: '698765432', type: 'MOBILE', fav: true }], OTHER: [] },
      addresses: {
        PROFESSIONAL: [{ street: '45 rue de la Loi', complement: '', postCode: '1040', city: 'Bruxelles', country: 'BELGIQUE', fav: true }],
        PERSONAL: [{ street: '3 rue des Écoles', complement: '', postCode: '59000', city: 'Lille', country: 'FRANCE', fav: false }],
        OTHER: [],
      },
      profiles: [{ type: 'LINKEDIN', value: 'https://www.linkedin.com/in/helene-daubigne' }],
      notes: null,
      enable: true,
      creationDate: day('2016-09-20'),
      creationUser: 'Romain Rédacteur',
      modificationDate: new Date('2025-05-20T09:30:00Z'),
      modificationUser: 'Romain Rédacteur',
    },
    {
      id: 3,
      knkId: null,
      type: 'ORGANISATION',
      firstName: null,
      particle: null,
      lastName: 'Conseil supérieur du notariat',
      functions: ['Instance représentative de la profession notariale'],
      emails: { PROFESSIONAL: [{ mail: 'communication@notaires.fr', fav: true }], PERSONAL: [], OTHER: [{ mail: 'presse@notaires.fr', fav: false }] },
      phoneNumbers: { PROFESSIONAL: [{ countryCode: 'FR', number: '144906000', type: 'FIX', fav: true }], PERSONAL: [], OTHER: [] },
      addresses: { PROFESSIONAL: [{ street: '60 boulevard de La Tour-Maubourg', complement: '', postCode: '75007', city: 'Paris', country: 'FRANCE', fav: true }], PERSONAL: [], OTHER: [] },
      profiles: [
        { type: 'WEBSITE', value: 'https://www.notaires.fr' },
        { type: 'TWITTER', value: '@notairesdefr' },
      ],
      notes: null,
      enable: true,
      creationDate: day('2017-01-10'),
      creationUser: 'Alice Administratrice',
      modificationDate: new Date('2024-11-04T10:15:00Z'),
      modificationUser: 'Alice Administratrice',
    },
    {
      id: 4,
      knkId: 'KNK-000017',
      type: 'MALE',
      firstName: 'Marcel',
      particle: null,
      lastName: 'Dupuis-Lagarde',
      functions: ['Ancien conseiller à la Cour de cassation'],
      emails: { PROFESSIONAL: [], PERSONAL: [{ mail: 'marcel.dupuis-lagarde@laposte.net', fav: false }], OTHER: [] },
      phoneNumbers: emptyMap(),
      addresses: { PROFESSIONAL: [], PERSONAL: [{ street: '5 cours Mirabeau', complement: '', postCode: '13100', city: 'Aix-en-Provence', country: 'FRANCE', fav: false }], OTHER: [] },
      profiles: [],
      notes: 'Retraité : ne plus solliciter.',
      enable: false,
      creationDate: day('2015-01-05'),
      creationUser: 'Alice Administratrice',
      modificationDate: new Date('2021-02-15T16:45:00Z'),
      modificationUser: 'Alice Administratrice',
    },
    {
      id: 5,
      knkId: null,
      type: 'UNKNOWN',
      firstName: 'Dominique',
      particle: null,
      lastName: 'Lefort',
      functions: [],
      emails: { PROFESSIONAL: [{ mail: 'd.lefort@cabinet-lefort.fr', fav: false }], PERSONAL: [], OTHER: [] },
      phoneNumbers: emptyMap(),
      addresses: emptyMap(),
      profiles: [],
      notes: null,
      enable: true,
      creationDate: day('2024-10-01'),
      creationUser: 'Romain Rédacteur',
      modificationDate: new Date('2024-10-01T11:00:00Z'),
      modificationUser: 'Romain Rédacteur',
    },
    {
      id: 6,
      knkId: null,
      type: 'FEMALE',
      firstName: 'Anne-Sophie',
      particle: 'von',
      lastName: 'Bülow',
      functions: ['Rechtsanwältin, associée du cabinet <i>Bülow & Partner</i>', 'Docteure en droit (Humboldt-Universität)'],
      emails: { PROFESSIONAL: [{ mail: 'a.vonbuelow@buelow-partner.de', fav: true }], PERSONAL: [], OTHER: [] },
      phoneNumbers: { PROFESSIONAL: [{ countryCode: 'DE', number: '3020123456', type: 'FIX', fav: true }], PERSONAL: [{ countryCode: 'DE', number: '15123456789', type: 'MOBILE', fav: false }], OTHER: [] },
      addresses: { PROFESSIONAL: [{ street: 'Friedrichstraße 95', complement: '', postCode: '10117', city: 'Berlin', country: 'ALLEMAGNE', fav: true }], PERSONAL: [], OTHER: [] },
      profiles: [{ type: 'ORCID', value: '0000-0002-1825-0097' }],
      notes: null,
      enable: true,
      creationDate: day('2019-04-18'),
      creationUser: 'Romain Rédacteur',
      modificationDate: new Date('2023-03-07T08:20:00Z'),
      modificationUser: 'Romain Rédacteur',
    },
  ];
}

/** The examples' images (their articles are in seed-author-articles.ts). */
export function addExampleImages(images: ImageSeeder, authors: readonly AuthorRecord[]): void {
  const [villeneuve, aubigne, notariat, , , bulow] = authors as [AuthorRecord, AuthorRecord, AuthorRecord, AuthorRecord, AuthorRecord, AuthorRecord];
  images.addAuthorImages(villeneuve, 6, { disabled: [3, 5], fav: 0, pool: PORTRAITS.slice(0, 6) });
  images.addAuthorImages(aubigne, 3, { disabled: [], fav: 1, pool: [PORTRAITS[1], PORTRAITS[3], PORTRAITS[7]] as PoolEntry[] });
  images.addAuthorImages(notariat, 1, { disabled: [], fav: 0, pool: [ILLUSTRATIONS[1] as PoolEntry] });
  images.addAuthorImages(bulow, 1, { disabled: [], fav: null, pool: [PORTRAITS[4] as PoolEntry] });
}
