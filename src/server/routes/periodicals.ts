import type { FastifyInstance } from 'fastify';
import type { Periodical } from '../../shared/domain/periodical';
import type { ApiContext } from './context';
import { needs } from '../http/abilities';

export async function periodicalRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  /** Any signed-in user: the periodical pickers of every screen. */
  app.get('/periodical', needs('signedIn'), async (): Promise<Periodical[]> => db.query<Periodical>('SELECT id, label FROM periodical ORDER BY position, id'));
}
