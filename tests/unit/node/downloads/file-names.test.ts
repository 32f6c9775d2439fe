import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadToFolder } from '../../../../src/core/downloads/download-file';
import { fileNameFromContentDisposition, rawDownloadName } from '../../../../src/core/downloads/content-disposition';
import { safeFileName, uniqueName, utf8Length } from '../../../../src/shared/rules/file-names';
import { startTestServer, type TestServer } from '../../../support/download-test-server';

describe('safeFileName: every name is hostile', () => {
  it.each([
    ['../../x', 'x'],
    ['..\\..\\x', 'x'],
    ['..\\x', 'x'],
    ['a/b', 'b'],
    ['/etc/passwd', 'passwd'],
    ['C:\\Windows\\system32\\cmd', 'cmd'],
    ['..', 'repli'],
    ['.', 'repli'],
    ['', 'repli'],
    ['   ', 'repli'],
  ])('keeps the basename of %j', (raw, expected) => {
    expect(safeFileName(raw, 'repli')).toBe(expected);
  });

  it('removes NUL, control characters, bidi overrides and the characters Windows forbids', () => {
    expect(safeFileName('rap\u0000port\u0007\u001f\u007f.txt', 'x')).toBe('rapport.txt');
    expect(safeFileName('a:b*c?d"e<f>g|h.pdf', 'x')).toBe('abcdefgh.pdf');
    expect(safeFileName('ligne1\nligne2\r\t.csv', 'x')).toBe('ligne1ligne2.csv');
    // U+202E shows "facture\u202Efdp.exe" as "factureexe.pdf"
    expect(safeFileName('facture\u202efdp.exe', 'x')).toBe('facturefdp.exe.bin');
    expect(safeFileName('\u0000', 'repli.txt')).toBe('repli.txt');
  });

  it.each([
    ['CON', '_CON'],
    ['con', '_con'],
    ['con.txt', '_con.txt'],
    ['Prn.Pdf', '_Prn.Pdf'],
    ['aux.tar.gz', '_aux.tar.gz'],
    ['NUL', '_NUL'],
    ['COM1', '_COM1'],
    ['com9.xml', '_com9.xml'],
    ['LPT1.csv', '_LPT1.csv'],
    ['lpt9', '_lpt9'],
    ['CON .txt', '_CON.txt'],
    ['CONSOLE.txt', 'CONSOLE.txt'],
    ['COM10.txt', 'COM10.txt'],
  ])('refuses the Windows device name %j', (raw, expected) => {
    expect(safeFileName(raw, 'x')).toBe(expected);
  });

  it('removes trailing dots and spaces, and leading dots', () => {
    expect(safeFileName('rapport.pdf. . ', 'x')).toBe('rapport.pdf');
    expect(safeFileName('rapport...', 'x')).toBe('rapport');
    expect(safeFileName('  .cache  ', 'x')).toBe('cache');
    expect(safeFileName('...', 'repli')).toBe('repli');
  });

  it('keeps names to 255 bytes, cutting on a character boundary and keeping the extension', () => {
    const ascii = safeFileName(`${'a'.repeat(300)}.pdf`, 'x');
    expect(utf8Length(ascii)).toBe(255);
    expect(ascii.endsWith('.pdf')).toBe(true);

    // 2-byte (é), 3-byte (€) and 4-byte (𝄞, a surrogate pair) characters: never cut in half.
    for (const char of ['é', '€', '𝄞']) {
      const name = safeFileName(`${char.repeat(200)}.xml`, 'x');
      expect(utf8Length(name)).toBeLessThanOrEqual(255);
      expect(name.endsWith('.xml')).toBe(true);
      expect(name).not.toContain('\ufffd');
      expect([...name.slice(0, -4)].every((c) => c === char)).toBe(true);
      expect(utf8Length(name)).toBeGreaterThan(255 - utf8Length(char) - 1);
    }
    const noExtension = safeFileName('é'.repeat(300), 'x');
    expect(utf8Length(noExtension)).toBe(254);
  });

  it('takes the extension from the allow-list when the content type is known', () => {
    expect(safeFileName('rapport.txt', 'x', 'application/pdf')).toBe('rapport.pdf');
    expect(safeFileName('rapport', 'x', 'application/pdf; charset=binary')).toBe('rapport.pdf');
    expect(safeFileName('Rapport v1.2', 'x', 'application/pdf')).toBe('Rapport v1.2.pdf');
    expect(safeFileName('image.exe', 'x', 'image/png')).toBe('image.png');
    expect(safeFileName('photo.jpeg', 'x', 'image/jpeg')).toBe('photo.jpeg');
    expect(safeFileName('photo.JPG', 'x', 'image/jpeg')).toBe('photo.JPG');
    expect(safeFileName('export.csv', 'x', 'text/csv; charset=utf-8')).toBe('export.csv');
    expect(safeFileName('auteurs', 'x', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('auteurs.xlsx');
    expect(safeFileName('42.xml', 'x', 'application/xml')).toBe('42.xml');
    expect(safeFileName('periodical', 'x', 'application/json; charset=utf-8')).toBe('periodical.json');
    // Unknown type: an allowed or harmless extension stays, one that would run something is made inert.
    expect(safeFileName('notes.md', 'x', 'application/octet-stream')).toBe('notes.md');
    expect(safeFileName('setup.exe', 'x', 'application/octet-stream')).toBe('setup.exe.bin');
    expect(safeFileName('page.html', 'x')).toBe('page.html.bin');
  });

  it('numbers a name that is taken: name (2).ext, name (3).ext', () => {
    const taken = new Set(['a.pdf', 'a (2).pdf']);
    expect(uniqueName('a.pdf', (n) => taken.has(n))).toBe('a (3).pdf');
    expect(uniqueName('b.pdf', (n) => taken.has(n))).toBe('b.pdf');
    expect(uniqueName('README', (n) => n === 'README')).toBe('README (2)');
    const long = safeFileName(`${'é'.repeat(200)}.pdf`, 'x');
    const numbered = uniqueName(long, (n) => n === long);
    expect(numbered.endsWith(' (2).pdf')).toBe(true);
    expect(utf8Length(numbered)).toBeLessThanOrEqual(255);
  });
});

describe('Content-Disposition (RFC 6266)', () => {
  it('prefers filename* (UTF-8) over filename', () => {
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''%C3%A9t%C3%A9.pdf")).toBe('été.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="ete.pdf"; filename*=UTF-8\'\'%C3%A9t%C3%A9.pdf')).toBe('été.pdf');
    expect(fileNameFromContentDisposition("attachment; filename*=ISO-8859-1''%E9t%E9.pdf")).toBe('été.pdf');
  });

  it('tolerates garbage', () => {
    expect(fileNameFromContentDisposition('attachment; filename=mon fichier.pdf')).toBe('mon fichier.pdf');
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-16''x.pdf; filename=\"y.pdf\"")).toBe('y.pdf');
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''%E9%ZZ")).toBeNull();
    expect(fileNameFromContentDisposition(';;;=')).toBeNull();
    expect(fileNameFromContentDisposition('inline')).toBeNull();
    expect(fileNameFromContentDisposition(undefined)).toBeNull();
  });

  it('falls back to the caller’s name rule, then to the last path segment', () => {
    expect(rawDownloadName('attachment; filename="a.zip"', '42-export.zip', 'http://h/api/x')).toBe('a.zip');
    expect(rawDownloadName('garbage;;', '42-export.zip', 'http://h/api/x')).toBe('42-export.zip');
    expect(rawDownloadName(null, undefined, 'http://h/api/image/12/photo%20bleue.jpg?download')).toBe('photo bleue.jpg');
  });
});

describe('hostile names from a server: the file always lands inside the folder', () => {
  let server: TestServer;
  let root: string;
  let cases = 0;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'pupitre-names-'));
    server = await startTestServer((req, res) => {
      const header = new URL(req.url ?? '/', 'http://x').searchParams.get('cd') ?? '';
      const type = new URL(req.url ?? '/', 'http://x').searchParams.get('type') ?? 'application/octet-stream';
      res.writeHead(200, { 'content-type': type, 'content-length': '2', 'content-disposition': header });
      res.end('ok');
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  const hostile: [string, string, string][] = [
    ['attachment; filename="../../x"', 'application/octet-stream', 'x'],
    ['attachment; filename="..\\\\..\\\\x"', 'application/octet-stream', 'x'],
    ['attachment; filename="CON"', 'application/octet-stream', '_CON'],
    ['attachment; filename="con.txt"', 'text/plain', '_con.txt'],
    ['attachment; filename="a/b"', 'application/octet-stream', 'b'],
    ["attachment; filename*=UTF-8''%C3%A9t%C3%A9.pdf", 'application/pdf', 'été.pdf'],
    ["attachment; filename*=UTF-8''..%2F..%2F%00evil.pdf", 'application/pdf', 'evil.pdf'],
    ['attachment; filename="rapport.pdf. . "', 'application/pdf', 'rapport.pdf'],
    ['attachment; filename="rapport.txt"', 'application/pdf', 'rapport.pdf'],
    [`attachment; filename="${'b'.repeat(300)}.zip"`, 'application/zip', `${'b'.repeat(251)}.zip`],
    [`attachment; filename*=UTF-8''${encodeURIComponent('é'.repeat(300))}.csv`, 'text/csv', `${'é'.repeat(125)}.csv`],
  ];

  it.each(hostile)('%s', async (header, type, expected) => {
    const folder = join(root, `dl-${++cases}`);
    const result = await downloadToFolder({
      url: `${server.url}/f?cd=${encodeURIComponent(header)}&type=${encodeURIComponent(type)}`,
      folder,
      tokens: null,
    });
    expect(result.fileName).toBe(expected);
    expect(dirname(result.path)).toBe(folder);
    // Only the file, under its safe name: nothing above the folder, no temporary file left.
    expect(await readdir(folder)).toEqual([expected]);
    expect((await readdir(root)).every((name) => name.startsWith('dl-'))).toBe(true);
  });
});
