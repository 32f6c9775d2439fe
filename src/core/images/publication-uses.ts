import { USES_LISTED, type PublicationRef } from '../../shared/domain/image';
import type { Publication, PublicationSearchRequest } from '../../shared/domain/publication';
import type { SearchResult } from '../../shared/domain/search-result';
import { publicationName } from '../../shared/rules/publication-number';
import type { RestClient } from '../http/rest-client';

/**
 * Where images and ads are shown, read from the publications themselves (issue 32): spec 1 §3 gives an ad's
 * publications without their status, and an illustration's not at all; spec 2 §2.1's publication search
 * finds them by image (imageFilter) or by id (publicationFilter), with spec 2 §3's status and periodical.
 */

type Rest = Pick<RestClient, 'request'>;

/** What a use needs of spec 2 §3 Publication. */
type FoundPublication = Pick<Publication, 'id' | 'periodicalId' | 'year' | 'number' | 'status'> & { title?: string | null };

/** A use as spec 1 §3 gives it (publicationId, publicationName, title); the reference server adds periodicalId and status. */
export type AnsweredUse = Pick<PublicationRef, 'publicationId' | 'publicationName'> & Partial<Pick<PublicationRef, 'title' | 'periodicalId' | 'status'>>;

/** The largest page spec 1 §9 offers: publications looked up by id go by pages of that many. */
const LOOKUP_PAGE = 50;

const search = (rest: Rest, request: PublicationSearchRequest) =>
  rest.request<SearchResult<FoundPublication>>('POST', '/api/publication/search', { body: request });

const useOf = (p: FoundPublication): PublicationRef => ({
  publicationId: p.id,
  publicationName: publicationName(p),
  title: p.title ?? null,
  periodicalId: p.periodicalId,
  status: p.status,
});

/** The publications showing an image (cover or plan): the USES_LISTED most recently modified, and how many in all. */
export async function publicationsShowing(rest: Rest, imageId: number): Promise<{ uses: PublicationRef[]; count: number }> {
  const found = await search(rest, { imageFilter: [imageId], sort: { attr: 'UPDATE', order: 'DESC' }, page: 0, size: USES_LISTED });
  return { uses: found.result.map(useOf), count: found.resultCount };
}

async function publicationsById(rest: Rest, ids: readonly number[]): Promise<ReadonlyMap<number, PublicationRef>> {
  const distinct = [...new Set(ids)];
  const pages = Array.from({ length: Math.ceil(distinct.length / LOOKUP_PAGE) }, (_, i) => distinct.slice(i * LOOKUP_PAGE, (i + 1) * LOOKUP_PAGE));
  const found = await Promise.all(pages.map((page) => search(rest, { publicationFilter: page, page: 0, size: page.length })));
  return new Map(found.flatMap((answer) => answer.result).map((p) => [p.id, useOf(p)]));
}

/**
 * Each list of uses with every publication's periodical and status: the answer's, else the publication
 * search's (one search for all the lists). A publication it does not give, or a search that fails, leaves
 * them unknown (null): they are shown, and lock an ad, only when known.
 */
export async function completeUses(rest: Rest, lists: readonly (readonly AnsweredUse[])[]): Promise<PublicationRef[][]> {
  const missing = lists.flat().filter((use) => !use.status).map((use) => use.publicationId);
  const found = missing.length === 0 ? new Map<number, PublicationRef>() : await publicationsById(rest, missing).catch(() => new Map<number, PublicationRef>());
  return lists.map((uses) =>
    uses.map((use) => {
      const publication = found.get(use.publicationId);
      return {
        publicationId: use.publicationId,
        publicationName: use.publicationName,
        title: use.title ?? null,
        periodicalId: use.periodicalId ?? publication?.periodicalId ?? null,
        status: use.status ?? publication?.status ?? null,
      };
    }),
  );
}
