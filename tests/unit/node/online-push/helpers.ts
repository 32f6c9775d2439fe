import type { Core } from '../../../../src/core/app-core';
import type { Article, OnlinePush } from '../../../../src/shared/domain/article';
import type { AdminOnlinePush } from '../../../../src/shared/domain/online-push';
import { errorOf, valueOf } from '../images/reference-bed';
import { callers } from '../server/api-client';

/** Calls through core's dispatcher, as the renderer's bridge does. */
export const call = async <T>(core: Core, name: Parameters<Core['dispatch']>[0], args: unknown[]): Promise<T> => valueOf<T>(await core.dispatch(name, args as never));
export const fail = async (core: Core, name: Parameters<Core['dispatch']>[0], args: unknown[]) => errorOf(await core.dispatch(name, args as never));

/** A BJS article of its own, BAP given (READY): what may go online. */
export async function readyArticle(core: Core, title: string): Promise<Article> {
  const article = await call<Article>(core, 'articles.create', [
    { periodicalId: 'BJS', title, type: 'COMMENTARY', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: [] },
  ]);
  await call(core, 'articles.workflow', ['BAP_ARTICLE', article.id]);
  return article;
}

/** Paris wall-clock time `ms` from now, as the push-online dialog sends it (seconds included). */
export function parisIn(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date(Date.now() + ms))
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  return `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}:${parts['second']}`;
}

/**
 * A push at a near time, stored as scheduled: `attempt` pushes at the Paris time it is given. The time goes from
 * here to the second, and one already past when the request arrives is pushed at once (spec: "absent or past
 * means now"): on a loaded machine the request may arrive after a short margin, so the margin doubles until the
 * server stores the push as scheduled, whatever the machine's speed.
 */
export async function pushedSoon<T extends { push: { done: boolean } }>(attempt: (delay: string) => Promise<T>): Promise<T> {
  for (let margin = 2_000; margin <= 64_000; margin *= 2) {
    const pushed = await attempt(parisIn(margin));
    if (!pushed.push.done) return pushed;
  }
  throw new Error('Every push arrived after its time, a margin of 64 s included.');
}

/** A push of a ready article at a near time, stored as scheduled (pushedSoon). */
export function nearPush(core: Core, title: string): Promise<{ article: Article; push: OnlinePush }> {
  return pushedSoon(async (delay) => {
    const article = await readyArticle(core, title);
    return { article, push: await call<OnlinePush>(core, 'articles.pushOnline', [{ articleIds: [article.id], delay }]) };
  });
}

/**
 * How a push went (status, run date, failure), read straight from the reference server as the administrator: its own
 * GET /api/admin/publish-online/:id (SERVER_OWN_ROUTES.onlinePush, to be passed as called on purpose), which no call
 * of the client reads (spec 2 §7 has no call for one push).
 */
export async function pushStateReader(serverUrl: string): Promise<(id: number) => Promise<AdminOnlinePush>> {
  const { admin } = await callers(serverUrl, ['admin']);
  return async (id) => {
    const answer = await admin<AdminOnlinePush>('GET', `/api/admin/publish-online/${id}`);
    if (answer.status !== 200) throw new Error(`mise en ligne ${id} : ${answer.status}`);
    return answer.body;
  };
}
