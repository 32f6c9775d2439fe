import { EDITOR_XML_MAX_BYTES } from '../domain/editor';
import { utf8Length } from './file-names';

/**
 * The editor's local draft (issue 33 item 3): the unsaved XML text of a document, kept in the profile by the
 * forms' draft store (drafts.save) so that a crash, a window closed by the system, a lapsed session or a
 * cut network loses nothing. Both views of the editor write the same text (DocumentEditor's getText()).
 */
export interface EditorDraft {
  documentId: number;
  xml: string;
  /**
   * The Fonto contract's revisionId the text was read from; '' when the back-office gives none. A draft based on
   * another one than the saved text predates a save.
   */
  basedOn: string;
}

/** One draft per document for the signed-in user (the store keeps users apart). */
export function editorDraftKey(documentId: number): string {
  return `editor/${documentId}`;
}

/** The editor's bound: a text the save would refuse (over 5 MB) is not backed up either. */
export function fitsEditorDraft(xml: string): boolean {
  // A UTF-16 unit is 1 to 3 UTF-8 bytes: most texts are decided without encoding them.
  if (xml.length * 3 <= EDITOR_XML_MAX_BYTES) return true;
  if (xml.length > EDITOR_XML_MAX_BYTES) return false;
  return utf8Length(xml) <= EDITOR_XML_MAX_BYTES;
}

/** A stored draft checked for this document: another shape, another document or an empty text is dropped. */
export function parseEditorDraft(data: unknown, documentId: number): EditorDraft | null {
  if (typeof data !== 'object' || data === null) return null;
  const { documentId: id, xml, basedOn } = data as Partial<Record<keyof EditorDraft, unknown>>;
  if (id !== documentId || typeof xml !== 'string' || xml.length === 0 || typeof basedOn !== 'string') return null;
  return { documentId, xml, basedOn };
}
