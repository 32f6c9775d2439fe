import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/** The query keys that show articles or bundles: the lists (['list', 'ARTICLE'…]), one article or bundle, the organise tables. */
const SHOWS_ARTICLES = /^(article|bundle|publication)/i;

/**
 * After an article action: every query that may show the item is read again (the list, the view, a
 * bundle or publication organise page), whatever page hosts the action.
 */
export function useRefreshArticles(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    () =>
      client.invalidateQueries({
        predicate: (query) => query.queryKey.some((part) => typeof part === 'string' && SHOWS_ARTICLES.test(part)),
      }),
    [client],
  );
}
