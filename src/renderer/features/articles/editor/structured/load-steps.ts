import type { Node as PmNode } from 'prosemirror-model';
import { Plugin, type EditorState, type Transaction } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { whenIdle } from '../../../../app/when-idle';

/**
 * A long article shown in steps (issue 33 item 4): its first blocks at once, the others appended after the
 * first paint, a step at each idle moment of the page. ProseMirror draws a whole document before anything
 * shows (thousands of blocks for 1 MB, each styled by the browser): the user now sees the article's start as
 * soon as a short article's, and the whole of it, find-in-page and the accessibility tree included, a moment
 * later. Whatever needs the whole document (its text, a command, the focus, a click) appends what is left
 * at once first: nothing ever edits or reads a part of the document.
 */

/** The first step's size, in document positions (about a screen and a half of paragraphs, as a short article's). */
const FIRST_STEP = 12_000;
/** Each next step's (≈ 250 paragraphs, a few milliseconds of drawing). */
const STEP = 32_000;

/** The meta of a step's transaction: no change of the user's (the page stays clean, nothing to undo). */
export const LOAD_STEP = 'structured-load-step';

/**
 * Where a document is cut into steps: positions between blocks, ascending, the last its end; none when it is
 * short enough to be drawn at once. Containers larger than a step are cut inside (a body of paragraphs).
 */
export function loadCuts(doc: PmNode, first = FIRST_STEP, step = STEP): number[] {
  const size = doc.content.size;
  if (size <= 2 * first) return [];
  const cuts: number[] = [];
  let budget = first;
  const walk = (node: PmNode, start: number) => {
    node.forEach((child, offset) => {
      const pos = start + offset;
      if (pos - (cuts.at(-1) ?? 0) >= budget) {
        cuts.push(pos);
        budget = step;
      }
      if (!child.isTextblock && !child.isLeaf && child.nodeSize > step) walk(child, pos + 1);
    });
  };
  walk(doc, 0);
  if (cuts.at(-1) !== size) cuts.push(size);
  return cuts.length > 1 ? cuts : [];
}

export interface LoadSteps {
  /** Appends at once what is left. */
  flush(): void;
  /** Appends nothing more (another document is loaded, the editor is closed). */
  cancel(): void;
  /** A change made while steps are left: where the next step goes follows it. */
  map(tr: Transaction): void;
}

type Idle = (run: () => void) => () => void;

/** The page's idle moments: a page busy for long still gets the rest of the document within 500 ms. */
const stepWhenIdle: Idle = (run) => whenIdle(run, 500);

/**
 * Shows `doc` in `view` (through `create`, the editor's new state for a document): at once when it is short,
 * else its first step now and the others appended by transactions marked LOAD_STEP. Answers the steps
 * left, or null.
 */
export function showInSteps(view: EditorView, doc: PmNode, create: (doc: PmNode) => EditorState, idle: Idle = stepWhenIdle): LoadSteps | null {
  const cuts = loadCuts(doc);
  const first = cuts.shift();
  if (first === undefined) {
    view.updateState(create(doc));
    return null;
  }
  view.updateState(create(doc.cut(0, first)));
  /** The end of what is shown, in the full document and in the view's. */
  let from = first;
  let at = first;
  let cancelNext: (() => void) | null = null;
  const append = (to: number) => {
    const tr = view.state.tr.replace(at, view.state.doc.content.size, doc.slice(from, to));
    at += to - from;
    from = to;
    view.dispatch(tr.setMeta(LOAD_STEP, true).setMeta('addToHistory', false));
  };
  const next = () => {
    const to = cuts.shift();
    if (to === undefined) return;
    append(to);
    cancelNext = cuts.length ? idle(next) : null;
  };
  cancelNext = idle(next);
  const cancel = () => {
    cancelNext?.();
    cancelNext = null;
    cuts.length = 0;
  };
  return {
    flush: () => {
      const to = cuts.at(-1);
      cancel();
      if (to !== undefined) append(to);
    },
    cancel,
    map: (tr) => {
      at = tr.mapping.map(at, 1);
    },
  };
}

/** What brings the user into the document appends what is left first: their change is made to the whole of it. */
export const flushOnEntry = (flush: () => void): Plugin => {
  const entered = () => {
    flush();
    return false;
  };
  return new Plugin({ props: { handleDOMEvents: { focus: entered, mousedown: entered, keydown: entered, drop: entered } } });
};
