import type { FastifyInstance } from 'fastify';
import { PUBLICATION_IMPORT_MAX_BYTES as IMPORT_MAX_BYTES, type PublicationImportResult } from '../../shared/domain/publication';
import { HttpError } from '../http/errors';
import { XML_EXPECTED, acceptMultipartUpTo, singleFile } from '../http/multipart';
import { currentUser } from '../http/request';
import { importPublications } from '../publications/import';
import { parseXml } from '../publications/xml';
import type { ApiContext } from './context';
import { needs, requireAbilitySomewhere } from '../http/abilities';

/**
 * POST /api/publication/import (spec 2 §7, §5 ".xml only", §6 roles Tl and Bl): multipart with one .xml
 * file; answers the result card (publications/import.ts). Multipart is accepted on this route only.
 */
export async function publicationImportRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  acceptMultipartUpTo(app, IMPORT_MAX_BYTES);

  // Refused before the body (up to 5 MB) is read when the caller may import for no periodical (Fastify reads it before a preHandler).
  app.post('/publication/import', { ...needs('publication.import'), onRequest: requireAbilitySomewhere, bodyLimit: IMPORT_MAX_BYTES }, async (request): Promise<PublicationImportResult> => {
    const file = await singleFile(request, XML_EXPECTED);
    if (!/\.xml$/i.test(file.name)) throw new HttpError(400, `Seuls les fichiers .xml sont acceptés (reçu : ${file.name.slice(0, 100)}).`);
    const root = parseXml(await file.text());
    return importPublications(db, root, currentUser(request));
  });
}
