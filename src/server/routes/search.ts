import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SearchCounts, SearchProposal } from '../../shared/domain/search';
import { listTypesFor, proposalTypesFor, type ProposalType } from '../../shared/rules/quick-search';
import { readablePeriodicals } from '../articles/readable';
import { articleProposals, countArticles } from '../articles/store';
import { authorProposals, countAuthors } from '../authors/store';
import { currentUser } from '../http/request';
import { parseInput } from '../http/validation';
import { countImages, imageProposals } from '../images/store';
import { publicationProposals, searchPublications } from '../publications/search';
import type { ApiContext } from './context';
import { needs } from '../http/abilities';

/** Proposals of each type at most (the spec does not say; five keep the list short). */
export const QUICK_SEARCH_LIMIT_PER_TYPE = 5;

const searchQuery = z.object({ query: z.string().max(400, 'Recherche : 400 caractères au plus.').default('') });

/** The proposal types the user's roles may open (shared rule), or the lists they may open: nothing else is read or counted. */
function allowedTypes(roles: readonly string[], of: (roles: readonly string[]) => ProposalType[] = proposalTypesFor): ReadonlySet<ProposalType> {
  return new Set(of(roles));
}

/**
 * Quick search (spec 1 §2): GET /api/search?query= proposes, type by type, what the query names; the
 * count search by type, whose path the spec does not give, is GET /api/search/count?query= ("parution"
 * counts the publications).
 */
export async function searchRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.get('/search', needs('signedIn'), async (request): Promise<SearchProposal[]> => {
    const query = parseInput(searchQuery, request.query).query.trim();
    if (query === '') return [];
    const limit = QUICK_SEARCH_LIMIT_PER_TYPE;
    const roles = currentUser(request).roles;
    const allowed = allowedTypes(roles);
    const readable = readablePeriodicals(roles);
    /** Nothing is read for a type the user may not open. */
    const when = <T>(type: ProposalType, read: () => Promise<T[]>): Promise<T[]> => (allowed.has(type) ? read() : Promise.resolve([]));
    const [authors, images, ads, publications, articles, bundles] = await Promise.all([
      when('AUTHOR', () => authorProposals(db, query, limit)),
      when('IMAGE', () => imageProposals(db, query, ['AUTHOR', 'ILLUSTRATION'], limit)),
      when('AD', () => imageProposals(db, query, ['ADVERTISEMENT'], limit)),
      when('PUBLICATION', () => publicationProposals(db, { query, page: 0, size: limit, periodicalIdFilter: [] })),
      when('ARTICLE', () => articleProposals(db, query, 'ARTICLE', limit, readable)),
      when('BUNDLE', () => articleProposals(db, query, 'BUNDLE', limit, readable)),
    ]);
    return [
      { type: 'QUERY', id: query, label: query },
      ...authors.map((a): SearchProposal => ({ type: 'AUTHOR', ...a })),
      ...images.map((i): SearchProposal => ({ type: 'IMAGE', ...i })),
      ...ads.map((i): SearchProposal => ({ type: 'AD', id: i.id, label: i.label, collection: i.collection })),
      ...publications.map((p): SearchProposal => ({ type: 'PUBLICATION', id: p.id, label: p.label })),
      ...articles.map((a): SearchProposal => ({ type: 'ARTICLE', ...a })),
      ...bundles.map((b): SearchProposal => ({ type: 'BUNDLE', ...b })),
    ];
  });

  /** What each list would count for the query (all of it for an empty query); 0 for a list the user may not open. */
  app.get('/search/count', needs('signedIn'), async (request): Promise<SearchCounts> => {
    const query = parseInput(searchQuery, request.query).query.trim();
    const roles = currentUser(request).roles;
    const allowed = allowedTypes(roles, listTypesFor);
    const count = (type: ProposalType, read: () => Promise<number>): Promise<number> => (allowed.has(type) ? read() : Promise.resolve(0));
    const [author, image, ad, parution, article] = await Promise.all([
      count('AUTHOR', () => countAuthors(db, query)),
      count('IMAGE', () => countImages(db, query, ['AUTHOR', 'ILLUSTRATION'])),
      count('AD', () => countImages(db, query, ['ADVERTISEMENT'])),
      count('PUBLICATION', async () => (await searchPublications(db, { query, page: 0, size: 1 })).resultCount),
      count('ARTICLE', () => countArticles(db, query, readablePeriodicals(roles))),
    ]);
    return { author, image, ad, parution, article };
  });
}
