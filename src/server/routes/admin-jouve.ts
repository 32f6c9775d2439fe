import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './context';

/** The Jouve process report, admin only (spec 2 §7 GET /api/admin/jouve) (issue 12). */
export async function adminJouveRoutes(app: FastifyInstance, context: ApiContext): Promise<void> {
  void app;
  void context;
}
