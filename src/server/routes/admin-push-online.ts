import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pushExportFileName, type AdminOnlinePush } from '../../shared/domain/online-push';
import { attachment } from '../http/request';
import { idParam, parseInput } from '../http/validation';
import { cancelPush, publishNow, pushNow } from '../online-push/actions';
import { adminPushOr404, openPushes, type ListedOpenPush } from '../online-push/store';
import { pushZip } from '../online-push/zip';
import type { ApiContext } from './context';
import { needs, withBody } from '../http/abilities';

const pushNowBody = z.object({ articleIds: z.array(z.number().int().positive()).max(1000) }).strict();

/**
 * Scheduled online pushes administered, admin only (spec 2 §6 "push-online admin"; §7 Admin:
 * /api/admin/publish-online, /api/admin/publication/{id}/publish) (issue 12).
 */
export async function adminPushOnlineRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const adminOnly = needs('admin.pushOnline');

  app.get('/admin/publish-online', adminOnly, async (): Promise<ListedOpenPush[]> => openPushes(db));

  /**
   * One push, whatever its state (how it went: DONE with its date, FAILED with its reason): this server's own (spec 2
   * §7 has no call for one push, the client works from the list), which its tests read.
   */
  app.get('/admin/publish-online/:id', adminOnly, async (request): Promise<AdminOnlinePush> => adminPushOr404(db, parseInput(idParam, request.params).id));

  app.delete('/admin/publish-online/:id', adminOnly, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await db.transaction((tx) => cancelPush(tx, id));
    return reply.code(204).send();
  });

  app.put('/admin/publish-online/:id', withBody(adminOnly, pushNowBody), async (request): Promise<AdminOnlinePush> => {
    const { id } = parseInput(idParam, request.params);
    const { articleIds } = parseInput(pushNowBody, request.body);
    return db.transaction((tx) => pushNow(tx, id, articleIds, new Date()));
  });

  app.put('/admin/publication/:id/publish', adminOnly, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await db.transaction((tx) => publishNow(tx, id, new Date()));
    return reply.code(204).send();
  });

  app.get('/admin/publish-online/:id/download', adminOnly, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await adminPushOr404(db, id);
    const zip = await pushZip(db, id);
    return reply.type('application/zip').header('Content-Disposition', attachment(pushExportFileName(id))).send(Buffer.from(zip));
  });
}
