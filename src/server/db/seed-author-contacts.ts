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
import { authorDisplayName } from '../../shared/rules/author-input';
import { COMPLEMENTS, PLACES, STREETS, type Place } from './seed-author-words';
import type { SeedRandom } from './seed-random';

/** The contacts of the demo authors: e-mails, phones and addresses shaped like their countries', and profiles. */

export interface Person {
  type: AuthorType;
  firstName: string | null;
  particle: string | null;
  lastName: string;
}

/** A name as it goes into an e-mail, a URL or a file name. */
export const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function emptyMap<T>(): ContactMap<T> {
  return { PROFESSIONAL: [], PERSONAL: [], OTHER: [] };
}

/** Mostly Paris, then the big French cities, a few abroad (PLACES' weights). */
export function weightedPlace(r: SeedRandom): Place {
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

export function profileValue(r: SeedRandom, type: ProfileType, name: string): string {
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

/** Contacts of a generated author: professional often, personal sometimes, other rarely. */
export function contacts(r: SeedRandom, person: Person, home: Place) {
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
