import { describe, expect, it } from 'vitest';
import { EDITOR_XML_MAX_BYTES } from '../../../src/shared/domain/editor';
import { editorDraftKey, fitsEditorDraft, parseEditorDraft } from '../../../src/shared/rules/editor-draft';
import { draftData, draftKey } from '../../../src/shared/schemas';

/** An XML text of `bytes` UTF-8 bytes, dense in quotes (each one doubles in JSON). */
function xmlOf(bytes: number, fill = 'a'): string {
  const open = '<article id="42"><corps>';
  const close = '</corps></article>';
  const para = '<para c="x">' + fill.repeat(20) + '</para>';
  let body = para.repeat(Math.floor((bytes - open.length - close.length) / para.length));
  body += ' '.repeat(bytes - open.length - close.length - body.length);
  return open + body + close;
}

describe('the editor’s draft rules (issue 33)', () => {
  it('keys one draft per document, a key the store accepts', () => {
    expect(editorDraftKey(42)).toBe('editor/42');
    expect(draftKey.safeParse(editorDraftKey(42)).success).toBe(true);
  });

  it('is bounded by the editor’s 5 MB, counted in UTF-8 bytes', () => {
    expect(fitsEditorDraft(xmlOf(EDITOR_XML_MAX_BYTES))).toBe(true);
    expect(fitsEditorDraft(xmlOf(EDITOR_XML_MAX_BYTES + 1))).toBe(false);
    // Two bytes a character: half as many characters reach the bound.
    const accented = 'é'.repeat(EDITOR_XML_MAX_BYTES / 2);
    expect(fitsEditorDraft(accented)).toBe(true);
    expect(fitsEditorDraft(`${accented}a`)).toBe(false);
  });

  it('a draft of the largest text the editor saves passes the bridge’s check of drafts.save', () => {
    const xml = xmlOf(EDITOR_XML_MAX_BYTES);
    expect(draftData.safeParse({ documentId: 42, xml, basedOn: '7' }).success).toBe(true);
    // Still bounded: twice that is refused.
    expect(draftData.safeParse({ documentId: 42, xml: xml + xml, basedOn: '7' }).success).toBe(false);
  });

  it('reads back only a draft of this document in the editor’s shape', () => {
    const draft = { documentId: 42, xml: '<article/>', basedOn: '7' };
    expect(parseEditorDraft(draft, 42)).toEqual(draft);
    expect(parseEditorDraft(draft, 43)).toBeNull();
    expect(parseEditorDraft({ ...draft, xml: '' }, 42)).toBeNull();
    expect(parseEditorDraft({ ...draft, basedOn: 7 }, 42)).toBeNull();
    expect(parseEditorDraft({ name: 'Durand' }, 42)).toBeNull();
    expect(parseEditorDraft(null, 42)).toBeNull();
  });
});
