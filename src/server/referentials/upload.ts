import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REFERENTIAL_IMPORT_MAX_BYTES } from '../../shared/domain/referential';
import { HttpError } from '../http/errors';
import { MULTIPART_OVERHEAD, acceptMultipartUpTo, singleFile as onlyFile } from '../http/multipart';
import type { ImportFile } from './engine';

export const BODY_LIMIT = REFERENTIAL_IMPORT_MAX_BYTES + MULTIPART_OVERHEAD;

/** Lets the routes of `app` (one Fastify scope) take a multipart body as bytes, up to BODY_LIMIT. */
export const acceptMultipart = (app: FastifyInstance): void => acceptMultipartUpTo(app, BODY_LIMIT);

/** The one file of a multipart body, checked by size before it is read. */
export async function singleFile(request: FastifyRequest): Promise<ImportFile> {
  const file = await onlyFile(request, 'un fichier dans le champ « file »');
  const name = file.name.slice(0, 200) || 'fichier';
  if (file.size > REFERENTIAL_IMPORT_MAX_BYTES) {
    throw new HttpError(413, `Le fichier « ${name} » dépasse la taille maximale de ${REFERENTIAL_IMPORT_MAX_BYTES.toLocaleString('fr-FR')} octets.`);
  }
  return { name, bytes: Buffer.from(await file.arrayBuffer()) };
}
