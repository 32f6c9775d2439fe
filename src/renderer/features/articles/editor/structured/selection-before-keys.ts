import { Plugin } from 'prosemirror-state';

/**
 * A key pressed at once after a click goes where the click put the caret. The browser tells a new caret
 * by `selectionchange`, an event it queues after the click, and runs a key first when one is waiting (a
 * fast typist, a loaded machine): ProseMirror, which reads the caret on that event, would apply an Enter
 * or a letter where the caret was before, the start of the article when it just got the focus (ProseMirror
 * issue 1513). Before each key, the editor is told of the selection as the browser's event would tell it:
 * ProseMirror reads the caret, or finds it unchanged.
 */
export const selectionBeforeKeys = (): Plugin =>
  new Plugin({
    props: {
      handleDOMEvents: {
        keydown: (view, event) => {
          // A composition's keys (229) are the input method's, which ProseMirror follows by its own events.
          if (!event.isComposing && event.keyCode !== 229 && view.hasFocus()) view.dom.ownerDocument.dispatchEvent(new Event('selectionchange'));
          return false;
        },
      },
    },
  });
