import { CONTACT_KINDS, type Author, type ContactMap } from '../../shared/domain/author';
import { BridgeError } from '../../shared/errors';
import { contactKindOf, groupContacts, type EitherContacts } from '../../shared/rules/contact-kinds';
import { specAuthor } from '../../shared/spec-entities';
import type { Answered } from '../../shared/spec-fields';
import { checkedAnswer } from '../http/checked-answer';
import type { RestClient } from '../http/rest-client';
import { imageDescriptions, receivedImage, type ImageDescription, type ReceivedImage } from './received-image';

/** The fields the client holds as maps keyed by contact kind: an author's contacts. */
type ContactField = { [Field in keyof Author]: Author[Field] extends ContactMap<unknown> ? Field : never }[keyof Author];
type EntryOf<Field extends ContactField> = Author[Field] extends ContactMap<infer Entry> ? Entry : never;

/**
 * An author as a back-office may answer it: spec 1 §3's Author (spec-entities.ts), its contacts as maps keyed
 * by kind (the reference server) or as lists of entries each carrying its `contact` (spec 1 §3), kinds in either
 * case, or none; its images in either of spec 1 §3's forms (received-image.ts).
 */
export type ReceivedAuthor = Omit<Answered<Author, typeof specAuthor>, ContactField | 'images'> & {
  [Field in ContactField]?: EitherContacts<EntryOf<Field>> | null;
} & { images: ReceivedImage[] };

/** How a refusal names each contact field's entries. */
const CONTACT_FIELDS = { emails: 'des courriels', phoneNumbers: 'des téléphones', addresses: 'des adresses' } as const satisfies Record<ContactField, string>;

/**
 * The contacts as the client holds them: a map with every kind of CONTACT_KINDS. A kind outside them that has
 * entries is refused rather than dropped: the edit screen sends every contact back, so a dropped entry would
 * be erased by the next save without anyone having seen it.
 */
function contactsByKind<Entry>(contacts: EitherContacts<Entry> | null | undefined, list: string): ContactMap<Entry> {
  const map = Object.fromEntries(CONTACT_KINDS.map((kind) => [kind, [] as Entry[]])) as ContactMap<Entry>;
  for (const [key, entries] of groupContacts(contacts ?? [])) {
    const kind = contactKindOf(key);
    if (kind) map[kind] = entries;
    else if (entries.length > 0) {
      throw new BridgeError(
        'INTERNAL',
        `Le serveur a répondu ${list} d’un type de contact inconnu (${key || 'sans type'}) : l’auteur n’est pas affiché, pour qu’un enregistrement ne les efface pas.`,
      );
    }
  }
  return map;
}

/**
 * An author as every screen reads it, whichever of spec 1's forms the back-office answered; its images
 * completed by their descriptions (imageDescriptions) where the answer has them.
 */
export function receivedAuthor(author: ReceivedAuthor, descriptions: ReadonlyMap<number, ImageDescription> = new Map()): Author {
  return {
    ...author,
    emails: contactsByKind(author.emails, CONTACT_FIELDS.emails),
    phoneNumbers: contactsByKind(author.phoneNumbers, CONTACT_FIELDS.phoneNumbers),
    addresses: contactsByKind(author.addresses, CONTACT_FIELDS.addresses),
    images: author.images.map((image) => receivedImage(image, author.id, descriptions.get(image.id))),
  };
}

/**
 * An author answered (GET, POST, PUT of /api/author), once its fields are checked against spec 1 §3's Author
 * (checkedAnswer), its unnamed images described by the image search (spec 1 §3's Author image has no name).
 */
export async function readAuthor(rest: Pick<RestClient, 'request'>, answer: ReceivedAuthor): Promise<Author> {
  const author = checkedAnswer(specAuthor, answer);
  return receivedAuthor(author, await imageDescriptions(rest, author.images));
}
