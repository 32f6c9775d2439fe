import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Media, MediaResponse } from '../core/media/media';

/**
 * GET /media/image/:id?size=&version=: image bytes for <img> tags of the page, and GET
 * /media/asset/:id?token=&document=&variant=: the editor's picture previews, fetched by core with the session's
 * token. Same guard as the bridge: only this run's pages may read them.
 */
export function registerMediaRoute(app: FastifyInstance, deps: { authorised(req: FastifyRequest): boolean; media: Media }): void {
  const serve = (answerOf: (id: string, query: URLSearchParams, ifNoneMatch: string | undefined) => Promise<MediaResponse>) =>
    async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      if (!deps.authorised(req)) return reply.code(403).send();
      if (!/^[1-9]\d{0,11}$/.test(req.params.id)) return reply.code(404).send();
      const query = new URLSearchParams(req.url.split('?')[1] ?? '');
      const ifNoneMatch = typeof req.headers['if-none-match'] === 'string' ? req.headers['if-none-match'] : undefined;
      const answer = await answerOf(req.params.id, query, ifNoneMatch);
      reply.code(answer.status).headers(answer.headers);
      return answer.body ? reply.send(answer.body) : reply.send();
    };
  app.get<{ Params: { id: string } }>('/media/image/:id', serve((id, query, ifNoneMatch) => deps.media.image(Number(id), query, ifNoneMatch)));
  app.get<{ Params: { id: string } }>('/media/asset/:id', serve((id, query, ifNoneMatch) => deps.media.editorAsset(id, query, ifNoneMatch)));
}
