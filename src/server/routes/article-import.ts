import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ARTICLE_IMPORT_MAX_BYTES, type ArticleImportCheck, type ArticleImportResult } from '../../shared/domain/article';
import { askImport, importArticles } from '../articles/import';
import { HttpError } from '../http/errors';
import { XML_EXPECTED, acceptMultipartUpTo, singleFile } from '../http/multipart';
import { currentUser } from '../http/request';
import { parseInput } from '../http/validation';
import type { ApiContext } from './context';
import { needs } from '../http/abilities';

/** The one .xml file of a multipart body (spec 2 §5 "import takes a single file, sent multipart"). */
async function xmlText(request: FastifyRequest): Promise<string> {
  const file = await singleFile(request, XML_EXPECTED);
  if (!/\.xml$/i.test(file.name)) throw new HttpError(400, `Seuls les fichiers .xml sont acceptés (reçu : ${file.name.slice(0, 100)}).`);
  return file.text();
}

/**
 * POST /api/article/ask-import and /api/article/import (spec 2 §4 Import dialog, §7): a refusal of
 * ask-import is a 400 whose message is the reason the dialog shows in red; the import answers the card.
 */
export async function articleImportRoutes(app: FastifyInstance, { db, extensions }: ApiContext): Promise<void> {
  acceptMultipartUpTo(app, ARTICLE_IMPORT_MAX_BYTES);

  // Spec 2 §6 "XML import: admin only": refused before the file is read.
  const importers = { ...needs('article.import'), bodyLimit: ARTICLE_IMPORT_MAX_BYTES };
  app.post('/article/ask-import', importers, async (request): Promise<ArticleImportCheck> =>
    askImport(db, await xmlText(request), currentUser(request)),
  );

  // The extension version-origin, ?origin=WATCHED_FOLDER: core's watched folder says so, for the kept versions (issue 27;
  // not in the specs). Only this import path takes it: the text is an import all the same, checked as one, by its user.
  const importQuery = z.object({ origin: z.enum(['WATCHED_FOLDER'], { error: 'origin : WATCHED_FOLDER ou rien.' }).optional() });
  app.post('/article/import', importers, async (request): Promise<ArticleImportResult> => {
    const { origin } = extensions.has('version-origin') ? parseInput(importQuery, request.query ?? {}) : { origin: undefined };
    return importArticles(db, await xmlText(request), currentUser(request), origin ?? 'XML_IMPORT');
  });
}
