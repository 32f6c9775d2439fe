import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BundleDetail } from '@shared/domain/bundle';
import type { Tree } from '@shared/domain/plan';
import { BridgeError } from '@shared/errors';
import { planToTree, treeToPlan } from '@shared/rules/plan-tree';
import { useBridge } from '../../../bridge/BridgeContext';
import { bundleKey } from './bundle-query';

export type SaveOutcome = { ok: true } | { ok: false; stale: boolean; message: string };

/**
 * The bundle plan being organised: the server's until the first change, then the user's draft with the
 * planVersion it started from. Saving sends that version (bundles.organize): a 409 says someone saved in between.
 */
export function useBundlePlanDraft(bundle: BundleDetail) {
  const bridge = useBridge();
  const client = useQueryClient();
  const [draft, setDraft] = useState<{ tree: Tree; planVersion: number } | null>(null);
  const serverTree = useMemo(() => planToTree(bundle.plan), [bundle.plan]);
  const tree = draft?.tree ?? serverTree;
  const change = useCallback((next: Tree) => setDraft((current) => ({ tree: next, planVersion: current?.planVersion ?? bundle.planVersion })), [bundle.planVersion]);
  const mutation = useMutation({
    mutationFn: (input: { planVersion: number; plan: Tree }) => bridge.invoke('bundles.organize', bundle.id, { planVersion: input.planVersion, plan: treeToPlan(input.plan) }),
  });

  const save = useCallback(async (): Promise<SaveOutcome> => {
    try {
      const fresh = await mutation.mutateAsync({ planVersion: draft?.planVersion ?? bundle.planVersion, plan: tree });
      client.setQueryData(bundleKey(bundle.id), fresh);
      setDraft(null);
      // The view and the candidate table show what was placed.
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'article' || q.queryKey[0] === 'bundleCandidates' });
      return { ok: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, stale: error instanceof BridgeError && error.status === 409, message };
    }
  }, [mutation, draft, bundle.planVersion, bundle.id, tree, client]);

  const reload = useCallback(async () => {
    setDraft(null);
    await client.invalidateQueries({ queryKey: bundleKey(bundle.id) });
  }, [client, bundle.id]);

  return { tree, dirty: draft !== null, change, save, saving: mutation.isPending, reload };
}
