import { useQuery } from '@tanstack/react-query';
import type { AuthorAutocompleteAttribute } from '@shared/domain/author';
import { useBridge } from '../../../bridge/BridgeContext';
import { useDebouncedValue } from '../../../components/list/useDebouncedValue';

/** Typing waits this long before asking the server. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

/**
 * City or country suggestions of the address fields (spec 1 §2: "autocomplete by attribute and query,
 * page 0, size 20", which core asks): debounced, only while the field is in use, nothing for an empty text.
 */
export function useAuthorAutocomplete(attribute: AuthorAutocompleteAttribute, text: string, active: boolean): string[] {
  const bridge = useBridge();
  const settled = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['authors', 'autocomplete', attribute, settled],
    queryFn: () => bridge.invoke('authors.autocomplete', attribute, settled),
    enabled: active && settled !== '',
    staleTime: 60_000,
  });
  return active && settled !== '' ? (query.data ?? []) : [];
}
