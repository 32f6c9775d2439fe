import { afterEach, describe, expect, it } from 'vitest';
import { EditorState, type Plugin } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { baseKeymap } from 'prosemirror-commands';
import { keymap } from 'prosemirror-keymap';
import { docToXml } from '../../../src/renderer/features/articles/editor/structured/xml-document';
import { selectionBeforeKeys } from '../../../src/renderer/features/articles/editor/structured/selection-before-keys';
import { withEmptyRangeRects } from './range-rects';
import { docOf, ss } from './structured-fixture';

/**
 * The flake of `structured-editor-long.spec.ts` (CI of stop 41): a click, then End and Enter at once. The
 * browser had not yet sent `selectionchange` for the click, and ProseMirror split the article's title, where
 * its caret was when the editor got the focus. jsdom never sends that event: the key always comes first here.
 */

withEmptyRangeRects();

const ARTICLE = '<article id="1">\n  <titre>Titre</titre>\n  <corps>\n    <para>Un</para>\n    <para>Deux</para>\n  </corps>\n</article>\n';

let view: EditorView | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  view?.destroy();
  host?.remove();
  view = null;
  host = null;
});

/** An editor with the focus, its caret where ProseMirror puts it (the start), then moved by the browser only, as a click does. */
function clickedAtEndOf(text: string, plugins: Plugin[]): EditorView {
  host = document.body.appendChild(document.createElement('div'));
  const created = new EditorView(host, {
    state: EditorState.create({ doc: docOf(ARTICLE), plugins: [...plugins, keymap(baseKeymap)] }),
    attributes: { tabindex: '0' },
  });
  view = created;
  created.focus();
  const walker = document.createTreeWalker(created.dom, NodeFilter.SHOW_TEXT);
  let node = walker.nextNode();
  while (node && node.textContent !== text) node = walker.nextNode();
  if (!node) throw new Error(`no text ${text}`);
  document.getSelection()?.collapse(node, text.length);
  return created;
}

const press = (target: EditorView, key: string, init: KeyboardEventInit = {}) =>
  target.dom.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));

describe('a key pressed before the browser told the click', () => {
  it('is applied where the click put the caret', () => {
    const editor = clickedAtEndOf('Un', [selectionBeforeKeys()]);
    press(editor, 'Enter', { keyCode: 13 });
    expect(docToXml(ss, editor.state.doc)).toContain('<titre>Titre</titre>\n  <corps>\n    <para>Un</para>\n    <para></para>\n    <para>Deux</para>');
    expect(editor.state.selection.$from.parent.textContent).toBe('');
  });

  it('would split the title without the plugin: the race this test reproduces', () => {
    const editor = clickedAtEndOf('Un', []);
    press(editor, 'Enter', { keyCode: 13 });
    expect(docToXml(ss, editor.state.doc)).toContain('<titre></titre>\n  <titre>Titre</titre>');
  });

  it('leaves an input method’s keys to it', () => {
    const editor = clickedAtEndOf('Un', [selectionBeforeKeys()]);
    const start = editor.state.selection.from;
    press(editor, 'Process', { keyCode: 229, isComposing: true });
    expect(editor.state.selection.from).toBe(start);
    press(editor, 'End', { keyCode: 35 });
    expect(editor.state.selection.$from.parent.textContent).toBe('Un');
  });
});
