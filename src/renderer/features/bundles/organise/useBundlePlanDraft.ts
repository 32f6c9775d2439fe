import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BundleDetail } from '@shared/domain/bundle';
import { useBridge } from '../../../bridge/BridgeContext';
import { usePlanDraft, type PlanStore } from '../../plan-organise/usePlanDraft';
import { bundleKey } from './bundle-query';

/**
 * The bundle's plan being organised: saved through bundles.organize; then the bundle as answered, and the
 * article views and the candidate table (which show what was placed) read again.
 */
export function useBundlePlanDraft(bundle: BundleDetail) {
  const bridge = useBridge();
  const client = useQueryClient();
  const store = useMemo<PlanStore<BundleDetail>>(
    () => ({
      save: (id, planSave) => bridge.invoke('bundles.organize', id, planSave),
      refresh: async (id, fresh) => {
        if (fresh) client.setQueryData(bundleKey(id), fresh);
        else await client.invalidateQueries({ queryKey: bundleKey(id) });
        void client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'article' || q.queryKey[0] === 'bundleCandidates' });
      },
    }),
    [bridge, client],
  );
  return usePlanDraft(bundle, store);
}
