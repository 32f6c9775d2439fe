import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/app';
import type { Article } from '../../../../src/shared/domain/article';
import type { EditorSession } from '../../../../src/shared/domain/editor';
import type { FontoDocument, FontoHistory, FontoLockAnswer, FontoRevisionText, FontoSaved, FontoState } from '../../../../src/shared/domain/fonto-contract';
import { callers, type Caller } from './api-client';
import { startTestServer } from './test-database';

/**
 * Fonto's Standard CMS connector on the reference server, full and strict (issue 33): every call of the contract
 * under /api/fonto/, with `context` (the edit session's token) in the query of a GET and the body otherwise; the
 * token is never an authentication (another user's token is refused); the old paths are gone.
 */

const ok = <T>(answer: { status: number; body: unknown }): T => {
  expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
  return answer.body as T;
};
const message = (answer: { body: unknown }) => (answer.body as { message: string }).message;
/** The old paths, asked on purpose to see them gone. */
const OLD_TOKEN = 'o'.repeat(43);
const OLD_PATHS = [`GET /api/fonto/session/${OLD_TOKEN}/document`, `DELETE /api/fonto/session/${OLD_TOKEN}`, 'GET /api/fonto/document/1/versions'];
const query = (values: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)])).toString();

for (const strict of [false, true]) {
  describe(`Fonto’s contract on the ${strict ? 'strict' : 'full'} reference server`, () => {
    let server: RunningServer;
    let as: Record<'admin' | 'redaction' | 'lecteur', Caller>;
    let id = '';

    const open = async (who: Caller) => {
      const session = ok<EditorSession>(await who('POST', '/api/fonto/session', { documentId: Number(id) }));
      return { editSessionToken: session.token, documentId: id };
    };
    const load = (who: Caller, context: { editSessionToken: string }) => who<FontoDocument>('GET', `/api/fonto/document?${query({ documentId: id, context })}`);

    beforeAll(async () => {
      server = await startTestServer({ workflow: { paused: true }, strict }, OLD_PATHS);
      as = await callers(server.url, ['admin', 'redaction', 'lecteur'] as const);
      const created = ok<Article>(
        await as.admin('POST', '/api/article', { periodicalId: 'BJS', title: 'Contrat Fonto', type: 'COMMENTARY', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: [] }),
      );
      id = String(created.id);
    }, 60_000);

    afterAll(async () => {
      await server.close();
    });

    it('loads, saves with the revision read, refuses a stale revision (412, who saved when) and malformed XML (400, line and column)', async () => {
      const context = await open(as.redaction);
      const document = ok<FontoDocument>(await load(as.redaction, context));
      expect(Object.keys(document).sort()).toEqual(['content', 'documentId', 'lock', 'metadata', 'revisionId']);
      // Free: the editor takes the lock at the first change (Fonto's optimistic locking); a save takes it too.
      expect(document).toMatchObject({ documentId: id, lock: { isLockAcquired: false, isLockAvailable: true } });
      expect(document.lock.reason).toBeUndefined();
      const content = document.content.replace('<para></para>', '<para>Premier jet.</para>');
      const saved = ok<FontoSaved>(await as.redaction('PUT', '/api/fonto/document', { context, documentId: id, content, revisionId: document.revisionId, autosave: false }));
      expect(saved).toEqual({ revisionId: String(Number(document.revisionId) + 1) });

      const stale = await as.redaction('PUT', '/api/fonto/document', { context, documentId: id, content, revisionId: document.revisionId });
      expect(stale.status).toBe(412);
      expect(message(stale)).toMatch(/^Le document a été modifié par Romain Rédacteur le .+ \(version \d+, actuelle \d+\)/);
      const malformed = await as.redaction('PUT', '/api/fonto/document', { context, documentId: id, content: '<article id="1">\n  <titre>x</para>\n</article>', revisionId: saved.revisionId });
      expect([malformed.status, message(malformed)]).toEqual([400, expect.stringMatching(/ligne 2, colonne \d+/)]);
      // A reader opens the document but may not save it (403), and another user's token is not theirs to use.
      const reader = await open(as.lecteur);
      expect((await as.lecteur('PUT', '/api/fonto/document', { context: reader, documentId: id, content, revisionId: saved.revisionId })).status).toBe(403);
      expect((await load(as.lecteur, context)).status).toBe(403);
      expect((await as.redaction('PUT', '/api/fonto/document/lock', { context, documentId: id, lock: { isLockAcquired: false } })).status).toBe(200);
    }, 30_000);

    it('takes and releases the lock, refuses it with the reason (403) while another editor holds it, and tells the state of several documents in order', async () => {
      const first = await open(as.admin);
      const second = await open(as.redaction);
      ok(await as.admin('PUT', '/api/fonto/document/lock', { context: first, documentId: id, lock: { isLockAcquired: true } }));
      const refused = await as.redaction('PUT', '/api/fonto/document/lock', { context: second, documentId: id, lock: { isLockAcquired: true } });
      expect([refused.status, message(refused)]).toEqual([403, expect.stringMatching(/^Alice Administratrice \(admin\) modifie ce document depuis le /)]);

      const state = ok<FontoState>(
        await as.redaction('POST', '/api/fonto/document/state', { context: second, documents: [{ documentId: id }, { documentId: '999999' }, { documentId: id, revisionId: '0' }] }),
      );
      expect(state.results.map((r) => r.status)).toEqual([200, 404, 200]);
      expect(state.results[0]?.body).toEqual({
        lock: { isLockAcquired: false, isLockAvailable: false, reason: expect.stringMatching(/^Alice Administratrice/) },
        revisionId: expect.any(String),
        // Who holds it: this server's metadata, beyond the contract's state (a strict server drops it).
        ...(strict ? {} : { metadata: { lockHolder: expect.objectContaining({ username: 'admin' }) } }),
      });

      const released = ok<FontoLockAnswer>(await as.admin('PUT', '/api/fonto/document/lock', { context: first, documentId: id, lock: { isLockAcquired: false } }));
      expect(released.lock).toMatchObject({ isLockAcquired: false, isLockAvailable: true });
      // Released on leaving, the session is over: its token is refused as an unknown one.
      const over = await as.admin('POST', '/api/fonto/document/state', { context: first, documents: [{ documentId: id }] });
      expect([over.status, message(over)]).toEqual([404, 'Session d’éditeur inconnue ou fermée : rouvrez le document.']);
      const taken = ok<FontoLockAnswer>(await as.redaction('PUT', '/api/fonto/document/lock', { context: second, documentId: id, lock: { isLockAcquired: true }, revisionId: released.revisionId }));
      expect(taken).toEqual({ lock: { isLockAcquired: true, isLockAvailable: true }, revisionId: released.revisionId });
      // The editor's revision is behind: 412.
      const behind = await as.redaction('PUT', '/api/fonto/document/lock', { context: second, documentId: id, lock: { isLockAcquired: true }, revisionId: '0' });
      expect(behind.status).toBe(412);
      ok(await as.redaction('PUT', '/api/fonto/document/lock', { context: second, documentId: id, lock: { isLockAcquired: false } }));
    }, 30_000);

    it('answers the heartbeat on POST and GET, and refuses a token that is not the caller’s', async () => {
      const context = await open(as.admin);
      expect((await as.admin('POST', '/api/fonto/heartbeat', { context })).status).toBe(204);
      expect((await as.admin('GET', `/api/fonto/heartbeat?${query({ context })}`)).status).toBe(204);
      expect((await as.redaction('POST', '/api/fonto/heartbeat', { context })).status).toBe(403);
      expect((await as.admin('POST', '/api/fonto/heartbeat', { context: { editSessionToken: 'x'.repeat(43) } })).status).toBe(404);
      ok(await as.admin('PUT', '/api/fonto/document/lock', { context, documentId: id, lock: { isLockAcquired: false } }));
    });

    it('releases at the heartbeat the lock of a user who may no longer edit the document, and tells the editor so', async () => {
      const moved = ok<Article>(
        await as.admin('POST', '/api/article', { periodicalId: 'BJS', title: 'Verrou perdu', type: 'COMMENTARY', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: [] }),
      );
      const documentId = String(moved.id);
      const session = ok<EditorSession>(await as.redaction('POST', '/api/fonto/session', { documentId: moved.id }));
      const context = { editSessionToken: session.token, documentId };
      // Its first change takes the lock (issue 33).
      expect(ok<FontoLockAnswer>(await as.redaction('PUT', '/api/fonto/document/lock', { context, documentId, lock: { isLockAcquired: true } })).lock?.isLockAcquired).toBe(true);
      // To GPL: redaction (BJS, DEF, GDP) may no longer edit it. The heartbeat still answers 2xx (the contract gives it no error).
      ok(await as.admin('PUT', `/api/article/${moved.id}/move`, { periodicalId: 'GPL', publicationId: null, bundleId: null, planNodeId: 'GPL-CHR' }));
      expect((await as.redaction('POST', '/api/fonto/heartbeat', { context })).status).toBe(204);
      const state = ok<FontoState>(await as.redaction('POST', '/api/fonto/document/state', { context, documents: [{ documentId }] }));
      expect(state.results[0]?.status).toBe(403);
      // The lock is free at once, not 45 s later: the next editor takes it.
      const admin = ok<EditorSession>(await as.admin('POST', '/api/fonto/session', { documentId: moved.id }));
      const adminContext = { editSessionToken: admin.token, documentId };
      expect(ok<FontoDocument>(await as.admin('GET', `/api/fonto/document?${query({ documentId, context: adminContext })}`)).lock).toEqual({ isLockAcquired: false, isLockAvailable: true });
      expect(ok<FontoLockAnswer>(await as.admin('PUT', '/api/fonto/document/lock', { context: adminContext, documentId, lock: { isLockAcquired: true } })).lock).toEqual({ isLockAcquired: true, isLockAvailable: true });
      ok(await as.admin('PUT', '/api/fonto/document/lock', { context: adminContext, documentId, lock: { isLockAcquired: false } }));
    });

    it('lists the history newest first and serves a revision by revisionId or id', async () => {
      const context = await open(as.lecteur);
      const history = ok<FontoHistory>(await as.lecteur('GET', `/api/fonto/document/history?${query({ documentId: id, context })}`));
      expect(history.revisions.length).toBeGreaterThanOrEqual(2);
      const [newest, older] = history.revisions;
      expect(newest?.author).toEqual({ id: 'Romain Rédacteur', displayName: 'Romain Rédacteur' });
      expect(Number(newest?.id)).toBeGreaterThan(Number(older?.id));
      // What made a revision is this server's extension: absent from a strict answer.
      expect(newest?.metadata).toEqual(strict ? undefined : { origin: 'EDITOR', restoredFrom: null, bytes: expect.any(Number) });
      const revision = ok<FontoRevisionText>(await as.lecteur('GET', `/api/fonto/document/revision?${query({ documentId: id, revisionId: newest?.id, context })}`));
      expect(revision).toEqual({ documentId: id, revisionId: newest?.id, content: expect.stringContaining('<para>Premier jet.</para>') });
      expect(ok<FontoRevisionText>(await as.lecteur('GET', `/api/fonto/document/revision?${query({ documentId: id, id: older?.id })}`)).revisionId).toBe(older?.id);
      const missing = await as.lecteur('GET', `/api/fonto/document/revision?${query({ documentId: id, revisionId: '999' })}`);
      expect([missing.status, message(missing)]).toEqual([404, `Version 999 introuvable pour le document ${id}.`]);
    });

    it('records the pictures its text shows as the article’s uses: added with their <image>, removed with it', async () => {
      const context = await open(as.admin);
      const picture = ok<{ items: { id: string }[] }>(await as.admin('POST', '/api/fonto/browse', { context, assetTypes: ['image'], resultTypes: ['file'], limit: 1 })).items[0]?.id;
      const showing = async () =>
        ok<{ result: { id: number }[] }>(await as.admin('POST', '/api/article/search', { imageFilter: [Number(picture)], attachedOnly: false, size: 50 })).result.map((row) => row.id);
      const save = async (transform: (content: string) => string) => {
        const document = ok<FontoDocument>(await load(as.admin, context));
        ok(await as.admin('PUT', '/api/fonto/document', { context, documentId: id, content: transform(document.content), revisionId: document.revisionId }));
      };
      expect(await showing()).not.toContain(Number(id));
      await save((content) => content.replace('</corps>', `<image ref="${picture ?? ''}" legende="Le palais"/></corps>`));
      expect(await showing()).toContain(Number(id));
      await save((content) => content.replace(/<image [^>]*\/>/, ''));
      expect(await showing()).not.toContain(Number(id));
      ok(await as.admin('PUT', '/api/fonto/document/lock', { context, documentId: id, lock: { isLockAcquired: false } }));
    });

    it('has none of the old paths; the restore only on the full server (extension history-restore)', async () => {
      for (const old of OLD_PATHS) {
        const [method = '', path = ''] = old.split(' ');
        expect((await as.admin(method, path)).status, old).toBe(404);
      }
      const context = await open(as.admin);
      const history = ok<FontoHistory>(await as.admin('GET', `/api/fonto/document/history?${query({ documentId: id })}`));
      const oldest = history.revisions.at(-1)?.id;
      const restore = await as.admin('POST', '/api/fonto/document/revision/restore', { documentId: id, revisionId: oldest, currentRevisionId: history.revisions[0]?.id, context });
      if (strict) expect(restore.status).toBe(404);
      else expect(ok<FontoHistory>(restore).revisions[0]?.metadata).toEqual({ origin: 'RESTORE', restoredFrom: oldest, bytes: expect.any(Number) });
      ok(await as.admin('PUT', '/api/fonto/document/lock', { context, documentId: id, lock: { isLockAcquired: false } }));
    });
  });
}
