import type { FastifyInstance } from 'fastify';
import { referentialFormats, REFERENTIAL_TYPES, type ReferentialFormat, type ReferentialImportResult, type ReferentialType } from '../../shared/domain/referential';
import { HttpError } from '../http/errors';
import { attachment } from '../http/request';
import type { ReferentialDefinition } from '../referentials/definition';
import { applyImport, previewImport } from '../referentials/engine';
import { exportReferential } from '../referentials/export';
import { REFERENTIALS } from '../referentials/registry';
import { loadRows } from '../referentials/store';
import { acceptMultipart, BODY_LIMIT, singleFile } from '../referentials/upload';
import type { ApiContext } from './context';
import { needs } from '../http/abilities';

function definitionOf(type: string): ReferentialDefinition {
  if (!(REFERENTIAL_TYPES as readonly string[]).includes(type)) throw new HttpError(404, `Référentiel inconnu : « ${type.slice(0, 40)} » (attendus : ${REFERENTIAL_TYPES.join(', ')}).`);
  return REFERENTIALS[type as ReferentialType];
}


/**
 * Referential import and export (spec 2 §7 Admin), admin only (§6 "referential"):
 * - POST /api/admin/referential/{type}, multipart, one file: `?dryRun=true` answers what the import would
 *   add, change and remove without writing; otherwise the import is applied whole in one transaction
 *   (`?baseline=` from the preview: 409 if the referential changed since). A faulty file is a 400 naming
 *   the sheet, line and column of its first faults, and nothing changes. Both queries are the extension
 *   'referential-dry-run': a strict server, as the publisher's back-office, knows neither and imports the
 *   file whatever the query says (issue 32).
 * - GET /api/admin/referential/{type}?format=json|xml|xlsx: the file (regex: its text file).
 */
export async function adminReferentialRoutes(app: FastifyInstance, { db, extensions }: ApiContext): Promise<void> {
  acceptMultipart(app);
  const dryRunOffered = extensions.has('referential-dry-run');

  app.post<{ Params: { type: string }; Querystring: { dryRun?: string; baseline?: string } }>(
    '/admin/referential/:type',
    { ...needs('admin.referential'), bodyLimit: BODY_LIMIT },
    async (request): Promise<ReferentialImportResult> => {
      const definition = definitionOf(request.params.type);
      const file = await singleFile(request);
      if (dryRunOffered && request.query.dryRun === 'true') return previewImport(db, definition, file);
      const baseline = dryRunOffered ? request.query.baseline : undefined;
      if (baseline !== undefined && !/^[0-9a-f]{32}$/.test(baseline)) throw new HttpError(400, 'Paramètre baseline invalide.');
      return applyImport(db, definition, file, baseline);
    },
  );

  app.get<{ Params: { type: string }; Querystring: { format?: string } }>('/admin/referential/:type', needs('admin.referential'), async (request, reply) => {
    const definition = definitionOf(request.params.type);
    const asked = request.query.format ?? (definition.type === 'regex' ? 'txt' : 'json');
    const formats = referentialFormats(definition.type);
    if (!(formats as readonly string[]).includes(asked)) throw new HttpError(400, `Format « ${asked.slice(0, 20)} » non disponible pour ce référentiel (${formats.join(', ')}).`);
    const file = await exportReferential(definition, await loadRows(db, definition), asked as ReferentialFormat);
    return reply.type(file.contentType).header('Content-Disposition', attachment(file.fileName)).send(file.body);
  });
}
