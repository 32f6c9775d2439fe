import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { createRef } from 'react';
import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { history, undoDepth } from 'prosemirror-history';
import type { Node as PmNode } from 'prosemirror-model';
import { i18n } from '../../../src/renderer/i18n';
import { StructuredEditor, type StructuredEditorHandle } from '../../../src/renderer/features/articles/editor/structured/StructuredEditor';
import { docToXml } from '../../../src/renderer/features/articles/editor/structured/xml-document';
import { LOAD_STEP, loadCuts, showInSteps, type LoadSteps } from '../../../src/renderer/features/articles/editor/structured/load-steps';
import { docOf, ss } from './structured-fixture';

/**
 * A long article shown in steps (issue 33 item 4): its first blocks drawn at once, the others appended after
 * the first paint. The whole document in the end, byte for byte; nothing to save nor to undo for it; and
 * whatever needs the whole document (its text, the focus) gets it at once.
 */

afterEach(cleanup);

const PARAS = 1500;
/** About 200 kB: paragraphs with markup, then notes after the body. */
const LONG = `<?xml version="1.0"?>\n<article id="7">\n  <titre>Long</titre>\n  <corps>\n${Array.from(
  { length: PARAS },
  (_, i) => `    <para>Paragraphe ${i} : le juge rappelle que <i>l’obligation de moyens</i> s’apprécie au regard des diligences.</para>\n`,
).join('')}  </corps>\n  <notes>\n    <note id="n1">La note</note>\n  </notes>\n</article>\n`;

let view: EditorView | null = null;
afterEach(() => {
  view?.destroy();
  view = null;
});

/** A view of the editor's plugins that matter here, its steps run by hand. */
function stepped(doc: PmNode) {
  const queue: (() => void)[] = [];
  const changes: boolean[] = [];
  const left: { steps: LoadSteps | null } = { steps: null };
  // As the editor's: a change of the user's moves where the next step goes.
  const created = new EditorView(document.createElement('div'), {
    state: EditorState.create({ schema: ss.schema }),
    dispatchTransaction(tr) {
      created.updateState(created.state.apply(tr));
      changes.push(tr.getMeta(LOAD_STEP) === true);
      if (tr.getMeta(LOAD_STEP) !== true) left.steps?.map(tr);
    },
  });
  view = created;
  left.steps = showInSteps(created, doc, (d) => EditorState.create({ doc: d, plugins: [history()] }), (run) => {
    queue.push(run);
    return () => queue.splice(queue.indexOf(run), 1);
  });
  return { view: created, steps: left.steps, queue, changes };
}

describe('a long article shown in steps', () => {
  it('cuts a long document between blocks, a short one not at all', () => {
    expect(loadCuts(docOf('<article><titre>T</titre><corps><para>Court</para></corps></article>', 'article'))).toEqual([]);
    const doc = docOf(LONG, 'article');
    const cuts = loadCuts(doc);
    expect(cuts.length).toBeGreaterThan(3);
    expect(cuts.at(-1)).toBe(doc.content.size);
    expect(cuts).toEqual([...cuts].sort((a, b) => a - b));
    // Each cut falls between two blocks of a container: a document cut there is whole blocks.
    for (const cut of cuts.slice(0, -1)) expect(doc.resolve(cut).parent.isTextblock).toBe(false);
  });

  it('draws the first blocks, then appends the others, and ends with the very document read', () => {
    const doc = docOf(LONG, 'article');
    const { view: shown, queue, changes } = stepped(doc);
    expect(shown.dom.textContent).toContain('Paragraphe 0 ');
    expect(shown.dom.textContent).not.toContain(`Paragraphe ${PARAS - 1} `);
    expect(shown.dom.querySelectorAll('.pm-para').length).toBeLessThan(PARAS / 5);
    while (queue.length) queue.shift()?.();
    expect(shown.state.doc.eq(doc)).toBe(true);
    expect(shown.dom.querySelectorAll('.pm-para')).toHaveLength(PARAS);
    expect(docToXml(ss, shown.state.doc)).toBe(LONG);
    // Steps are no change of the user's: none to undo.
    expect(changes.length).toBeGreaterThan(2);
    expect(changes.every(Boolean)).toBe(true);
    expect(undoDepth(shown.state)).toBe(0);
  });

  it('appends what is left at once when asked, and after a change made meanwhile', () => {
    const doc = docOf(LONG, 'article');
    const { view: shown, steps, queue } = stepped(doc);
    queue.shift()?.();
    // A change in the blocks shown (the focus flushes first in the editor; the steps follow it anyway), at the first paragraph's start.
    shown.dispatch(shown.state.tr.insertText('Déjà ', 2 + 'Long'.length + 3));
    steps?.flush();
    expect(queue).toHaveLength(0);
    const xml = docToXml(ss, shown.state.doc);
    expect(xml).toBe(LONG.replace('<para>Paragraphe 0 ', '<para>Déjà Paragraphe 0 '));
  });
});

describe('the structured editor with a long article', () => {
  it('shows its start first, its whole text to whoever asks, the rest appended without a change to save', async () => {
    const editor = createRef<StructuredEditorHandle>();
    const onChange = vi.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <I18nextProvider i18n={i18n}>
          <StructuredEditor ref={editor} ss={ss} label="Contenu" readOnly={false} expertMode={false} onChange={onChange} />
        </I18nextProvider>
      </FluentProvider>,
    );
    act(() => editor.current?.load(docOf(LONG, 'article')));
    const text = screen.getByRole('textbox', { name: 'Contenu' });
    expect(text.textContent).not.toContain(`Paragraphe ${PARAS - 1} `);
    expect(editor.current?.getXml()).toBe(LONG);
    act(() => editor.current?.load(docOf(LONG, 'article')));
    await waitFor(() => expect(text.querySelectorAll('.pm-para')).toHaveLength(PARAS));
    expect(text.textContent).toContain('La note');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveProperty('disabled', true);
    // The focus (a click, the keyboard) brings the whole document before anything is typed.
    act(() => editor.current?.load(docOf(LONG, 'article')));
    act(() => text.focus());
    expect(text.querySelectorAll('.pm-para')).toHaveLength(PARAS);
  });
});
