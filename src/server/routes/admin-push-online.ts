import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './context';

/** Scheduled online pushes administered, admin only (spec 2 §7 Admin: /api/admin/publish-online, /api/admin/publication/{id}/publish) (issue 12). */
export async function adminPushOnlineRoutes(app: FastifyInstance, context: ApiContext): Promise<void> {
  void app;
  void context;
}
