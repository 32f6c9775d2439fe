import { createContext, useContext, type ReactNode } from 'react';
import type { TreeNode } from '@shared/domain/plan';
import type { ExternalDrag } from './tree-dnd';
import type { DropHint } from './useDropVerdict';

/** What the rows and the drag preview of one TreeEditor read (arborist renders them, not the editor). */
export interface TreeView {
  renderLabel: (node: TreeNode) => ReactNode;
  cutId: string | null;
  hint: DropHint | null;
  readOnly: boolean;
  external: ExternalDrag | null;
  nameOf: (id: string) => string;
}

export const TreeViewContext = createContext<TreeView | null>(null);

export function useTreeView(): TreeView {
  const view = useContext(TreeViewContext);
  if (!view) throw new Error('useTreeView outside a TreeEditor');
  return view;
}
