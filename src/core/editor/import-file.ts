import mammoth from 'mammoth';
import { EDITOR_WORD_MAX_BYTES, EDITOR_XML_MAX_BYTES, type EditorImport } from '../../shared/domain/editor';
import type { DocumentKind } from '../../shared/domain/publication';
import { BridgeError } from '../../shared/errors';
import { boundedZip, type ZipLimits } from '../../shared/zip-bounds';
import type { FileSource } from '../../shared/schemas';
import { DOCX_MIME, readUpload } from '../uploads/read-upload';
import { wordHtmlToArticleBlocks } from './word-to-article';

/** A Word document's text is a few MB inflated; its images are not read. A zip bomb is far above. */
export const WORD_ZIP_LIMITS: ZipLimits = { entries: 2000, entryBytes: 50_000_000, totalBytes: 100_000_000 };

const unreadable = (name: string, why: string) => new BridgeError('UPLOAD_REJECTED', `Le fichier « ${name} » n’a pas pu être lu : ${why}`, undefined, 'file-invalid-type');

/**
 * Reads a file the editor imports: checked by size and content as every upload (an XML document, or a
 * Word document told by its entries), an XML one decoded as UTF-8, a Word one converted by mammoth to
 * the blocks of the body of a document of `kind` (images not even decoded: they are counted and left out).
 */
export async function readEditorImport(source: FileSource, kind: DocumentKind): Promise<EditorImport> {
  const upload = await readUpload(source, 'xml-or-docx', { maxBytes: EDITOR_WORD_MAX_BYTES });
  if (upload.mimeType !== DOCX_MIME) {
    if (upload.size > EDITOR_XML_MAX_BYTES) throw new BridgeError('UPLOAD_REJECTED', `Le fichier « ${upload.name} » dépasse 5 Mo : un document XML en fait 5 au plus.`, undefined, 'file-too-large');
    try {
      const xml = new TextDecoder('utf-8', { fatal: true }).decode(upload.bytes).replace(/^\uFEFF/, '');
      return { name: upload.name, format: 'XML', xml };
    } catch {
      throw unreadable(upload.name, 'il n’est pas encodé en UTF-8.');
    }
  }
  const bounded = boundedZip(upload.bytes, WORD_ZIP_LIMITS);
  if (!bounded.ok) throw unreadable(upload.name, bounded.reason);
  let html: string;
  try {
    // mammoth reads only the archive written anew from the checked entries.
    const converted = await mammoth.convertToHtml({ buffer: Buffer.from(bounded.zip) }, { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) });
    html = converted.value;
  } catch {
    throw unreadable(upload.name, 'ce n’est pas un document Word valide.');
  }
  const blocks = wordHtmlToArticleBlocks(html, { sections: kind === 'ARTICLE' });
  return { name: upload.name, format: 'WORD', blocks: blocks.xml, droppedImages: blocks.droppedImages };
}
