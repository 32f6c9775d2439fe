import { open } from 'node:fs/promises';
import { extname } from 'node:path';

const PDF_HEADER = Buffer.from('%PDF-', 'latin1');

/**
 * True when the file is a PDF by its content (it starts with `%PDF-`) and by its name (`.pdf`, which is what
 * makes Chromium show a file:// URL with its PDF viewer). What the app shows in its PDF window, where the
 * viewer's script runs, must never be an HTML or XHTML page, whatever the server's content type said.
 */
export async function isPdfFile(path: string): Promise<boolean> {
  if (extname(path).toLowerCase() !== '.pdf') return false;
  let handle;
  try {
    handle = await open(path, 'r');
    const head = Buffer.alloc(PDF_HEADER.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(PDF_HEADER);
  } catch {
    return false;
  } finally {
    await handle?.close();
  }
}
