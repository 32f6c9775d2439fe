import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { Article, OnlinePush } from '../../../../src/shared/domain/article';
import type { AdminOnlinePush, ListedPush } from '../../../../src/shared/domain/online-push';
import type { PublicationDetail } from '../../../../src/shared/domain/publication';
import { settledBatch, valueOf } from '../images/reference-bed';
import { startArticleBed, type ArticleBed } from '../articles/bed';
import { call, fail, nearPush, parisIn, pushStateReader, readyArticle } from './helpers';
import { callers } from '../server/api-client';
import { SERVER_OWN_ROUTES } from '../server/test-database';
import { untilState } from '../../../support/until-state';

/**
 * The push-online administration (spec 2 §2.9, §7 Admin; issue 12) through core on the real reference server
 * whose worker runs: the list, push now (articles, or a publication's named push), cancel, the zip through
 * the download queue, a push run by its job at its time, and the administrator's alone. How a push went is read
 * on the server itself (pushStateReader): the client has no call for one push.
 */

let bed: ArticleBed;
let admin: Core;
let redaction: Core;
let pushOf: (id: number) => Promise<AdminOnlinePush>;

beforeAll(async () => {
  bed = await startArticleBed({ onPurpose: [SERVER_OWN_ROUTES.onlinePush] });
  [admin, redaction] = await Promise.all([bed.core('admin'), bed.core('redaction')]);
  pushOf = await pushStateReader(bed.server.url);
}, 90_000);
afterAll(async () => bed?.close());

/** The reference server's rows: every extension, and the spec's `articles`. */
const list = () => call<(AdminOnlinePush & Pick<ListedPush, 'articles'>)[]>(admin, 'pushOnline.list', []);
const seeded = async (title: string) => {
  const push = (await list()).find((p) => p.title === title);
  if (!push) throw new Error(`mise en ligne « ${title} » absente`);
  return push;
};

describe('the list', () => {
  it('lists the scheduled pushes soonest first, the named publication delivery among them', async () => {
    const pushes = await list();
    const dates = pushes.map((p) => p.executionDate);
    expect([...dates].sort()).toEqual(dates);
    expect(pushes.every((p) => p.status === 'SCHEDULED')).toBe(true);
    expect(pushes.find((p) => p.name !== null)).toMatchObject({ name: 'GDP_2025_2', publicationId: expect.any(Number) as number, articleIds: [] });
    const september = await seeded('Veille de septembre');
    expect(september.articleIds).toHaveLength(1);
    // Spec 2 §3 "Online publication (to push): id, name, title, executionDate, plus articles": each push's, as articles.
    expect(september.articles).toEqual([expect.objectContaining({ id: september.articleIds[0], title: expect.any(String) as string })]);
  });

  it('is refused to a manager on every call (403), the download too', async () => {
    const push = await seeded('Veille de septembre');
    for (const [name, args] of [
      ['pushOnline.list', []],
      ['pushOnline.pushNow', [push.id]],
      ['pushOnline.cancel', [push.id]],
    ] as const) {
      expect((await fail(redaction, name, [...args])).status, name).toBe(403);
    }
    const refused = valueOf<{ batchId: string }>(await redaction.dispatch('pushOnline.download', [push.id]));
    const state = await settledBatch(redaction, refused.batchId);
    expect(state.items.find((i) => i.batchId === refused.batchId)).toMatchObject({ status: 'failed', httpStatus: 403 });
    expect((await pushOf(push.id)).status).toBe('SCHEDULED');
  });
});


describe('actions', () => {
  it('push now: the articles go online at once, the push is DONE and leaves the list', async () => {
    const article = await readyArticle(admin, 'Poussé maintenant par l’administrateur');
    const push = await call<OnlinePush>(admin, 'articles.pushOnline', [{ articleIds: [article.id], delay: parisIn(3_600_000) }]);
    await call(admin, 'pushOnline.pushNow', [push.id]);
    const done = await pushOf(push.id);
    expect(done).toMatchObject({ status: 'DONE', error: null });
    expect((await list()).some((p) => p.id === push.id)).toBe(false);
    const online = await call<Article>(admin, 'articles.get', [article.id]);
    expect(online).toMatchObject({ status: 'PUBLISHED', nextPublicationOnlineDate: null, publicationOnlineDate: done.doneDate });
    // Once only: a second push now is refused by core before anything is sent (push now acts on the list's row,
    // gone), and by the server when asked all the same; the push stays as it ran.
    expect(await fail(admin, 'pushOnline.pushNow', [push.id])).toMatchObject({ code: 'HTTP', message: `La mise en ligne ${push.id} n’est plus programmée (déjà exécutée ou annulée) ; rien n’a été envoyé.` });
    const { admin: direct } = await callers(bed.server.url, ['admin']);
    const again = await direct<{ message: string }>('PUT', `/api/admin/publish-online/${push.id}`, { articleIds: [article.id] });
    expect([again.status, again.body.message]).toEqual([409, `La mise en ligne ${push.id} a déjà été exécutée.`]);
    expect((await pushOf(push.id)).doneDate).toBe(done.doneDate);
  });

  it('cancel delivery: the push goes, its article loses the scheduling and does not go online', async () => {
    const push = await seeded('Veille de septembre');
    const articleId = push.articleIds[0] ?? 0;
    expect((await call<Article>(admin, 'articles.get', [articleId])).nextPublicationOnlineDate).toBe(push.executionDate);
    await call(admin, 'pushOnline.cancel', [push.id]);
    expect((await list()).some((p) => p.id === push.id)).toBe(false);
    const article = await call<Article>(admin, 'articles.get', [articleId]);
    // The seed's worker may move its publication on (PUBLISHING); the push, cancelled, never publishes it.
    expect(article.nextPublicationOnlineDate).toBeNull();
    expect(article.status).not.toBe('PUBLISHED');
    expect((await fail(admin, 'pushOnline.cancel', [push.id])).status).toBe(404);
  });

  it('push now of a named push publishes its publication (PUT /api/admin/publication/{id}/publish)', async () => {
    const push = (await list()).find((p) => p.name === 'GDP_2025_2');
    await call(admin, 'pushOnline.pushNow', [push?.id]);
    expect(await pushOf(push?.id ?? 0)).toMatchObject({ status: 'DONE' });
    expect((await call<PublicationDetail>(admin, 'publications.get', [push?.publicationId])).status).toBe('PUBLISHED');
  });

  it('download saves {id}-export.zip with each article’s XML and images, through the download queue', async () => {
    const push = await seeded('Dossier illustré de novembre');
    const { batchId } = await call<{ batchId: string }>(admin, 'pushOnline.download', [push.id]);
    const state = await settledBatch(admin, batchId);
    expect(state.items.find((i) => i.batchId === batchId)).toMatchObject({ status: 'done', fileName: `${push.id}-export.zip` });
    const entries = unzipSync(new Uint8Array(await readFile(join(bed.downloadDir('admin'), `${push.id}-export.zip`))));
    const articleId = push.articleIds[0] ?? 0;
    const names = Object.keys(entries);
    expect(names).toContain(`${articleId}/${articleId}.xml`);
    expect(new TextDecoder().decode(entries[`${articleId}/${articleId}.xml`])).toContain(`<article id="${articleId}"`);
    const image = names.find((n) => n.startsWith(`${articleId}/images/`));
    expect(image).toMatch(/\.(jpg|png)$/);
    expect(entries[image ?? '']?.length).toBeGreaterThan(100);
  });
});

describe('the job', () => {
  it('runs a scheduled push once, at its time, and records it DONE', async () => {
    // Stored as scheduled (the answer says so: `done` false); the SCHEDULED status is read on the seeded pushes above.
    const { article, push } = await nearPush(admin, 'Mis en ligne par le travail programmé');
    const done = await untilState(
      async () => {
        const now = await pushOf(push.id);
        if (now.status !== 'DONE') throw new Error(now.status);
        return now;
      }, 100,);
    expect(Date.parse(done.doneDate ?? '')).toBeGreaterThanOrEqual(Date.parse(push.executionDate));
    expect((await call<Article>(admin, 'articles.get', [article.id])).publicationOnlineDate).toBe(done.doneDate);
  });
});
