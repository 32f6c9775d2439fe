import { useCallback, useEffect, useRef, useState } from 'react';
import { useDragDropManager } from 'react-dnd';
import type { NodeApi } from 'react-arborist';
import type { Tree, TreeNode } from '@shared/domain/plan';
import { checkDrop, type DragSource } from '@shared/rules/tree-rules';
import type { TreeRules } from '@shared/rules/tree-types';
import { plainNodeName } from '@shared/rules/renvoi';
import type { Verdict } from '@shared/rules/verdict';
import type { ExternalDrag } from './tree-dnd';
import { nodeLabel } from './tree-targets';

/** Spec 2 §9: "drag hover debounce 25 ms": the verdict shown follows the pointer once it rests that long. */
export const DRAG_HOVER_DEBOUNCE_MS = 25;

/** What the pointer is over while dragging, and what the rules say of dropping there. */
export interface DropHint {
  sourceName: string;
  /** null: the root. */
  targetId: string | null;
  targetName: string;
  verdict: Verdict;
}

type DisableDropArgs = { parentNode: NodeApi<TreeNode>; dragNodes: NodeApi<TreeNode>[] };

/**
 * react-arborist's `disableDrop`, answered by the shared checkDrop (a node of the tree moved, or one dragged
 * in from outside added), and the hint shown while dragging. Arborist asks on every pointer move: verdicts
 * are kept per source and target until the tree changes, so a plan of 10,000 nodes is walked once per target.
 */
export function useDropVerdict(tree: Tree, rules: TreeRules, external: ExternalDrag | null) {
  // Kept for one tree and one set of rules: a change of either starts afresh.
  const cache = useRef<{ tree: Tree; rules: TreeRules; verdicts: Map<string, Verdict> } | null>(null);
  const [hint, setHint] = useState<DropHint | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastKey = useRef('');

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    lastKey.current = '';
    setHint(null);
  }, []);

  const disableDrop = useCallback(
    ({ parentNode, dragNodes }: DisableDropArgs): boolean => {
      const dragged = dragNodes[0];
      const outside = external?.get() ?? null;
      const source: DragSource | null = dragged ? { type: 'move', id: dragged.id } : outside ? { type: 'add', node: outside } : null;
      if (!source) return true;
      const parentId = parentNode.isRoot ? null : parentNode.id;
      const key = `${source.type === 'move' ? source.id : `+${source.node.id}`}>${parentId ?? ''}`;
      if (cache.current?.tree !== tree || cache.current.rules !== rules) cache.current = { tree, rules, verdicts: new Map() };
      let verdict = cache.current.verdicts.get(key);
      if (!verdict) {
        verdict = checkDrop(tree, rules, source, parentId);
        cache.current.verdicts.set(key, verdict);
      }
      if (key !== lastKey.current) {
        lastKey.current = key;
        clearTimeout(timer.current);
        const next: DropHint = {
          sourceName: source.type === 'move' ? nodeLabel(tree, source.id) : plainNodeName(source.node.name),
          targetId: parentId,
          targetName: nodeLabel(tree, parentId),
          verdict,
        };
        timer.current = setTimeout(() => setHint(next), DRAG_HOVER_DEBOUNCE_MS);
      }
      return !verdict.allowed;
    },
    [external, tree, rules],
  );

  // A drag that ends anywhere (dropped, cancelled, released outside) takes its hint with it.
  const monitor = useDragDropManager().getMonitor();
  useEffect(
    () =>
      monitor.subscribeToStateChange(() => {
        if (!monitor.isDragging()) clear();
      }),
    [monitor, clear],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  return { hint, disableDrop, clear };
}
