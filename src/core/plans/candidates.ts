import type { Advertisement } from '../../shared/domain/advertisement';
import type { ArticleSearchRequest } from '../../shared/domain/article';
import type { BundleDetail } from '../../shared/domain/bundle';
import type { PlanNode } from '../../shared/domain/plan';
import type { PlanCandidate, PlanCandidateSearchRequest, PublicationDetail } from '../../shared/domain/publication';
import type { SearchResult } from '../../shared/domain/search-result';
import type { RestClient } from '../http/rest-client';
import type { ReceivedArticleRow } from '../articles/received-article';

/**
 * The left table of the organise pages (spec 2 §2.3, §2.7) on the spec's searches "per context": articles
 * and bundles by POST /api/article/search, ads by POST /api/image/search (collectionFilter ADVERTISEMENT),
 * with the context's filters, the rows read as candidates (in the saved plan read with them, or placed
 * elsewhere). Spec 2 §9: attached only by default, 50 a page. The screen tells what its unsaved plan holds.
 */

type Paging = Pick<PlanCandidateSearchRequest, 'query' | 'page' | 'size' | 'attachedOnly'>;

const ORGANISE_PAGE_SIZE = 50;
/** What a free candidate may be: not yet publishing or published (spec 2 §4). */
const PLACEABLE_STATES: ArticleSearchRequest['statusFilter'] = ['IN_PROGRESS', 'READY'];
/** An article placed in a bundle goes into a plan with its bundle, never alone. */
const NOT_IN_A_BUNDLE: ArticleSearchRequest['attachedFilter'] = ['CDF', 'NONE'];

function paging({ query, page, size }: Paging): Pick<ArticleSearchRequest, 'query' | 'page' | 'size'> {
  return { ...(query ? { query } : {}), page: page ?? 0, size: size ?? ORGANISE_PAGE_SIZE };
}

function fromArticle(row: ReceivedArticleRow, placement: Pick<PlanCandidate, 'inPlan' | 'otherPublication'>): PlanCandidate {
  return {
    id: row.id,
    kind: row.isBundle ? 'BUNDLE' : 'ARTICLE',
    name: row.title,
    status: row.status,
    type: row.type,
    planNodeId: row.planNodeId,
    planNode: row.planNode,
    charVolume: row.charVolume,
    modificationDate: row.modificationDate,
    ...placement,
  };
}

/** Each item of a saved plan as "TYPE id": an article or bundle is an ARTICLE node, an ad an ADVERTISEMENT node. */
function placedItems(plan: readonly PlanNode[], into = new Set<string>()): Set<string> {
  for (const node of plan) {
    if (node.type !== 'CONTAINER') into.add(`${node.type} ${node.id}`);
    placedItems(node.sub, into);
  }
  return into;
}

/** The row's badge reads « Dans un autre lot »: the search says that it is placed in a bundle, not which. */
const OTHER_BUNDLE = 'un autre lot';
/** « Dans une autre publication »: placed in another plan, whose name the row may not carry. */
const OTHER_PUBLICATION = 'une autre publication';

const placedInPlan = (row: ReceivedArticleRow) => row.attached === 'CDF' || row.attached === 'CDF_FIXE';
const placedInBundle = (row: ReceivedArticleRow) => row.attached !== 'NONE' && !placedInPlan(row);

const searchArticles = (rest: RestClient, body: ArticleSearchRequest) => rest.request<SearchResult<ReceivedArticleRow>>('POST', '/api/article/search', { body });

/** A publication's candidates: its own articles or bundles (or the periodical's free ones), or the ads of its periodical. */
export async function publicationCandidates(rest: RestClient, id: number, request: PlanCandidateSearchRequest): Promise<SearchResult<PlanCandidate>> {
  const publication = await rest.request<PublicationDetail>('GET', `/api/publication/${id}`);
  const placed = placedItems(publication.plan);
  const attachedOnly = request.attachedOnly ?? true;
  if (request.kind === 'ADVERTISEMENT') {
    const ads = await rest.request<SearchResult<Advertisement>>('POST', '/api/image/search', {
      body: { ...paging(request), collectionFilter: ['ADVERTISEMENT'], enableFilter: true, ...(attachedOnly ? { periodicalFilter: [publication.periodicalId] } : {}) },
    });
    return {
      resultCount: ads.resultCount,
      result: ads.result.map((ad) => ({
        id: ad.id,
        kind: 'ADVERTISEMENT',
        name: ad.name,
        status: null,
        type: ad.format,
        planNodeId: null,
        planNode: null,
        charVolume: 0,
        inPlan: placed.has(`ADVERTISEMENT ${ad.id}`),
        otherPublication: null,
        modificationDate: ad.modificationDate,
      })),
    };
  }
  const found = await searchArticles(rest, {
    ...paging(request),
    kindFilter: [request.kind],
    periodicalIdFilter: [publication.periodicalId],
    attachedFilter: NOT_IN_A_BUNDLE,
    ...(attachedOnly ? { publicationFilter: [String(id)] } : { statusFilter: PLACEABLE_STATES }),
  });
  return {
    resultCount: found.resultCount,
    result: found.result.map((row) => {
      const inPlan = placed.has(`ARTICLE ${row.id}`);
      const elsewhere = !inPlan && ((row.publicationId !== null && row.publicationId !== id) || placedInPlan(row));
      return fromArticle(row, { inPlan, otherPublication: elsewhere ? (row.publication ?? OTHER_PUBLICATION) : null });
    }),
  };
}

/** A bundle's candidates: the articles created in it (or every article of its periodical). */
export async function bundleCandidates(rest: RestClient, id: number, request: Paging): Promise<SearchResult<PlanCandidate>> {
  const bundle = await rest.request<BundleDetail>('GET', `/api/bundle/${id}`);
  const placed = placedItems(bundle.plan);
  const found = await searchArticles(rest, {
    ...paging(request),
    kindFilter: ['ARTICLE'],
    periodicalIdFilter: [bundle.periodicalId],
    ...((request.attachedOnly ?? true) ? { bundleFilter: [id] } : {}),
  });
  return {
    resultCount: found.resultCount,
    result: found.result.map((row) => {
      const inPlan = placed.has(`ARTICLE ${row.id}`);
      return fromArticle(row, { inPlan, otherPublication: !inPlan && placedInBundle(row) ? OTHER_BUNDLE : null });
    }),
  };
}
