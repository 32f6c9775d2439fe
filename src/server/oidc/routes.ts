import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import { authenticate as checkPassword, findAccountById } from '../auth/users';
import type { Db } from '../db/db';
import { LOGIN_ACTIONS_PATH, OIDC_PROTOCOL_PATH, REALM_PATH } from '../config';
import type { AccessTokenVerifier } from '../http/access-token';
import { bearerToken } from '../http/authenticate';
import { identityClaims } from './claims';
import { LOGIN_FAILED_MESSAGE, loginPage, messagePage, PAGE_CSP } from './pages';

export interface OidcRoutesOptions {
  provider: Provider;
  db: Db;
  verify: AccessTokenVerifier;
}

type LoginRequest = FastifyRequest<{ Params: { uid: string }; Body: Record<string, string> | undefined }>;

/**
 * Everything under /realms/pupitre: the provider itself, and beside it what Keycloak serves and
 * oidc-provider leaves to its host: the login page and a userinfo endpoint that accepts access tokens.
 */
export async function oidcRoutes(app: FastifyInstance, options: OidcRoutesOptions): Promise<void> {
  await app.register(providerPassThrough, options);
  await app.register(loginActions, options);
  await app.register(userinfo, options);
}

/** Hands the raw request to the provider (a Koa app) untouched: no body parsing, prefix cut as a mount would. */
async function providerPassThrough(app: FastifyInstance, { provider }: OidcRoutesOptions): Promise<void> {
  const callback = provider.callback();
  // The provider reads the request body itself: fastify must leave the stream alone.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.hijack();
    const raw: IncomingMessage & { originalUrl?: string } = request.raw;
    const url = raw.url ?? '/';
    // oidc-provider derives its mount path from originalUrl minus url, as under Express or Koa mounts.
    raw.originalUrl = url;
    raw.url = url.slice(REALM_PATH.length) || '/';
    if (raw.url.startsWith('?')) raw.url = `/${raw.url}`;
    await callback(raw, reply.raw);
  };
  app.all(REALM_PATH, handler);
  app.all(`${REALM_PATH}/*`, handler);
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('Content-Security-Policy', PAGE_CSP)
    .header('Cache-Control', 'no-store')
    .header('X-Frame-Options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(html);
}

const SESSION_LOST =
  'Votre demande de connexion a expiré ou a déjà été utilisée. Fermez cette page et relancez la connexion depuis Pupitre.';

/** The login page of an interaction, in French. */
async function loginActions(app: FastifyInstance, { provider, db }: OidcRoutesOptions): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const path = `${REALM_PATH}${LOGIN_ACTIONS_PATH}/:uid`;

  /** The pending interaction of this browser, or an answer already sent when there is none. */
  async function interactionOf(request: LoginRequest, reply: FastifyReply): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      if (interaction.uid === request.params.uid) return interaction;
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
    }
    sendPage(reply, 400, messagePage('Pupitre — Connexion', 'Connexion à Pupitre', SESSION_LOST, true));
    return undefined;
  }

  app.get(path, async (request: LoginRequest, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    if (interaction.prompt.name !== 'login') {
      // Nothing to ask: the first-party client's grant is given without a consent page (see provider.ts).
      return reply.redirect(await provider.interactionResult(request.raw, reply.raw, { consent: {} }), 303);
    }
    const hint = interaction.params.login_hint;
    return sendPage(reply, 200, loginPage({ action: request.url.split('?')[0] ?? '', username: typeof hint === 'string' ? hint : '' }));
  });

  app.post(path, async (request: LoginRequest, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    const username = request.body?.username ?? '';
    const password = request.body?.password ?? '';
    const account = username && password ? await checkPassword(db, username, password) : undefined;
    if (!account) {
      return sendPage(reply, 200, loginPage({ action: request.url.split('?')[0] ?? '', username, error: LOGIN_FAILED_MESSAGE }));
    }
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
    return reply.redirect(returnTo, 303);
  });
}

/**
 * Keycloak's userinfo accepts the access token the client holds; oidc-provider's refuses JWT access tokens
 * issued for a resource. This route, more specific than the pass-through, answers in its place.
 */
async function userinfo(app: FastifyInstance, { db, verify }: OidcRoutesOptions): Promise<void> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const token = bearerToken(request);
    const invalid = (description: string) =>
      reply
        .code(401)
        .header('WWW-Authenticate', `Bearer error="invalid_token", error_description="${description}"`)
        .send({ error: 'invalid_token', error_description: description });
    if (!token) return invalid('no access token provided');
    let userId: string;
    try {
      userId = (await verify(token)).id;
    } catch {
      return invalid('invalid access token');
    }
    const account = await findAccountById(db, userId);
    if (!account) return invalid('user not found');
    return identityClaims(account);
  };
  // A form-encoded POST carries nothing this endpoint reads (only the Authorization header counts).
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, undefined));
  const path = `${REALM_PATH}${OIDC_PROTOCOL_PATH}/userinfo`;
  app.get(path, handler);
  app.post(path, handler);
}
