import type { FastifyRequest } from 'fastify';
import type { Role } from '../../shared/domain/roles';
import { hasRole } from '../../shared/rules/permissions';
import { sendUnauthorized, type RequestHook } from './authenticate';
import { sendError } from './errors';

/**
 * preHandler of a route reserved to some roles, with the shared rule of spec 1 §6 (the one the UI uses to
 * hide what it would refuse). `periodicalOf` names the periodical in question, when there is one, so that
 * MANAGER_BJS passes a MANAGER check on BJS and not on DEF.
 */
export function requireRoles(roles: readonly Role[], periodicalOf?: (request: FastifyRequest) => string | undefined): RequestHook {
  return async (request, reply) => {
    const { user } = request;
    if (!user) return sendUnauthorized(reply, "Authentification requise : jeton d'accès manquant.");
    const periodical = periodicalOf?.(request);
    if (!hasRole(user.roles, roles, periodical)) {
      const scope = periodical ? ` pour la revue ${periodical}` : '';
      return sendError(reply, 403, `Accès refusé : cette action demande l'un des rôles ${roles.join(', ')}${scope}.`);
    }
    return undefined;
  };
}
