import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REFERENTIAL_IMPORT_MAX_BYTES } from '../../shared/domain/referential';
import { HttpError } from '../http/errors';
import type { ImportFile } from './engine';

/** The multipart envelope around the file: boundaries, headers, the field's name. */
const MULTIPART_OVERHEAD = 64 * 1024;
export const BODY_LIMIT = REFERENTIAL_IMPORT_MAX_BYTES + MULTIPART_OVERHEAD;

/** Lets the routes of `app` (one Fastify scope) take a multipart body as bytes, up to BODY_LIMIT. */
export function acceptMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
}

/** The one file of a multipart body, read by undici's own parser, checked by size before it is read. */
export async function singleFile(request: FastifyRequest): Promise<ImportFile> {
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data') || !Buffer.isBuffer(request.body)) throw new HttpError(415, 'Envoi multipart/form-data attendu, avec le fichier dans le champ « file ».');
  let form: FormData;
  try {
    form = await new Response(request.body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'Envoi multipart illisible : un fichier est attendu dans le champ « file ».');
  }
  const files = [...form.values()].filter((v): v is File => typeof v !== 'string');
  const [file] = files;
  if (files.length !== 1 || !file) throw new HttpError(400, `Un seul fichier est attendu (${files.length} reçus).`);
  const name = file.name.slice(0, 200) || 'fichier';
  if (file.size > REFERENTIAL_IMPORT_MAX_BYTES) {
    throw new HttpError(413, `Le fichier « ${name} » dépasse la taille maximale de ${REFERENTIAL_IMPORT_MAX_BYTES.toLocaleString('fr-FR')} octets.`);
  }
  return { name, bytes: Buffer.from(await file.arrayBuffer()) };
}
