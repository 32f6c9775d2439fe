import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ABILITIES, abilityRefusal, can, type Ability } from '../../shared/rules/abilities';
import { HttpError } from './errors';
import { currentUser } from './request';

/**
 * What a route of the API requires, from the abilities table (src/shared/rules/abilities.ts): one ability;
 * several, when the request chooses which (the workflow action named in the body, the image collection in
 * the path); any signed-in account; or nothing at all (the identity configuration).
 */
export type RouteAbility = Ability | readonly Ability[] | 'signedIn' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    ability?: RouteAbility;
  }
}

/** The route options that declare it: `app.get('/article/:id', needs('article.read'), handler)`. */
export function needs(ability: RouteAbility): { config: { ability: RouteAbility } } {
  return { config: { ability } };
}

const isAbility = (value: unknown): value is Ability => typeof value === 'string' && Object.hasOwn(ABILITIES, value);

function declaredList(ability: RouteAbility): readonly Ability[] {
  if (isAbility(ability)) return [ability];
  return typeof ability === 'string' ? [] : ability;
}

/**
 * onRoute of the API: a route that declares nothing, or a name the table does not have, stops the server
 * from being built, so that a new route cannot forget who may call it.
 */
export function requireDeclaredAbilities(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const ability: unknown = route.config?.ability;
    const known = ability === 'public' || ability === 'signedIn' || isAbility(ability) || (Array.isArray(ability) && ability.length > 0 && ability.every(isAbility));
    if (!known) throw new Error(`La route ${String(route.method)} ${route.url} ne déclare pas la capacité qu’elle demande (config.ability).`);
  });
}

/**
 * preHandler of the protected API, from the route's declaration: an unscoped ability is checked here,
 * before the body is read. A scoped one is checked by the route once it has loaded the record, for its
 * periodical (requireAbility, or the shared workflow rule that reads the same table and answers in the
 * shape spec 2 §8 gives its refusals).
 */
export async function enforceAbility(request: FastifyRequest): Promise<void> {
  const declared = request.routeOptions.config.ability;
  if (declared === undefined) throw new Error(`Route sans capacité déclarée : ${request.method} ${request.routeOptions.url ?? ''}`);
  const list = declaredList(declared);
  if (list.length === 0 || list.some((ability) => ABILITIES[ability].scoped)) return;
  const { roles } = currentUser(request);
  if (!list.some((ability) => can(roles, ability))) throw new HttpError(403, abilityRefusal(list[0] as Ability));
}

/** The ability a scoped check applies: the route's own, or the one of its list the request chose. */
function abilityOf(request: FastifyRequest, chosen?: Ability): Ability {
  const declared = request.routeOptions.config.ability ?? 'public';
  const list = declaredList(declared);
  const ability = chosen ?? (list.length === 1 ? list[0] : undefined);
  if (ability === undefined || !list.includes(ability)) {
    throw new Error(`La route ${request.method} ${request.routeOptions.url ?? ''} ne déclare pas la capacité ${chosen ?? '(une seule attendue)'}.`);
  }
  return ability;
}

/** preHandler of a route with a scoped ability whose periodical is known late (in the file): held for none, refused at once. */
export async function requireAbilitySomewhere(request: FastifyRequest): Promise<void> {
  requireAbility(request, null);
}

/**
 * 403 with the French reason unless the caller holds the route's ability for the record's periodical (null:
 * no periodical in question, for the ability of a list that the request chose).
 */
export function requireAbility(request: FastifyRequest, periodicalId: string | null, chosen?: Ability): void {
  const ability = abilityOf(request, chosen);
  const periodical = periodicalId ?? undefined;
  if (!can(currentUser(request).roles, ability, periodical)) throw new HttpError(403, abilityRefusal(ability, periodical));
}
