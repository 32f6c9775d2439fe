import type { FastifyInstance } from 'fastify';
import { CLIENT_ID, REALM } from '../config';
import type { ApiContext } from './context';
import { needs } from '../http/abilities';

/** Public: the client reads it before anyone is signed in, to find the identity provider (Keycloak's adapter format). */
export async function configRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  app.get('/config/keycloak.json', needs('public'), async () => ({
    realm: REALM,
    'auth-server-url': `${ctx.publicUrl}/`,
    resource: CLIENT_ID,
    'public-client': true,
  }));
}
