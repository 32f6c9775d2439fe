import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

/** Every error the API answers has this shape; the client shows `message` (spec 1 §8). */
export interface ErrorBody {
  status: number;
  error: string;
  message: string;
}

export function errorBody(status: number, message: string): ErrorBody {
  return { status, error: STATUS_CODES[status] ?? 'Error', message };
}

/** Thrown by a route to answer a given status with a given message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(status, message));
}

/** Fastify's own client errors, said in French like the rest of the API. */
const FASTIFY_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Requête trop volumineuse (file-too-large).',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Type de contenu non pris en charge : application/json attendu.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Corps de requête vide : un document JSON est attendu.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Corps de requête invalide : JSON mal formé.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'En-tête Content-Length incorrect.',
};

function clientMessage(error: FastifyError | HttpError | Error): string {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return (code && FASTIFY_MESSAGES[code]) || error.message;
}

/**
 * JSON errors everywhere, including fastify's own (bad JSON, body too large) and unknown routes.
 * `consoleErrors`: print server faults on stderr, for when fastify's logger is off.
 */
export function installErrorHandling(app: FastifyInstance, options: { consoleErrors?: boolean } = {}): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    const status = error instanceof HttpError ? error.status : 'statusCode' in error && error.statusCode ? error.statusCode : 500;
    // An HttpError is an answer a route chose (501 included), not a fault: its message stands.
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error(error);
      if (options.consoleErrors) console.error(`[pupitre-server] ${request.method} ${request.url}:`, error);
      return sendError(reply, status, 'Erreur interne du serveur.');
    }
    return sendError(reply, status, clientMessage(error));
  });
  app.setNotFoundHandler((request, reply) => sendError(reply, 404, `Ressource introuvable : ${request.method} ${request.url.split('?')[0]}`));
}
