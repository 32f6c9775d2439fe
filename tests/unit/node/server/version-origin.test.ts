import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/app';
import type { Article } from '../../../../src/shared/domain/article';
import type { EditorSession } from '../../../../src/shared/domain/editor';
import type { FontoDocument, FontoHistory } from '../../../../src/shared/domain/fonto-contract';
import { callers, type Caller } from './api-client';
import { startTestServer } from './test-database';

/**
 * What made a version, as a save says it (issue 34): the extension version-origin. The full server keeps an editor's
 * claim only among what an editor may put in it (EDITOR, XML_IMPORT, WORD_IMPORT), never an origin the server alone
 * writes; a strict server, as a back-office of Fonto's contract, knows no such field and does not read it.
 */

for (const strict of [false, true]) {
  describe(`the origin a save says, on the ${strict ? 'strict' : 'full'} reference server`, () => {
    let server: RunningServer;
    let as: Record<'admin' | 'redaction', Caller>;
    let id = '';

    const save = async (origin: string) => {
      const session = await as.redaction<EditorSession>('POST', '/api/fonto/session', { documentId: Number(id) });
      const context = { editSessionToken: session.body.token, documentId: id };
      const document = await as.redaction<FontoDocument>('GET', `/api/fonto/document?documentId=${id}&context=${encodeURIComponent(JSON.stringify(context))}`);
      const content = document.body.content.replace(/<para>[^<]*<\/para>/, `<para>${origin}</para>`);
      const answer = await as.redaction<{ message: string }>('PUT', '/api/fonto/document', { context, documentId: id, content, revisionId: document.body.revisionId, origin });
      await as.redaction('PUT', '/api/fonto/document/lock', { context, documentId: id, lock: { isLockAcquired: false } });
      return answer;
    };
    const newestOrigin = async () => (await as.admin<FontoHistory>('GET', `/api/fonto/document/history?documentId=${id}`)).body.revisions[0]?.metadata?.origin;

    beforeAll(async () => {
      server = await startTestServer({ workflow: { paused: true }, strict });
      as = await callers(server.url, ['admin', 'redaction'] as const);
      const created = await as.admin<Article>('POST', '/api/article', { periodicalId: 'BJS', title: 'Origine', type: 'COMMENTARY', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: [] });
      id = String(created.body.id);
    }, 60_000);

    afterAll(async () => {
      await server.close();
    });

    it(strict ? 'does not read the field: whatever it says, the save is kept' : 'keeps an editor’s claim, refuses an origin only the server writes', async () => {
      const claimed = await save('XML_IMPORT');
      expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
      // A strict answer has no revision metadata: the origin kept shows on the full server only.
      if (!strict) expect(await newestOrigin()).toBe('XML_IMPORT');
      for (const origin of ['WATCHED_FOLDER', 'RESTORE', 'INITIAL', 'UNKNOWN', 'n’importe quoi']) {
        const answer = await save(origin);
        expect(answer.status, origin).toBe(strict ? 200 : 400);
        if (!strict) expect(answer.body.message).toContain('Enregistrement refusé : origin : EDITOR, XML_IMPORT, WORD_IMPORT attendu.');
      }
    });
  });
}
