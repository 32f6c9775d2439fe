import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isSpecRoute } from '../../shared/client-api';
import { EXTENSIONS } from '../../shared/domain/extensions';
import { projectAnswer, specAnswerOf } from '../../shared/spec-projection';
import { checkScopedRoutes, enforceAbility, needs, requireDeclaredAbilities } from '../http/abilities';
import { collectRoutes, openApiDocument } from '../http/openapi';
import { authenticate } from '../http/authenticate';
import { sendError } from '../http/errors';
import { installByteRanges } from '../http/ranges';
import { advertisementRoutes } from './advertisements';
import { adminJouveRoutes } from './admin-jouve';
import { adminPushOnlineRoutes } from './admin-push-online';
import { adminReferentialRoutes } from './admin-referentials';
import { articleImportRoutes } from './article-import';
import { articleRoutes } from './articles';
import { articleWorkflowRoutes } from './articles-workflow';
import { authorRoutes } from './authors';
import { bundlePlanRoutes } from './bundle-plans';
import { bundleRoutes } from './bundles';
import { configRoutes } from './config';
import type { ApiContext } from './context';
import { editorRoutes } from './editor';
import { editorAssetUploadRoutes } from './editor-asset-upload';
import { editorBrowseRoutes } from './editor-browse';
import { exportRoutes } from './exports';
import { extensionRoutes } from './extensions';
import { illustrationRoutes } from './illustrations';
import { imageRoutes } from './images';
import { kyrielleRoutes } from './kyrielle';
import { nomenclatureRoutes } from './nomenclature';
import { periodicalRoutes } from './periodicals';
import { planAdminRoutes } from './plan-admin';
import { publicationImportRoutes } from './publication-import';
import { publicationPlanRoutes } from './publication-plans';
import { publicationScheduleRoutes } from './publication-schedule';
import { publicationRoutes } from './publications';
import { searchRoutes } from './search';
import { workflowRoutes } from './workflow';

/** The areas of the API behind a bearer token. A new area is one module and one line here. */
const PROTECTED_AREAS: readonly FastifyPluginAsync<ApiContext>[] = [
  periodicalRoutes,
  kyrielleRoutes,
  authorRoutes,
  imageRoutes,
  illustrationRoutes,
  advertisementRoutes,
  nomenclatureRoutes,
  searchRoutes,
  exportRoutes,
  publicationRoutes,
  publicationImportRoutes,
  publicationPlanRoutes,
  planAdminRoutes,
  publicationScheduleRoutes,
  workflowRoutes,
  bundleRoutes,
  bundlePlanRoutes,
  editorRoutes,
  editorBrowseRoutes,
  editorAssetUploadRoutes,
  articleRoutes,
  articleWorkflowRoutes,
  articleImportRoutes,
  adminReferentialRoutes,
  adminPushOnlineRoutes,
  adminJouveRoutes,
  extensionRoutes,
];

export interface ApiOptions extends Omit<ApiContext, 'extensions'> {
  /**
   * Serve only the calls the specs' §7 give (issue 32; src/shared/client-api.ts isSpecRoute), as the publisher's
   * back-office does: any other route answers as an unknown path, and a spec call's own extensions (ApiContext
   * `extensions`: a query it does not know) are not honoured.
   */
  strict?: boolean;
}

/**
 * A strict server's answer: the specs' fields of what the call answers (spec-entities.ts), the rest dropped. A
 * JSON answer its call does not declare is a fault of this server (500): nothing leaves unprojected.
 */
function strictAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const route = request.routeOptions.url;
  if (reply.statusCode >= 400 || route === undefined) return payload;
  const answer = specAnswerOf(request.method, route);
  if (answer === undefined) throw new Error(`Réponse non déclarée dans SPEC_ANSWERS : ${request.method} ${route}`);
  return answer === 'opaque' || answer === 'file' ? payload : projectAnswer(answer, payload);
}

/** The whole REST API, to be registered with the prefix /api. */
export async function apiRoutes(app: FastifyInstance, options: ApiOptions): Promise<void> {
  // Only the context travels on: fastify's own options (prefix) must not reach the areas.
  const ctx: ApiContext = {
    db: options.db,
    publicUrl: options.publicUrl,
    verify: options.verify,
    workflow: options.workflow,
    extensions: new Set(options.strict ? [] : EXTENSIONS),
  };
  app.decorateRequest('user', null);
  installByteRanges(app);
  // Every route says who may call it (abilities.ts); one that says nothing stops the build.
  requireDeclaredAbilities(app);
  const routes = collectRoutes(app);

  const checkToken = authenticate(ctx.verify);
  // An unknown API path says 404 only to a signed-in caller; others learn nothing but 401.
  const notFound = async (request: FastifyRequest, reply: FastifyReply) => {
    await checkToken(request, reply);
    if (reply.sent) return reply;
    return sendError(reply, 404, `Ressource introuvable : ${request.method} ${request.url.split('?')[0]}`);
  };
  if (options.strict) {
    app.addHook('onRequest', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route !== undefined && !isSpecRoute(request.method, route)) return notFound(request, reply);
      return undefined;
    });
    // An object answer is projected before Fastify serialises it; one a route sends as JSON text already (a large
    // kyrielle tree, spliced as stored) is projected on its way out, parsed once.
    const projected = new WeakSet<FastifyRequest>();
    app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      projected.add(request);
      return strictAnswer(request, reply, payload);
    });
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (projected.has(request) || typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
      return JSON.stringify(strictAnswer(request, reply, JSON.parse(payload) as unknown));
    });
  }
  await app.register(configRoutes, ctx);
  await app.register(async (protectedApi) => {
    checkScopedRoutes(protectedApi);
    protectedApi.addHook('onRequest', checkToken);
    protectedApi.addHook('onRequest', enforceAbility);
    for (const area of PROTECTED_AREAS) await protectedApi.register(area, ctx);
    // Built once every route is known, at the first request.
    let description: unknown;
    protectedApi.get('/openapi.json', needs('signedIn'), async () => (description ??= openApiDocument(routes)));
  });

  app.setNotFoundHandler(notFound);
}
