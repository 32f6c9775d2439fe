import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { Article } from '../../../../src/shared/domain/article';
import type { PlanCandidate, PublicationProposal, PublicationRow } from '../../../../src/shared/domain/publication';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { startReferenceBed, valueOf, type ReferenceBed } from '../images/reference-bed';

/**
 * Publication calls through core on the reference server (issue 22), on the spec's paths: the organise
 * page's left table by the searches per context (spec 2 §7 POST /api/article/search, spec 1 §7 POST
 * /api/image/search), a periodical's publications, the publication autocomplete, the printer PDF's status
 * under either of its names.
 */

let bed: ReferenceBed;
let admin: Core;

beforeAll(async () => {
  // The seeded jobs paused: GPL_2025_1's printer PDF, once made, moves its READY articles to PUBLISHING, and on a
  // loaded machine that landed between the attached and the free candidate searches below (0 free rows).
  bed = await startReferenceBed({ workflow: { paused: true } });
  admin = await bed.core('admin');
}, 60_000);
afterAll(async () => bed.close());

const candidates = async (id: number, request: object) => valueOf<SearchResult<PlanCandidate>>(await admin.dispatch('publications.planCandidates', [id, request]));

describe('publications.planCandidates', () => {
  it('lists a publication’s own articles by the article search with its id, and the periodical’s ads by the image search', async () => {
    const publications = valueOf<SearchResult<PublicationRow>>(await admin.dispatch('publications.search', [{ statusFilter: ['IN_PROGRESS'], size: 50 }])).result;
    let found: { publication: PublicationRow; articles: PlanCandidate[] } | undefined;
    for (const publication of publications) {
      const articles = (await candidates(publication.id, { kind: 'ARTICLE' })).result;
      if (articles.length) {
        found = { publication, articles };
        break;
      }
    }
    if (!found) throw new Error('aucune publication en cours avec des articles');
    const { publication, articles } = found;

    const before = bed.apiRequests.length;
    expect((await candidates(publication.id, { kind: 'ARTICLE', query: 'x' })).result.every((c) => c.kind === 'ARTICLE')).toBe(true);
    expect(bed.apiRequests.slice(before)).toEqual([`GET /api/publication/${publication.id}`, 'POST /api/article/search']);
    for (const candidate of articles) {
      const article = valueOf<Article>(await admin.dispatch('articles.get', [candidate.id]));
      expect(article).toMatchObject({ periodicalId: publication.periodicalId, isBundle: false });
      expect(article.publicationId === publication.id || candidate.inPlan).toBe(true);
    }

    const adsFrom = bed.apiRequests.length;
    const ads = (await candidates(publication.id, { kind: 'ADVERTISEMENT' })).result;
    expect(bed.apiRequests.slice(adsFrom)).toEqual([`GET /api/publication/${publication.id}`, 'POST /api/image/search']);
    expect(ads.every((c) => c.kind === 'ADVERTISEMENT' && c.status === null)).toBe(true);
    const free = (await candidates(publication.id, { kind: 'ARTICLE', attachedOnly: false, size: 100 })).result;
    expect(free.every((c) => c.status === 'IN_PROGRESS' || c.status === 'READY')).toBe(true);
    expect(free.length).toBeGreaterThanOrEqual(articles.filter((c) => c.status === 'IN_PROGRESS' || c.status === 'READY').length);
  });
});

describe('publications.byPeriodical and publications.autocomplete', () => {
  it('lists a periodical’s publications by GET /api/publication/periodical/{id}', async () => {
    const before = bed.apiRequests.length;
    const rows = valueOf<PublicationRow[]>(await admin.dispatch('publications.byPeriodical', ['GDA']));
    expect(bed.apiRequests.slice(before)).toEqual(['GET /api/publication/periodical/GDA']);
    expect(rows.map((r) => r.name)).toContain('GDA_2025_1');
    expect(rows.every((r) => r.periodicalId === 'GDA')).toBe(true);
  });

  it('proposes publications by POST /api/search/autocomplete/publication, letters or digits', async () => {
    const before = bed.apiRequests.length;
    const proposals = valueOf<PublicationProposal[]>(await admin.dispatch('publications.autocomplete', [{ query: 'GDA 202', periodicalIdFilter: ['GDA'] }]));
    expect(bed.apiRequests.slice(before)).toEqual(['POST /api/search/autocomplete/publication']);
    expect(proposals.map((p) => p.label)).toContain('GDA_2025_1');
    expect(valueOf<PublicationProposal[]>(await admin.dispatch('publications.autocomplete', [{ query: 'GDA', periodicalIdFilter: ['BJS'] }]))).toEqual([]);
  });
});
