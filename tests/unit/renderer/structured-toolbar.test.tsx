import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ARTICLE_XML_SCHEMA } from '../../../src/shared/editor/article-schema';
import { structuredSchema } from '../../../src/renderer/features/articles/editor/structured/pm-schema';
import { xmlToDoc } from '../../../src/renderer/features/articles/editor/structured/xml-document';
import { StructuredEditor, type StructuredEditorHandle } from '../../../src/renderer/features/articles/editor/structured/StructuredEditor';
import { renderMedia } from './media-harness';

/** The structured editor's toolbar (issue 33): footnotes where the schema allows them, metadata for experts. */

const ss = structuredSchema(ARTICLE_XML_SCHEMA);
const ARTICLE = '<article id="1"><titre>Titre</titre><corps><para>Texte</para></corps></article>';
/** The caret starts at the document's start: here in the paragraph. */
const TEXT_FIRST = '<article id="1"><corps><para>Texte</para></corps></article>';
const BUNDLE = '<lot id="2"><titre>Lot</titre><presentation><para>Présentation</para></presentation></lot>';

function show(xml: string, expertMode = false) {
  const ref = createRef<StructuredEditorHandle>();
  let changes = 0;
  renderMedia(<StructuredEditor ref={ref} ss={ss} label="Contenu" readOnly={false} expertMode={expertMode} onChange={() => (changes += 1)} />);
  const result = xmlToDoc(ss, xml, null);
  if (!result.ok) throw new Error(result.reason);
  act(() => ref.current?.load(result.doc));
  const xmlNow = () => (ref.current?.getXml() ?? '').replace(/\n\s*/g, '');
  return { xmlNow, changes: () => changes };
}

describe('footnotes from the toolbar', () => {
  it('« Note » inserts the call at the caret and its note, then the caret is in the note, where no call goes', () => {
    const { xmlNow, changes } = show(TEXT_FIRST);
    fireEvent.click(screen.getByRole('button', { name: 'Note' }));
    expect(xmlNow()).toContain('<para><appel-note note="n1"></appel-note>Texte</para></corps><notes><note id="n1"><para></para></note></notes>');
    expect(changes()).toBe(1);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Contenu' }));
    // The note shows the identifier its call shows.
    expect(screen.getByRole('textbox', { name: 'Contenu' }).querySelector('.pm-note')?.getAttribute('data-note')).toBe('n1');
    // In the note now: no call there.
    expect(screen.getByRole('button', { name: 'Note' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('Ctrl+Alt+F, as in Word', () => {
    const { xmlNow } = show(TEXT_FIRST);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Contenu' }), { key: 'f', code: 'KeyF', ctrlKey: true, altKey: true });
    expect(xmlNow()).toContain('<appel-note note="n1"></appel-note>Texte</para></corps><notes><note id="n1">');
  });

  it('in a bundle, « Note » stays focusable, disabled, and its description says a bundle has no notes', async () => {
    show(BUNDLE);
    const note = screen.getByRole('button', { name: 'Note' });
    expect(note.getAttribute('aria-disabled')).toBe('true');
    act(() => note.focus());
    expect(document.activeElement).toBe(note);
    fireEvent.pointerEnter(note);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('Note (Ctrl+Alt+F) : Un lot n’a pas de notes de bas de page : ses articles en ont.');
  });
});

describe('metadata from the toolbar', () => {
  it('is offered in expert mode only', () => {
    show(ARTICLE);
    expect(screen.queryByRole('button', { name: 'Métadonnée' })).toBeNull();
  });

  it('asks a name and a value, both required, and adds the metadata', async () => {
    const { xmlNow } = show(ARTICLE, true);
    fireEvent.click(screen.getByRole('button', { name: 'Métadonnée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une métadonnée' });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Le nom est obligatoire.')).toBeTruthy();
    expect(screen.getByText('La valeur est obligatoire.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Nom/ }), { target: { value: 'domaine' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Valeur/ }), { target: { value: 'social' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(xmlNow()).toContain('</corps><metadonnees><meta nom="domaine" valeur="social"></meta></metadonnees></article>');
  });
});
