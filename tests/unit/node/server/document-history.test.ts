import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/app';
import type { Article, ArticleRow } from '../../../../src/shared/domain/article';
import type { EditorSession } from '../../../../src/shared/domain/editor';
import type { FontoDocument, FontoHistory, FontoRevisionText, FontoSaved } from '../../../../src/shared/domain/fonto-contract';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { callers, type Caller } from './api-client';
import { engine, startTestServer } from './test-database';

/**
 * A document's history (issue 27) on the reference server, on PGlite and on PostgreSQL, through Fonto's
 * contract (issue 33): every save kept with what made it (the revision's metadata), one revision's XML, and the
 * extension history-restore under a save's rules (role and state of spec 2 §4, the revision read, the lock), as a
 * new revision.
 */

let server: RunningServer;
let as: Record<'admin' | 'redaction' | 'lecteur', Caller>;
let DOCUMENT = 0;

const body = <T>(answer: { status: number; body: unknown }): T => {
  expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
  return answer.body as T;
};
const message = (answer: { body: unknown }) => (answer.body as { message: string }).message;

type Context = { editSessionToken: string; documentId: string };
const history = async (who: Caller, documentId = DOCUMENT) => body<FontoHistory>(await who('GET', `/api/fonto/document/history?documentId=${documentId}`));
const revision = async (who: Caller, revisionId: string) => body<FontoRevisionText>(await who('GET', `/api/fonto/document/revision?documentId=${DOCUMENT}&revisionId=${revisionId}`));
const origins = (h: FontoHistory) => h.revisions.map((r) => [r.id, r.metadata?.origin, r.author.displayName]);
const close = (who: Caller, context: Context) => who('PUT', '/api/fonto/document/lock', { context, documentId: context.documentId, lock: { isLockAcquired: false } });

/** Opens an editor session as `who`, saves `text` in the first paragraph, and answers the new revision and the context. */
async function save(who: Caller, text: string, origin?: string): Promise<{ revisionId: string; context: Context }> {
  const session = body<EditorSession>(await who('POST', '/api/fonto/session', { documentId: DOCUMENT }));
  const context = { editSessionToken: session.token, documentId: String(DOCUMENT) };
  const doc = body<FontoDocument>(await who('GET', `/api/fonto/document?documentId=${DOCUMENT}&context=${encodeURIComponent(JSON.stringify(context))}`));
  const content = doc.content.replace(/<para>[^<]*<\/para>/, `<para>${text}</para>`);
  const saved = body<FontoSaved>(await who('PUT', '/api/fonto/document', { context, documentId: String(DOCUMENT), content, revisionId: doc.revisionId, ...(origin ? { origin } : {}) }));
  return { revisionId: saved.revisionId ?? '', context };
}
const RESTORE = '/api/fonto/document/revision/restore';
const restore = (who: Caller, revisionId: string, currentRevisionId: string, documentId = DOCUMENT) =>
  who('POST', RESTORE, { documentId: String(documentId), revisionId, currentRevisionId });

beforeAll(async () => {
  server = await startTestServer({ workflow: { paused: true } });
  as = await callers(server.url, ['admin', 'redaction', 'lecteur'] as const);
  const created = body<Article>(
    await as.admin('POST', '/api/article', { periodicalId: 'BJS', title: 'Historique à l’essai', type: 'COMMENTARY', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: [] }),
  );
  DOCUMENT = created.id;
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe(`a document's history on ${engine}`, () => {
  it('lists each save newest first with what made it, its author and size, and serves one revision’s XML', async () => {
    const initial = await history(as.lecteur);
    expect(origins(initial)).toEqual([[expect.any(String), 'INITIAL', expect.anything()]]);
    const initialId = initial.revisions[0]?.id ?? '';

    const first = await save(as.redaction, 'Première rédaction.');
    await close(as.redaction, first.context);
    const second = await save(as.redaction, 'Texte venu de Word.', 'WORD_IMPORT');
    await close(as.redaction, second.context);

    const listed = await history(as.lecteur);
    expect(origins(listed)).toEqual([
      [second.revisionId, 'WORD_IMPORT', 'Romain Rédacteur'],
      [first.revisionId, 'EDITOR', 'Romain Rédacteur'],
      [initialId, 'INITIAL', expect.anything()],
    ]);
    const one = await revision(as.lecteur, first.revisionId);
    expect(one.content).toContain('<para>Première rédaction.</para>');
    expect(listed.revisions[1]?.metadata?.bytes).toBe(Buffer.byteLength(one.content, 'utf8'));

    const missing = await as.lecteur('GET', `/api/fonto/document/revision?documentId=${DOCUMENT}&revisionId=999`);
    expect(missing.status).toBe(404);
    expect(message(missing)).toBe(`Version 999 introuvable pour le document ${DOCUMENT}.`);
  }, 30_000);

  it('pages the history with the extension history-pages (?limit=&before=), and hasMore; whole without ?limit', async () => {
    for (const n of [1, 2, 3]) await close(as.redaction, (await save(as.redaction, `Page ${n}.`)).context);
    const whole = await history(as.lecteur);
    const ids = whole.revisions.map((r) => r.id);
    expect(whole.hasMore).toBeUndefined();
    const first = body<FontoHistory>(await as.lecteur('GET', `/api/fonto/document/history?documentId=${DOCUMENT}&limit=2`));
    expect([first.revisions.map((r) => r.id), first.hasMore]).toEqual([ids.slice(0, 2), true]);
    const next = body<FontoHistory>(await as.lecteur('GET', `/api/fonto/document/history?documentId=${DOCUMENT}&limit=2&before=${ids[1] ?? ''}`));
    expect(next.revisions.map((r) => r.id)).toEqual(ids.slice(2, 4));
    const last = body<FontoHistory>(await as.lecteur('GET', `/api/fonto/document/history?documentId=${DOCUMENT}&limit=100&before=${ids[1] ?? ''}`));
    expect([last.revisions.map((r) => r.id), last.hasMore]).toEqual([ids.slice(2), false]);
  });

  it('restores a revision as a new one, under a save’s rules: the role, the revision read, another user’s lock', async () => {
    const before = await history(as.admin);
    const target = before.revisions.find((r) => r.metadata?.origin === 'EDITOR')?.id;
    const current = before.revisions[0]?.id ?? '';
    if (!target) throw new Error('no editor save');

    expect((await restore(as.lecteur, target, current)).status).toBe(403);
    const unknown = await restore(as.redaction, '999', current);
    expect([unknown.status, message(unknown)]).toEqual([404, `Version 999 introuvable pour le document ${DOCUMENT}.`]);

    // Someone saved meanwhile: the revision read is stale.
    const meanwhile = await save(as.admin, 'Enregistré entre-temps.');
    const stale = await restore(as.redaction, target, current);
    expect(stale.status).toBe(409);
    expect(message(stale)).toMatch(/^Le document a été modifié par Alice Administratrice le .+ \(version \d+, actuelle \d+\)/);
    // Another user's editor holds the document.
    const locked = await restore(as.redaction, target, meanwhile.revisionId);
    expect(locked.status).toBe(423);
    expect(message(locked)).toMatch(/^Alice Administratrice \(admin\) modifie ce document depuis le /);
    await close(as.admin, meanwhile.context);

    const restored = body<FontoHistory>(await restore(as.redaction, target, meanwhile.revisionId));
    const newest = restored.revisions[0];
    expect(newest).toMatchObject({ id: String(Number(meanwhile.revisionId) + 1), author: { displayName: 'Romain Rédacteur' }, metadata: { origin: 'RESTORE', restoredFrom: target } });
    expect((await revision(as.redaction, newest?.id ?? '')).content).toBe((await revision(as.redaction, target)).content);
    // History is never rewritten: every earlier revision is still there.
    expect(restored.revisions.map((r) => r.id)).toEqual([newest?.id, meanwhile.revisionId, ...before.revisions.map((r) => r.id)]);
    expect((await restore(as.redaction, newest?.id ?? '', newest?.id ?? '')).status).toBe(400);
  }, 30_000);

  it('refuses a published document to all but the administrator, with the reason (spec 2 §4)', async () => {
    const [published] = body<SearchResult<ArticleRow>>(
      await as.admin('POST', '/api/article/search', { periodicalFilter: ['BJS'], statusFilter: ['PUBLISHED'], kindFilter: ['ARTICLE'], attachedOnly: false, size: 1 }),
    ).result;
    if (!published) throw new Error('no published BJS article in the seed');
    const current = (await history(as.redaction, published.id)).revisions[0]?.id ?? '';
    const refused = await restore(as.redaction, current, current, published.id);
    expect([refused.status, message(refused)]).toEqual([412, 'Le document est publié : seul l’administrateur peut le modifier.']);
    // The administrator passes the state rule (and meets the next one: nothing to restore over itself).
    expect((await restore(as.admin, current, current, published.id)).status).toBe(400);
  }, 30_000);
});
