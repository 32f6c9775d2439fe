import type { FastifyInstance } from 'fastify';
import { EXTENSIONS } from '../../shared/domain/extensions';
import { needs } from '../http/abilities';

/** The calls this server offers beyond the specs' (shared/domain/extensions.ts); a strict server has no such list. */
export async function extensionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/extensions', needs('signedIn'), async () => ({ extensions: [...EXTENSIONS] }));
}
