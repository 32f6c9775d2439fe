import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireRoles } from '../../../../src/server/http/guards';
import { installErrorHandling } from '../../../../src/server/http/errors';

/** A tiny app whose caller holds the roles of the x-roles header (no token: the guard alone is tested). */
async function appWithRoute() {
  const app = Fastify();
  installErrorHandling(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const roles = request.headers['x-roles'];
    if (typeof roles === 'string') {
      request.user = { id: 'u', username: 'u', name: 'U', email: null, roles: roles.split(','), favoritePeriodicals: [], statusFavorite: false };
    }
  });
  const periodical = (request: FastifyRequest) => (request.params as { periodical: string }).periodical;
  app.get('/plan/:periodical', { preHandler: requireRoles(['MANAGER', 'ADMIN_ARTICLES'], periodical) }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('requireRoles', () => {
  it('applies the shared rule with the periodical of the request', async () => {
    const app = await appWithRoute();
    const call = (url: string, roles?: string) => app.inject({ url, headers: roles ? { 'x-roles': roles } : {} });
    expect((await call('/plan/BJS', 'MANAGER_BJS')).statusCode).toBe(200);
    expect((await call('/plan/BJS', 'ADMIN')).statusCode).toBe(200);
    const refused = await call('/plan/DEF', 'MANAGER_BJS');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, error: 'Forbidden' });
    expect((await call('/plan/DEF', 'VIEWER')).statusCode).toBe(403);
    expect((await call('/plan/DEF')).statusCode).toBe(401);
    await app.close();
  });
});
