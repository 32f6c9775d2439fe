import { z } from 'zod';
import {
  AUTHOR_TYPES,
  CONTACT_KINDS,
  DEFAULT_COUNTRY,
  DEFAULT_PHONE_COUNTRY,
  PHONE_TYPES,
  PROFILE_TYPES,
  type Author,
  type AuthorInput,
  type AuthorType,
  type ContactKind,
  type ContactMap,
  type PhoneType,
  type ProfileType,
} from '@shared/domain/author';
import { authorInputSchema, normaliseAuthorInput, richText, type AuthorData } from '@shared/rules/author-input';

/**
 * The values of the author form and the rules of spec 1 §2 "Author create and edit" that act on them:
 * defaults of a new author, missing contact kinds added when editing, the last entry of a kind replaced by
 * an empty one, one favourite per list, and what is sent (normaliseAuthorInput: organisation without first
 * name and particle, empty entries dropped, contacts as maps keyed by contact kind).
 */

export interface EmailValues {
  mail: string;
  fav: boolean;
}
export interface PhoneValues {
  /** ISO alpha-2 (FR). */
  countryCode: string;
  /** Digits only, national number. */
  number: string;
  type: PhoneType | null;
  fav: boolean;
}
export interface AddressValues {
  street: string;
  complement: string;
  postCode: string;
  city: string;
  country: string;
  fav: boolean;
}
export interface ProfileValues {
  type: ProfileType | null;
  value: string;
}
/** A function (rich text); an object because react-hook-form's field arrays hold objects. */
export interface FunctionValues {
  text: string;
}

export interface AuthorFormValues {
  type: AuthorType;
  knkId: string;
  firstName: string;
  particle: string;
  lastName: string;
  functions: FunctionValues[];
  emails: ContactMap<EmailValues>;
  phoneNumbers: ContactMap<PhoneValues>;
  addresses: ContactMap<AddressValues>;
  profiles: ProfileValues[];
  notes: string;
}

/** The three contact lists of the form, each a map keyed by contact kind. */
export const CONTACT_LISTS = ['emails', 'phoneNumbers', 'addresses'] as const;
export type ContactList = (typeof CONTACT_LISTS)[number];
export type ContactValues<L extends ContactList> = AuthorFormValues[L][ContactKind][number];

export const emptyEmail = (): EmailValues => ({ mail: '', fav: false });
export const emptyPhone = (): PhoneValues => ({ countryCode: DEFAULT_PHONE_COUNTRY, number: '', type: null, fav: false });
export const emptyAddress = (): AddressValues => ({ street: '', complement: '', postCode: '', city: '', country: DEFAULT_COUNTRY, fav: false });
export const emptyProfile = (): ProfileValues => ({ type: null, value: '' });
export const emptyFunction = (): FunctionValues => ({ text: '' });

/** The empty entry of each contact list. */
export const EMPTY_CONTACT: { [L in ContactList]: () => ContactValues<L> } = {
  emails: emptyEmail,
  phoneNumbers: emptyPhone,
  addresses: emptyAddress,
};

function eachKind<Entry>(make: (kind: ContactKind) => Entry[]): ContactMap<Entry> {
  const out = {} as ContactMap<Entry>;
  for (const kind of CONTACT_KINDS) out[kind] = make(kind);
  return out;
}

/**
 * A new author (spec 1 §2): type male, one empty function, one empty profile, one entry of each contact
 * kind in each contact list, address country FRANCE, phone country FR.
 */
export function newAuthorValues(): AuthorFormValues {
  return {
    type: 'MALE',
    knkId: '',
    firstName: '',
    particle: '',
    lastName: '',
    functions: [emptyFunction()],
    emails: eachKind(() => [emptyEmail()]),
    phoneNumbers: eachKind(() => [emptyPhone()]),
    addresses: eachKind(() => [emptyAddress()]),
    profiles: [emptyProfile()],
    notes: '',
  };
}

/** A kind with no entry gets an empty one ("When editing, missing contact kinds are added"). */
function withEveryKind<Entry, Out>(map: Partial<ContactMap<Entry>> | null | undefined, convert: (entry: Entry) => Out, empty: () => Out): ContactMap<Out> {
  return eachKind((kind) => {
    const entries = (map?.[kind] ?? []).map(convert);
    return entries.length > 0 ? entries : [empty()];
  });
}

/** The form of an existing author: what it has, plus an empty entry wherever a list or a contact kind is empty. */
export function authorToValues(author: Author): AuthorFormValues {
  const functions = author.functions.map((text) => ({ text }));
  const profiles = author.profiles.map((p) => ({ type: p.type, value: p.value }));
  return {
    type: author.type,
    knkId: author.knkId ?? '',
    firstName: author.firstName ?? '',
    particle: author.particle ?? '',
    lastName: author.lastName,
    functions: functions.length > 0 ? functions : [emptyFunction()],
    emails: withEveryKind(author.emails, (e) => ({ mail: e.mail, fav: e.fav }), emptyEmail),
    phoneNumbers: withEveryKind(
      author.phoneNumbers,
      (p) => ({ countryCode: p.countryCode || DEFAULT_PHONE_COUNTRY, number: p.number, type: p.type, fav: p.fav }),
      emptyPhone,
    ),
    addresses: withEveryKind(
      author.addresses,
      (a) => ({ street: a.street, complement: a.complement, postCode: a.postCode, city: a.city, country: a.country || DEFAULT_COUNTRY, fav: a.fav }),
      emptyAddress,
    ),
    profiles: profiles.length > 0 ? profiles : [emptyProfile()],
    notes: author.notes ?? '',
  };
}

/**
 * What POST /api/author or PUT /api/author/{id} receives: the form once normaliseAuthorInput has applied
 * the rules (an organisation has no first name nor particle, empty functions, contacts and profiles are
 * dropped, one favourite per list), contacts as maps keyed by contact kind, and the version read when
 * editing.
 */
export function valuesToInput(values: AuthorFormValues, version?: number): AuthorData & Pick<AuthorInput, 'version'> {
  const data = normaliseAuthorInput({
    type: values.type,
    knkId: values.knkId,
    firstName: values.firstName,
    particle: values.particle,
    lastName: values.lastName,
    functions: values.functions.map((f) => f.text),
    emails: values.emails,
    phoneNumbers: values.phoneNumbers,
    addresses: values.addresses,
    profiles: values.profiles,
    notes: values.notes,
  });
  return version === undefined ? data : { ...data, version };
}

/**
 * Deleting an entry of a kind (spec 1 §2): the last one is replaced by an empty entry, so that each kind
 * keeps one line to type in. Answers the new list.
 */
export function withoutEntry<Entry>(entries: readonly Entry[], index: number, empty: () => Entry): Entry[] {
  const rest = entries.filter((_, i) => i !== index);
  return rest.length > 0 ? rest : [empty()];
}

/** "Setting a favourite marks only one entry per list": the paths of the entries whose mark must go. */
export function otherFavourites(map: ContactMap<{ fav: boolean }>, kind: ContactKind, index: number): { kind: ContactKind; index: number }[] {
  const out: { kind: ContactKind; index: number }[] = [];
  for (const k of CONTACT_KINDS) {
    map[k].forEach((entry, i) => {
      if (entry.fav && !(k === kind && i === index)) out.push({ kind: k, index: i });
    });
  }
  return out;
}

// ---- Validation: authorInputSchema, with the functions as the form holds them ----

/**
 * The form's schema, derived from the one the server applies (authorInputSchema, French messages naming
 * the field): only the shape of the functions differs ({text} objects for the field array).
 */
export const authorFormSchema = authorInputSchema.extend({
  functions: z.array(z.object({ text: richText('Fonction') })).max(50, 'Fonctions : 50 au plus.'),
});

// ---- A draft found on disk: a form of this shape, else dropped ----

const str = z.string().max(20_000).catch('');
const flag = z.boolean().catch(false);
const list = <T extends z.ZodType>(entry: T) => z.array(entry).max(200);
const kinds = <T extends z.ZodType>(entry: T) => z.object({ PROFESSIONAL: list(entry), PERSONAL: list(entry), OTHER: list(entry) });

const draftSchema = z.object({
  type: z.enum(AUTHOR_TYPES),
  knkId: str,
  firstName: str,
  particle: str,
  lastName: str,
  functions: list(z.object({ text: str })),
  emails: kinds(z.object({ mail: str, fav: flag })),
  phoneNumbers: kinds(z.object({ countryCode: str, number: str, type: z.enum(PHONE_TYPES).nullable().catch(null), fav: flag })),
  addresses: kinds(z.object({ street: str, complement: str, postCode: str, city: str, country: str, fav: flag })),
  profiles: list(z.object({ type: z.enum(PROFILE_TYPES).nullable().catch(null), value: str })),
  notes: str,
});

/** A backup of the form read back from disk, or null when it is not a form of this version. */
export function parseDraft(data: unknown): AuthorFormValues | null {
  const parsed = draftSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
