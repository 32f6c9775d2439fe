import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { RunningServer } from '../../../../src/server/app';
import { startReferenceServer } from '../reference-server';
import { seededPglite } from '../../../support/seeded-database';
import { openDb } from '../../../../src/server/db/open-db';
import type { Article, OnlinePush } from '../../../../src/shared/domain/article';
import type { AdminOnlinePush } from '../../../../src/shared/domain/online-push';
import { signedInCore } from '../../../support/signed-in-core';
import { call, parisIn, pushStateReader, readyArticle } from './helpers';
import { SERVER_OWN_ROUTES } from '../server/test-database';
import { untilState } from '../../../support/until-state';

/**
 * A scheduled push survives a restart of the server (design.md "long server work as jobs in a table of the
 * database"): scheduled on one server, due while it is down, run once by the next server on the same data
 * folder, and recorded DONE; a push that cannot run (a publication without its BAT) is recorded FAILED with
 * its reason, and stays in the administrator's list.
 */

const root = await mkdtemp(join(tmpdir(), 'pupitre-push-restart-'));
const dataDir = join(root, 'data');
const open: { server?: RunningServer; core?: Core } = {};
/** How a push went, read on the running server (the client has no call for one push). */
let pushOf: (id: number) => Promise<AdminOnlinePush>;

async function start(): Promise<Core> {
  open.server = await startReferenceServer({ port: 0, dataDir, initialData: await seededPglite(), workflow: { stepMs: 40, pollMs: 20 } }, [SERVER_OWN_ROUTES.onlinePush]);
  open.core = await signedInCore({ apiUrl: open.server.url, user: 'admin', root });
  pushOf = await pushStateReader(open.server.url);
  return open.core;
}

async function stop(): Promise<void> {
  open.core?.dispose();
  await open.server?.close();
  open.core = undefined;
  open.server = undefined;
}

afterAll(async () => {
  await stop();
  await rm(root, { recursive: true, force: true });
});

it('runs a push due while the server was down once, after the restart, and records success and failure', async () => {
  let admin = await start();
  const article = await readyArticle(admin, 'Mise en ligne programmée avant un redémarrage');
  const push = await call<OnlinePush>(admin, 'articles.pushOnline', [{ articleIds: [article.id], delay: parisIn(3_600_000) }]);
  expect((await pushOf(push.id)).status).toBe('SCHEDULED');
  await stop();

  // While it is down, its time comes: set a minute back here rather than waited for (a near time would race the
  // stop on a slow machine). And a named push of a publication without its BAT (BJS_2025_1), due already.
  const db = await openDb({ dataDir });
  const [due] = await db.query<{ at: Date }>(`UPDATE online_push SET execution_date = now() - interval '1 minute' WHERE id = $1 RETURNING execution_date AS at`, [push.id]);
  await db.query(`UPDATE job SET run_at = now() - interval '1 minute' WHERE online_push_id = $1`, [push.id]);
  const [publication] = await db.query<{ id: number }>(`SELECT id FROM publication WHERE periodical_id = 'BJS' AND status = 'PUBLISHING' AND validation_date IS NULL ORDER BY id LIMIT 1`);
  const [named] = await db.query<{ id: number }>(
    `INSERT INTO online_push (name, title, execution_date, username, publication_id) VALUES ('BJS_2025_1', 'Livraison sans BAT', now() - interval '1 minute', 'Administrateur', $1) RETURNING id`,
    [publication?.id],
  );
  await db.query(`INSERT INTO job (kind, online_push_id, run_at) VALUES ('PUSH_ONLINE', $1, now() - interval '1 minute')`, [named?.id]);
  await db.close();

  admin = await start();
  const done = await untilState(
    async () => {
      const now = await pushOf(push.id);
      if (now.status !== 'DONE') throw new Error(now.status);
      return now;
    }, 100,);
  expect(Date.parse(done.doneDate ?? '')).toBeGreaterThanOrEqual(due?.at.getTime() ?? Infinity);
  expect(await call<Article>(admin, 'articles.get', [article.id])).toMatchObject({ status: 'PUBLISHED', publicationOnlineDate: done.doneDate, nextPublicationOnlineDate: null });

  const failed = await untilState(
    async () => {
      const now = await pushOf(named?.id ?? 0);
      if (now.status !== 'FAILED') throw new Error(now.status);
      return now;
    }, 100,);
  expect(failed.error).toBe('La publication BJS_2025_1 ne peut pas être mise en ligne : son BAT n’a pas été donné.');
  const listed = await call<AdminOnlinePush[]>(admin, 'pushOnline.list', []);
  expect(listed.find((p) => p.id === named?.id)?.status).toBe('FAILED');
  expect(listed.some((p) => p.id === push.id)).toBe(false);

  // Once: a later restart runs nothing again (the job went with the run).
  await stop();
  admin = await start();
  await open.server?.workflow.drain();
  expect(await pushOf(push.id)).toEqual(done);
}, 120_000);
