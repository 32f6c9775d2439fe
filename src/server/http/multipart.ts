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
  if (!contentType.startsWith('multipart/form-data') || !Buffer.isBuffer(request.body)) throw new HttpError(415, `Envoi multipart/form-data attendu : ${expected}.`);
  try {
    return await new Response(request.body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, `Envoi multipart illisible : ${expected}.`);
  }
}

/** The files of a form's parts (its text parts left aside). */
export const formFiles = (form: FormData, field?: string): File[] =>
  (field === undefined ? [...form.values()] : form.getAll(field)).filter((part): part is File => typeof part !== 'string');

/** The one file of a multipart body (spec 2 §5 "import takes a single file, sent multipart"). */
export async function singleFile(request: FastifyRequest, expected: string): Promise<File> {
  const files = formFiles(await multipartForm(request, expected));
  const [file] = files;
  if (files.length !== 1 || !file) throw new HttpError(400, `Un seul fichier est attendu (${files.length} reçus).`);
  return file;
}

/** What the XML imports expect (spec 2 §5 ".xml only"). */
export const XML_EXPECTED = 'un fichier .xml dans le champ « file »';
