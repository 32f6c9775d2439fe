import type { Bridge } from '@shared/contract';
import type { UploadRejection } from '@shared/domain/files';
import type { FileSource } from '@shared/schemas';

/** Bytes encoded per step: a multiple of 3, so that each chunk encodes to base64 on its own without padding. */
const CHUNK_BYTES = 3 * 16_384;
/** Steps between two yields to the event loop: a large import does not freeze the page while it is encoded. */
const CHUNKS_PER_YIELD = 32;

const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The base64 of a file's bytes, encoded chunk by chunk (no binary string the size of the file is ever built,
 * so a 50 MB import neither stalls on concatenation nor blocks the page).
 */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const parts: string[] = [];
  for (let offset = 0, step = 1; offset < bytes.length; offset += CHUNK_BYTES, step += 1) {
    parts.push(btoa(String.fromCharCode(...bytes.subarray(offset, offset + CHUNK_BYTES))));
    if (step % CHUNKS_PER_YIELD === 0) await yieldToEventLoop();
  }
  return parts.join('');
}

/**
 * How a dropped or picked file crosses the bridge (design.md): its path in Electron, where main reads it
 * (webUtils.getPathForFile through the preload); its bytes in the web host, which has no path to give.
 */
export async function toFileSource(bridge: Bridge, file: File): Promise<FileSource> {
  const path = bridge.pathForFile?.(file) ?? '';
  if (path !== '') return { kind: 'path', path };
  return { kind: 'bytes', name: file.name, size: file.size, base64: await fileToBase64(file) };
}

/** A file refused before anything was sent, with the first rejection code (spec 1 §5, react-dropzone's codes). */
export interface FileRejection {
  file: File;
  reason: UploadRejection;
}

/** The rejection of core's checks on the page's side: what can be known without reading the file. */
export function precheck(files: readonly File[], options: { maxBytes: number; multiple: boolean }): {
  accepted: File[];
  rejected: FileRejection[];
} {
  if (!options.multiple && files.length > 1)
    return { accepted: [], rejected: files.map((file) => ({ file, reason: 'too-many-files' })) };
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    if (file.size > options.maxBytes) rejected.push({ file, reason: 'file-too-large' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
