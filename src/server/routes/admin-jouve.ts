import type { FastifyInstance } from 'fastify';
import type { JouveReport } from '../../shared/domain/jouve';
import { requireRoles } from '../http/guards';
import { jouveReport } from '../jouve/report';
import type { ApiContext } from './context';

/** The Jouve process report, admin only (spec 2 §7 GET /api/admin/jouve; §6 admin screens). */
export async function adminJouveRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.get('/admin/jouve', { preHandler: requireRoles(['ADMIN']) }, async (): Promise<JouveReport> => jouveReport(db));
}
