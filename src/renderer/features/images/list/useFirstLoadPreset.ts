import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FIRST_LOAD_FILTER, hasListFilter } from './image-search';

/**
 * Spec 1 §2: when the image list opens without any filter in its URL, the collection filter is preset to
 * ILLUSTRATION (written in the URL, replacing the entry), so that the first search sends it and only it.
 * Decided once, when the screen opens: resetting the filters later shows every collection. Answers whether
 * the list may search.
 */
export function useFirstLoadPreset(): boolean {
  const [params, setParams] = useSearchParams();
  const [pending, setPending] = useState(() => !hasListFilter(params));
  const filtered = hasListFilter(params);
  // The preset has landed: from now on the URL alone decides.
  if (pending && filtered) setPending(false);

  useEffect(() => {
    if (!pending || filtered) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(FIRST_LOAD_FILTER.name, FIRST_LOAD_FILTER.value);
        return next;
      },
      { replace: true },
    );
  }, [pending, filtered, setParams]);

  return !pending || filtered;
}
