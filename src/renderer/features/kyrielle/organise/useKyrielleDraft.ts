import { useCallback, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tree } from '@shared/domain/plan';
import type { KyrielleTree } from '@shared/domain/kyrielle';
import { BridgeError } from '@shared/errors';
import { fromEditorTree, placementCounts, pruneUnits, toEditorTree, type UnitInfo, type UnitInfos } from '@shared/rules/kyrielle-tree';
import { sentVersion } from '@shared/rules/read-version';
import { useBridge } from '../../../bridge/BridgeContext';

export const kyrielleTreeKey = (id: number) => ['kyrielleTree', id] as const;

export type SaveOutcome = { ok: true } | { ok: false; stale: boolean; message: string };

/**
 * One kyrielle tree being organised (spec 2 §4 CdF tree): the server's until the first edit, then the
 * draft (dirty) until it is saved (the tree read again) or dropped. A save sends the version the draft
 * started from, if the tree had one: a 409 says someone saved in between; without one the last write wins.
 */
export function useKyrielleDraft(treeId: number) {
  const bridge = useBridge();
  const client = useQueryClient();
  const query = useQuery({ queryKey: kyrielleTreeKey(treeId), queryFn: () => bridge.invoke('kyrielle.tree', treeId) });
  const loaded = useMemo(() => toEditorTree(query.data?.nodes ?? []), [query.data]);
  const loadedCounts = useMemo(() => placementCounts(loaded.tree), [loaded]);
  const [draft, setDraft] = useState<{ tree: Tree; units: UnitInfos; version: number | undefined } | null>(null);
  // What the table's rows say about the placements they hand out, until the tree takes them.
  const offered = useRef(new Map<string, UnitInfo>());
  const tree = draft?.tree ?? loaded.tree;
  const units = draft?.units ?? loaded.units;
  // Until the first edit the tree is the loaded one: its counts are already known.
  const counts = useMemo(() => (tree === loaded.tree ? loadedCounts : placementCounts(tree)), [tree, loaded, loadedCounts]);
  // The version the draft started from (the tree's as read until the first edit), if the tree had one.
  const startVersion = draft ? draft.version : query.data?.version;

  const offer = useCallback((placementId: string, info: UnitInfo) => {
    offered.current.set(placementId, info);
  }, []);

  const change = useCallback(
    (next: Tree) => {
      if (!query.data) return;
      setDraft({ tree: next, units: pruneUnits(next, units, offered.current), version: startVersion });
    },
    [query.data, startVersion, units],
  );

  const changeUnits = useCallback(
    (next: UnitInfos) => {
      if (!query.data) return;
      setDraft({ tree, units: next, version: startVersion });
    },
    [query.data, tree, startVersion],
  );

  const mutation = useMutation({
    mutationFn: (body: { version: number | undefined; tree: Tree; units: UnitInfos }) =>
      bridge.invoke('kyrielle.save', treeId, { ...sentVersion('version', body.version), nodes: fromEditorTree(body.tree, body.units) }),
  });

  const save = useCallback(async (): Promise<SaveOutcome> => {
    if (!query.data) return { ok: false, stale: false, message: '' };
    try {
      const fresh: KyrielleTree = await mutation.mutateAsync({ version: startVersion, tree, units });
      client.setQueryData(kyrielleTreeKey(treeId), fresh);
      setDraft(null);
      // The table's counts are the server's again.
      void client.invalidateQueries({ queryKey: ['kyrielleSearch'] });
      return { ok: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, stale: error instanceof BridgeError && error.status === 409, message };
    }
  }, [query.data, startVersion, tree, units, mutation, client, treeId]);

  /** Drops the draft and reads the tree again (cancel, after a 409). */
  const reload = useCallback(async () => {
    setDraft(null);
    await client.invalidateQueries({ queryKey: kyrielleTreeKey(treeId) });
  }, [client, treeId]);

  const discard = useCallback(() => setDraft(null), []);

  return { query, tree, units, counts, loadedCounts, dirty: draft !== null, change, changeUnits, offer, save, saving: mutation.isPending, reload, discard };
}

export type KyrielleDraft = ReturnType<typeof useKyrielleDraft>;
