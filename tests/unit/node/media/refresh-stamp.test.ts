import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMedia, type MediaGate, type MediaTarget } from '../../../../src/core/media/media';

/**
 * Spec 1 §7: GET /api/image/{id}?version={n}&size=…, optional &refesh={timestamp}. An author's image has no version
 * (spec 1 §3), so the page busts its cache with `refesh`: core passes it on, and nothing else the page adds.
 * The back-office is a recorder at the HTTP port: what matters is the address core asks.
 */

let server: Server;
let apiUrl: string;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png' }).end('png');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const tokens = { getAccessToken: () => Promise.resolve('jeton'), onUnauthorized: () => Promise.resolve(false) };

describe('an image asked without a version', () => {
  it('passes the page’s `refesh` stamp to the back-office, digits only', async () => {
    const targets: MediaTarget[] = [];
    const recording: MediaGate = {
      run: (target, ifNoneMatch, send) => {
        targets.push(target);
        return send(ifNoneMatch);
      },
    };
    const media = createMedia(apiUrl, tokens, recording);
    (await media.image(12, new URLSearchParams('size=MEDIUM&refesh=1796115600000'))).body?.resume();
    (await media.image(12, new URLSearchParams('size=MEDIUM&refesh=demain&other=1'))).body?.resume();
    expect(targets.map((t) => t.refresh)).toEqual([1796115600000, null]);
    expect(asked).toEqual(['/api/image/12?size=MEDIUM&refesh=1796115600000', '/api/image/12?size=MEDIUM']);
  });
});
