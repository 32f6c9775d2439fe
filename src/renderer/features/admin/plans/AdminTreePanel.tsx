import { useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import type { Tree, TreeNode } from '@shared/domain/plan';
import { plainNodeName } from '@shared/rules/renvoi';
import type { TreeRules } from '@shared/rules/tree-types';
import { TreeDndProvider } from '../../../components/tree/tree-dnd';
import { TreeEditor, type TreeEditorHandle } from '../../../components/tree/TreeEditor';
import { addAtRoot } from './admin-tree';
import { NodeAddForm, type NewLevel } from './NodeAddForm';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { margin: 0, flexGrow: 1 },
  tree: { height: 'calc(100vh - 460px)', minHeight: '320px' },
  said: { minHeight: tokens.lineHeightBase200, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

export interface AdminTreePanelProps {
  /** The tree's name: the panel's heading and the editor's label. */
  label: string;
  /** The tree type's rules (TREE_RULES.*): depth and drops, as everywhere else. */
  rules: TreeRules;
  tree: Tree;
  onChange(tree: Tree): void;
  dirty: boolean;
  /** Bundle structures: the level form offers a reference link. */
  withLink: boolean;
  /** The node a new level becomes (its id, its name with the link). */
  newNode(level: NewLevel): TreeNode;
  emptyText: string;
  /** A change the page refused (its own rules), shown over the tree. */
  refusal?: string | null;
  renderLabel?: (node: TreeNode) => ReactNode;
  /** What else adds to the tree (the periodical's rubriques), between the form and the tree. */
  children?: ReactNode;
  editorRef: RefObject<TreeEditorHandle | null>;
}

/**
 * An admin plan (spec 2 §2.9): its heading, the form adding a level (into the chosen level, or at the root),
 * and the one tree editor with the tree's rules. Saving and cancelling are the page's.
 */
export function AdminTreePanel({ label, rules, tree, onChange, dirty, withLink, newNode, emptyText, refusal, renderLabel, children, editorRef }: AdminTreePanelProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [said, setSaid] = useState('');

  const add = (level: NewLevel): boolean => {
    const node = newNode(level);
    if (!level.atRoot) return editorRef.current?.add(node) ?? false;
    const change = addAtRoot(tree, rules, node);
    if (!change.allowed) {
      setSaid(t('tree.refused', { reason: change.reason }));
      return false;
    }
    onChange(change.tree);
    setSaid(t('adminPlans.node.added', { name: plainNodeName(node.name) }));
    return true;
  };

  // One drag-and-drop manager for the tree and what the page offers beside it (rubrique chips).
  return (
    <TreeDndProvider>
      <section aria-label={label} className={styles.root}>
        <div className={styles.bar}>
          <Subtitle2 as="h2" className={styles.title}>
            {label}
          </Subtitle2>
          {dirty && (
            <Badge appearance="tint" color="warning">
              {t('adminPlans.dirty')}
            </Badge>
          )}
        </div>
        <NodeAddForm treeLabel={label} withLink={withLink} onAdd={add} />
        <div role="status" className={styles.said}>
          {said}
        </div>
        {children}
        {refusal && (
          <MessageBar intent="warning">
            <MessageBarBody>{refusal}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.tree}>
          <TreeEditor ref={editorRef} tree={tree} rules={rules} onChange={onChange} label={label} emptyText={emptyText} renderLabel={renderLabel} />
        </div>
      </section>
    </TreeDndProvider>
  );
}
