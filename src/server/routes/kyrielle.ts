import type { FastifyInstance } from 'fastify';
import { requireRoles } from '../http/guards';
import type { ApiContext } from './context';

interface TreeSummary {
  id: number;
  type: string;
}

export async function kyrielleRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  // The layout tool belongs to the KYRIELLE role alone: by the shared rule even ADMIN does not pass.
  const kyrielleOnly = requireRoles(['KYRIELLE']);

  app.get('/kyrielle/tree', { preHandler: kyrielleOnly }, async () => db.query<TreeSummary>('SELECT id, type FROM kyrielle_tree ORDER BY id'));
}
