import { CONTACT_KINDS, type Author, type AuthorAddress, type AuthorEmail, type AuthorPhoneNumber, type ContactMap } from '../../shared/domain/author';
import { BridgeError } from '../../shared/errors';
import { contactKindOf, groupContacts, type EitherContacts } from '../../shared/rules/contact-kinds';
import { receivedImage, type ImageDescription, type ReceivedImage } from './received-image';

/**
 * An author as a back-office may answer it: contacts as maps keyed by kind (the reference server) or as
 * lists of entries each carrying its `contact` (spec 1 §3), kinds in either case; images in either of spec
 * 1 §3's forms (received-image.ts).
 */
export type ReceivedAuthor = Omit<Author, 'emails' | 'phoneNumbers' | 'addresses' | 'images'> & {
  emails?: EitherContacts<AuthorEmail> | null;
  phoneNumbers?: EitherContacts<AuthorPhoneNumber> | null;
  addresses?: EitherContacts<AuthorAddress> | null;
  images: ReceivedImage[];
};

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
    emails: contactsByKind(author.emails, 'des courriels'),
    phoneNumbers: contactsByKind(author.phoneNumbers, 'des téléphones'),
    addresses: contactsByKind(author.addresses, 'des adresses'),
    images: author.images.map((image) => receivedImage(image, author.id, descriptions.get(image.id))),
  };
}
