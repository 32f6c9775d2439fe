import { describe, expect, it } from 'vitest';
import { DEFAULT_PDF_HEAP_MB, PdfAbandoned, pdfThread } from '../../../../src/server/workflow/pdf/pdf-thread';
import type { PdfRequest } from '../../../../src/server/workflow/pdf/pdf-request';
import type { PrintPackage } from '../../../../src/server/workflow/pdf/package';
import { png } from '../server/image-fixtures';
import { paragraphs } from '../server/largest-article';
import { readPdf } from '../server/pdf-text';

/**
 * The server's PDF thread (pdf-thread.ts): one warm worker thread per process for all its PDFs, made one after
 * the other; replaced when a PDF passed its budget or the thread died; a PDF that fails leaves the thread serving
 * the next one. The images go to the thread handed over, not copied.
 */

const now = new Date('2026-11-28T10:00:00Z');
const article = (id: number, content_xml: string | null = null): PdfRequest => ({
  kind: 'ARTICLE_PLACARD',
  source: { id, title: `Article ${id}`, periodical_id: 'BJS', content_xml, authors: 'Jeanne Martin' },
  now,
});
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
const thread = pdfThread(DEFAULT_PDF_HEAP_MB);

/** A publication of two illustrations, each with its own file. */
const illustrated = (first: Buffer, second: Buffer): PrintPackage => ({
  publicationId: 1,
  name: 'BJS_2026_1',
  periodicalId: 'BJS',
  periodicalLabel: 'Bulletin Joly Sociétés',
  year: 2026,
  number: '1',
  editionType: 'STANDARD',
  title: null,
  startDate: '2026-01-01',
  endDate: null,
  planVersion: 1,
  entries: [first, second].map((bytes, i) => ({ kind: 'ILLUSTRATION', id: i + 1, name: `Dessin ${i + 1}`, image: { bytes, contentType: 'image/png', width: 64, height: 64 } })),
});

describe('the PDF thread', () => {
  it('makes each PDF asked of it, a malformed body included, one after the other however they are asked', async () => {
    const made = await Promise.all([article(1), article(2, '<p>non fermé'), article(3, '<p>Le texte.</p>')].map((request) => thread.make(request, 120_000)));
    expect(made.map((m) => m.fileName)).toEqual(['article-1-placard.pdf', 'article-2-placard.pdf', 'article-3-placard.pdf']);
    expect(made.every((m) => isPdf(m.bytes))).toBe(true);
  });

  it('stops every PDF past its budget, with the reason the job keeps; the next PDF gets a new thread', async () => {
    // The largest body the editor saves takes seconds, warm thread or not: far past a budget of a twentieth of one.
    const longest = article(4, `<article><corps>${paragraphs(5_000_000)}</corps></article>`);
    for (let i = 0; i < 2; i++) await expect(thread.make(longest, 50)).rejects.toEqual(PdfAbandoned.overTime(50));
    expect(isPdf((await thread.make(article(3), 120_000)).bytes)).toBe(true);
  });

  it('hands the images over to the thread rather than copying them; bytes sharing a buffer are copied', async () => {
    // As the database hands them: bytes in a buffer of their own.
    const own = Buffer.from(new Uint8Array(await png(64, 64)).buffer);
    // A small Buffer made from a string lives in Node's shared pool: handing it over would take the pool away.
    const pooled = Buffer.from((await png(64, 64, { grey: true })).toString('base64'), 'base64');
    expect([own.byteOffset, own.byteLength]).toEqual([0, own.buffer.byteLength]);
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    const size = pooled.byteLength;

    const made = await thread.make({ kind: 'PLACARD', pkg: illustrated(own, pooled), now }, 120_000);
    expect(made.pageCount).toBeGreaterThanOrEqual(2);
    expect((await readPdf(made.bytes)).doc.getPageCount()).toBe(made.pageCount);
    // Handed over: detached here, no copy made.
    expect(own.byteLength).toBe(0);
    expect(pooled.byteLength).toBe(size);
  });
});
