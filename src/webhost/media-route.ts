import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Media } from '../core/media/media';

/**
 * GET /media/image/:id?size=&version=: image bytes for <img> tags of the page, fetched by core with the
 * session's token. Same guard as the bridge: only this run's pages may read them.
 */
export function registerMediaRoute(app: FastifyInstance, deps: { authorised(req: FastifyRequest): boolean; media: Media }): void {
  app.get<{ Params: { id: string } }>('/media/image/:id', async (req, reply) => {
    if (!deps.authorised(req)) return reply.code(403).send();
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) return reply.code(404).send();
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    const ifNoneMatch = typeof req.headers['if-none-match'] === 'string' ? req.headers['if-none-match'] : undefined;
    const answer = await deps.media.image(id, query, ifNoneMatch);
    reply.code(answer.status).headers(answer.headers);
    return answer.body ? reply.send(answer.body) : reply.send();
  });
}
