import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ADMIN_EXPORT_KINDS } from '../../shared/domain/admin-export';
import { adminExportRequestSchema } from '../../shared/rules/export-range';
import { EXPORT_LIMIT } from '../../shared/rules/selection';
import { buildExport } from '../admin-exports/exports';
import { authorsCsv } from '../authors/csv';
import { authorsForExport } from '../authors/store';
import { HttpError } from '../http/errors';
import { attachment } from '../http/request';
import { parseInput } from '../http/validation';
import { parisIsoDay } from '../text/dates';
import type { ApiContext } from './context';
import { needs, requireAbility, requireAbilitySomewhere } from '../http/abilities';

const authorsCsvQuery = z.object({
  all: z.enum(['true', 'false'], { error: 'all=true attendu.' }).optional(),
  ids: z
    .string()
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'ids : identifiants séparés par des virgules attendus (ids=1,2,3).')
    .transform((v) => [...new Set(v.split(',').map((id) => Number.parseInt(id, 10)))])
    .optional(),
});

/**
 * Exports: the authors CSV any signed-in user may take (spec 1 §6 "View lists, export"); the export page's
 * three files (spec 2 §7 POST /api/admin/export/{authors,references,publication}), for ADMIN or the MANAGER
 * of the periodical, the published elements for ADMIN alone (abilities.ts 'export.*').
 */
export async function exportRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  /** ?all=true, or ?ids=1,2,3 (20 at most: 'limit download size', as the client says it). */
  app.get('/admin/export/authors-csv', needs('signedIn'), async (request, reply) => {
    const { all, ids } = parseInput(authorsCsvQuery, request.query);
    if (all !== 'true' && !ids) throw new HttpError(400, 'Export des auteurs : all=true ou ids=1,2,3 attendu.');
    if (all !== 'true' && ids && ids.length > EXPORT_LIMIT) {
      throw new HttpError(400, `limit download size : ${EXPORT_LIMIT} auteurs au plus par export (${ids.length} demandés).`);
    }
    const rows = await authorsForExport(db, all === 'true' || !ids ? 'all' : ids);
    const missing = all === 'true' ? [] : (ids ?? []).filter((id) => !rows.some((r) => r.author.id === id));
    if (missing.length) throw new HttpError(404, `Auteur(s) introuvable(s) : ${missing.join(', ')}.`);
    return reply
      .header('Content-Disposition', attachment(`auteurs-${parisIsoDay(new Date())}.csv`))
      .type('text/csv; charset=utf-8')
      .send(authorsCsv(rows));
  });

  for (const kind of ADMIN_EXPORT_KINDS) {
    // Held for no periodical: refused before the body is read; else the periodical the request names, once parsed.
    app.post(`/admin/export/${kind}`, { ...needs(`export.${kind}`, { body: adminExportRequestSchema }), onRequest: requireAbilitySomewhere }, async (request, reply) => {
      const exportRequest = parseInput(adminExportRequestSchema, request.body, 'Export');
      requireAbility(request, exportRequest.periodicalId);
      const file = await buildExport(db, kind, exportRequest);
      return reply.header('Content-Disposition', attachment(file.fileName)).type(file.contentType).send(file.body);
    });
  }
}
