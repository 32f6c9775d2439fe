import {
  CONTACT_KINDS,
  PROFILE_TYPES,
  type AuthorAddress,
  type AuthorEmail,
  type AuthorPhoneNumber,
  type AuthorProfile,
  type AuthorType,
  type ContactKind,
  type ContactMap,
  type PhoneType,
  type ProfileType,
} from '../../shared/domain/author';
import type { ImageColor, ImageFraming, ImageQuality } from '../../shared/domain/image';
import { authorDisplayName } from '../../shared/rules/author-input';
import type { AuthorRecord } from '../authors/store';
import type { ImageFile } from '../images/inspect';
import { ILLUSTRATIONS, PORTRAITS, fileOf, type PoolEntry } from './seed-images';
import type { ImageRecord } from '../images/store';
import { seededRandom, type SeedRandom } from './seed-random';
import { MALE_FIRST_NAMES, FEMALE_FIRST_NAMES, LAST_NAMES, PARTICLE_NAMES, ORGANISATIONS, PLACES, STREETS, COMPLEMENTS, FUNCTIONS, NOTES, CREDITS, SOURCES, TITLES, BUNDLE_TITLES, ILLUSTRATION_NAMES, type Place } from './seed-author-words';

/**
 * Demo authors, their images, the articles citing them and illustrations: French, deterministic (a seeded
 * generator, fixed dates), `scale` times the base size (SEED_SCALE, for benchmarks).
 *
 * Good examples, whatever the scale:
 * - 1 Étienne de Villeneuve: a person with everything (every contact kind, phone type and profile kind,
 *   functions with markup, notes, KNK id), 6 images of which 2 disabled, cited in articles of BJS, DEF, GDP.
 * - 2 Hélène d'Aubigné: elided particle, 3 images, Belgian and French addresses.
 * - 3 Conseil supérieur du notariat: an organisation, with a logo.
 * - 4 Marcel Dupuis-Lagarde: disabled, cited in old articles only (2003).
 * - 5 Dominique Lefort: type UNKNOWN, no image, cited nowhere (can be deleted).
 * - 6 Anne-Sophie von Bülow: German address and phone, a black-and-white portrait.
 */

export interface ArticleSeed {
  id: number;
  title: string;
  type: 'ARTICLE' | 'BUNDLE';
  periodicalId: string;
  publicationDate: string;
  modificationDate: Date;
  authorIds: number[];
}

export interface AuthorSeedData {
  authors: AuthorRecord[];
  images: ImageRecord[];
  articles: ArticleSeed[];
}


const day = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * 86_400_000);
/** The seed's "today": every date of the demo data is before it. */
const SEED_NOW = day('2025-06-02');
const USERS = ['Alice Administratrice', 'Romain Rédacteur', 'Marc Médias'] as const;

const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function emptyMap<T>(): ContactMap<T> {
  return { PROFESSIONAL: [], PERSONAL: [], OTHER: [] };
}

function weightedPlace(r: SeedRandom): Place {
  const total = PLACES.reduce((sum, p) => sum + p.weight, 0);
  let n = r.next() * total;
  for (const place of PLACES) {
    n -= place.weight;
    if (n < 0) return place;
  }
  return PLACES[0] as Place;
}

/** A national number without its trunk prefix, shaped like the country's. */
function phoneNumber(r: SeedRandom, country: string, type: PhoneType): string {
  const mobile = type === 'MOBILE';
  switch (country) {
    case 'FR':
      return `${mobile ? r.pick(['6', '7']) : String(r.int(1, 5))}${r.digits(8)}`;
    case 'BE':
      return mobile ? `4${r.pick(['7', '8', '9'])}${r.digits(7)}` : `2${r.digits(7)}`;
    case 'CH':
      return mobile ? `7${r.pick(['6', '8', '9'])}${r.digits(7)}` : `22${r.digits(7)}`;
    case 'DE':
      return mobile ? `15${r.digits(9)}` : `30${r.digits(8)}`;
    default:
      return `${r.int(2, 9)}${r.digits(8)}`;
  }
}

function profileValue(r: SeedRandom, type: ProfileType, name: string): string {
  const s = slug(name);
  switch (type) {
    case 'TWITTER':
      return `@${s.replace(/-/g, '').slice(0, 15)}`;
    case 'LINKEDIN':
      return `https://www.linkedin.com/in/${s}`;
    case 'FACEBOOK':
      return `https://www.facebook.com/${s.replace(/-/g, '.')}`;
    case 'WEBSITE':
      return `https://www.${s}.fr`;
    case 'ORCID':
      return `0000-000${r.int(1, 3)}-${r.digits(4)}-${r.digits(3)}X`;
    case 'ISNI':
      return `0000 000${r.int(1, 4)} ${r.digits(4)} ${r.digits(4)}`;
  }
}

interface Person {
  type: AuthorType;
  firstName: string | null;
  particle: string | null;
  lastName: string;
}

/** Contacts of a generated author: professional often, personal sometimes, other rarely. */
function contacts(r: SeedRandom, person: Person, home: Place) {
  const name = authorDisplayName(person);
  const emails = emptyMap<AuthorEmail>();
  const phones = emptyMap<AuthorPhoneNumber>();
  const addresses = emptyMap<AuthorAddress>();
  const local = slug(person.firstName ? `${person.firstName}.${person.lastName}` : person.lastName).replace(/-/g, '.');
  const rates: Record<ContactKind, number> = { PROFESSIONAL: 0.9, PERSONAL: 0.35, OTHER: 0.1 };
  for (const kind of CONTACT_KINDS) {
    if (r.chance(rates[kind])) {
      const domain = kind === 'PROFESSIONAL' ? r.pick(['avocats-associes.fr', 'notaires.fr', 'univ-droit.fr', `${slug(person.lastName)}-conseil.fr`]) : r.pick(['orange.fr', 'free.fr', 'laposte.net', 'gmail.com']);
      emails[kind].push({ mail: `${local}@${domain}`, fav: false });
    }
    if (r.chance(rates[kind] - 0.15)) {
      const place = kind === 'PROFESSIONAL' ? home : r.chance(0.8) ? home : weightedPlace(r);
      const type: PhoneType = kind === 'PERSONAL' ? 'MOBILE' : kind === 'OTHER' ? 'FAX' : r.pick(['FIX', 'MOBILE'] as const);
      phones[kind].push({ countryCode: place.phoneCountry, number: phoneNumber(r, place.phoneCountry, type), type, fav: false });
    }
    if (r.chance(rates[kind] - 0.05)) {
      const place = kind === 'PROFESSIONAL' ? home : weightedPlace(r);
      addresses[kind].push({
        street: `${r.int(1, 120)} ${r.pick(STREETS)}`,
        complement: r.chance(0.2) ? r.pick(COMPLEMENTS) : '',
        postCode: place.postCode,
        city: place.city,
        country: place.country,
        fav: false,
      });
    }
  }
  for (const map of [emails, phones, addresses] as ContactMap<{ fav: boolean }>[]) {
    const first = CONTACT_KINDS.map((kind) => map[kind][0]).find(Boolean);
    if (first && r.chance(0.7)) first.fav = true;
  }
  const profiles: AuthorProfile[] = [];
  for (const type of PROFILE_TYPES) if (r.chance(person.type === 'ORGANISATION' ? (type === 'WEBSITE' ? 0.9 : 0.15) : 0.25)) profiles.push({ type, value: profileValue(r, type, name) });
  return { emails, phoneNumbers: phones, addresses, profiles };
}

const IMAGE_COUNT_WEIGHTS = [30, 25, 18, 12, 8, 4, 3];

function pickImageCount(r: SeedRandom): number {
  let n = r.next() * IMAGE_COUNT_WEIGHTS.reduce((a, b) => a + b, 0);
  for (const [count, weight] of IMAGE_COUNT_WEIGHTS.entries()) {
    n -= weight;
    if (n < 0) return count;
  }
  return 0;
}

/** `pool`: the files of PORTRAITS and ILLUSTRATIONS (loadPool), so that the generation stays synchronous. */
export function authorSeedData(scale: number, pool: ReadonlyMap<string, ImageFile>): AuthorSeedData {
  const r = seededRandom(20250602);
  const authors: AuthorRecord[] = [];
  const images: ImageRecord[] = [];
  const articles: ArticleSeed[] = [];
  let imageId = 0;

  const addImages = (author: AuthorRecord, count: number, options: { disabled?: number[]; fav?: number | null; pool?: readonly PoolEntry[] } = {}) => {
    const name = authorDisplayName(author);
    for (let n = 0; n < count; n++) {
      const entry = options.pool ? (options.pool[n % options.pool.length] as PoolEntry) : r.pick(PORTRAITS);
      const file = fileOf(pool, entry);
      const uploaded = addDays(author.creationDate, r.int(0, 900));
      const upload = uploaded > SEED_NOW ? author.creationDate : uploaded;
      const modified = addDays(upload, r.int(0, 30));
      const enable = options.disabled ? !options.disabled.includes(n) : !r.chance(0.12);
      const organisation = author.type === 'ORGANISATION';
      images.push({
        id: ++imageId,
        collection: 'AUTHOR',
        authorId: author.id ?? null,
        name: `${slug(name)}-${n + 1}.${entry.type === 'PNG' ? 'png' : 'jpg'}`,
        enable,
        fav: enable && (options.fav !== undefined ? options.fav === n : n === 0 && r.chance(0.7)),
        color: (entry.grey ? 'BLACK_AND_WHITE' : 'COLOR') satisfies ImageColor,
        framing: (organisation ? 'WIDE_PLAN' : entry.framing) satisfies ImageFraming,
        credits: r.pick(CREDITS),
        sources: r.chance(0.7) ? r.pick(SOURCES) : '',
        tags: organisation ? ['Logo'] : r.chance(0.2) ? ['Individu', 'Événement pro.'] : ['Individu'],
        quality: (r.chance(0.08) ? 'BAD' : 'OK') satisfies ImageQuality,
        comments: r.chance(0.15) ? r.pick(['Photo ancienne, à remplacer.', 'Recadrage demandé par l’auteur.', 'Haute définition disponible sur demande.']) : '',
        file,
        uploadDate: upload,
        modificationDate: modified > SEED_NOW ? upload : modified,
        modificationUser: r.pick(USERS),
      });
    }
  };

  const dates = (): { creationDate: Date; modificationDate: Date } => {
    const creationDate = addDays(day('2015-01-05'), r.int(0, 3400));
    const modificationDate = addDays(creationDate, r.int(0, Math.max(0, Math.floor((SEED_NOW.getTime() - creationDate.getTime()) / 86_400_000) - 1)));
    return { creationDate, modificationDate: new Date(modificationDate.getTime() + r.int(8, 19) * 3_600_000 + r.int(0, 59) * 60_000) };
  };

  // ---- The hand-made examples ----
  authors.push({
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
  });
  authors.push({
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
  });
  authors.push({
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
  });
  authors.push({
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
  });
  authors.push({
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
  });
  authors.push({
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
  });
  const [villeneuve, aubigne, notariat, , , bulow] = authors as [AuthorRecord, AuthorRecord, AuthorRecord, AuthorRecord, AuthorRecord, AuthorRecord];
  addImages(villeneuve, 6, { disabled: [3, 5], fav: 0, pool: PORTRAITS.slice(0, 6) });
  addImages(aubigne, 3, { disabled: [], fav: 1, pool: [PORTRAITS[1], PORTRAITS[3], PORTRAITS[7]] as PoolEntry[] });
  addImages(notariat, 1, { disabled: [], fav: 0, pool: [ILLUSTRATIONS[1] as PoolEntry] });
  addImages(bulow, 1, { disabled: [], fav: null, pool: [PORTRAITS[4] as PoolEntry] });

  // ---- Generated authors ----
  const generated = 54 * scale;
  let organisations = 0;
  for (let n = 0; n < generated; n++) {
    const roll = r.next();
    const type: AuthorType = roll < 0.45 ? 'MALE' : roll < 0.85 ? 'FEMALE' : roll < 0.97 ? 'ORGANISATION' : 'UNKNOWN';
    let person: Person;
    if (type === 'ORGANISATION') {
      const o = organisations++;
      const base = ORGANISATIONS[o % ORGANISATIONS.length] as string;
      person = { type, firstName: null, particle: null, lastName: o < ORGANISATIONS.length ? base : `${base} (${Math.floor(o / ORGANISATIONS.length) + 1})` };
    } else {
      const firstName = type === 'FEMALE' ? r.pick(FEMALE_FIRST_NAMES) : type === 'MALE' ? r.pick(MALE_FIRST_NAMES) : r.pick(['Dominique', 'Claude', 'Camille', 'Sacha']);
      const [particle, lastName] = r.chance(0.12) ? r.pick(PARTICLE_NAMES) : [null, r.pick(LAST_NAMES)];
      person = { type, firstName, particle, lastName };
    }
    const home = weightedPlace(r);
    const functionCount = type === 'ORGANISATION' ? (r.chance(0.5) ? 1 : 0) : r.int(0, 3);
    const functions: string[] = [];
    for (let f = 0; f < functionCount; f++) {
      const text = type === 'ORGANISATION' ? r.pick(['Cabinet d’avocats d’affaires', 'Institution ordinale', 'Centre de recherche universitaire', 'Association de juristes']) : r.pick(FUNCTIONS)(r, home)[type === 'FEMALE' ? 1 : 0];
      if (!functions.includes(text)) functions.push(text);
    }
    const author: AuthorRecord = {
      id: authors.length + 1,
      knkId: r.chance(0.3) ? `KNK-${String(200 + authors.length).padStart(6, '0')}` : null,
      ...person,
      functions,
      ...contacts(r, person, home),
      notes: r.chance(0.15) ? r.pick(NOTES) : null,
      enable: !r.chance(0.08),
      ...dates(),
      creationUser: r.pick(USERS),
      modificationUser: r.pick(USERS),
    };
    authors.push(author);
    addImages(author, pickImageCount(r), type === 'ORGANISATION' ? { pool: [ILLUSTRATIONS[r.int(0, 3)] as PoolEntry] } : {});
  }

  // ---- Illustrations ----
  for (let n = 0; n < 12 * scale; n++) {
    const entry = ILLUSTRATIONS[n % ILLUSTRATIONS.length] as PoolEntry;
    const upload = addDays(day('2018-01-08'), r.int(0, 2600));
    images.push({
      id: ++imageId,
      collection: 'ILLUSTRATION',
      authorId: null,
      name: `${ILLUSTRATION_NAMES[n % ILLUSTRATION_NAMES.length]}${n >= ILLUSTRATION_NAMES.length ? ` (${Math.floor(n / ILLUSTRATION_NAMES.length) + 1})` : ''}`,
      // Every fifth illustration disabled.
      enable: n % 5 !== 4,
      fav: false,
      color: entry.grey ? 'BLACK_AND_WHITE' : r.chance(0.2) ? 'N_AND_ONE_COLOR' : 'COLOR',
      framing: entry.framing,
      credits: r.pick(CREDITS),
      sources: r.pick(SOURCES),
      tags: [r.pick(['Infographie', 'Dessin', 'Culture', 'Image de couverture', 'Ouvrage'])],
      quality: r.chance(0.1) ? 'BAD' : 'OK',
      comments: '',
      file: fileOf(pool, entry),
      uploadDate: upload,
      modificationDate: addDays(upload, r.int(0, 60)),
      modificationUser: r.pick(USERS),
    });
  }

  // ---- Articles citing authors ----
  const citable = authors.filter((a) => a.id !== 5).map((a) => a.id as number);
  const addArticle = (authorIds: number[], periodicalId: string, publicationDate: string, bundle = false) => {
    const year = Number(publicationDate.slice(0, 4));
    const title = (bundle ? r.pick(BUNDLE_TITLES) : r.pick(TITLES))(r, year);
    const modified = addDays(day(publicationDate), r.int(-20, 90));
    articles.push({
      id: articles.length + 1,
      title,
      type: bundle ? 'BUNDLE' : 'ARTICLE',
      periodicalId,
      publicationDate,
      modificationDate: new Date(Math.min(modified.getTime(), SEED_NOW.getTime() - 86_400_000) + r.int(7, 19) * 3_600_000),
      authorIds,
    });
  };
  const randomDate = (from: number, to: number): string => `${r.int(from, to)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
  // Étienne de Villeneuve in every periodical of the rights table, across the years.
  for (const [periodical, date] of [['BJS', '2003-05-14'], ['BJS', '2012-11-02'], ['DEF', '2016-02-20'], ['GDP', '2019-09-10'], ['BJS', '2022-01-18'], ['DEF', '2023-06-06'], ['GDP', '2024-03-26'], ['BJS', '2024-10-08']] as const) {
    addArticle([1, ...(r.chance(0.3) ? [r.pick(citable)] : [])].filter((id, i, all) => all.indexOf(id) === i), periodical, date, date === '2022-01-18');
  }
  addArticle([2], 'DEF', '2021-04-12');
  addArticle([2, 1], 'GDP', '2024-12-03');
  addArticle([3], 'DEF', '2018-07-01', true);
  addArticle([4], 'GDP', '2003-10-21');
  addArticle([4, 1], 'BJS', '2003-03-03');
  addArticle([6], 'BJS', '2020-05-15');
  const periodicals = ['BJS', 'BJS', 'BJS', 'DEF', 'DEF', 'DEF', 'GDP', 'GDP', 'GDP', 'GPL'];
  const generatedCitable = citable.filter((id) => id > 6 && r.chance(0.8));
  for (let n = 0; n < 130 * scale; n++) {
    const count = r.chance(0.6) ? 1 : r.chance(0.7) ? 2 : 3;
    const ids = [...new Set(Array.from({ length: count }, () => r.pick(generatedCitable.length ? generatedCitable : citable)))];
    addArticle(ids, r.pick(periodicals), randomDate(2000, 2024), r.chance(0.12));
  }
  return { authors, images, articles };
}
