import { useCallback, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { PlanNode, Tree } from '@shared/domain/plan';
import type { PlanSave } from '@shared/domain/publication';
import { BridgeError } from '@shared/errors';
import { planToTree, treeToPlan } from '@shared/rules/plan-tree';
import { sentVersion } from '@shared/rules/read-version';

export type SaveOutcome = { ok: true } | { ok: false; stale: boolean; message: string };

/** What owns a plan: a publication, a bundle. */
export interface PlanOwner {
  id: number;
  plan: PlanNode[];
  /** Absent when the server gives none (spec 2 §3 has none): the save is then sent without it. */
  planVersion?: number;
}

export interface PlanStore<Owner extends PlanOwner> {
  /** Sends the plan with the version it started from, if any (a stale one is a 409); answers the owner saved. */
  save(id: number, planSave: PlanSave): Promise<Owner>;
  /** After a save: the owner as the server answered it; without it, read it again. */
  refresh(id: number, fresh?: Owner): Promise<void>;
}

/**
 * The plan being edited (spec 2 §4 Plans), for every organise page: the server's until the first change,
 * then the user's draft, kept while the owner is read again (a running process refreshes it every 2 s)
 * until it is saved or dropped. Saving sends the version the draft started from: a 409 says someone
 * saved in between. An owner read without a version is saved without one (the last write wins).
 */
export function usePlanDraft<Owner extends PlanOwner>(owner: Owner | undefined, store: PlanStore<Owner>) {
  const [draft, setDraft] = useState<{ tree: Tree; planVersion: number | undefined } | null>(null);
  const serverTree = useMemo(() => planToTree(owner?.plan), [owner?.plan]);
  const tree = draft?.tree ?? serverTree;

  const change = useCallback(
    (next: Tree) => {
      if (!owner) return;
      setDraft((current) => ({ tree: next, planVersion: current ? current.planVersion : owner.planVersion }));
    },
    [owner],
  );

  const mutation = useMutation({
    mutationFn: ({ id, planVersion, plan }: { id: number; planVersion: number | undefined; plan: Tree }) => store.save(id, { ...sentVersion('planVersion', planVersion), plan: treeToPlan(plan) }),
  });

  const save = useCallback(async (): Promise<SaveOutcome> => {
    if (!owner) return { ok: false, stale: false, message: '' };
    try {
      const fresh = await mutation.mutateAsync({ id: owner.id, planVersion: draft ? draft.planVersion : owner.planVersion, plan: tree });
      await store.refresh(owner.id, fresh);
      setDraft(null);
      return { ok: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, stale: error instanceof BridgeError && error.status === 409, message };
    }
  }, [owner, draft, tree, mutation, store]);

  /** Drops the draft and reads the owner again (after a 409, or to start over). */
  const reload = useCallback(async () => {
    setDraft(null);
    if (owner) await store.refresh(owner.id);
  }, [owner, store]);

  return { tree, dirty: draft !== null, change, save, saving: mutation.isPending, reload };
}
