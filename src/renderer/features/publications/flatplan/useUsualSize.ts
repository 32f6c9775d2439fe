import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBridge } from '../../../bridge/BridgeContext';

/** A number of pages an issue may have: the field's bounds. */
export const USUAL_SIZE_MAX = 2000;

const keyOf = {
  publication: (id: number) => `flatplan/usual-size/publication-${id}`,
  periodical: (id: string) => `flatplan/usual-size/periodical-${id}`,
};

const readSize = (data: unknown): number | null => (typeof data === 'number' && Number.isInteger(data) && data > 0 && data <= USUAL_SIZE_MAX ? data : null);

/**
 * The usual number of pages of an issue, against which « Planches » counts what is left. No call of the specs
 * carries a page count of an issue, so it is the editor's, kept in the profile (the drafts store of the bridge):
 * the number set for this issue, else the last one set for an issue of its periodical (its previous issues).
 * `set` keeps it for both.
 */
export function useUsualSize(publicationId: number, periodicalId: string) {
  const bridge = useBridge();
  const client = useQueryClient();
  const queryKey = useMemo(() => ['flatplan', 'usualSize', publicationId, periodicalId], [publicationId, periodicalId]);
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const own = await bridge.invoke('drafts.load', keyOf.publication(publicationId));
      const fromIssue = readSize(own?.data);
      if (fromIssue !== null) return { size: fromIssue, fromPeriodical: false };
      const previous = await bridge.invoke('drafts.load', keyOf.periodical(periodicalId));
      return { size: readSize(previous?.data), fromPeriodical: true };
    },
  });
  const set = useCallback(
    async (size: number) => {
      await Promise.all([bridge.invoke('drafts.save', keyOf.publication(publicationId), size), bridge.invoke('drafts.save', keyOf.periodical(periodicalId), size)]);
      client.setQueryData(queryKey, { size, fromPeriodical: false });
    },
    [bridge, client, queryKey, publicationId, periodicalId],
  );
  return { size: query.data?.size ?? null, fromPeriodical: query.data?.fromPeriodical ?? false, loading: query.isPending, set };
}
