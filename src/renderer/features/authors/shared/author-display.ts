import type { TFunction } from 'i18next';
import type { Author, AuthorProfile, AuthorType, ContactKind } from '@shared/domain/author';
import { authorDisplayName } from '@shared/rules/author-input';
import { richTextToPlain, sanitizeRichText } from '@shared/rules/rich-text';

/**
 * Display rules of an author shared by the view and the edit screen: the heading with its civility, the
 * text "Copier pour Word" puts on the clipboard, the links of the profiles, the contact kinds worth a card.
 */

type Named = Pick<Author, 'type' | 'firstName' | 'particle' | 'lastName'>;

/** Spec 1 §2: a person gets the long civility of their type (Monsieur, Madame); an organisation or an unknown type none. */
export function civilityOf(type: AuthorType, t: TFunction): string | null {
  if (type === 'MALE' || type === 'FEMALE') return t(`authors.view.civility.${type}`);
  return null;
}

/** "Monsieur Étienne de Villeneuve", "Madame Hélène d’Aubigné", "Conseil supérieur du notariat", "Dominique Lefort". */
export function authorHeading(author: Named, t: TFunction): string {
  const name = authorDisplayName(author);
  const civility = civilityOf(author.type, t);
  return civility ? `${civility} ${name}` : name;
}

/**
 * Spec 1 §2 copy-to-word: the id, the names and the functions, one per line, as plain text (the markup of
 * the functions goes, their text stays; scripts and the like go with their content).
 */
export function copyToWordText(author: Pick<Author, 'id' | 'type' | 'firstName' | 'particle' | 'lastName' | 'functions'>): string {
  const functions = author.functions.map((f) => richTextToPlain(sanitizeRichText(f, { bold: true }))).filter((f) => f !== '');
  return [String(author.id), authorDisplayName(author), ...functions].join('\n');
}

const HTTP_URL = /^https?:\/\/[^\s<>"]+$/i;

/**
 * Where a profile links: its value when it is a web address (WEBSITE, LINKEDIN, FACEBOOK...), a Twitter
 * handle to its page; ORCID and ISNI are identifiers shown as text (null), as is anything else.
 */
export function profileHref(profile: AuthorProfile): string | null {
  if (profile.type === 'ORCID' || profile.type === 'ISNI') return null;
  const value = profile.value.trim();
  if (HTTP_URL.test(value)) return value;
  if (profile.type === 'TWITTER' && /^@?\w{1,15}$/.test(value)) return `https://twitter.com/${value.replace(/^@/, '')}`;
  return null;
}

/** A contact kind gets a card when it has an email, a phone number or an address. */
export function contactKindHasContent(author: Pick<Author, 'emails' | 'phoneNumbers' | 'addresses'>, kind: ContactKind): boolean {
  return (author.emails[kind]?.length ?? 0) + (author.phoneNumbers[kind]?.length ?? 0) + (author.addresses[kind]?.length ?? 0) > 0;
}
