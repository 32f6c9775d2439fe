import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DndContext, DndProvider, useDrag } from 'react-dnd';
import { HTML5Backend, getEmptyImage } from 'react-dnd-html5-backend';
import type { TreeNode } from '@shared/domain/plan';

/**
 * Drags from outside a tree (the organise page's left table) onto it. react-arborist's rows accept react-dnd
 * items of type "NODE" from the manager it is given (its `dndManager` prop): a page puts its tree(s) and its
 * drag sources under one TreeDndProvider, and a source says what it drags here, since arborist only knows the
 * ids of its own nodes. The tree then checks the drop as {type: 'add', node} with the shared rules.
 */

/** The react-dnd item type react-arborist's drop targets accept. */
export const TREE_DRAG_TYPE = 'NODE';

/** The node being dragged in from outside, while it is. */
export interface ExternalDrag {
  get(): TreeNode | null;
  set(node: TreeNode | null): void;
}

function createExternalDrag(): ExternalDrag {
  let current: TreeNode | null = null;
  return {
    get: () => current,
    set: (node) => {
      current = node;
    },
  };
}

const ExternalDragContext = createContext<ExternalDrag | null>(null);

/** The parts of react-dnd-html5-backend 14 that the backend below reaches into (private in its types). */
interface DragOverInternals {
  handleTopDragOver(event: DragEvent): void;
  dragOverTargetIds: string[] | null;
  hoverRafId: number | null;
}

/**
 * HTML5Backend with the hover of each dragover done at once. The backend defers it to the next animation
 * frame but answers the dragover (allowed or 'none') from the hover before: arborist's canDrop reads the
 * row of the previous pointer position. A pointer that stops on a row and is released then dropped
 * nothing unless another dragover came (a browser repeats them; a scripted drag does not). Its deferred
 * hover is cancelled too: it pairs the targets of the frame's first dragover with the last one's position.
 */
const SyncHoverBackend: typeof HTML5Backend = (manager, context, options) => {
  const backend = HTML5Backend(manager, context, options);
  // Replaced before setup(), which is when the backend puts its handlers on the window.
  const internals = backend as unknown as DragOverInternals;
  const answer = internals.handleTopDragOver;
  internals.handleTopDragOver = (event: DragEvent) => {
    const monitor = manager.getMonitor();
    const ids = internals.dragOverTargetIds ?? [];
    if (ids.length > 0 && monitor.isDragging() && !monitor.didDrop()) {
      manager.getActions().hover(ids, { clientOffset: { x: event.clientX, y: event.clientY } });
    }
    answer(event);
    if (internals.hoverRafId !== null) {
      cancelAnimationFrame(internals.hoverRafId);
      internals.hoverRafId = null;
    }
  };
  return backend;
};

/** One HTML5 drag-and-drop manager (a window holds one) for the trees and the sources of a page. */
export function TreeDndProvider({ children }: { children: ReactNode }) {
  const [external] = useState(createExternalDrag);
  return (
    <DndProvider backend={SyncHoverBackend}>
      <ExternalDragContext.Provider value={external}>{children}</ExternalDragContext.Provider>
    </DndProvider>
  );
}

/** The provider a tree sits under, if any (a tree alone makes its own). */
export function useTreeDnd(): { inProvider: boolean; external: ExternalDrag | null } {
  const { dragDropManager } = useContext(DndContext);
  const external = useContext(ExternalDragContext);
  return useMemo(() => ({ inProvider: dragDropManager !== undefined, external }), [dragDropManager, external]);
}

/**
 * Makes an element a drag source of `node` for the trees of the provider; null: not draggable (already
 * placed, say). Answers the ref to put on the element.
 */
export function useTreeDragSource(node: TreeNode | null): (element: HTMLElement | null) => void {
  const external = useContext(ExternalDragContext);
  const [, drag, preview] = useDrag(
    () => ({
      type: TREE_DRAG_TYPE,
      canDrag: () => node !== null && external !== null,
      item: () => {
        external?.set(node);
        // The shape arborist reads: no dragIds of its own, so it moves nothing itself.
        return { id: node?.id ?? '', dragIds: [], data: node };
      },
      end: () => {
        external?.set(null);
      },
    }),
    [node, external],
  );
  // The tree draws its own preview near the pointer (with the drop's verdict): no browser ghost image.
  useEffect(() => {
    preview(getEmptyImage());
  }, [preview]);
  return (element) => {
    drag(element);
  };
}
