import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { AdSize } from '@shared/domain/advertisement';
import type { Article, ArticleRow } from '@shared/domain/article';
import type { Tree } from '@shared/domain/plan';
import type { ItemFacts } from '@shared/rules/flatplan';
import { entityIdOf, itemNodeId } from '@shared/rules/plan-tree';
import { flatten } from '@shared/rules/tree-ops';
import { useBridge } from '../../../bridge/BridgeContext';
import { adQueryKey, useAdSizes } from '../../ads/shared/ad-query';

/** The article search's largest page (spec 2 §9). */
const PAGE_SIZE = 100;

type ArticleFacts = Pick<Article, 'id' | 'isBundle' | 'numberOfPages' | 'status' | 'type'>;

const articleFacts = (a: ArticleFacts): ItemFacts => ({ kind: 'ARTICLE', numberOfPages: a.numberOfPages, status: a.status, type: a.type });

/**
 * What the plan does not carry and the pages need: the articles' page counts, status and type (the issue's
 * articles in one search, pages of 100; an article only in the unsaved draft read alone), the ads' formats
 * (each ad read, as its page does) and the sizes list that gives their fractions.
 */
export function useFlatplanFacts(publicationId: number, tree: Tree) {
  const bridge = useBridge();
  const items = useMemo(() => flatten(tree), [tree]);
  const sizes = useAdSizes();
  const issue = useQuery({
    queryKey: ['flatplan', 'articles', publicationId],
    queryFn: async () => {
      const rows: ArticleRow[] = [];
      for (let page = 0; ; page++) {
        const found = await bridge.invoke('articles.search', { publicationFilter: [String(publicationId)], page, size: PAGE_SIZE });
        rows.push(...found.result);
        if (found.result.length < PAGE_SIZE || rows.length >= found.resultCount) return rows;
      }
    },
  });
  const known = useMemo(() => new Set((issue.data ?? []).map((a) => itemNodeId('ARTICLE', a.id))), [issue.data]);
  const missing = issue.data ? items.filter((n) => (n.kind === 'ARTICLE' || n.kind === 'BUNDLE') && !known.has(n.id)) : [];
  const alone = useQueries({
    queries: missing.map((n) => ({ queryKey: ['article', Number(entityIdOf(n))], queryFn: () => bridge.invoke('articles.get', Number(entityIdOf(n))) })),
    combine: settled,
  });
  const ads = useMemo(() => items.filter((n) => n.kind === 'ADVERTISEMENT'), [items]);
  const adQueries = useQueries({
    queries: ads.map((n) => ({ queryKey: adQueryKey(Number(entityIdOf(n))), queryFn: () => bridge.invoke('ads.get', Number(entityIdOf(n))) })),
    combine: settled,
  });

  const facts = useMemo(() => {
    const out = new Map<string, ItemFacts>();
    for (const row of [...(issue.data ?? []), ...alone.data]) out.set(itemNodeId('ARTICLE', row.id), articleFacts(row));
    for (const ad of adQueries.data) out.set(itemNodeId('ADVERTISEMENT', ad.id), { kind: 'ADVERTISEMENT', format: ad.format, formatLabel: ad.formatLabel });
    return out;
  }, [issue.data, alone.data, adQueries.data]);
  return { facts, sizes: sizes.data ?? NONE, loading: issue.isPending || sizes.isPending || alone.pending || adQueries.pending };
}

const NONE: readonly AdSize[] = [];

/** The answers of several queries, the same object while none changes (useQueries keeps what `combine` gives for a stable function). */
function settled<T>(results: readonly { data: T | undefined; isPending: boolean }[]): { data: T[]; pending: boolean } {
  return { data: results.flatMap((r) => (r.data === undefined ? [] : [r.data])), pending: results.some((r) => r.isPending) };
}
