import type { Core } from '../../../src/core/app-core';
import type { ArticleSearchRequest } from '../../../src/shared/domain/article';
import type { MethodArgs, MethodName, MethodResult } from '../../../src/shared/contract';
import type { Figure } from '../downloads';
import type { BenchLine } from '../runner';
import { inTurns, scaleBed, type Side } from './bed';
import { SCALE } from '../../support/scale-data';

/**
 * The scale bench (issue 35): each screen's server time on the grown database (1,000,000 articles and
 * bundles, 200,000 authors, 500,000 images) against the same on the seed, milliseconds through core as the
 * screen asks, the two servers called in turns in one run. The ratio is grown / seed: at most 3 is the goal,
 * for 50 to 400 times the data. The requests are the screens' first ones (their request builders in
 * src/renderer: the default page of 20 rows, the default sort).
 */

/** The article list as it opens (article-search.ts: attached only, last modified first). */
const ARTICLE_LIST: ArticleSearchRequest = { page: 0, size: 20, sort: { attr: 'UPDATE', order: 'DESC' }, attachedOnly: true };

async function call<M extends MethodName>(core: Core, method: M, ...args: MethodArgs<M>): Promise<MethodResult<M>> {
  const answer = await core.dispatch(method, args);
  if (!answer.ok) throw new Error(`${method} failed: ${answer.error.message}`);
  return answer.value as MethodResult<M>;
}

function line(name: string, what: string, run: (side: Side) => Promise<unknown>): BenchLine {
  return [
    name,
    async (log): Promise<Figure> => {
      const bed = await scaleBed(log);
      const { seed, grown } = await inTurns(bed, run);
      log(`  ${name}: ${what}; seed ${seed.toFixed(1)} ms, grown ${grown.toFixed(1)} ms`);
      return { name, value: grown, baseline: seed, unit: 'ms', ratio: grown / seed };
    },
  ];
}

const ARTICLES = `${SCALE.articles.toLocaleString('en')} articles`;

export const SCALE_LINES: BenchLine[] = [
  line('scale-article-list', `the article list's first page, ${ARTICLES}`, ({ core }) => call(core, 'articles.search', ARTICLE_LIST)),
  line('scale-article-title-search', `a word of the titles, ${ARTICLES}`, ({ core }) => call(core, 'articles.search', { ...ARTICLE_LIST, query: 'prescription' })),
  line('scale-article-filter', `a periodical, a state and a year, ${ARTICLES}`, ({ core }) =>
    call(core, 'articles.search', { ...ARTICLE_LIST, periodicalFilter: ['BJS'], statusFilter: ['PUBLISHED'], modificationDateFilter: { start: '2023-01-01', end: '2023-12-31' } }),
  ),
  line('scale-quick-search', 'the quick search’s proposals for a name', ({ core }) => call(core, 'search.proposals', 'Moreau')),
  line('scale-author-list', `the author list's first page, ${SCALE.authors.toLocaleString('en')} authors`, ({ core }) =>
    call(core, 'authors.search', { page: 0, size: 20, sort: { attr: 'UPDATE', order: 'DESC' } }),
  ),
  line('scale-image-list', `the image list's first page, ${SCALE.images.toLocaleString('en')} images`, ({ core }) =>
    call(core, 'images.search', { page: 0, size: 20, sort: { attr: 'ID', order: 'ASC' } }),
  ),
  line('scale-publication-organise', 'a publication’s organise page (the publication, its periodical’s plan, the candidates)', async ({ core, subjects }) => {
    const publication = await call(core, 'publications.get', subjects.publication);
    await Promise.all([
      call(core, 'publications.periodicalPlan', publication.periodicalId),
      call(core, 'publications.planCandidates', subjects.publication, { kind: 'ARTICLE', query: '', page: 0, size: 50, attachedOnly: true }),
    ]);
  }),
  line('scale-article-history', 'the history of an article saved 5 times', ({ core, subjects }) => call(core, 'editor.versions', subjects.article)),
];
