import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/app';
import type { Article, ArticleRow } from '../../../../src/shared/domain/article';
import type { EditorDocument, EditorHistory, EditorSession, EditorVersionText } from '../../../../src/shared/domain/editor';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { callers, type Caller } from './api-client';
import { engine, startTestServer } from './test-database';

/**
 * A document's history (issue 27) on the reference server, on PGlite and on PostgreSQL: every save kept
 * with what made it, one version's XML, and a restore under a save's rules (role and state of spec 2 §4,
 * the version read, the lock), as a new version.
 */

let server: RunningServer;
let as: Record<'admin' | 'redaction' | 'lecteur', Caller>;
let DOCUMENT = 0;

const body = <T>(answer: { status: number; body: unknown }): T => {
  expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
  return answer.body as T;
};
const message = (answer: { body: unknown }) => (answer.body as { message: string }).message;

/** Opens an editor session as `who`, saves `text` in the first paragraph, and answers the saved document and the token. */
async function save(who: Caller, text: string, origin?: string): Promise<{ saved: EditorDocument; token: string }> {
  const session = body<EditorSession>(await who('POST', '/api/fonto/session', { documentId: DOCUMENT }));
  const doc = body<EditorDocument>(await who('GET', `/api/fonto/session/${session.token}/document`));
  const xml = doc.xml.replace(/<para>[^<]*<\/para>/, `<para>${text}</para>`);
  const saved = body<EditorDocument>(await who('PUT', `/api/fonto/session/${session.token}/document`, { xml, version: doc.version, ...(origin ? { origin } : {}) }));
  return { saved, token: session.token };
}

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
  it('lists each save newest first with what made it, its author and size, and serves one version’s XML', async () => {
    const initial = body<EditorHistory>(await as.lecteur('GET', `/api/fonto/document/${DOCUMENT}/versions`));
    expect(initial.versions.map((v) => [v.version, v.origin])).toEqual([[initial.current, 'INITIAL']]);

    const first = await save(as.redaction, 'Première rédaction.');
    await as.redaction('DELETE', `/api/fonto/session/${first.token}`);
    const second = await save(as.redaction, 'Texte venu de Word.', 'WORD_IMPORT');
    await as.redaction('DELETE', `/api/fonto/session/${second.token}`);

    const history = body<EditorHistory>(await as.lecteur('GET', `/api/fonto/document/${DOCUMENT}/versions`));
    expect(history.current).toBe(second.saved.version);
    expect(history.versions.map((v) => [v.version, v.origin, v.creationUser])).toEqual([
      [second.saved.version, 'WORD_IMPORT', 'Romain Rédacteur'],
      [first.saved.version, 'EDITOR', 'Romain Rédacteur'],
      [initial.current, 'INITIAL', expect.anything()],
    ]);
    expect(history.hasMore).toBe(false);
    const one = body<EditorVersionText>(await as.lecteur('GET', `/api/fonto/document/${DOCUMENT}/versions/${first.saved.version}`));
    expect(one.xml).toContain('<para>Première rédaction.</para>');
    expect(one.bytes).toBe(Buffer.byteLength(one.xml, 'utf8'));
    const older = body<EditorHistory>(await as.lecteur('GET', `/api/fonto/document/${DOCUMENT}/versions?before=${first.saved.version}`));
    expect(older.versions.map((v) => v.version)).toEqual([initial.current]);

    const missing = await as.lecteur('GET', `/api/fonto/document/${DOCUMENT}/versions/999`);
    expect(missing.status).toBe(404);
    expect(message(missing)).toBe(`Version 999 introuvable pour le document ${DOCUMENT}.`);
  }, 30_000);

  it('restores a version as a new one, under a save’s rules: the role, the version read, another user’s lock', async () => {
    const history = body<EditorHistory>(await as.admin('GET', `/api/fonto/document/${DOCUMENT}/versions`));
    const target = history.versions.find((v) => v.origin === 'EDITOR');
    if (!target) throw new Error('no editor save');
    const path = `/api/fonto/document/${DOCUMENT}/versions/${target.version}/restore`;

    expect((await as.lecteur('POST', path, { currentVersion: history.current })).status).toBe(403);
    const unknown = await as.redaction('POST', `/api/fonto/document/${DOCUMENT}/versions/999/restore`, { currentVersion: history.current });
    expect([unknown.status, message(unknown)]).toEqual([404, `Version 999 introuvable pour le document ${DOCUMENT}.`]);

    // Someone saved meanwhile: the version read is stale.
    const meanwhile = await save(as.admin, 'Enregistré entre-temps.');
    const stale = await as.redaction('POST', path, { currentVersion: history.current });
    expect(stale.status).toBe(409);
    expect(message(stale)).toMatch(/^Le document a été modifié par Alice Administratrice le .+ \(version \d+, actuelle \d+\)/);
    // Another user's editor holds the document.
    const locked = await as.redaction('POST', path, { currentVersion: meanwhile.saved.version });
    expect(locked.status).toBe(423);
    expect(message(locked)).toMatch(/^Alice Administratrice \(admin\) modifie ce document depuis le /);
    await as.admin('DELETE', `/api/fonto/session/${meanwhile.token}`);

    const restored = body<EditorHistory>(await as.redaction('POST', path, { currentVersion: meanwhile.saved.version }));
    expect(restored.current).toBe(meanwhile.saved.version + 1);
    expect(restored.versions[0]).toMatchObject({ version: restored.current, origin: 'RESTORE', restoredFrom: target.version, creationUser: 'Romain Rédacteur' });
    const now = body<EditorVersionText>(await as.redaction('GET', `/api/fonto/document/${DOCUMENT}/versions/${restored.current}`));
    const then = body<EditorVersionText>(await as.redaction('GET', `/api/fonto/document/${DOCUMENT}/versions/${target.version}`));
    expect(now.xml).toBe(then.xml);
    // History is never rewritten: every earlier version is still there.
    expect(restored.versions.map((v) => v.version)).toEqual([restored.current, meanwhile.saved.version, ...history.versions.map((v) => v.version)]);
    const current = await as.redaction('POST', `/api/fonto/document/${DOCUMENT}/versions/${restored.current}/restore`, { currentVersion: restored.current });
    expect(current.status).toBe(400);
  }, 30_000);

  it('refuses a published document to all but the administrator, with the reason (spec 2 §4)', async () => {
    const [published] = body<SearchResult<ArticleRow>>(
      await as.admin('POST', '/api/article/search', { periodicalFilter: ['BJS'], statusFilter: ['PUBLISHED'], kindFilter: ['ARTICLE'], attachedOnly: false, size: 1 }),
    ).result;
    if (!published) throw new Error('no published BJS article in the seed');
    const history = body<EditorHistory>(await as.redaction('GET', `/api/fonto/document/${published.id}/versions`));
    const refused = await as.redaction('POST', `/api/fonto/document/${published.id}/versions/${history.current}/restore`, { currentVersion: history.current });
    expect([refused.status, message(refused)]).toEqual([412, 'Le document est publié : seul l’administrateur peut le modifier.']);
    // The administrator passes the state rule (and meets the next one: nothing to restore over itself).
    const admin = await as.admin('POST', `/api/fonto/document/${published.id}/versions/${history.current}/restore`, { currentVersion: history.current });
    expect(admin.status).toBe(400);
  }, 30_000);
});
