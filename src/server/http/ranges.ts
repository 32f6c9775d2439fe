import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** One byte range of a representation of `size` bytes, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The single range of a `Range: bytes=...` header (RFC 9110 §14.1.2): `a-`, `a-b` or the suffix `-n`.
 * null: no header, another unit, several ranges or a malformed one, all of which are answered with the
 * whole representation (a server may ignore a Range). 'unsatisfiable': a 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** If-Range with an entity tag: only a strong, identical one lets the range through (a date never does: we send no Last-Modified). */
function ifRangeAllows(ifRange: string | string[] | undefined, etag: string): boolean {
  if (ifRange === undefined) return true;
  const tag = String(ifRange).trim();
  return !tag.startsWith('W/') && tag === etag;
}

/** A file answer: the route named a file (Content-Disposition) or versions its bytes itself (ETag, the images). */
function isFileAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is Buffer | string {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (reply.statusCode !== 200) return false;
  if (!Buffer.isBuffer(payload) && typeof payload !== 'string') return false;
  return reply.hasHeader('content-disposition') || reply.hasHeader('etag');
}

/**
 * Byte ranges for every file the API serves, so that an interrupted download resumes (issue 14). Every file
 * answer is in memory when it is sent (stored files come out of the database, generated ones out of their
 * builder), so its strong ETag and its `Repr-Digest` are the SHA-256 of its bytes: a file generated per
 * request (zip, xlsx, csv export) keeps the same ETag as long as it builds the same bytes, and one built
 * differently (new data, a date inside) gets another, so that a resume restarts from zero instead of mixing
 * two versions. A route's own ETag (the images: the stored file's SHA-256) is kept.
 */
export function installByteRanges(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isFileAnswer(request, reply, payload)) return payload;
    const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'utf8');
    const digest = createHash('sha256').update(bytes).digest();
    if (!reply.hasHeader('etag')) reply.header('ETag', `"${digest.toString('hex')}"`);
    const etag = String(reply.getHeader('etag'));
    reply.header('Accept-Ranges', 'bytes');
    reply.header('Repr-Digest', `sha-256=:${digest.toString('base64')}:`);

    const range = parseRange(request.headers.range, bytes.length);
    if (range === null || !ifRangeAllows(request.headers['if-range'], etag)) return bytes;
    reply.removeHeader('content-length');
    if (range === 'unsatisfiable') {
      reply.code(416).header('Content-Range', `bytes */${bytes.length}`);
      return null;
    }
    reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${bytes.length}`);
    return bytes.subarray(range.start, range.end + 1);
  });
}
