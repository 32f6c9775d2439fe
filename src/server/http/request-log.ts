import type { FastifyError, FastifyRequest } from 'fastify';
import { redactText } from '../../shared/log/redact';

/** Where the request log goes instead of stdout (tests). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Fastify's request log (LOG_REQUESTS=1), with what its URLs and errors show masked as the app's own log is
 * (redact.ts): the editor's session token in Fonto's `context` (GET /api/fonto/document?context=…), OAuth's
 * `state` and `code`, tokens in a query.
 */
export function requestLogOptions(destination?: LogDestination) {
  return {
    ...(destination ? { stream: destination } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactText(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
      }),
      err: (error: FastifyError) => ({
        type: error.name,
        message: redactText(error.message),
        stack: redactText(error.stack ?? ''),
        ...(error.code ? { code: error.code } : {}),
        ...(error.statusCode ? { statusCode: error.statusCode } : {}),
      }),
    },
  };
}
