import { CONTACT_KINDS, type ContactKind } from '../domain/author';

/**
 * Contact kinds as spec 1 writes them: "PROFESSIONAL, PERSONAL, OTHER" (§3, email type) and "professional,
 * personal, other" (§3, contact kinds). Both spellings are read, in any case; the client writes upper case,
 * the spelling of CONTACT_KINDS and of the reference server.
 */

/** A kind as written, trimmed and upper-cased: the key both spellings share ('' when it is not a text). */
export const contactKey = (kind: unknown): string => (typeof kind === 'string' ? kind.trim().toUpperCase() : '');

/** The kind of CONTACT_KINDS this names, whatever its case, else null. */
export const contactKindOf = (kind: unknown): ContactKind | null => CONTACT_KINDS.find((k) => k === contactKey(kind)) ?? null;

/** An entry of spec 1 §3's lists: it carries its kind. */
export type KindedEntry<Entry> = Entry & { readonly contact?: unknown };

/**
 * Contacts in either form spec 1 gives them: maps keyed by contact kind (§2 "Form data is sent as maps keyed
 * by contact type"), or lists of entries each carrying its kind in `contact` (§3).
 */
export type EitherContacts<Entry> = Readonly<Record<string, readonly Entry[] | null | undefined>> | readonly KindedEntry<Entry>[];

const isList = <Entry>(contacts: EitherContacts<Entry>): contacts is readonly KindedEntry<Entry>[] => Array.isArray(contacts);

/**
 * The entries of either form under their kind as written (contactKey, so professional and PROFESSIONAL are
 * one): a list's entries by their `contact`, which they lose, a map's lists under their key. Kinds outside
 * CONTACT_KINDS are kept under their name, for the caller to refuse.
 */
export function groupContacts<Entry>(contacts: EitherContacts<Entry>): Map<string, Entry[]> {
  const groups = new Map<string, Entry[]>();
  const add = (kind: unknown, entries: readonly Entry[]) => {
    const key = contactKey(kind);
    groups.set(key, [...(groups.get(key) ?? []), ...entries]);
  };
  if (isList(contacts)) {
    for (const { contact, ...entry } of contacts) add(contact, [entry as Entry]);
  } else {
    for (const [kind, entries] of Object.entries(contacts)) add(kind, entries ?? []);
  }
  return groups;
}

/** Every entry of either form, the kinds of CONTACT_KINDS in their order first, then any other kind as it came. */
export function contactEntries<Entry>(contacts: EitherContacts<Entry> | null | undefined): Entry[] {
  const groups = groupContacts(contacts ?? []);
  const rank = (key: string) => {
    const index = CONTACT_KINDS.findIndex((kind) => kind === key);
    return index === -1 ? CONTACT_KINDS.length : index;
  };
  return [...groups.keys()].sort((a, b) => rank(a) - rank(b)).flatMap((key) => groups.get(key) ?? []);
}

/** The favourite entry, else the first (spec 1 §3 emailFav and phoneNumberFav; the list's city and country). */
export function favouriteOf<Entry extends { fav: boolean }>(entries: readonly Entry[]): Entry | null {
  return entries.find((entry) => entry.fav) ?? entries[0] ?? null;
}
