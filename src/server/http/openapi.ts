import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { CLIENT_API, type ClientApiCall } from '../../shared/client-api';
import { specAnswerOf } from '../../shared/spec-projection';
import { ABILITIES } from '../../shared/rules/abilities';
import { declaredAbilities, type RouteAbility, type RouteBody } from './abilities';

/**
 * The OpenAPI 3.1 description of the API Pupitre uses (issue 22): the calls of the client's table
 * (src/shared/client-api.ts), each with the ability the reference server requires for it, its roles, the
 * body its handler parses, generated from the same zod schemas, and what a call of the specs answers, from the
 * one declaration of the specs' entities (issue 32). A back-office team diffs its own API
 * against it; served at GET /api/openapi.json.
 */

export interface DeclaredRoute extends RouteBody {
  method: string;
  /** Fastify's form, with the prefix: /api/article/:id. */
  url: string;
  ability: RouteAbility;
}

/** The routes of an instance as they are declared, HEAD left out (Fastify adds one to each GET). */
export function collectRoutes(app: FastifyInstance): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const ability = route.config?.ability;
    if (ability === undefined) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, ability, body: route.config?.body, bodyType: route.config?.bodyType });
  });
  return routes;
}

const segments = (path: string) => path.split('/');
const isParam = (segment: string) => segment.startsWith(':') || (segment.startsWith('{') && segment.endsWith('}'));

/**
 * The reference server's routes for a call of the client's table. `/api/article/{articleId}` (the specs'
 * form) is Fastify's `/api/article/:id`; where the table names a family (`/api/admin/export/{kind}`), each
 * route of the family, when the server declares one route a member.
 */
export function routesOf(call: Pick<ClientApiCall, 'method' | 'path'>, routes: readonly DeclaredRoute[]): DeclaredRoute[] {
  const wanted = segments(call.path);
  const candidates = routes.filter((route) => {
    const have = segments(route.url);
    return route.method === call.method && have.length === wanted.length && wanted.every((segment, i) => isParam(segment) || segment === have[i]);
  });
  const aligned = candidates.filter((route) => segments(route.url).every((segment, i) => isParam(segment) === isParam(wanted[i] ?? '')));
  return aligned.length > 0 ? aligned : candidates;
}

const errorBody = z
  .object({ status: z.number().int(), error: z.string(), message: z.string().meta({ description: 'La raison, en français.' }) })
  .meta({ id: 'Erreur', description: 'Spec 2 §8 : le statut HTTP et un message en français.' });
const failure = (description: string) => ({ description, content: { 'application/json': { schema: errorBody } } });

const SUCCESS = 'Succès (201 pour une création, 204 sans contenu).';
const file = z.string().meta({ format: 'binary' });

/**
 * The success answer of a call of the specs as src/shared/spec-entities.ts declares it (its fields, typed where the
 * client's domain reads them, by name otherwise), a file, or nothing to describe (an opaque answer, or a call
 * outside the specs).
 */
function success(call: ClientApiCall): ZodOpenApiResponseObject {
  const answer = call.spec === null ? undefined : specAnswerOf(call.method, call.path);
  if (answer === undefined || answer === 'opaque') return { description: SUCCESS };
  if (answer === 'file') return { description: `${SUCCESS} Un fichier.`, content: { 'application/octet-stream': { schema: file } } };
  return { description: `${SUCCESS} Les champs que nomment les spécifications (§3), et eux seuls.`, content: { 'application/json': { schema: answer } } };
}

function describeAbility(ability: RouteAbility): string | { name: string; roles: readonly string[]; scoped: boolean }[] {
  if (ability === 'public' || ability === 'signedIn') return ability;
  return declaredAbilities(ability).map((name) => ({ name, roles: ABILITIES[name].roles, scoped: ABILITIES[name].scoped }));
}

function operation(call: ClientApiCall, family: readonly DeclaredRoute[]): ZodOpenApiOperationObject {
  const params = [...call.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  const [route] = family as [DeclaredRoute];
  const open = route.ability === 'public';
  const ability = family.length === 1 ? describeAbility(route.ability) : Object.fromEntries(family.map((member) => [member.url, describeAbility(member.ability)]));
  return {
    summary: `${call.method} ${call.path}`,
    description: call.spec === null ? `Hors des spécifications : ${call.why}.` : [`Donné par ${call.spec}.`, call.note].filter(Boolean).join(' '),
    ...(open ? { security: [] } : {}),
    'x-pupitre-spec': call.spec,
    'x-pupitre-ability': ability,
    ...(params.length > 0 ? { requestParams: { path: z.object(Object.fromEntries(params.map((name) => [name, z.string()]))) } } : {}),
    ...(route.body ? { requestBody: { required: true, content: { [route.bodyType ?? 'application/json']: { schema: route.body } } } } : {}),
    responses: {
      '200': success(call),
      ...(open
        ? {}
        : {
            '400': failure('Requête invalide.'),
            '401': failure('Jeton absent ou expiré.'),
            '403': failure('Rôle insuffisant : la capacité x-pupitre-ability refusée.'),
            '404': failure('Introuvable, ou caché à ce compte.'),
            '409': failure('Conflit d’état ou de version.'),
          }),
    },
  };
}

/** The document, from the client's table and the server's routes; a call the server lacks is an error. */
export function openApiDocument(routes: readonly DeclaredRoute[], calls: readonly ClientApiCall[] = CLIENT_API): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const call of calls) {
    const family = routesOf(call, routes);
    if (family.length === 0) throw new Error(`Aucune route du serveur pour ${call.method} ${call.path}`);
    const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    paths[call.path] = { ...paths[call.path], [method]: operation(call, family) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'API du back-office utilisée par Pupitre',
      version: '1.0.0',
      description: 'Les appels du client (spec 1 §7, spec 2 §7, et ceux hors des spécifications, avec leur raison), la capacité que chacun demande et ses rôles.',
    },
    security: [{ jeton: [] }],
    components: { securitySchemes: { jeton: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  });
}
