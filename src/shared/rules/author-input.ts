import { z } from 'zod';
import {
  AUTHOR_TYPES,
  CONTACT_KINDS,
  DEFAULT_COUNTRY,
  DEFAULT_PHONE_COUNTRY,
  PHONE_TYPES,
  PROFILE_TYPES,
  type AuthorAddress,
  type AuthorAddressInput,
  type AuthorEmail,
  type AuthorInput,
  type AuthorPhoneNumber,
  type AuthorProfile,
  type AuthorType,
  type ContactKind,
  type ContactMap,
} from '../domain/author';
import { groupContacts, type EitherContacts } from './contact-kinds';
import { RICH_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH, richTextLength, richTextToPlain, sanitizeRichText } from './rich-text';

/**
 * The author form rules of spec 1 §2 and §5, for the client (before sending) and the server (before
 * storing): the same function on both sides, so that what is shown is what is stored.
 */

/** What an author is made of once the rules are applied: the stored part of an Author. */
export interface AuthorData {
  knkId: string | null;
  type: AuthorType;
  firstName: string | null;
  particle: string | null;
  lastName: string;
  functions: string[];
  emails: ContactMap<AuthorEmail>;
  phoneNumbers: ContactMap<AuthorPhoneNumber>;
  addresses: ContactMap<AuthorAddress>;
  profiles: AuthorProfile[];
  notes: string | null;
}

/** Longest raw rich text accepted before sanitising (markup may be verbose, the text is limited anyway). */
const MAX_RAW_RICH_TEXT = 20_000;
const MAX_ENTRIES = 50;

const clean = (value: string | null | undefined): string => (value ?? '').trim();
const orNull = (value: string | null | undefined): string | null => clean(value) || null;

/** An address counts as non-default if any field is set or the country is not FRANCE (spec 1 §2). */
export function isDefaultAddress(address: AuthorAddressInput): boolean {
  const fieldSet = [address.street, address.complement, address.postCode, address.city].some((v) => clean(v) !== '');
  const country = clean(address.country);
  return !fieldSet && (country === '' || country.toLocaleUpperCase('fr') === DEFAULT_COUNTRY);
}

/** Only the first entry marked favourite keeps the mark, across the kinds of a list. */
function oneFavourite<Entry extends { fav: boolean }>(map: ContactMap<Entry>): ContactMap<Entry> {
  let seen = false;
  const out = {} as ContactMap<Entry>;
  for (const kind of CONTACT_KINDS) {
    out[kind] = map[kind].map((entry) => {
      const fav = entry.fav && !seen;
      if (fav) seen = true;
      return { ...entry, fav };
    });
  }
  return out;
}

function mapKinds<In, Out>(map: Partial<Record<ContactKind, In[]>> | undefined, keep: (entry: In) => Out | null): ContactMap<Out> {
  const out = {} as ContactMap<Out>;
  for (const kind of CONTACT_KINDS) out[kind] = (map?.[kind] ?? []).map(keep).filter((entry): entry is Out => entry !== null);
  return out;
}

/**
 * Spec 1 §2 "Before sending": an organisation drops firstName and particle; empty functions, contacts
 * without content and profiles missing type or value are dropped; one favourite per list (emails, phone
 * numbers, addresses: across their kinds). Texts are trimmed, functions sanitised, countries upper-cased
 * (FRANCE when left empty), phone numbers reduced to their digits (country FR when left empty).
 */
export function normaliseAuthorInput(input: AuthorInput): AuthorData {
  const organisation = input.type === 'ORGANISATION';
  const emails = mapKinds(input.emails, (e): AuthorEmail | null => (clean(e.mail) ? { mail: clean(e.mail), fav: e.fav === true } : null));
  const phoneNumbers = mapKinds(input.phoneNumbers, (p): AuthorPhoneNumber | null => {
    const number = (p.number ?? '').replace(/\D/g, '');
    if (!number) return null;
    const countryCode = clean(p.countryCode).toUpperCase() || DEFAULT_PHONE_COUNTRY;
    return { countryCode, number, type: p.type ?? null, fav: p.fav === true };
  });
  const addresses = mapKinds(input.addresses, (a): AuthorAddress | null =>
    isDefaultAddress(a)
      ? null
      : {
          street: clean(a.street),
          complement: clean(a.complement),
          postCode: clean(a.postCode),
          city: clean(a.city),
          country: clean(a.country).toLocaleUpperCase('fr') || DEFAULT_COUNTRY,
          fav: a.fav === true,
        },
  );
  return {
    knkId: orNull(input.knkId),
    type: input.type,
    firstName: organisation ? null : orNull(input.firstName),
    particle: organisation ? null : orNull(input.particle),
    lastName: clean(input.lastName),
    functions: (input.functions ?? []).map((f) => sanitizeRichText(f ?? '')).filter((f) => richTextToPlain(f) !== ''),
    emails: oneFavourite(emails),
    phoneNumbers: oneFavourite(phoneNumbers),
    addresses: oneFavourite(addresses),
    profiles: (input.profiles ?? [])
      .map((p) => ({ type: p.type ?? null, value: clean(p.value) }))
      .filter((p): p is AuthorProfile => p.type !== null && p.value !== ''),
    notes: orNull(input.notes),
  };
}

/** "Prénom particule Nom" (no space after an elided particle: d'Aubigné), or the organisation's name. */
export function authorDisplayName(author: { type: AuthorType; firstName: string | null; particle: string | null; lastName: string }): string {
  if (author.type === 'ORGANISATION') return author.lastName;
  const particle = author.particle ? (/['’]$/.test(author.particle) ? author.particle : `${author.particle} `) : '';
  return [author.firstName, `${particle}${author.lastName}`].filter(Boolean).join(' ');
}

// ---- Validation of what the client sends (zod), French messages naming the field ----

const tooLong = (label: string, max: number) => `${label} : ${max} caractères au plus.`;

function text(label: string) {
  return z.preprocess((v) => v ?? '', z.string({ error: `${label} : texte attendu.` }).trim().max(TEXT_MAX_LENGTH, tooLong(label, TEXT_MAX_LENGTH)));
}

/** A rich text field: sanitised, then limited to RICH_TEXT_MAX_LENGTH characters of text. */
export function richText(label: string, options: { bold?: boolean } = {}) {
  return z.preprocess(
    (v) => v ?? '',
    z
      .string({ error: `${label} : texte attendu.` })
      .max(MAX_RAW_RICH_TEXT, tooLong(label, RICH_TEXT_MAX_LENGTH))
      .transform((v) => sanitizeRichText(v, options))
      .refine((v) => richTextLength(v) <= RICH_TEXT_MAX_LENGTH, tooLong(label, RICH_TEXT_MAX_LENGTH)),
  );
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const fav = z.boolean({ error: 'Favori : vrai ou faux attendu.' }).optional();

const emailInput = z.object({
  mail: text('Courriel').refine((v) => v === '' || EMAIL.test(v), { message: 'Courriel : adresse invalide.' }),
  fav,
});
const phoneInput = z.object({
  countryCode: text('Pays du téléphone').refine((v) => v === '' || /^[A-Za-z]{2}$/.test(v), {
    message: 'Pays du téléphone : code pays à deux lettres attendu (FR).',
  }),
  number: text('Téléphone').refine((v) => v.replace(/\D/g, '').length <= 20, { message: 'Téléphone : 20 chiffres au plus.' }),
  type: z.enum(PHONE_TYPES, { error: 'Type de téléphone : MOBILE, FIX ou FAX attendu.' }).nullish(),
  fav,
});
const addressInput = z.object({
  street: text('Adresse'),
  complement: text("Complément d'adresse"),
  postCode: text('Code postal'),
  city: text('Ville'),
  country: text('Pays'),
  fav,
});

function contactMap<T extends z.ZodType>(entry: T, label: string) {
  const list = z.array(entry, { error: `${label} : liste attendue.` }).max(MAX_ENTRIES, `${label} : ${MAX_ENTRIES} au plus par type.`).optional();
  return z.strictObject({ PROFESSIONAL: list, PERSONAL: list, OTHER: list }, { error: `${label} : types de contact PROFESSIONAL, PERSONAL ou OTHER attendus.` });
}
const CONTACT_MAPS = {
  emails: contactMap(emailInput, 'Courriels'),
  phoneNumbers: contactMap(phoneInput, 'Téléphones'),
  addresses: contactMap(addressInput, 'Adresses'),
};

export const authorInputSchema = z.object({
  version: z.number({ error: 'Version : nombre entier attendu.' }).int('Version : nombre entier attendu.').nonnegative().optional(),
  knkId: text('Identifiant KNK').nullish(),
  type: z.enum(AUTHOR_TYPES, { error: "Type d'auteur : MALE, FEMALE, ORGANISATION ou UNKNOWN attendu." }),
  firstName: text('Prénom').nullish(),
  particle: text('Particule').nullish(),
  lastName: z.string({ error: 'Le nom est obligatoire.' }).trim().min(1, 'Le nom est obligatoire.').max(TEXT_MAX_LENGTH, tooLong('Nom', TEXT_MAX_LENGTH)),
  functions: z.array(richText('Fonction').nullable()).max(MAX_ENTRIES, `Fonctions : ${MAX_ENTRIES} au plus.`).optional(),
  emails: CONTACT_MAPS.emails.optional(),
  phoneNumbers: CONTACT_MAPS.phoneNumbers.optional(),
  addresses: CONTACT_MAPS.addresses.optional(),
  profiles: z
    .array(
      z.object({
        type: z.enum(PROFILE_TYPES, { error: 'Profil : TWITTER, LINKEDIN, FACEBOOK, WEBSITE, ORCID ou ISNI attendu.' }).nullish(),
        value: text('Profil'),
      }),
    )
    .max(MAX_ENTRIES, `Profils : ${MAX_ENTRIES} au plus.`)
    .optional(),
  notes: text('Notes').nullish(),
  enable: z.boolean({ error: 'Activé : vrai ou faux attendu.' }).optional(),
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Contacts in either form of spec 1 (groupContacts: maps keyed by kind, lists of entries each carrying its
 * `contact`, kinds in either case) as the map keyed by CONTACT_KINDS the schema checks. Anything else goes on
 * as it came, for the schema to refuse with its message.
 */
function asContactMap(value: unknown): unknown {
  const either = Array.isArray(value) ? value.every(isObject) : isObject(value) && Object.values(value).every((v) => v === undefined || Array.isArray(v));
  return either ? Object.fromEntries(groupContacts(value as EitherContacts<unknown>)) : value;
}

const eitherForm = <T extends z.ZodType>(map: T) =>
  z
    .preprocess(asContactMap, map)
    .meta({ description: 'Une liste de coordonnées portant chacune son type (`contact`, spec 1 §3), ou un objet de listes par type (spec 1 §2) ; types en majuscules ou minuscules.' })
    .optional();

/**
 * What the reference server takes (POST /api/author, PUT /api/author/{id}): authorInputSchema, contacts also
 * in spec 1 §3's form. The bridge and the form keep to maps keyed by kind, the form the client sends.
 */
export const authorRequestSchema = authorInputSchema.extend({
  emails: eitherForm(CONTACT_MAPS.emails),
  phoneNumbers: eitherForm(CONTACT_MAPS.phoneNumbers),
  addresses: eitherForm(CONTACT_MAPS.addresses),
});

// Compile-time check: what the schemas yield is an AuthorInput.
const _yieldsAuthorInput = (value: z.output<typeof authorInputSchema>): AuthorInput => value;
const _requestYieldsAuthorInput = (value: z.output<typeof authorRequestSchema>): AuthorInput => value;
