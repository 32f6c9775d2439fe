import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../bridge/fake-upstream';
import { HASHED_ASSET, startTestWebHost, type TestWebHost } from './support';

let upstream: FakeUpstream;
let web: TestWebHost;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  web = await startTestWebHost(upstream.url);
});

afterAll(async () => {
  await web.close();
  await upstream.close();
});

describe('the renderer’s files in the browser’s cache', () => {
  it('keeps an asset named after its content without asking again; any other file is asked again, the page never kept', async () => {
    const hashed = await web.raw({ path: `/assets/${HASHED_ASSET}` });
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await web.raw({ path: '/assets/app.js' });
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect((await web.raw({ path: '/' })).headers['cache-control']).toBe('no-store');
  });
});
