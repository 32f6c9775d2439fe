import type { DateRange, Sort } from '../rules/list-query';
import type { ArticleRef, AuthorImage } from './image';
import { rolesOf } from '../rules/abilities';

/**
 * Authors (spec 1 §3 Author): people and organisations, with their contacts per contact kind. These are
 * the REST shapes, in and out, of /api/author.
 */

export const AUTHOR_TYPES = ['MALE', 'FEMALE', 'ORGANISATION', 'UNKNOWN'] as const;
export type AuthorType = (typeof AUTHOR_TYPES)[number];

/** Contact kinds, the keys of the contact maps, in display order (spec 1 also writes them in lower case: rules/contact-kinds.ts). */
export const CONTACT_KINDS = ['PROFESSIONAL', 'PERSONAL', 'OTHER'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const PHONE_TYPES = ['MOBILE', 'FIX', 'FAX'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

export const PROFILE_TYPES = ['TWITTER', 'LINKEDIN', 'FACEBOOK', 'WEBSITE', 'ORCID', 'ISNI'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** Spec 1 §6: who creates, edits, enables or disables and deletes authors (checked with hasRole). */
export const AUTHOR_MANAGEMENT_ROLES = rolesOf('author.manage');
/**
 * Who manages an author's gallery (upload, edit, favourite, delete, reactivate): the author managers,
 * whose edit screen holds it, and the image managers. Decision of issue 4, the spec being silent.
 */
export const AUTHOR_IMAGE_ROLES = rolesOf('author.manageImages');

/** Spec 1 §2 Author create and edit. */
export const DEFAULT_COUNTRY = 'FRANCE';
export const DEFAULT_PHONE_COUNTRY = 'FR';

export interface AuthorEmail {
  mail: string;
  fav: boolean;
}

export interface AuthorPhoneNumber {
  /** ISO 3166 alpha-2 country of the number (FR, BE...): the client shows its dialling code and mask. */
  countryCode: string;
  /** Digits only, national number without the trunk prefix (612345678 for +33 6 12 34 56 78). */
  number: string;
  type: PhoneType | null;
  fav: boolean;
}

export interface AuthorAddress {
  street: string;
  complement: string;
  postCode: string;
  city: string;
  /** Upper-case French country name, as the country list labels it (FRANCE, BELGIQUE...). */
  country: string;
  fav: boolean;
}

/**
 * Contacts "as maps keyed by contact type" (spec 1 §2): every kind is present in what core hands the screens,
 * possibly with an empty list, whichever of spec 1's forms the back-office answered (core/authors/
 * received-author.ts); what the client sends may leave kinds out, and each entry also carries its kind in
 * `contact` (spec 1 §3, core/authors/sent-author.ts).
 */
export type ContactMap<Entry> = Record<ContactKind, Entry[]>;

export interface AuthorProfile {
  type: ProfileType;
  value: string;
}

export interface Author {
  id: number;
  /** Identifier in the former system, when the author came from it. */
  knkId: string | null;
  type: AuthorType;
  /** Always null for an organisation. */
  firstName: string | null;
  /** de, d', du, de la, van... Always null for an organisation. */
  particle: string | null;
  /** The organisation's name for an organisation. */
  lastName: string;
  /** Rich text (<i>, <em>, <sup>, <sub>), 500 characters each. */
  functions: string[];
  /** The functions as XML paragraphs, for the structured editor (read only). */
  fontoFunctions: string[];
  emails: ContactMap<AuthorEmail>;
  phoneNumbers: ContactMap<AuthorPhoneNumber>;
  addresses: ContactMap<AuthorAddress>;
  profiles: AuthorProfile[];
  notes: string | null;
  enable: boolean;
  /** ISO date-times; users are display names. */
  creationDate: string;
  creationUser: string | null;
  modificationDate: string;
  modificationUser: string | null;
  /** Every image of the author, disabled ones included: favourite first, then by id. */
  images: AuthorImage[];
  /** The 5 articles or bundles citing the author most recently modified. */
  lastArticlesModified: ArticleRef[];
  /** Cited in at least one article or bundle (such an author cannot be deleted). */
  used: boolean;
  /** The image that stands for the author: the enabled favourite, else the first enabled image. */
  imageAuthorId: number | null;
  /** Optimistic lock: PUT /api/author/{id} must send the version it read. */
  version: number;
  /** The favourite email, else the first one (professional, personal, other). */
  emailFav: string | null;
  /** The favourite phone number, else the first one. */
  phoneNumberFav: AuthorPhoneNumber | null;
}

/** Entries of what the client sends: everything but the text may be left out. */
export interface AuthorEmailInput {
  mail?: string | null;
  fav?: boolean;
}
export interface AuthorPhoneNumberInput {
  countryCode?: string | null;
  number?: string | null;
  type?: PhoneType | null;
  fav?: boolean;
}
export interface AuthorAddressInput {
  street?: string | null;
  complement?: string | null;
  postCode?: string | null;
  city?: string | null;
  country?: string | null;
  fav?: boolean;
}
export interface AuthorProfileInput {
  type?: ProfileType | null;
  value?: string | null;
}

/**
 * Body of POST /api/author and PUT /api/author/{id}. Other fields of an Author (id, images, dates...) are
 * ignored, so the client may send back what it read. The server applies the form rules of spec 1 §2
 * itself (shared/rules/author-input.ts): organisation without first name and particle, empty entries
 * dropped, one favourite per list. It also takes spec 1 §3's contacts, lists of entries each carrying its
 * `contact` (authorRequestSchema).
 */
export interface AuthorInput {
  /** Required by PUT: the version read; a stale one is answered 409. */
  version?: number;
  knkId?: string | null;
  type: AuthorType;
  firstName?: string | null;
  particle?: string | null;
  lastName: string;
  functions?: (string | null)[];
  emails?: Partial<ContactMap<AuthorEmailInput>>;
  phoneNumbers?: Partial<ContactMap<AuthorPhoneNumberInput>>;
  addresses?: Partial<ContactMap<AuthorAddressInput>>;
  profiles?: AuthorProfileInput[];
  notes?: string | null;
  /** Defaults to true on creation; unchanged on update when absent. */
  enable?: boolean;
}

/**
 * A row of the author list, as core hands it (core/authors/received-author-row.ts): POST /api/author/search
 * answers spec 1 §3 Authors, which the reference server completes with `displayName`, `city`, `country`,
 * `image` and `imageCount`; core derives them from the Author's fields when the answer lacks them.
 */
export interface AuthorRow {
  id: number;
  knkId: string | null;
  type: AuthorType;
  firstName: string | null;
  particle: string | null;
  lastName: string;
  /** "Prénom particule Nom", or the organisation's name. */
  displayName: string;
  functions: string[];
  emailFav: string | null;
  phoneNumberFav: AuthorPhoneNumber | null;
  /** Of the favourite address, else the first one. */
  city: string | null;
  country: string | null;
  enable: boolean;
  used: boolean;
  creationDate: string;
  modificationDate: string;
  /** The thumbnail to show: GET /api/image/{id}?version={version}&size=THUMBNAIL, without version when it is null. */
  image: { id: number; version: number | null } | null;
  /** Enabled images. */
  imageCount: number;
}

export const AUTHOR_SORT_ATTRIBUTES = ['ID', 'NAME', 'UPDATE'] as const;
export type AuthorSortAttribute = (typeof AUTHOR_SORT_ATTRIBUTES)[number];

/** Body of POST /api/author/search. Every filter is optional; an empty list means no filter. */
export interface AuthorSearchRequest {
  /** Words matched, all of them, in names, functions, emails, cities (and KNK id, or the id itself), ignoring case and accents. */
  query?: string;
  page?: number;
  size?: number;
  /** Default UPDATE descending. NAME sorts on last name then first name (particles ignored). */
  sort?: { attr: AuthorSortAttribute; order: Sort['order'] } | null;
  /** Authors cited in an article or bundle of one of these periodicals... */
  publicationPeriodicalFilter?: string[];
  /** ...published within these dates (the same article for both filters). A bound not after 2000-01-01 is ignored. */
  publicationDateFilter?: Partial<DateRange> | null;
  /** Exact city or country names (case and accents ignored), as autocomplete offers them. */
  cityFilter?: string[];
  countryFilter?: string[];
  /** true: only authors with at least one enabled image. false or absent: no filter. */
  withImageFilter?: boolean | null;
}

/** GET /api/author/search/autocomplete/{attribute}?text=&page=&size= answers a list of strings. */
export const AUTHOR_AUTOCOMPLETE_ATTRIBUTES = ['city', 'country'] as const;
export type AuthorAutocompleteAttribute = (typeof AUTHOR_AUTOCOMPLETE_ATTRIBUTES)[number];
/** Spec 1 §2: autocomplete asks page 0, size 20. */
export const AUTHOR_AUTOCOMPLETE_SIZE = 20;

/** Load status of the author view (spec 1 §3). */
export type AuthorLoadStatus = 'NONE' | 'PENDING' | 'LOADED' | 'ERROR';
