import type { FastifyInstance } from 'fastify';
import type { JouveReport } from '../../shared/domain/jouve';
import { jouveReport } from '../jouve/report';
import type { ApiContext } from './context';
import { needs } from '../http/abilities';

/** The Jouve process report, admin only (spec 2 §7 GET /api/admin/jouve; §6 admin screens). */
export async function adminJouveRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.get('/admin/jouve', needs('admin.jouve'), async (): Promise<JouveReport> => jouveReport(db));
}
