import type { Illustration } from '../../shared/domain/image';
import type { RestClient } from '../http/rest-client';
import { publicationsShowing } from './publication-uses';
import { imageOf, type AnsweredImage } from './received-image';

/**
 * An illustration as a back-office may answer it: an image (spec 1 §3 Image), with or without the reference
 * server's publications, counts and `canDelete`.
 */
export type AnsweredIllustration = AnsweredImage & Partial<Pick<Illustration, 'lastPublicationsModified' | 'usage' | 'canDelete'>>;

/**
 * Completes an illustration where core reads it (GET, PUT, status): its publications are the answer's, else
 * the publication search's by image (the first USES_LISTED and how many; unknown when it fails); its articles
 * are counted only when the answer counts them (lastArticlesModified may list only the latest). It is used
 * when it lists an article or a publication shows it, and may be deleted when unused, unless the answer says.
 */
export function illustrationReader(rest: Pick<RestClient, 'request'>): (answer: AnsweredIllustration) => Promise<Illustration> {
  return async (answer) => {
    const image = imageOf(answer);
    const publications = answer.lastPublicationsModified
      ? { uses: answer.lastPublicationsModified, count: answer.usage?.publicationCount ?? null }
      : await publicationsShowing(rest, answer.id).catch(() => null);
    const used = answer.used ?? (image.lastArticlesModified.length > 0 || (publications?.uses.length ?? 0) > 0);
    return {
      ...image,
      collection: 'ILLUSTRATION',
      used,
      lastPublicationsModified: publications?.uses ?? null,
      usage: { articleCount: answer.usage?.articleCount ?? null, publicationCount: publications?.count ?? null },
      canDelete: answer.canDelete ?? !used,
    };
  };
}
