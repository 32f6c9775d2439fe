import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { ABILITIES, abilityRefusal, can, type Ability } from '../../shared/rules/abilities';
import { HttpError } from './errors';
import { currentUser } from './request';
import { answering, noteScopedCheck } from './scoped-checks';

/**
 * One of several abilities, picked from the request's path before its body is read (the image collection of
 * an upload): the check is the picked ability's, and so is the refusal's wording.
 */
export interface ChosenAbility {
  among: readonly Ability[];
  choose(request: FastifyRequest): Ability;
}

/**
 * What a route of the API requires, from the abilities table (src/shared/rules/abilities.ts): one ability;
 * several scoped ones, when the record or the body says which (the workflow action named in the body), the
 * route then checking the one chosen (requireAbility); one picked from the path (ChosenAbility); any
 * signed-in account; or nothing at all (the identity configuration).
 */
export type RouteAbility = Ability | readonly Ability[] | ChosenAbility | 'signedIn' | 'public';

/** The body a route reads, for the API's OpenAPI description (openapi.ts): the schema its handler parses with. */
export interface RouteBody {
  body?: ZodType;
  /** Its media type: JSON unless said (spec 2 §7's Oxygen suggestions take the typed text as text/plain). */
  bodyType?: BodyType;
}

export type BodyType = 'application/json' | 'text/plain';

declare module 'fastify' {
  interface FastifyContextConfig extends RouteBody {
    ability?: RouteAbility;
  }
}

type Declaration = { config: { ability: RouteAbility } & RouteBody };

/** The route options that declare it: `app.get('/article/:id', needs('article.read'), handler)`, and the body it reads. */
export function needs(ability: RouteAbility, described: RouteBody = {}): Declaration {
  return { config: { ability, ...described } };
}

/** A shared declaration (`const authorManagers = needs(...)`) with the body of one route. */
export function withBody(declaration: Declaration, body: ZodType, bodyType: BodyType = 'application/json'): Declaration {
  return { config: { ...declaration.config, body, bodyType } };
}

/** `needs` for an ability the path picks: `needsOneOf([...], (request) => ...)`. */
export function needsOneOf(among: readonly Ability[], choose: (request: FastifyRequest) => Ability, described: RouteBody = {}): Declaration {
  return needs({ among, choose }, described);
}

/** The abilities a declaration names (none for 'public' and 'signedIn'). */
export function declaredAbilities(ability: RouteAbility): readonly Ability[] {
  return declaredList(ability);
}

const isAbility = (value: unknown): value is Ability => typeof value === 'string' && Object.hasOwn(ABILITIES, value);
const isAbilityList = (value: unknown): value is readonly Ability[] => Array.isArray(value) && value.length > 0 && value.every(isAbility);
export const isChosenAbility = (value: unknown): value is ChosenAbility =>
  typeof value === 'object' && value !== null && 'choose' in value && typeof value.choose === 'function' && 'among' in value && isAbilityList(value.among);

function declaredList(ability: RouteAbility): readonly Ability[] {
  if (isAbility(ability)) return [ability];
  if (isChosenAbility(ability)) return ability.among;
  return typeof ability === 'string' ? [] : ability;
}

/**
 * Is it a declaration the API can enforce? A plain list must hold a scoped ability, which the route checks
 * once it knows the record: a list of unscoped ones would leave the choice to nobody (needsOneOf says it).
 */
export function isValidDeclaration(ability: unknown): boolean {
  if (ability === 'public' || ability === 'signedIn' || isAbility(ability) || isChosenAbility(ability)) return true;
  return isAbilityList(ability) && ability.some((one) => ABILITIES[one].scoped);
}

/**
 * onRoute of the API: a route that declares nothing, or a name the table does not have, stops the server
 * from being built, so that a new route cannot forget who may call it.
 */
export function requireDeclaredAbilities(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isValidDeclaration(route.config?.ability)) throw new Error(`La route ${String(route.method)} ${route.url} ne déclare pas la capacité qu’elle demande (config.ability).`);
  });
}

/**
 * onRequest of the protected API, once the token is checked, from the route's declaration: an unscoped
 * ability (or the one the path picks) is checked here, before the body is read, so that a refused upload
 * is not received. A scoped one is checked by the route once it has loaded the record, for its periodical
 * (requireAbility, or the shared workflow rule that reads the same table and answers in the shape spec 2
 * §8 gives its refusals).
 */
export async function enforceAbility(request: FastifyRequest): Promise<void> {
  const declared = request.routeOptions.config.ability;
  if (declared === undefined) throw new Error(`Route sans capacité déclarée : ${request.method} ${request.routeOptions.url ?? ''}`);
  const ability = isChosenAbility(declared) ? declared.choose(request) : isAbility(declared) ? declared : null;
  if (ability === null || ABILITIES[ability].scoped) return;
  if (!can(currentUser(request).roles, ability)) throw new HttpError(403, abilityRefusal(ability));
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

/**
 * onRequest of a route with a scoped ability whose periodical is known late (in the file, in the body): held
 * for none, refused at once, before the body is read (Fastify reads it before a preHandler).
 */
export async function requireAbilitySomewhere(request: FastifyRequest): Promise<void> {
  requireAbility(request, null);
}

/**
 * 403 with the French reason unless the caller holds the route's ability for the record's periodical (null:
 * no periodical in question, for the ability of a list that the request chose).
 */
export function requireAbility(request: FastifyRequest, periodicalId: string | null, chosen?: Ability): void {
  noteScopedCheck();
  const ability = abilityOf(request, chosen);
  const periodical = periodicalId ?? undefined;
  if (!can(currentUser(request).roles, ability, periodical)) throw new HttpError(403, abilityRefusal(ability, periodical));
}

/** Does the route's ability (the one the path picks, or one of a list) depend on the record's periodical? */
function isScopedRoute(request: FastifyRequest): boolean {
  const declared = request.routeOptions.config.ability;
  if (declared === undefined || declared === 'public' || declared === 'signedIn') return false;
  if (isChosenAbility(declared)) return ABILITIES[declared.choose(request)].scoped;
  return declaredList(declared).some((ability) => ABILITIES[ability].scoped);
}

/**
 * Outside production (tests, development): a route of a scoped ability that answers 2xx without having checked it
 * (requireAbility, requireAbilitySomewhere, holds) fails with a 500 naming the route, so that a handler forgetting
 * its check is caught by any test calling it, not only by the route x account matrix.
 */
export function checkScopedRoutes(app: FastifyInstance): void {
  if (process.env.NODE_ENV === 'production') return;
  app.addHook('onRequest', (_request, _reply, done) => answering.run({ checked: false }, done));
  app.addHook('onSend', async (request, reply, payload) => {
    const success = reply.statusCode >= 200 && reply.statusCode < 300;
    if (success && isScopedRoute(request) && answering.getStore()?.checked !== true) {
      throw new HttpError(500, `La route ${request.method} ${request.routeOptions.url ?? ''} a répondu ${reply.statusCode} sans vérifier sa capacité pour la revue (requireAbility, holds).`);
    }
    return payload;
  });
}
