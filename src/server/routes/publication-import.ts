import type { FastifyInstance } from 'fastify';
import { PUBLICATION_IMPORT_MAX_BYTES as IMPORT_MAX_BYTES, type PublicationImportResult } from '../../shared/domain/publication';
import { HttpError } from '../http/errors';
import { currentUser } from '../http/request';
import { importPublications } from '../publications/import';
import { parseXml } from '../publications/xml';
import type { ApiContext } from './context';
import { needs, requireAbilitySomewhere } from '../http/abilities';

/** The one file of a multipart body (spec 2 §5 "import takes a single file, sent multipart"), read by undici's own parser. */
async function singleFile(body: Buffer, contentType: string): Promise<File> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'Envoi multipart illisible : un fichier .xml est attendu dans le champ « file ».');
  }
  const files = [...form.values()].filter((v): v is File => typeof v !== 'string');
  if (files.length !== 1) throw new HttpError(400, `Un seul fichier est attendu (${files.length} reçus).`);
  return files[0] as File;
}

/**
 * POST /api/publication/import (spec 2 §7, §5 ".xml only", §6 roles Tl and Bl): multipart with one .xml
 * file; answers the result card (publications/import.ts). Multipart is accepted on this route only.
 */
export async function publicationImportRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));

  // Refused before the body (up to 5 MB) is read when the caller may import for no periodical (Fastify reads it before a preHandler).
  app.post('/publication/import', { ...needs('publication.import'), onRequest: requireAbilitySomewhere, bodyLimit: IMPORT_MAX_BYTES }, async (request): Promise<PublicationImportResult> => {
    const contentType = request.headers['content-type'] ?? '';
    if (!contentType.startsWith('multipart/form-data') || !Buffer.isBuffer(request.body)) throw new HttpError(415, 'Envoi multipart/form-data attendu, avec un fichier .xml.');
    const file = await singleFile(request.body, contentType);
    if (!/\.xml$/i.test(file.name)) throw new HttpError(400, `Seuls les fichiers .xml sont acceptés (reçu : ${file.name.slice(0, 100)}).`);
    const root = parseXml(await file.text());
    return importPublications(db, root, currentUser(request));
  });
}
