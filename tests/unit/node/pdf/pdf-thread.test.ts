import { afterEach, describe, expect, it } from 'vitest';
import { PdfBudgetExceeded, startPdfThread, type PdfThread } from '../../../../src/server/workflow/pdf/pdf-thread';
import type { PdfRequest } from '../../../../src/server/workflow/pdf/pdf-request';

/**
 * The server's PDF thread (pdf-thread.ts): one worker thread kept from one PDF to the next, replaced when a PDF
 * passed its budget or the thread died; a PDF that fails leaves the thread serving the next one.
 */

const article = (id: number, content_xml: string | null = null): PdfRequest => ({
  kind: 'ARTICLE_PLACARD',
  source: { id, title: `Article ${id}`, periodical_id: 'BJS', content_xml, authors: 'Jeanne Martin' },
  now: new Date('2026-11-28T10:00:00Z'),
});
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

let thread: PdfThread | null = null;
afterEach(async () => {
  await thread?.close();
  thread = null;
});

describe('the PDF thread', () => {
  it('makes each PDF asked of it, a malformed body included, and one after the other', async () => {
    thread = startPdfThread(120_000);
    const made = [];
    for (const request of [article(1), article(2, '<p>non fermé'), article(3, '<p>Le texte.</p>')]) made.push(await thread.make(request));
    expect(made.map((m) => m.fileName)).toEqual(['article-1-placard.pdf', 'article-2-placard.pdf', 'article-3-placard.pdf']);
    expect(made.every((m) => isPdf(m.bytes))).toBe(true);
  });

  it('stops every PDF past its budget, each in its own thread, with the reason the job keeps', async () => {
    // A budget no thread start fits in: a thread kept after the first would hang the second.
    thread = startPdfThread(1);
    for (const id of [1, 2]) await expect(thread.make(article(id))).rejects.toBeInstanceOf(PdfBudgetExceeded);
  });

  it('rejects a PDF stopped by close, and a closed thread starts again for the next one', async () => {
    thread = startPdfThread(120_000);
    const making = thread.make(article(1));
    await thread.close();
    await expect(making).rejects.toThrow(/s'est arrêté/);
    expect(isPdf((await thread.make(article(2))).bytes)).toBe(true);
  });
});
