import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './context';

/** Referential import and export, admin only (spec 2 §7 Admin: /api/admin/referential/{type}) (issue 12). */
export async function adminReferentialRoutes(app: FastifyInstance, context: ApiContext): Promise<void> {
  void app;
  void context;
}
