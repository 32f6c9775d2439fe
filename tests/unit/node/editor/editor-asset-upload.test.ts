import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/app';
import type { EditorSession } from '../../../../src/shared/domain/editor';
import type { BrowseResult, UploadedAsset } from '../../../../src/shared/domain/editor-browse';
import { MAX_IMAGE_BYTES } from '../../../../src/shared/schemas';
import { obtainTokens } from '../../../support/scripted-browser';
import { callers, type Caller } from '../server/api-client';
import { jpg, png } from '../server/image-fixtures';
import { startTestServer } from '../server/test-database';

/**
 * POST {base}/asset (issue 33; Fonto's Standard CMS connector §5.10) on the reference server, full and strict: a
 * multipart upload from the editor becomes an illustration of the image bank under the image upload's checks, for
 * those who create illustrations, in their own open editor session.
 */

type Who = 'admin' | 'redaction';

for (const strict of [false, true]) {
  describe(`POST /api/fonto/asset on the ${strict ? 'strict' : 'full'} reference server`, () => {
    let server: RunningServer;
    let as: Record<Who, Caller>;
    const tokens = {} as Record<Who, string>;
    const sessions = {} as Record<Who, string>;
    let documentId = 0;

    const requestOf = (session: string, extra: Record<string, unknown> = {}) =>
      JSON.stringify({ context: { editSessionToken: session, documentId: String(documentId) }, type: 'image', ...extra });
    /** A multipart POST as the editor sends it; `parts` in the order given. */
    const upload = async (who: Who, parts: [string, string | Blob, string?][]) => {
      const form = new FormData();
      for (const [name, value, fileName] of parts) {
        if (typeof value === 'string') form.append(name, value);
        else form.append(name, value, fileName);
      }
      const response = await fetch(`${server.url}/api/fonto/asset`, { method: 'POST', headers: { authorization: `Bearer ${tokens[who]}` }, body: form });
      return { status: response.status, body: (await response.json()) as UploadedAsset & { message: string } };
    };
    const image = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

    beforeAll(async () => {
      server = await startTestServer({ strict, workflow: { paused: true } });
      as = await callers(server.url, ['admin', 'redaction'] as const);
      for (const who of ['admin', 'redaction'] as const) tokens[who] = (await obtainTokens(server.url, who)).access_token;
      const found = await as.admin<{ result: { id: number }[] }>('POST', '/api/article/search', { periodicalFilter: ['BJS'], page: 0, size: 1 });
      documentId = found.body.result[0]?.id ?? 0;
      for (const who of ['admin', 'redaction'] as const) sessions[who] = (await as[who]<EditorSession>('POST', '/api/fonto/session', { documentId })).body.token;
    }, 120_000);

    afterAll(async () => {
      await server?.close();
    });

    it('takes a picture into the illustrations, which the browse then finds and the preview serves', async () => {
      const sent = await upload('admin', [
        ['request', requestOf(sessions.admin)],
        ['file', image(await png(640, 480), 'image/png'), 'Salle des pas perdus.png'],
      ]);
      expect(sent.status).toBe(201);
      expect(sent.body).toEqual({ id: expect.stringMatching(/^\d+$/), type: 'image', label: 'Salle des pas perdus.png' });

      const context = { editSessionToken: sessions.admin, documentId: String(documentId) };
      const found = await as.admin<BrowseResult>('POST', '/api/fonto/browse', { context, assetTypes: ['image'], resultTypes: ['file'], query: { fulltext: 'pas perdus' }, limit: 5 });
      expect(found.body.items[0]).toMatchObject({ id: sent.body.id, label: 'Salle des pas perdus.png', type: 'image' });
      expect(found.body.items[0]?.metadata?.properties?.['Collection']).toBe('Illustrations');
      const preview = await as.admin('GET', `/api/fonto/asset/preview?context=${encodeURIComponent(JSON.stringify(context))}&id=${sent.body.id}&variant=thumbnail`);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toBe('image/png');
    }, 30_000);

    it('refuses a file that is not a JPEG or PNG by its content, and one over 10,000,000 bytes', async () => {
      const text = await upload('admin', [
        ['request', requestOf(sessions.admin)],
        ['file', new Blob(['ceci n’est pas une image'], { type: 'image/png' }), 'faux.png'],
      ]);
      expect(text.status).toBe(400);
      expect(text.body.message).toMatch(/^Type de fichier refusé \(file-invalid-type\) : « faux\.png »/);

      const big = Buffer.concat([await jpg(8, 8), Buffer.alloc(MAX_IMAGE_BYTES)]);
      const large = await upload('admin', [
        ['request', requestOf(sessions.admin)],
        ['file', image(big, 'image/jpeg'), 'immense.jpg'],
      ]);
      expect(large.status).toBe(413);
      expect(large.body.message).toMatch(/^Fichier trop volumineux \(file-too-large\) : « immense\.jpg »/);
    }, 30_000);

    it('refuses an asset type other than image, a missing request or file, and a body that is not multipart', async () => {
      const video = await upload('admin', [
        ['request', requestOf(sessions.admin, { type: 'video' })],
        ['file', image(await jpg(16, 16), 'image/jpeg'), 'a.jpg'],
      ]);
      expect(video.status).toBe(400);
      expect(video.body.message).toContain('seules les images');
      const noRequest = await upload('admin', [['file', image(await jpg(16, 16), 'image/jpeg'), 'a.jpg']]);
      expect(noRequest.status).toBe(400);
      expect(noRequest.body.message).toContain('request');
      const noFile = await upload('admin', [['request', requestOf(sessions.admin)]]);
      expect(noFile.status).toBe(400);
      expect(noFile.body.message).toContain('Une seule image est attendue');
      const json = await as.admin<{ message: string }>('POST', '/api/fonto/asset', { request: requestOf(sessions.admin) });
      expect(json.status).toBe(415);
    }, 30_000);

    it('is for those who create illustrations, in their own session', async () => {
      const file = image(await jpg(16, 16), 'image/jpeg');
      const journalist = await upload('redaction', [
        ['request', requestOf(sessions.redaction)],
        ['file', file, 'a.jpg'],
      ]);
      expect(journalist.status).toBe(403);
      const borrowed = await upload('admin', [
        ['request', requestOf(sessions.redaction)],
        ['file', file, 'a.jpg'],
      ]);
      expect(borrowed.status).toBe(403);
      expect(borrowed.body.message).toBe('Cette session d’éditeur appartient à un autre utilisateur.');
    }, 30_000);
  });
}
