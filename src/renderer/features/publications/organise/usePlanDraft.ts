import { useCallback, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Tree } from '@shared/domain/plan';
import type { PublicationDetail } from '@shared/domain/publication';
import { BridgeError } from '@shared/errors';
import { planToTree, treeToPlan } from '@shared/rules/plan-tree';
import { useBridge } from '../../../bridge/BridgeContext';
import { useRefreshPublications } from '../shared/publication-query';

/** The user's plan while it differs from the server's, and the plan version it started from. */
interface Draft {
  tree: Tree;
  planVersion: number;
}

export type SaveOutcome = { ok: true } | { ok: false; stale: boolean; message: string };

/**
 * The plan being edited (spec 2 §4 Plans): the server's until the first change, then the user's draft,
 * kept while the publication is read again (a process running refreshes it every 2 s) until it is saved
 * or dropped. Saving sends the version the draft started from: a 409 says someone saved in between.
 */
export function usePlanDraft(publication: PublicationDetail | undefined) {
  const bridge = useBridge();
  const refresh = useRefreshPublications();
  const [draft, setDraft] = useState<Draft | null>(null);
  const serverTree = useMemo(() => planToTree(publication?.plan), [publication?.plan]);
  const tree = draft?.tree ?? serverTree;

  const change = useCallback(
    (next: Tree) => {
      if (!publication) return;
      setDraft((current) => ({ tree: next, planVersion: current?.planVersion ?? publication.planVersion }));
    },
    [publication],
  );

  const mutation = useMutation({
    mutationFn: ({ id, planVersion, plan }: { id: number; planVersion: number; plan: Tree }) =>
      bridge.invoke('publications.savePlan', id, { planVersion, plan: treeToPlan(plan) }),
  });

  const save = useCallback(async (): Promise<SaveOutcome> => {
    if (!publication) return { ok: false, stale: false, message: '' };
    try {
      const fresh = await mutation.mutateAsync({ id: publication.id, planVersion: draft?.planVersion ?? publication.planVersion, plan: tree });
      await refresh(publication.id, fresh);
      setDraft(null);
      return { ok: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, stale: error instanceof BridgeError && error.status === 409, message };
    }
  }, [publication, draft, tree, mutation, refresh]);

  /** Drops the draft and reads the publication again (after a 409, or to start over). */
  const reload = useCallback(async () => {
    setDraft(null);
    if (publication) await refresh(publication.id);
  }, [publication, refresh]);

  return { tree, dirty: draft !== null, change, save, saving: mutation.isPending, reload };
}
