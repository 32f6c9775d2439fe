import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, open, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestClient } from '../../../../src/core/http/rest-client';
import {
  assertSourceAllowed,
  checkAll,
  createUploadHandlers,
  DOCX_MIME,
  inspectUpload,
  PATH_SOURCE_REFUSED,
  readUpload,
  toImagePayload,
  toMultipart,
  XML_MIME,
} from '../../../../src/core/uploads';
import { BridgeError } from '../../../../src/shared/errors';
import { MAX_IMAGE_BYTES, type FileSource } from '../../../../src/shared/schemas';
import { docxBytes, jpegBytes, pngBytes, zipBytes } from './fixtures';

let dir = '';
const path = (name: string) => join(dir, name);
const fromPath = (name: string): FileSource => ({ kind: 'path', path: path(name) });
const fromBytes = (name: string, bytes: Buffer): FileSource => ({ kind: 'bytes', name, size: bytes.length, base64: bytes.toString('base64') });

/** A file of `size` bytes that starts with `head` and is sparse after it: no memory, hardly any disk. */
async function sparseFile(name: string, head: Buffer, size: number): Promise<void> {
  const handle = await open(path(name), 'w');
  try {
    await handle.write(head, 0, head.length, 0);
    await handle.truncate(size);
  } finally {
    await handle.close();
  }
}

/** The rejection a check throws: code UPLOAD_REJECTED, reason and French message. */
async function rejection(promise: Promise<unknown>): Promise<BridgeError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(BridgeError);
    expect((error as BridgeError).code).toBe('UPLOAD_REJECTED');
    expect((error as BridgeError).status).toBeUndefined();
    return error as BridgeError;
  }
  throw new Error('expected a rejection');
}

const PNG = pngBytes();
const JPEG = jpegBytes();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pupitre-uploads-'));
  await writeFile(path('photo.jpg'), JPEG);
  await writeFile(path('image-png.txt'), PNG);
  await writeFile(path('notes.png'), 'Ceci est un texte, pas une image.\n');
  await writeFile(path('document.pdf.png'), Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1'));
  await writeFile(path('empty.png'), '');
  await sparseFile('exact.jpg', JPEG, MAX_IMAGE_BYTES);
  await sparseFile('one-byte-over.jpg', JPEG, MAX_IMAGE_BYTES + 1);
  await sparseFile('eleven-mb.jpg', JPEG, 11_000_000);
  await mkdir(path('folder.png'));
  await symlink(path('image-png.txt'), path('link-to-png.jpg'));
  await symlink(path('folder.png'), path('link-to-folder.png'));
  await symlink('/dev/zero', path('zero.png'));
  await writeFile(path('import.xml'), '<?xml version="1.0" encoding="UTF-8"?>\n<article id="1"/>');
  await writeFile(path('bom.xml'), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\n<article/>')]));
  await writeFile(path('utf16.xml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<?xml version="1.0"?><a/>', 'utf16le')]));
  await writeFile(path('not-xml.xml'), 'article: 1\n');
  await writeFile(path('lettre.docx'), docxBytes());
  await writeFile(path('archive.docx'), zipBytes({ 'readme.txt': 'rien' }));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('images: size first, then type by content, never by name', () => {
  it('accepts a JPEG, and a PNG whatever its name', async () => {
    expect(await inspectUpload(fromPath('photo.jpg'), 'image')).toEqual({ name: 'photo.jpg', size: JPEG.length, mimeType: 'image/jpeg' });
    const upload = await readUpload(fromPath('image-png.txt'), 'image');
    expect(upload).toMatchObject({ name: 'image-png.txt', size: PNG.length, mimeType: 'image/png' });
    expect(upload.bytes.equals(PNG)).toBe(true);
  });

  it('accepts exactly 10,000,000 bytes and refuses 10,000,001 with file-too-large', async () => {
    expect(await inspectUpload(fromPath('exact.jpg'), 'image')).toMatchObject({ size: MAX_IMAGE_BYTES, mimeType: 'image/jpeg' });
    const error = await rejection(inspectUpload(fromPath('one-byte-over.jpg'), 'image'));
    expect(error.reason).toBe('file-too-large');
    expect(error.message).toContain('« one-byte-over.jpg »');
    expect(error.message).toContain('JPEG');
  });

  it('refuses an 11 MB JPEG with file-too-large without reading it', async () => {
    const rssBefore = process.memoryUsage().arrayBuffers;
    const error = await rejection(readUpload(fromPath('eleven-mb.jpg'), 'image'));
    expect(error.reason).toBe('file-too-large');
    expect(error.message).toBe('Le fichier « eleven-mb.jpg » (JPEG, 11,0 Mo) dépasse la taille maximale autorisée de 10 000 000 octets.'.replace(/ (?=000)/g, '\u202f'));
    expect(process.memoryUsage().arrayBuffers - rssBefore).toBeLessThan(5_000_000);
  });

  it('refuses a text file named .png with file-invalid-type, naming the file and its detected type', async () => {
    const error = await rejection(readUpload(fromPath('notes.png'), 'image'));
    expect(error.reason).toBe('file-invalid-type');
    expect(error.message).toBe('Le fichier « notes.png » n’est pas accepté (type détecté : texte ; JPEG ou PNG attendu).');
    expect((await rejection(inspectUpload(fromPath('document.pdf.png'), 'image'))).message).toContain('type détecté : PDF');
    expect((await rejection(inspectUpload(fromPath('empty.png'), 'image'))).reason).toBe('file-invalid-type');
  });

  it('refuses folders, devices and links to them; follows a link to a regular file', async () => {
    for (const name of ['folder.png', 'link-to-folder.png', 'zero.png']) {
      expect((await rejection(readUpload(fromPath(name), 'image'))).reason).toBe('file-invalid-type');
    }
    expect((await rejection(readUpload({ kind: 'path', path: '/dev/null' }, 'image'))).reason).toBe('file-invalid-type');
    expect(await inspectUpload(fromPath('link-to-png.jpg'), 'image')).toMatchObject({ name: 'link-to-png.jpg', mimeType: 'image/png' });
  });

  it('refuses a named pipe at once instead of waiting for a writer', async () => {
    try {
      execFileSync('mkfifo', [path('pipe.png')]);
    } catch {
      return; // no mkfifo here
    }
    expect((await rejection(readUpload(fromPath('pipe.png'), 'image'))).reason).toBe('file-invalid-type');
  });

  it('reports a missing file or a relative path as file-unreadable', async () => {
    expect((await rejection(readUpload(fromPath('missing.png'), 'image'))).reason).toBe('file-unreadable');
    expect((await rejection(readUpload({ kind: 'path', path: 'photo.jpg' }, 'image'))).reason).toBe('file-unreadable');
  });
});

describe('bytes sent by the web host are checked the same way', () => {
  it('accepts a PNG named .txt and refuses a text named .png', async () => {
    const upload = await readUpload(fromBytes('C:\\Users\\moi\\image.txt', PNG), 'image');
    expect(upload).toMatchObject({ name: 'image.txt', mimeType: 'image/png', size: PNG.length });
    expect(upload.bytes.equals(PNG)).toBe(true);
    expect((await rejection(readUpload(fromBytes('notes.png', Buffer.from('bonjour')), 'image'))).reason).toBe('file-invalid-type');
  });

  it('refuses by decoded length, and a base64 string too long before decoding it', async () => {
    const limit = 3_000;
    const exact = Buffer.concat([JPEG, Buffer.alloc(limit - JPEG.length)]);
    expect(await inspectUpload(fromBytes('a.jpg', exact), 'image', { maxBytes: limit })).toMatchObject({ size: limit });
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    expect((await rejection(readUpload(fromBytes('a.jpg', over), 'image', { maxBytes: limit }))).reason).toBe('file-too-large');
    // 13,333,336 base64 characters decode to 10,000,002 bytes: refused even though it is not valid base64.
    const tooLong = JPEG.toString('base64').slice(0, 8) + '!'.repeat(13_333_336 - 8);
    const error = await rejection(readUpload({ kind: 'bytes', name: 'grand.jpg', size: 1, base64: tooLong }, 'image'));
    expect(error.reason).toBe('file-too-large');
    expect(error.message).toContain('« grand.jpg »');
  });

  it('reports text that is not base64 as file-unreadable', async () => {
    expect((await rejection(readUpload({ kind: 'bytes', name: 'a.png', size: 3, base64: 'iVBO!!==' }, 'image'))).reason).toBe('file-unreadable');
  });
});

describe('imports: XML, or XML or DOCX', () => {
  it('accepts a well-formed XML start, with or without BOM', async () => {
    for (const name of ['import.xml', 'bom.xml', 'utf16.xml']) {
      expect(await inspectUpload(fromPath(name), 'xml')).toMatchObject({ name, mimeType: XML_MIME });
    }
    expect((await rejection(readUpload(fromPath('not-xml.xml'), 'xml'))).reason).toBe('file-invalid-type');
    expect((await rejection(readUpload(fromPath('photo.jpg'), 'xml'))).message).toContain('type détecté : JPEG ; XML attendu');
  });

  it('tells a DOCX from another zip by its content, for xml-or-docx only', async () => {
    expect(await inspectUpload(fromPath('lettre.docx'), 'xml-or-docx')).toMatchObject({ mimeType: DOCX_MIME });
    const upload = await readUpload(fromPath('lettre.docx'), 'xml-or-docx');
    expect(upload.mimeType).toBe(DOCX_MIME);
    expect(await readUpload(fromBytes('lettre', docxBytes()), 'xml-or-docx')).toMatchObject({ mimeType: DOCX_MIME });
    expect(await inspectUpload(fromPath('import.xml'), 'xml-or-docx')).toMatchObject({ mimeType: XML_MIME });
    const zip = await rejection(readUpload(fromPath('archive.docx'), 'xml-or-docx'));
    expect(zip.reason).toBe('file-invalid-type');
    expect(zip.message).toContain('type détecté : ZIP ; XML ou DOCX attendu');
    expect((await rejection(readUpload(fromPath('lettre.docx'), 'xml'))).reason).toBe('file-invalid-type');
    expect((await rejection(readUpload(fromPath('lettre.docx'), 'image'))).reason).toBe('file-invalid-type');
  });
});

describe('several files dropped at once', () => {
  it('answers one result per file, in order, each with its own code', async () => {
    const results = await checkAll(
      [fromPath('photo.jpg'), fromPath('notes.png'), fromPath('folder.png'), fromPath('eleven-mb.jpg'), fromPath('missing.png'), fromBytes('b.png', PNG)],
      'image',
      { maxFiles: 5 },
    );
    expect(results.map((r) => (r.ok ? `${r.name}: ${r.info.mimeType}` : `${r.name}: ${r.reason}`))).toEqual([
      'photo.jpg: image/jpeg',
      'notes.png: file-invalid-type',
      'folder.png: file-invalid-type',
      'eleven-mb.jpg: file-too-large',
      'missing.png: file-unreadable',
      'b.png: too-many-files',
    ]);
    expect(results[1]).toMatchObject({ ok: false, message: expect.stringContaining('« notes.png »') });
  });
});

describe('what is sent', () => {
  it('an image as {data: base64 data URL, name} (spec 1 §7)', async () => {
    const payload = toImagePayload(await readUpload(fromPath('image-png.txt'), 'image'));
    expect(payload.name).toBe('image-png.txt');
    expect(payload.data.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(payload.data.slice('data:image/png;base64,'.length), 'base64').equals(PNG)).toBe(true);
    expect(toImagePayload(await readUpload(fromPath('photo.jpg'), 'image')).data.startsWith('data:image/jpeg;base64,/9j/')).toBe(true);
  });

  it('an import as multipart with one file field named file, through RestClient', async () => {
    const received: { type: string; body: string }[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ type: req.headers['content-type'] ?? '', body: Buffer.concat(chunks).toString('latin1') });
        res.setHeader('content-type', 'application/json');
        res.end('{"id":7}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const rest = new RestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      const upload = await readUpload(fromPath('lettre.docx'), 'xml-or-docx');
      const answer = await rest.request('POST', '/api/import', { anonymous: true, body: toMultipart(upload, { periodical: 'BJS' }) });
      expect(answer).toEqual({ id: 7 });
      const [{ type, body } = { type: '', body: '' }] = received;
      expect(type).toMatch(/^multipart\/form-data; boundary=/);
      expect(body).toContain('Content-Disposition: form-data; name="file"; filename="lettre.docx"');
      expect(body).toContain(`Content-Type: ${DOCX_MIME}`);
      expect(body).toContain('name="periodical"');
      expect(body.split('filename=').length).toBe(2);
      expect(body).toContain(docxBytes().toString('latin1'));
      // Node's global FormData goes out as multipart as well, never as JSON.
      const form = new globalThis.FormData();
      form.append('file', new Blob([Buffer.from('<a/>')], { type: XML_MIME }), 'a.xml');
      await rest.request('POST', '/api/import', { anonymous: true, body: form });
      expect(received[1]?.type).toMatch(/^multipart\/form-data; boundary=/);
      expect(received[1]?.body).toContain('filename="a.xml"');
    } finally {
      server.close();
    }
  });
});

describe('uploads.checkImage', () => {
  it('answers name, size and type, or throws the rejection', async () => {
    const handlers = createUploadHandlers({ host: 'electron' });
    expect(await handlers['uploads.checkImage'](fromPath('image-png.txt'))).toEqual({ name: 'image-png.txt', size: PNG.length, mimeType: 'image/png' });
    expect((await rejection(Promise.resolve(handlers['uploads.checkImage'](fromPath('notes.png'))))).reason).toBe('file-invalid-type');
    expect((await stat(path('eleven-mb.jpg'))).blocks * 512).toBeLessThan(1_000_000); // still sparse: never filled
  });
});

describe('path sources outside the desktop app', () => {
  it('are refused INVALID_ARGUMENT in the web host before the file is touched; bytes still pass', async () => {
    const handlers = createUploadHandlers({ host: 'web' });
    for (const source of [fromPath('photo.jpg'), { kind: 'path', path: '/etc/passwd' } as const, fromPath('absent.png')]) {
      let refused: unknown = null;
      try {
        await handlers['uploads.checkImage'](source);
      } catch (error) {
        refused = error;
      }
      // Same answer whether the file exists or not: nothing can be learnt about the host's disk.
      expect(refused).toMatchObject({ code: 'INVALID_ARGUMENT', message: PATH_SOURCE_REFUSED });
    }
    expect(await handlers['uploads.checkImage'](fromBytes('photo.jpg', JPEG))).toEqual({ name: 'photo.jpg', size: JPEG.length, mimeType: 'image/jpeg' });
    expect(() => assertSourceAllowed(fromPath('photo.jpg'), 'electron')).not.toThrow();
  });
});
