import type { FastifyInstance } from 'fastify';
import { needs } from '../http/abilities';
import type { ApiContext } from './context';

/** The calls this server offers beyond the specs' (shared/domain/extensions.ts); a strict server has no such list. */
export async function extensionRoutes(app: FastifyInstance, { extensions }: ApiContext): Promise<void> {
  app.get('/extensions', needs('signedIn'), async () => ({ extensions: [...extensions] }));
}
