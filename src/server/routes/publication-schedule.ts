import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PublicationDetail } from '../../shared/domain/publication';
import { closingDateRefusal, parisInstant } from '../../shared/rules/closing-date';
import { canClose, canViewPlacard, canViewPrinterPdf } from '../../shared/rules/publication-workflow';
import { toBuffer } from '../db/sql';
import { HttpError } from '../http/errors';
import { attachment, currentUser } from '../http/request';
import { idParam, parseInput } from '../http/validation';
import { lockPublication, publicationOr404, publicationRowOr404 } from '../publications/store';
import { closePublication, scheduleClosing, unscheduleClosing } from '../workflow/processes';
import type { ApiContext } from './context';
import { needs, requireAbility } from '../http/abilities';
import { holds } from '../http/scoped-checks';

/** Spec 2 §8: "status 400 with PUBLICATION_CAN_T_BE_CLOSED". */
export const CANNOT_CLOSE = 'PUBLICATION_CAN_T_BE_CLOSED';

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const scheduleBody = z.object({
  id: z.coerce.number().int().positive('Identifiant de publication attendu.'),
  /** Spec 2 §7: ISO without offset (Paris time); absent means now. An instant with its offset is read as such. */
  date: z
    .string()
    .max(40)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const instant = LOCAL_DATE_TIME.test(value) ? parisInstant(value) : new Date(value);
      if (Number.isNaN(instant.getTime())) {
        ctx.addIssue({ code: 'custom', message: `Date de clôture invalide (aaaa-mm-jjThh:mm attendu) : ${value.slice(0, 40)}.` });
        return z.NEVER;
      }
      return instant;
    }),
});

const PDF_KINDS = { placard: { rule: canViewPlacard, type: 'PLACARD' }, BAT: { rule: canViewPrinterPdf, type: 'PRINTER_PDF' } } as const;
const downloadParams = idParam.extend({ kind: z.enum(['placard', 'BAT'], { error: 'placard ou BAT attendu.' }) });

/**
 * Closing (spec 2 §7 POST /api/publication/schedule, DELETE /api/publication/schedule/{id}; §8) and the
 * PDFs (GET /api/publication/download/{id}/placard and /BAT, roles Ml, spec 2 §6). Closing now or at a
 * date to come (the worker closes it then) needs the shared canClose; a refusal for the state is a 400
 * PUBLICATION_CAN_T_BE_CLOSED with the reason, for the role a 403.
 */
export async function publicationScheduleRoutes(app: FastifyInstance, { db, workflow }: ApiContext): Promise<void> {
  app.post('/publication/schedule', needs('publication.close', { body: scheduleBody }), async (request, reply): Promise<PublicationDetail> => {
    const user = currentUser(request);
    const { id, date } = parseInput(scheduleBody, request.body ?? {});
    const refusal = await db.transaction(async (tx) => {
      const publication = await lockPublication(tx, id);
      requireAbility(request, publication.periodicalId);
      const verdict = canClose(publication, user.roles);
      if (!verdict.allowed) return verdict.reason;
      if (date === null) await closePublication(tx, id);
      else {
        // A date passed (the dialog stayed open) is refused like the state's refusals, never closed at once.
        const late = closingDateRefusal(date, Date.now());
        if (late !== null) return late;
        await scheduleClosing(tx, id, date, user.name);
      }
      return null;
    });
    if (refusal !== null) return reply.code(400).send({ status: 400, error: 'Bad Request', message: CANNOT_CLOSE, reason: refusal });
    workflow.wake();
    return publicationOr404(db, id, user.roles);
  });

  app.delete('/publication/schedule/:id', needs('publication.close'), async (request): Promise<PublicationDetail> => {
    const user = currentUser(request);
    const { id } = parseInput(idParam, request.params);
    await db.transaction(async (tx) => {
      const publication = await lockPublication(tx, id);
      requireAbility(request, publication.periodicalId);
      if (publication.scheduledDate === null) throw new HttpError(400, 'Aucune clôture n’est programmée pour cette publication.');
      await unscheduleClosing(tx, id);
    });
    return publicationOr404(db, id, user.roles);
  });

  app.get('/publication/download/:id/:kind', needs('publication.viewPdf'), async (request, reply) => {
    const user = currentUser(request);
    const { id, kind } = parseInput(downloadParams, request.params);
    const publication = await publicationRowOr404(db, id);
    const roleHeld = holds(user, 'publication.viewPdf', publication.periodicalId);
    const verdict = PDF_KINDS[kind].rule(publication, user.roles);
    if (!verdict.allowed) throw new HttpError(roleHeld ? 404 : 403, verdict.reason);
    const processId = kind === 'placard' ? publication.lastAvailablePlacardProcess?.id : publication.lastPrinterPdfProcess?.id;
    const [file] = await db.query<{ file_name: string; bytes: Uint8Array }>('SELECT file_name, bytes FROM process_file WHERE process_id = $1', [processId ?? 0]);
    if (!file) throw new HttpError(404, kind === 'placard' ? 'Aucun placard disponible.' : 'Aucun PDF imprimeur disponible.');
    return reply.header('Content-Disposition', attachment(file.file_name)).header('Cache-Control', 'no-store').type('application/pdf').send(toBuffer(file.bytes));
  });
}
