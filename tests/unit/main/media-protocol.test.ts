import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Media, MediaResponse } from '../../../src/core/media/media';
import { registerAppScheme } from '../../../src/main/app-protocol';
import { serveMedia } from '../../../src/main/media-protocol';
import { app, protocol } from '../../support/fake-electron';

describe('pupitre-media:// protocol (src/main/media-protocol.ts)', () => {
  const image = vi.fn<Media['image']>();
  const editorAsset = vi.fn<Media['editorAsset']>();
  beforeEach(() => {
    registerAppScheme();
    app.emitReady();
    image.mockReset();
    editorAsset.mockReset();
    editorAsset.mockResolvedValue({ status: 200, headers: { 'content-type': 'image/jpeg' }, body: Readable.from([Buffer.from('JPG')]) });
    image.mockImplementation(() =>
      Promise.resolve<MediaResponse>({ status: 200, headers: { 'content-type': 'image/png', etag: '"v3"' }, body: Readable.from([Buffer.from('PNG')]) }),
    );
    serveMedia({ image, editorAsset });
  });

  it('is registered as a standard, secure scheme (images load in the page under the CSP)', () => {
    expect(protocol.isStandard('pupitre-media')).toBe(true);
  });

  it('streams image/{id} from core with the display parameters and the page’s ETag', async () => {
    const response = await protocol.fetch('pupitre-media://image/12?size=THUMBNAIL&version=3', { headers: { 'if-none-match': '"v2"' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('etag')).toBe('"v3"');
    expect(await response.text()).toBe('PNG');
    const [id, params, ifNoneMatch] = image.mock.calls[0] ?? [];
    expect(id).toBe(12);
    expect(params?.get('size')).toBe('THUMBNAIL');
    expect(ifNoneMatch).toBe('"v2"');
  });

  it('streams asset/{id}, an editor’s picture preview, from core with its context and variant', async () => {
    const response = await protocol.fetch('pupitre-media://asset/42?token=abc&document=7&variant=web');
    expect(await response.text()).toBe('JPG');
    const [id, params] = editorAsset.mock.calls[0] ?? [];
    expect(id).toBe('42');
    expect(params?.get('variant')).toBe('web');
    expect(image).not.toHaveBeenCalled();
  });

  it('passes on core’s status without a body (304, 503 offline)', async () => {
    image.mockResolvedValueOnce({ status: 503, headers: {}, body: null });
    expect((await protocol.fetch('pupitre-media://image/7')).status).toBe(503);
  });

  it.each([
    'pupitre-media://other/12',
    'pupitre-media://image/',
    'pupitre-media://image/abc',
    'pupitre-media://image/12/original',
    'pupitre-media://image/-1',
    'pupitre-media://image/1234567890123',
    'pupitre-media://image/12%2f..%2f..%2fapi',
    'pupitre-media://image.evil/12',
    'pupitre-media://asset/abc?variant=web',
    'pupitre-media://asset/12/original',
  ])('answers 404 to %s without asking core', async (url) => {
    expect((await protocol.fetch(url)).status).toBe(404);
    expect(image).not.toHaveBeenCalled();
    expect(editorAsset).not.toHaveBeenCalled();
  });
});
