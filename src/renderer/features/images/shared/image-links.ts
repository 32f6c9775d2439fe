import type { ImageRow } from '@shared/domain/image';
import { paths } from '../../../app/paths';

/**
 * Where an image leads (spec 1 §2): an author image to its author (the view, or the edit screen when asked),
 * an ad visual to its ad, an illustration to its own page.
 */
export function imagePagePath(image: Pick<ImageRow, 'id' | 'collection' | 'authorId'>, page: 'view' | 'edit' = 'view'): string {
  const to = page === 'edit' ? paths.edit : paths.view;
  if (image.collection === 'AUTHOR' && image.authorId !== null) return to('author', image.authorId);
  if (image.collection === 'ADVERTISEMENT') return to('ad', image.id);
  return to('image', image.id);
}
