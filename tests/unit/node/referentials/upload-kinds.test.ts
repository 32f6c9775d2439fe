import { describe, expect, it } from 'vitest';
import { readUpload, XLSX_MIME, JSON_MIME, TEXT_MIME, XML_MIME, DOCX_MIME } from '../../../../src/core/uploads/read-upload';
import { BridgeError } from '../../../../src/shared/errors';
import type { FileSource } from '../../../../src/shared/schemas';
import { docxOf } from '../../../support/docx';
import { xlsxOf } from './files';

/** The upload kinds of the referential imports (issue 12): checked on content, not on the name, before anything is sent. */

const source = (name: string, bytes: Buffer): FileSource => ({ kind: 'bytes', name, size: bytes.length, base64: bytes.toString('base64') });

async function refusal(promise: Promise<unknown>): Promise<BridgeError> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof BridgeError)) throw new Error('accepté');
  return error;
}

describe('upload kinds of the referential imports', () => {
  it("'table' takes an xlsx, a json and an xml, told by their content", async () => {
    const xlsx = await xlsxOf({ emetteurs: [['code', 'libelle']] });
    expect((await readUpload(source('sans-extension', xlsx), 'table')).mimeType).toBe(XLSX_MIME);
    expect((await readUpload(source('a.xlsx', Buffer.from('\uFEFF [{"code": "CE"}]')), 'table')).mimeType).toBe(JSON_MIME);
    expect((await readUpload(source('a.json', Buffer.from('<referentiel/>')), 'table')).mimeType).toBe(XML_MIME);
  });

  it("'table' refuses a Word document, a json that does not parse, a text", async () => {
    const docx = await refusal(readUpload(source('a.xlsx', Buffer.from(docxOf('<w:p/>'))), 'table'));
    expect(docx.message).toBe(`Le fichier « a.xlsx » n’est pas accepté (type détecté : ${DOCX_MIME} ; XLSX, JSON ou XML attendu).`);
    expect((await refusal(readUpload(source('a.json', Buffer.from('[{"code": ')), 'table'))).message).toBe('Le fichier « a.json » n’est pas un JSON valide.');
    expect((await refusal(readUpload(source('a.csv', Buffer.from('code;libelle')), 'table'))).reason).toBe('file-invalid-type');
  });

  it("'text' takes UTF-8 text only, whole", async () => {
    expect((await readUpload(source('motifs.txt', Buffer.from('Loi\t\\bloi\\b\n')), 'text')).mimeType).toBe(TEXT_MIME);
    const latin1 = Buffer.concat([Buffer.from('x'.repeat(5000)), Buffer.from([0xe9])]);
    expect((await refusal(readUpload(source('motifs.txt', latin1), 'text'))).message).toBe('Le fichier « motifs.txt » n’est pas un texte UTF-8.');
    expect((await refusal(readUpload(source('vide.txt', Buffer.alloc(0)), 'text'))).reason).toBe('file-invalid-type');
  });
});
