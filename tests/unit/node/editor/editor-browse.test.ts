import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/app';
import type { BrowseResult } from '../../../../src/shared/domain/editor-browse';
import type { EditorSession } from '../../../../src/shared/domain/editor';
import type { Image } from '../../../../src/shared/domain/image';
import { callers, fold, type Caller } from '../server/api-client';
import { dataUrl, jpg, measure } from '../server/image-fixtures';
import { startTestServer } from '../server/test-database';

/**
 * What the editor picks (issue 33, Fonto's POST {base}/browse and GET {base}/asset/preview, /asset), on the
 * reference server as it runs in full and strict: the caller's own open session, the documents the caller
 * reads, the image bank's enabled pictures, paged and searched, and previews in the contract's boxes.
 */

type Who = 'admin' | 'redaction' | 'lecteur';

for (const strict of [false, true]) {
  describe(`browse and asset previews on the ${strict ? 'strict' : 'full'} reference server`, () => {
    let server: RunningServer;
    let as: Record<Who, Caller>;
    let bigImage = 0;
    /** A BJS article's id, and an open session on it per user. */
    let documentId = 0;
    const sessions = {} as Record<Who, string>;

    const context = (who: Who, doc = documentId) => ({ editSessionToken: sessions[who], documentId: String(doc) });
    const browse = (who: Who, body: Record<string, unknown>, token: Who = who) =>
      as[who]<BrowseResult & { message: string }>('POST', '/api/fonto/browse', { context: context(token), resultTypes: ['file'], ...body });
    const preview = (who: Who, id: number | string, variant: string, token: Who = who) =>
      as[who]<{ message: string }>('GET', `/api/fonto/asset/preview?context=${encodeURIComponent(JSON.stringify(context(token)))}&id=${id}&variant=${variant}`);

    beforeAll(async () => {
      server = await startTestServer({ strict, workflow: { paused: true } });
      as = await callers(server.url, ['admin', 'redaction', 'lecteur'] as const);
      const upload = await as.admin<Image>('POST', '/api/image/ILLUSTRATION', { data: dataUrl(await jpg(2000, 1500), 'image/jpeg'), name: 'Palais de justice en grand' });
      expect(upload.status).toBe(201);
      bigImage = upload.body.id;
      const found = await as.admin<{ result: { id: number }[] }>('POST', '/api/article/search', { periodicalFilter: ['BJS'], page: 0, size: 1 });
      documentId = found.body.result[0]?.id ?? 0;
      for (const who of ['admin', 'redaction', 'lecteur'] as const) {
        const session = await as[who]<EditorSession>('POST', '/api/fonto/session', { documentId });
        expect(session.status).toBe(200);
        sessions[who] = session.body.token;
      }
    }, 120_000);

    afterAll(async () => {
      await server?.close();
    });

    it('lists the documents the caller reads by their plain title, paged, searched on the title', async () => {
      const all = await browse('admin', { assetTypes: ['document'], limit: 5, offset: 0 });
      expect(all.status).toBe(200);
      expect(all.body.items).toHaveLength(5);
      for (const item of all.body.items) {
        expect(item).toMatchObject({ id: expect.stringMatching(/^\d+$/), type: 'document' });
        expect(item.label).not.toMatch(/[<>]/);
      }
      const next = await browse('admin', { assetTypes: ['document'], limit: 5, offset: 5 });
      expect(next.body.totalItemCount).toBe(all.body.totalItemCount);
      expect(next.body.items.map((i) => i.id)).not.toContain(all.body.items[0]?.id);

      const word = (all.body.items[0]?.label ?? '').split(/\s+/).find((w) => w.length > 5) ?? '';
      const searched = await browse('admin', { assetTypes: ['document'], query: { fulltext: word }, limit: 50 });
      expect(searched.body.totalItemCount).toBeGreaterThan(0);
      expect(searched.body.totalItemCount).toBeLessThan(all.body.totalItemCount);
      for (const item of searched.body.items) expect(fold(item.label)).toContain(fold(word));

      // Redaction reads BJS, DEF and GDP only (MANAGER_BJS, MANAGER_DEF, EDITOR_GDP).
      const theirs = await browse('redaction', { assetTypes: ['document'], limit: 100 });
      expect(theirs.body.totalItemCount).toBeLessThan(all.body.totalItemCount);
      const readable = new Set(['BJS', 'DEF', 'GDP']);
      for (const item of theirs.body.items) expect(readable.has(item.metadata?.properties?.['Revue'] ?? '')).toBe(true);
    }, 30_000);

    it('lists the image bank’s pictures with their details, and no folders', async () => {
      const images = await browse('lecteur', { assetTypes: ['image'], query: { fulltext: 'palais grand' }, limit: 10 });
      expect(images.status).toBe(200);
      expect(images.body.items[0]).toMatchObject({ id: String(bigImage), label: 'Palais de justice en grand', type: 'image' });
      expect(images.body.items[0]?.metadata?.properties).toMatchObject({ Dimensions: '2000 × 1500 px', Collection: 'Illustrations' });
      const paged = await browse('lecteur', { assetTypes: ['image'], limit: 3, offset: 3 });
      expect(paged.body.items).toHaveLength(3);
      expect(paged.body.totalItemCount).toBeGreaterThan(6);
      expect((await browse('lecteur', { assetTypes: ['image'], resultTypes: ['folder'] })).body).toEqual({ totalItemCount: 0, items: [] });
      expect((await browse('lecteur', { assetTypes: ['video'] })).body).toEqual({ totalItemCount: 0, items: [] });
    }, 30_000);

    it('serves previews in the contract’s boxes, in the image’s type, and the original', async () => {
      const thumbnail = await preview('lecteur', bigImage, 'thumbnail');
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
      expect(await measure(thumbnail.bytes)).toMatchObject({ format: 'jpeg', width: 128, height: 96 });
      const web = await preview('lecteur', bigImage, 'web');
      expect(await measure(web.bytes)).toMatchObject({ width: 1024, height: 768 });
      const again = await as.lecteur('GET', `/api/fonto/asset/preview?context=${encodeURIComponent(JSON.stringify(context('lecteur')))}&id=${bigImage}&variant=web`, undefined, {
        'if-none-match': web.headers.get('etag') ?? '',
      });
      expect(again.status).toBe(304);
      const original = await as.lecteur('GET', `/api/fonto/asset?context=${encodeURIComponent(JSON.stringify(context('lecteur')))}&id=${bigImage}`);
      expect(await measure(original.bytes)).toMatchObject({ width: 2000, height: 1500 });
    }, 30_000);

    it('refuses another user’s session, another document than the session’s, a bad variant and a missing image, in French', async () => {
      const stolen = await browse('redaction', { assetTypes: ['document'] }, 'lecteur');
      expect(stolen.status).toBe(403);
      expect(stolen.body.message).toBe('Cette session d’éditeur appartient à un autre utilisateur.');
      expect((await preview('redaction', bigImage, 'web', 'lecteur')).status).toBe(403);

      const elsewhere = await as.lecteur<{ message: string }>('POST', '/api/fonto/browse', { context: context('lecteur', documentId + 1), assetTypes: ['image'], resultTypes: ['file'] });
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.body.message).toBe('Ce document n’est pas celui de la session d’éditeur.');

      const unknown = await as.lecteur<{ message: string }>('POST', '/api/fonto/browse', {
        context: { editSessionToken: 'x'.repeat(43) },
        assetTypes: ['image'],
        resultTypes: ['file'],
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Session d’éditeur inconnue ou fermée : rouvrez le document.');

      const variant = await preview('lecteur', bigImage, 'huge');
      expect(variant.status).toBe(400);
      expect(variant.body.message).toContain('variant : thumbnail ou web attendu.');
      const missing = await preview('lecteur', 99_999_999, 'thumbnail');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Image introuvable : 99999999.');
    }, 30_000);
  });
}
