import { z } from 'zod';
import type { AuthorAddress, AuthorRow } from '../../shared/domain/author';
import type { SearchResult } from '../../shared/domain/search-result';
import { authorDisplayName } from '../../shared/rules/author-input';
import { contactEntries, favouriteOf, type EitherContacts } from '../../shared/rules/contact-kinds';
import { specAuthor } from '../../shared/spec-entities';
import type { Unnamed } from '../../shared/spec-fields';
import { checkedAnswer } from '../http/checked-answer';
import { isEnabled, type ReceivedImage } from './received-image';

/** What the reference server adds to spec 1 §3's Author for the list: the list's fields the Author does not name. */
type ListExtras = Unnamed<AuthorRow, typeof specAuthor>;

/**
 * A result of POST /api/author/search as a back-office may answer it: spec 1 §3's Author (a search result of
 * the context's entity, §3 Search contexts), which the reference server completes with the list's extras.
 */
export type ReceivedAuthorRow = Omit<AuthorRow, ListExtras> &
  Partial<Pick<AuthorRow, ListExtras>> & {
    addresses?: EitherContacts<AuthorAddress> | null;
    images?: readonly ReceivedImage[] | null;
    imageAuthorId?: number | null;
  };

/** The thumbnail of the image that stands for the author, with the version its image carries, if any. */
function thumbnailOf(imageAuthorId: number | null | undefined, images: readonly ReceivedImage[]): AuthorRow['image'] {
  if (imageAuthorId == null) return null;
  return { id: imageAuthorId, version: images.find((image) => image.id === imageAuthorId)?.version ?? null };
}

/**
 * A row of the author list, the extras the answer gives or else derived from the Author's fields: the name
 * from first name, particle and last name by type; city and country of the favourite address, else the first
 * (kinds in order); the thumbnail from imageAuthorId; the count of the enabled images. Only the list's fields
 * are kept: the Author's contacts and images stay out of the list's cache and state.
 */
export function receivedAuthorRow(row: ReceivedAuthorRow): AuthorRow {
  const address = favouriteOf(contactEntries(row.addresses));
  const images = row.images ?? [];
  return {
    id: row.id,
    knkId: row.knkId,
    type: row.type,
    firstName: row.firstName,
    particle: row.particle,
    lastName: row.lastName,
    displayName: row.displayName ?? authorDisplayName(row),
    functions: row.functions,
    emailFav: row.emailFav,
    phoneNumberFav: row.phoneNumberFav,
    city: row.city !== undefined ? row.city : address?.city || null,
    country: row.country !== undefined ? row.country : address?.country || null,
    enable: row.enable,
    used: row.used,
    creationDate: row.creationDate,
    modificationDate: row.modificationDate,
    image: row.image !== undefined ? row.image : thumbnailOf(row.imageAuthorId, images),
    imageCount: row.imageCount ?? images.filter(isEnabled).length,
  };
}

const rows = z.array(specAuthor);

/** A page of the author search as the list reads it, its rows checked against spec 1 §3's Author (checkedAnswer). */
export const receivedAuthorPage = (page: SearchResult<ReceivedAuthorRow>): SearchResult<AuthorRow> => ({
  ...page,
  result: checkedAnswer(rows, page.result).map(receivedAuthorRow),
});
