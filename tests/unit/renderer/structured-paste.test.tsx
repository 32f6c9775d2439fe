import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ARTICLE_XML_SCHEMA } from '../../../src/shared/editor/article-schema';
import { structuredSchema } from '../../../src/renderer/features/articles/editor/structured/pm-schema';
import { xmlToDoc } from '../../../src/renderer/features/articles/editor/structured/xml-document';
import { cleanSlice } from '../../../src/renderer/features/articles/editor/structured/clipboard';
import { StructuredEditor, type StructuredEditorHandle } from '../../../src/renderer/features/articles/editor/structured/StructuredEditor';
import { renderMedia } from './media-harness';

/**
 * Copy and paste in the structured editor (issue 34): HTML from a web page that names the editor's node types
 * (data-pm, data-attrs, data-pm-slice) writes none of what it carries into the article's XML (a script, an onclick,
 * a javascript: renvoi, a table for a non-expert); the editor's own copy comes back with its elements and
 * attributes, and outside the expert mode without the expert parts.
 */

const ss = structuredSchema(ARTICLE_XML_SCHEMA);
const EMPTY = '<article id="9"><titre>Vide</titre><corps><para>x</para></corps></article>';

function show(label: string, xml: string, expertMode: boolean) {
  const ref = createRef<StructuredEditorHandle>();
  renderMedia(<StructuredEditor ref={ref} ss={ss} label={label} readOnly={false} expertMode={expertMode} onChange={() => undefined} />);
  const result = xmlToDoc(ss, xml, null);
  if (!result.ok) throw new Error(result.reason);
  act(() => ref.current?.load(result.doc));
  const area = screen.getByRole('textbox', { name: label });
  return { area, xml: () => (ref.current?.getXml() ?? '').replace(/\n\s*/g, '') };
}

/** A clipboard event carrying `data` (what a paste reads), or collecting what a copy writes in it. */
function clipboardEvent(type: 'copy' | 'paste', data: Record<string, string>): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { getData: (format: string) => data[format] ?? '', setData: (format: string, value: string) => (data[format] = value), clearData: () => undefined },
  });
  return event;
}

const selectAll = (area: HTMLElement) => fireEvent.keyDown(area, { key: 'a', code: 'KeyA', ctrlKey: true });
/** Pastes over the whole document, or at its end (`atEnd`: in its last paragraph). */
const paste = (area: HTMLElement, html: string, atEnd = false) => {
  if (atEnd) fireEvent.keyDown(area, { key: 'End', code: 'End', ctrlKey: true });
  else selectAll(area);
  act(() => {
    area.dispatchEvent(clipboardEvent('paste', { 'text/html': html, 'text/plain': 'texte' }));
  });
};

/** What a web page may put on the clipboard, naming the editor's node types and their round-trip formatting. */
const TAG = JSON.stringify({ open: '<script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script><para onclick="alert(2)">', key: JSON.stringify([['onclick', 'alert(2)']]) });
const HOSTILE =
  `<p data-pm-slice='1 1 ["tableau",{"extra":[["onclick","alert(3)"]]}]' data-pm="para" data-attrs='${JSON.stringify({ tag: JSON.parse(TAG) as unknown, extra: [['onclick', 'alert(2)']], ws: '<script>alert(4)</script>' }).replace(/'/g, '&#39;')}'>` +
  `Un <span data-pm="renvoi" data-attrs='{"type":"url","refid":"javascript:alert(5)"}'>lien</span> ` +
  `<span data-pm="empty_markup" data-attrs='{"element":"script","extra":[["src","x"]]}'></span></p>` +
  `<div data-pm="tableau" data-attrs='{"titre":"T"}'><div data-pm="ligne"><div data-pm="cellule">cellule</div></div></div>` +
  `<div data-pm="metadonnees"><div data-pm="meta" data-attrs='{"nom":"a","valeur":"b"}'></div></div>`;

describe('a paste from a web page', () => {
  for (const expertMode of [false, true]) {
    it(`writes none of the editor's node types or formatting it names (${expertMode ? 'expert' : 'not expert'})`, () => {
      const { area, xml } = show('Contenu', EMPTY, expertMode);
      paste(area, HOSTILE, true);
      const written = xml();
      for (const hostile of ['script', 'onclick', 'javascript:', 'alert', '<tableau', '<meta', '<renvoi']) expect(written).not.toContain(hostile);
      // The text is kept, as plain content of the schema.
      expect(written).toContain('Un lien');
      expect(written).toContain('cellule');
    });
  }

  it('keeps a web link as a renvoi, as the Word import does', () => {
    const { area, xml } = show('Contenu', EMPTY, false);
    paste(area, '<p>Voir <a href="https://www.legifrance.gouv.fr/">Légifrance</a> et <a href="javascript:alert(1)">ceci</a>.</p>', true);
    expect(xml()).toContain('<para>xVoir <renvoi type="url" refid="https://www.legifrance.gouv.fr/">Légifrance</renvoi> et ceci.</para>');
  });
});

describe('the editor’s own copy', () => {
  const SOURCE =
    '<article id="1"><titre>T <i>i</i></titre><corps><section id="s1"><titre>S</titre><liste type="numeros"><item>a <renvoi type="url" refid="https://x.fr">r</renvoi></item></liste>' +
    '<citation source="Cass."><para>c<sup>e</sup></para></citation><tableau titre="Tab"><ligne><cellule entete="oui">h</cellule></ligne></tableau></section></corps>' +
    '<notes><note id="n1"><para>n</para></note></notes><metadonnees><meta nom="a" valeur="b"/></metadonnees></article>';

  const copied = () => {
    const { area } = show('Source', SOURCE, true);
    selectAll(area);
    const data: Record<string, string> = {};
    act(() => {
      area.dispatchEvent(clipboardEvent('copy', data));
    });
    return data['text/html'] ?? '';
  };

  it('comes back with its elements and attributes in an expert’s editor', () => {
    const html = copied();
    const { area, xml } = show('Cible', EMPTY, true);
    paste(area, html);
    expect(xml()).toBe(SOURCE.replace('<meta nom="a" valeur="b"/>', '<meta nom="a" valeur="b"></meta>'));
  });

  it('comes back without the expert parts outside the expert mode: the table’s text as paragraphs, no metadata', () => {
    const html = copied();
    const { area, xml } = show('Cible', EMPTY, false);
    paste(area, html);
    expect(xml()).toBe(SOURCE.replace('<tableau titre="Tab"><ligne><cellule entete="oui">h</cellule></ligne></tableau>', '<para>h</para>').replace('<metadonnees><meta nom="a" valeur="b"/></metadonnees>', ''));
  });

  it('loses what it carries outside the schema when written anew', () => {
    const { area } = show('Source', SOURCE.replace('<para>c', '<para onclick="x" class="y">c'), true);
    selectAll(area);
    const data: Record<string, string> = {};
    act(() => {
      area.dispatchEvent(clipboardEvent('copy', data));
    });
    const { area: target, xml } = show('Cible', EMPTY, true);
    paste(target, data['text/html'] ?? '');
    expect(xml()).toContain('<citation source="Cass."><para>c<sup>e</sup></para></citation>');
  });
});

describe('a table’s cells pasted outside the expert mode', () => {
  const read = xmlToDoc(ss, '<article id="1"><titre>T</titre><corps><tableau><ligne><cellule>un</cellule><cellule>deux</cellule></ligne></tableau></corps></article>', null);
  if (!read.ok) throw new Error(read.reason);
  const doc = read.doc;
  const at = (text: string) => {
    let found = -1;
    doc.descendants((node, pos) => {
      if (node.isText && node.text === text) found = pos;
    });
    return found;
  };
  /** From inside the first cell's text to inside the second's: the slice holds two open cells. */
  const slice = doc.slice(at('un') + 1, at('deux') + 1);

  it('keeps them as cells inside a table, where they go', () => {
    expect(slice.content.firstChild?.type.name).toBe('cellule');
    const cleaned = cleanSlice(ss, slice, { inExpert: true });
    expect([cleaned.content.childCount, cleaned.content.firstChild?.type.name, cleaned.openStart, cleaned.openEnd]).toEqual([2, 'cellule', slice.openStart, slice.openEnd]);
  });

  it('makes them paragraphs elsewhere, closed: no table is made around them', () => {
    const cleaned = cleanSlice(ss, slice, { inExpert: false });
    expect([cleaned.openStart, cleaned.openEnd]).toEqual([0, 0]);
    const blocks: [string, string][] = [];
    cleaned.content.forEach((node) => blocks.push([node.type.name, node.textContent]));
    expect(blocks).toEqual([['para', 'n'], ['para', 'd']]);
  });
});
