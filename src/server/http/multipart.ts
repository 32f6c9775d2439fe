import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** The multipart envelope around a file: boundaries, part headers, small text parts. */
export const MULTIPART_OVERHEAD = 64 * 1024;

/** Lets the routes of `app` (one Fastify scope) take a multipart body as bytes, up to `bodyLimit`. */
export function acceptMultipartUpTo(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
}

/** A multipart body's parts, read by undici's own parser; `expected` says in French what the body should hold. */
export async function multipartForm(request: FastifyRequest, expected: string): Promise<FormData> {
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data') || !Buffer.isBuffer(request.body)) throw new HttpError(415, `Envoi multipart/form-data attendu, ${expected}.`);
  try {
    return await new Response(request.body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, `Envoi multipart illisible : ${expected}.`);
  }
}
