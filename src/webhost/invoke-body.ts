import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { LoggerPort } from '../core/ports';
import type { BridgeResult } from '../shared/errors';

const INVALID_REQUEST = 'Requête invalide : un corps JSON {"args": [...]} est attendu.';

/** The arguments of `POST /bridge/invoke/:name`: the body must be a JSON object with an `args` member. */
export function invokeArgs(body: unknown): BridgeResult<unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Object.hasOwn(body, 'args')) {
    return { ok: false, error: { code: 'INVALID_ARGUMENT', message: INVALID_REQUEST } };
  }
  return { ok: true, value: (body as { args: unknown }).args };
}

/**
 * Errors Fastify raises before a route runs (body not JSON, too large, wrong content type, `__proto__`
 * keys) keep their 4xx status and answer the bridge's envelope, which the page's transport reads; anything
 * else is logged and answered INTERNAL without detail.
 */
export function bridgeEnvelopeOnError(logger: LoggerPort) {
  return (error: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'Requête trop volumineuse.' : status === 415 ? 'Type de contenu refusé : application/json attendu.' : INVALID_REQUEST;
      return reply.code(status).send({ ok: false, error: { code: 'INVALID_ARGUMENT', message } });
    }
    logger.error(`web host: ${req.method} ${req.url.slice(0, 200)} failed`, error);
    return reply.code(500).send({ ok: false, error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue.' } });
  };
}
