import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { enforceAbility, needs, requireAbility, requireDeclaredAbilities } from '../../../../src/server/http/abilities';
import { installErrorHandling } from '../../../../src/server/http/errors';

/** Every route of the API declares the ability it requires (src/shared/rules/abilities.ts), enforced from that declaration. */

describe('every route declares the ability it requires', () => {
  it('stops the build of a route that declares none, or a name the table does not have', async () => {
    // As the API declares its areas: plugins registered after the hook.
    const undeclared = Fastify();
    requireDeclaredAbilities(undeclared);
    void undeclared.register(async (area) => {
      area.get('/declaree', needs('signedIn'), async () => ({}));
      area.get('/oubli', async () => ({}));
    });
    await expect(undeclared.ready()).rejects.toThrow(/GET \/oubli ne déclare pas/);

    const unknown = Fastify();
    requireDeclaredAbilities(unknown);
    void unknown.register(async (area) => {
      area.get('/inconnue', { config: { ability: 'article.fly' as never } }, async () => ({}));
    });
    await expect(unknown.ready()).rejects.toThrow(/GET \/inconnue ne déclare pas/);
  });

  it('enforces an unscoped ability before the handler, and a scoped one for the periodical the handler names', async () => {
    const app = Fastify();
    installErrorHandling(app);
    app.decorateRequest('user', null);
    requireDeclaredAbilities(app);
    app.addHook('onRequest', async (request) => {
      const roles = request.headers['x-roles'];
      request.user = { id: 'u', username: 'u', name: 'U', email: null, roles: typeof roles === 'string' ? roles.split(',') : [], favoritePeriodicals: [], statusFavorite: false };
    });
    app.addHook('preHandler', enforceAbility);
    app.get('/import', needs('article.import'), async () => ({ ok: true }));
    app.get('/plan/:periodical', needs('plan.save'), async (request) => {
      requireAbility(request, (request.params as { periodical: string }).periodical);
      return { ok: true };
    });
    app.get('/ouvert', needs('signedIn'), async () => ({ ok: true }));
    await app.ready();
    const call = async (url: string, roles: string) => (await app.inject({ url, headers: { 'x-roles': roles } })).statusCode;
    expect(await call('/import', 'ADMIN')).toBe(200);
    expect(await call('/import', 'MANAGER_BJS')).toBe(403);
    expect(await call('/plan/BJS', 'MANAGER_BJS')).toBe(200);
    expect(await call('/plan/DEF', 'MANAGER_BJS')).toBe(403);
    expect(await call('/plan/DEF', 'VIEWER')).toBe(403);
    expect(await call('/ouvert', 'VIEWER')).toBe(200);
    await app.close();
  });
});
