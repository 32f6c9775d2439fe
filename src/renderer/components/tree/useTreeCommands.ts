import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tree, TreeNode } from '@shared/domain/plan';
import { applyDrop, deleteNode, moveDown, moveUp, paste, type TreeChange } from '@shared/rules/tree-rules';
import type { TreeRules } from '@shared/rules/tree-types';
import { plainNodeName } from '@shared/rules/renvoi';
import { nodeLabel, targetBeside } from './tree-targets';

/** The last thing a command said: read by the live region. `seq` makes the same words heard twice. */
export interface Announcement {
  text: string;
  refused: boolean;
  seq: number;
}

/**
 * The tree's moves for people who do not drag (cut, paste into the chosen container, up, down, remove) and
 * the "add" of a page's button: each goes through the shared rules (paste, moveUp, moveDown, deleteNode,
 * applyDrop) and says what it did, or why it could not, in French.
 */
export function useTreeCommands(tree: Tree, rules: TreeRules, onChange: (tree: Tree) => void) {
  const { t } = useTranslation();
  const [cutId, setCutId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', refused: false, seq: 0 });
  /** The node to focus once the new tree is drawn (it moved, or was added). */
  const focusNext = useRef<string | null>(null);

  const say = useCallback((text: string, refused = false) => setAnnouncement((a) => ({ text, refused, seq: a.seq + 1 })), []);

  const commit = useCallback(
    (change: TreeChange, done: string, focusId: string | null): boolean => {
      if (!change.allowed) {
        say(t('tree.refused', { reason: change.reason }), true);
        return false;
      }
      focusNext.current = focusId;
      onChange(change.tree);
      say(done);
      return true;
    },
    [onChange, say, t],
  );

  const cut = useCallback(
    (id: string | null) => {
      if (id === null) return say(t('tree.noSelection'), true);
      setCutId(id);
      say(t('tree.cutDone', { name: nodeLabel(tree, id) }));
    },
    [tree, say, t],
  );

  const cancelCut = useCallback(() => {
    if (cutId === null) return;
    setCutId(null);
    say(t('tree.cutCancelled'));
  }, [cutId, say, t]);

  const pasteInto = useCallback(
    (chosenId: string | null) => {
      if (cutId === null) return say(t('tree.nothingCut'), true);
      const name = nodeLabel(tree, cutId);
      if (commit(paste(tree, rules, cutId, targetBeside(tree, chosenId)), t('tree.moved', { name }), cutId)) setCutId(null);
    },
    [cutId, tree, rules, commit, say, t],
  );

  const move = useCallback(
    (id: string | null, direction: 'up' | 'down') => {
      if (id === null) return say(t('tree.noSelection'), true);
      const change = direction === 'up' ? moveUp(tree, rules, id) : moveDown(tree, rules, id);
      commit(change, t('tree.moved', { name: nodeLabel(tree, id) }), id);
    },
    [tree, rules, commit, say, t],
  );

  const remove = useCallback(
    (id: string | null) => {
      if (id === null) return say(t('tree.noSelection'), true);
      const name = nodeLabel(tree, id);
      if (commit(deleteNode(tree, rules, id), t('tree.deleted', { name }), null) && cutId === id) setCutId(null);
    },
    [tree, rules, cutId, commit, say, t],
  );

  /** A node from outside (the page's table), into the chosen container. */
  const add = useCallback(
    (node: TreeNode, chosenId: string | null): boolean =>
      commit(
        applyDrop(tree, rules, { type: 'add', node }, targetBeside(tree, chosenId)),
        t('tree.added', { name: plainNodeName(node.name) }),
        node.id,
      ),
    [tree, rules, commit, t],
  );

  /** The node a command asked to focus, once (then forgotten). */
  const takeFocusRequest = useCallback((): string | null => {
    const id = focusNext.current;
    focusNext.current = null;
    return id;
  }, []);

  return { cutId, announcement, say, commit, cut, cancelCut, pasteInto, move, remove, add, takeFocusRequest };
}
