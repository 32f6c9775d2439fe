import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFilters, withFilter, withSource, writeFilters, type KyrielleFilters } from '@shared/rules/kyrielle-filters';
import type { DocumentSource } from '@shared/domain/kyrielle';

/**
 * The search filters of the organise screen, in the URL (replaced, not pushed: the back button leaves the screen).
 * Flushed, not left to a transition: the fields show the URL's values, and a field must show its own change
 * before the next keystroke (a day typed while the last one was landing was put back).
 */
export function useUnitFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const apply = useCallback((next: KyrielleFilters) => setParams(writeFilters(next), { replace: true, flushSync: true }), [setParams]);
  const set = useCallback(<K extends keyof KyrielleFilters>(key: K, value: KyrielleFilters[K]) => apply(withFilter(filters, key, value)), [apply, filters]);
  const setSource = useCallback((source: DocumentSource) => apply(withSource(filters, source)), [apply, filters]);
  return { filters, set, setSource };
}
