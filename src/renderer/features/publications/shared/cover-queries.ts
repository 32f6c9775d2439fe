import { useQuery } from '@tanstack/react-query';
import { useBridge } from '../../../bridge/BridgeContext';

/** The id a form or a publication holds, as a number when it is one. */
export function coverId(value: string | number | null | undefined): number | null {
  const id = typeof value === 'number' ? value : /^\d{1,9}$/.test(value?.trim() ?? '') ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A publication's cover image (spec 2 §7 GET /api/illustration/{imageId}): its name and version for the thumbnail. */
export function useCoverImage(id: number | null) {
  const bridge = useBridge();
  return useQuery({
    queryKey: ['publication-cover', 'image', id],
    queryFn: () => bridge.invoke('illustrations.get', id ?? 0),
    enabled: id !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/** A publication's cover article (spec 2 §7 GET /api/articleBase/{articleId}): its title and periodical. */
export function useCoverArticle(id: number | null) {
  const bridge = useBridge();
  return useQuery({
    queryKey: ['publication-cover', 'article', id],
    queryFn: () => bridge.invoke('articles.base', id ?? 0),
    enabled: id !== null,
    staleTime: 60_000,
    retry: false,
  });
}
