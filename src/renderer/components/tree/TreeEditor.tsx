import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useDragDropManager } from 'react-dnd';
import { Tree as ArboristTree, type MoveHandler, type NodeApi, type TreeApi } from 'react-arborist';
import type { Tree, TreeNode } from '@shared/domain/plan';
import { applyDrop, checkDelete, type DragSource } from '@shared/rules/tree-rules';
import { locate } from '@shared/rules/tree-ops';
import type { TreeRules } from '@shared/rules/tree-types';
import { plainNodeName } from '@shared/rules/renvoi';
import { TreeDndProvider, useTreeDnd } from './tree-dnd';
import { nodeLabel } from './tree-targets';
import { TreeNodeLabel } from './TreeNodeLabel';
import { TreeDragPreview, TreeRow } from './TreeRow';
import { TreeToolbar } from './TreeToolbar';
import { TreeViewContext, type TreeView } from './tree-view-context';
import { useBoxSize } from '../useBoxSize';
import { useDropVerdict } from './useDropVerdict';
import { useTreeCommands } from './useTreeCommands';

const ROW_HEIGHT = 32;
const INDENT = 20;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minHeight: 0,
    height: '100%',
  },
  // A fixed height: a verdict that wrapped to a second line would push the tree down under the pointer
  // mid-drag, and the drop would land on another row (or at the root). Two lines at most are drawn;
  // screen readers and the drag preview have the whole text.
  status: {
    boxSizing: 'border-box',
    height: `calc(2 * ${tokens.lineHeightBase200})`,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  refused: { color: tokens.colorPaletteRedForeground1 },
  allowed: { color: tokens.colorPaletteGreenForeground1 },
  box: {
    position: 'relative',
    flexGrow: 1,
    minHeight: '160px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
  },
  empty: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    textAlign: 'center',
    pointerEvents: 'none',
    color: tokens.colorNeutralForeground3,
  },
  keys: { color: tokens.colorNeutralForeground3 },
});

/** What a page may ask of the editor (its own "add" button). */
export interface TreeEditorHandle {
  /** Adds `node` into the chosen container (or beside the chosen item), under the rules; false when refused (the editor says why). */
  add(node: TreeNode): boolean;
  /** Opens (or closes) every container ("+ déplier", "replier"). */
  openAll(): void;
  closeAll(): void;
}

export interface TreeEditorProps {
  tree: Tree;
  /** The tree type's rules (TREE_RULES): every change goes through them. */
  rules: TreeRules;
  onChange(tree: Tree): void;
  /** The tree's accessible name. */
  label: string;
  readOnly?: boolean;
  /** A fixed viewport height; by default the editor fills its box. */
  height?: number;
  /** A row's label; by default the kind icon and the name with its renvois. */
  renderLabel?: (node: TreeNode) => ReactNode;
  /**
   * Asks before a deletion (the kyrielle administration's "Êtes-vous sûr de vouloir supprimer ce niveau ?"):
   * called with the node once the rules allow it; `remove` deletes it.
   */
  confirmDelete?: (node: TreeNode, remove: () => void) => void;
  /** Shown over an empty tree. */
  emptyText?: string;
  className?: string;
  ref?: Ref<TreeEditorHandle>;
}

const defaultLabel = (node: TreeNode) => <TreeNodeLabel node={node} />;
const childrenOf = (node: TreeNode) => (node.kind === 'CONTAINER' ? (node.children ?? []) : null);

/**
 * The one tree editor of the product (publication, bundle, periodical and admin plans, kyrielle) over
 * react-arborist: rows virtualised, drags checked while hovering and explained in French, keyboard moves
 * (Ctrl+X, Ctrl+V, Alt+↑/↓, Suppr) and their buttons. It holds no rule: every change is the shared
 * tree-rules.ts functions' answer for the `rules` given. Drags from outside come through a TreeDndProvider.
 */
export function TreeEditor(props: TreeEditorProps) {
  const { inProvider } = useTreeDnd();
  return inProvider ? (
    <TreeEditorBody {...props} />
  ) : (
    <TreeDndProvider>
      <TreeEditorBody {...props} />
    </TreeDndProvider>
  );
}

function TreeEditorBody({ tree, rules, onChange, label, readOnly = false, height, renderLabel = defaultLabel, confirmDelete, emptyText, className, ref }: TreeEditorProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { external } = useTreeDnd();
  const manager = useDragDropManager();
  const api = useRef<TreeApi<TreeNode> | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const measured = useBoxSize(box, 'height', 480);
  // Arborist builds its 30,000 nodes of a large tree again whenever its height changes: it waits for the box's.
  const viewport = height ?? measured;
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = useMemo(() => (chosenId !== null && locate(tree, chosenId) ? chosenId : null), [tree, chosenId]);
  const commands = useTreeCommands(tree, rules, onChange);
  const { commit, takeFocusRequest } = commands;
  const { hint, disableDrop, clear } = useDropVerdict(tree, rules, external);

  const onMove = useCallback<MoveHandler<TreeNode>>(
    ({ dragIds, parentId, index }) => {
      const outside = external?.get() ?? null;
      const dragged = dragIds[0];
      const source: DragSource | null = dragged ? { type: 'move', id: dragged } : outside ? { type: 'add', node: outside } : null;
      clear();
      if (!source) return;
      // Over the middle of a rubrique arborist says index 0; the rubrique's end reads better there.
      const overContainer = api.current?.state.dnd.index === null;
      const parent = parentId === null ? null : locate(tree, parentId)?.node;
      const at = overContainer && parent ? (parent.children?.length ?? 0) : index;
      const name = source.type === 'move' ? nodeLabel(tree, source.id) : plainNodeName(source.node.name);
      const done = source.type === 'move' ? t('tree.moved', { name }) : t('tree.added', { name });
      commit(applyDrop(tree, rules, source, { parentId, index: at }), done, source.type === 'move' ? source.id : source.node.id);
    },
    [external, tree, rules, commit, clear, t],
  );

  // Arborist re-registers every row's drop target when any of its props changes: a new callback while
  // the drag hint re-renders the editor would lose the drop under the pointer. Its props stay stable.
  const onFocus = useCallback((node: NodeApi<TreeNode>) => setChosenId(node.id), []);
  const onSelect = useCallback((nodes: NodeApi<TreeNode>[]) => {
    if (nodes[0]) setChosenId(nodes[0].id);
  }, []);

  // A node moved or added by a command keeps (or takes) the focus, scrolled into view.
  useEffect(() => {
    if (!api.current) return;
    const id = takeFocusRequest();
    if (id === null) return;
    // Arborist reports the focus (onFocus), which makes it the chosen node.
    api.current.focus(id);
  }, [tree, takeFocusRequest]);

  const remove = (id: string | null) => {
    const node = id === null ? undefined : locate(tree, id)?.node;
    // A refusal, or no node, is the command's to explain.
    if (!confirmDelete || id === null || !node || !checkDelete(tree, rules, id).allowed) return commands.remove(id);
    confirmDelete(node, () => commands.remove(id));
  };

  useImperativeHandle(
    ref,
    () => ({ add: (node) => commands.add(node, chosen), openAll: () => api.current?.openAll(), closeAll: () => api.current?.closeAll() }),
    [commands, chosen],
  );

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly || (event.target instanceof Element && event.target.closest('input, textarea'))) return;
    const id = api.current?.focusedNode?.id ?? chosen;
    const key = event.key.toLowerCase();
    const mod = (event.ctrlKey || event.metaKey) && !event.altKey;
    if (mod && key === 'x') commands.cut(id);
    else if (mod && key === 'v') commands.pasteInto(id);
    else if (event.altKey && event.key === 'ArrowUp') commands.move(id, 'up');
    else if (event.altKey && event.key === 'ArrowDown') commands.move(id, 'down');
    else if (event.key === 'Delete') remove(id);
    else if (event.key === 'Escape' && commands.cutId !== null) commands.cancelCut();
    else return;
    // Arborist would move the focus on Alt+arrows; the browser would cut or paste text.
    event.preventDefault();
    event.stopPropagation();
  };

  const view = useMemo<TreeView>(
    () => ({ renderLabel, cutId: commands.cutId, hint, readOnly, external, nameOf: (id) => nodeLabel(tree, id) }),
    [renderLabel, commands.cutId, hint, readOnly, external, tree],
  );
  const deleteVerdict = chosen === null ? null : checkDelete(tree, rules, chosen);

  const status = hint
    ? hint.verdict.allowed
      ? { text: hint.targetId === null ? t('tree.dropAtRoot') : t('tree.dropInto', { name: hint.targetName }), tone: styles.allowed }
      : { text: hint.verdict.reason, tone: styles.refused }
    : { text: commands.announcement.text, tone: commands.announcement.refused ? styles.refused : undefined };

  return (
    <TreeViewContext.Provider value={view}>
      <div className={mergeClasses(styles.root, className)}>
        {!readOnly && (
          <>
            <TreeToolbar
              treeLabel={label}
              chosenName={nodeLabel(tree, chosen)}
              cutName={nodeLabel(tree, commands.cutId)}
              onCut={() => commands.cut(chosen)}
              onPaste={() => commands.pasteInto(chosen)}
              onMoveUp={() => commands.move(chosen, 'up')}
              onMoveDown={() => commands.move(chosen, 'down')}
              onDelete={() => remove(chosen)}
              deleteRefusal={deleteVerdict && !deleteVerdict.allowed ? deleteVerdict.reason : null}
            />
            <Caption1 className={styles.keys}>{t('tree.keys')}</Caption1>
          </>
        )}
        <div role="status" aria-live="polite" className={mergeClasses(styles.status, status.tone)}>
          {status.text}
        </div>
        <div
          ref={box}
          className={styles.box}
          onKeyDownCapture={onKeyDownCapture}
          onDragLeave={(event) => {
            if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) clear();
          }}
        >
          {viewport !== null && (
            <ArboristTree<TreeNode>
              ref={api}
              data={tree}
              idAccessor="id"
              childrenAccessor={childrenOf}
              onMove={readOnly ? undefined : onMove}
              disableDrag={readOnly}
              disableDrop={readOnly ? true : disableDrop}
              disableEdit
              disableMultiSelection
              openByDefault
              width="100%"
              height={viewport}
              rowHeight={ROW_HEIGHT}
              indent={INDENT}
              overscanCount={10}
              dndManager={manager}
              aria-label={label}
              onFocus={onFocus}
              onSelect={onSelect}
              renderDragPreview={TreeDragPreview}
            >
              {TreeRow}
            </ArboristTree>
          )}
          {tree.length === 0 && emptyText && <div className={styles.empty}>{emptyText}</div>}
        </div>
      </div>
    </TreeViewContext.Provider>
  );
}
