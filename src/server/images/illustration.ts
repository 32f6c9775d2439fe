import { USES_LISTED, type Illustration } from '../../shared/domain/image';
import type { Queryable } from '../db/db';
import { findImage } from './store';
import { articlesUsing, publicationsUsing } from './usage';

/** An illustration with where it is used (GET /api/illustration/{id}); undefined when it is not one. */
export async function findIllustration(db: Queryable, id: number): Promise<Illustration | undefined> {
  const image = await findImage(db, id);
  if (!image || image.collection !== 'ILLUSTRATION') return undefined;
  const [articles, publications] = await Promise.all([articlesUsing(db, [id]), publicationsUsing(db, [id])]);
  const articleRefs = articles.get(id) ?? [];
  const publicationRefs = publications.get(id) ?? [];
  return {
    ...image,
    collection: 'ILLUSTRATION',
    lastArticlesModified: articleRefs.slice(0, USES_LISTED),
    lastPublicationsModified: publicationRefs.slice(0, USES_LISTED),
    usage: { articleCount: articleRefs.length, publicationCount: publicationRefs.length },
    // A used illustration is disabled, not deleted: its articles and publications keep it.
    canDelete: articleRefs.length === 0 && publicationRefs.length === 0,
  };
}
