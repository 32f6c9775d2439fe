import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Core } from '../../../../src/core/app-core';
import type { MediaResponse } from '../../../../src/core/media/media';
import type { RunningServer } from '../../../../src/server/app';
import type { EditorSession } from '../../../../src/shared/domain/editor';
import type { BrowseResult, UploadedAsset } from '../../../../src/shared/domain/editor-browse';
import { signedInCore } from '../../../support/signed-in-core';
import { bytesSource, errorOf, valueOf } from '../images/reference-bed';
import { png } from '../server/image-fixtures';
import { startTestServer } from '../server/test-database';

/**
 * Core's side of what the editor picks (issue 33): editor.browse and the hosts' picture previews (core/media
 * editorAsset) against the reference server, full and strict, as the page asks them.
 */

async function bytesOf(answer: MediaResponse): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of answer.body ?? []) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

for (const strict of [false, true]) {
  describe(`editor.browse and previews through core on the ${strict ? 'strict' : 'full'} server`, () => {
    let server: RunningServer;
    let root: string;
    let core: Core;
    let session: EditorSession;

    beforeAll(async () => {
      server = await startTestServer({ strict, workflow: { paused: true } });
      root = await mkdtemp(join(tmpdir(), 'pupitre-browse-'));
      core = await signedInCore({ apiUrl: server.url, user: 'redaction', root });
      const found = valueOf<{ result: { id: number }[] }>(await core.dispatch('articles.search', [{ periodicalFilter: ['BJS'], page: 0, size: 1 }]));
      session = valueOf<EditorSession>(await core.dispatch('editor.open', [found.result[0]?.id ?? 0]));
    }, 120_000);

    afterAll(async () => {
      core?.dispose();
      await server?.close();
      await rm(root, { recursive: true, force: true });
    });

    it('pages documents and pictures with the session’s context', async () => {
      const first = valueOf<BrowseResult>(await core.dispatch('editor.browse', [session.token, session.documentId, { assetType: 'document', limit: 4, offset: 0 }]));
      expect(first.items).toHaveLength(4);
      const second = valueOf<BrowseResult>(await core.dispatch('editor.browse', [session.token, session.documentId, { assetType: 'document', limit: 4, offset: 4 }]));
      expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
      const images = valueOf<BrowseResult>(await core.dispatch('editor.browse', [session.token, session.documentId, { assetType: 'image', fulltext: '  ', limit: 2, offset: 0 }]));
      expect(images.items.map((i) => i.type)).toEqual(['image', 'image']);
    }, 30_000);

    it('refuses a malformed request at the bridge', async () => {
      const refused = errorOf(await core.dispatch('editor.browse', [session.token, session.documentId, { assetType: 'video', limit: 4, offset: 0 }]));
      expect(refused.code).toBe('INVALID_ARGUMENT');
      expect(errorOf(await core.dispatch('editor.browse', [session.token, session.documentId, { assetType: 'image', limit: 1000, offset: 0 }])).code).toBe('INVALID_ARGUMENT');
    });

    it('serves a picture’s thumbnail to the page, and nothing for a malformed address', async () => {
      const images = valueOf<BrowseResult>(await core.dispatch('editor.browse', [session.token, session.documentId, { assetType: 'image', limit: 1, offset: 0 }]));
      const id = images.items[0]?.id ?? '';
      const query = new URLSearchParams({ token: session.token, document: String(session.documentId), variant: 'thumbnail' });
      const answer = await core.media.editorAsset(id, query);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^image\//);
      const meta = await sharp(await bytesOf(answer)).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(128);

      query.set('variant', 'original');
      expect((await core.media.editorAsset(id, query)).status).toBe(404);
      query.set('variant', 'web');
      query.set('token', 'x');
      expect((await core.media.editorAsset(id, query)).status).toBe(404);
    }, 30_000);

    it('sends a new picture multipart (POST {base}/asset) for an image manager; checks its content first; the server’s refusal otherwise', async () => {
      const admin = await signedInCore({ apiUrl: server.url, user: 'admin', root: join(root, 'admin') });
      try {
        const theirs = valueOf<EditorSession>(await admin.dispatch('editor.open', [session.documentId]));
        const sent = valueOf<UploadedAsset>(await admin.dispatch('editor.uploadAsset', [theirs.token, theirs.documentId, bytesSource('Greffe.png', await png(300, 200))]));
        expect(sent).toEqual({ id: expect.stringMatching(/^\d+$/), type: 'image', label: 'Greffe.png' });
        const found = valueOf<BrowseResult>(await admin.dispatch('editor.browse', [theirs.token, theirs.documentId, { assetType: 'image', fulltext: 'Greffe', limit: 5, offset: 0 }]));
        expect(found.items.map((item) => item.id)).toContain(sent.id);

        const text = errorOf(await admin.dispatch('editor.uploadAsset', [theirs.token, theirs.documentId, bytesSource('faux.png', Buffer.from('pas une image'))]));
        expect(text).toMatchObject({ code: 'UPLOAD_REJECTED', reason: 'file-invalid-type' });
      } finally {
        admin.dispose();
      }
      // Redaction does not create illustrations (spec 1 §6): the server's 403, in French.
      const refused = errorOf(await core.dispatch('editor.uploadAsset', [session.token, session.documentId, bytesSource('a.png', await png(20, 20))]));
      expect(refused).toMatchObject({ code: 'HTTP', status: 403 });
      expect(refused.message).toMatch(/droit|rôle|autoris/i);
    }, 60_000);
  });
}
