import { describe, expect, it } from 'vitest';
import { deepLinkTarget, followDeepLink, type DeepLinkWindow } from '../../../../src/renderer/app/deep-link';
import { deepLinkRedirect } from '../../../../src/webhost/deep-link';

/** A window at `url` whose history records where the page was sent. */
function windowAt(url: string): DeepLinkWindow & { replaced: string[] } {
  const { search, hash, origin, pathname } = new URL(url);
  const replaced: string[] = [];
  return { location: { search, hash, origin, pathname }, history: { replaceState: (_d, _u, to) => replaced.push(to) }, replaced };
}

describe('deep links through `/` (web host)', () => {
  it('come back to the same path: what the host carries, the page restores', () => {
    for (const path of ['/auteurs/12', '/auteurs/12/modifier', '/auteurs?page=2&tri=nom', '/articles/%C3%A9t%C3%A9', '/']) {
      const redirect = deepLinkRedirect(path);
      expect(redirect, path).toMatch(/^\/\?suite=/);
      expect(deepLinkTarget(new URL(redirect, 'http://127.0.0.1').search), path).toBe(path);
    }
  });

  it('never lead to another host, a scheme or a broken path', () => {
    for (const suite of ['//evil.example/x', '/\\evil.example', '/a\\b', 'https://evil.example/', 'javascript:alert(1)', 'auteurs/12', '', '/a\nb', '/a\u0000', `/${'a'.repeat(3000)}`]) {
      expect(deepLinkTarget(`?suite=${encodeURIComponent(suite)}`), JSON.stringify(suite.slice(0, 30))).toBeNull();
    }
    expect(deepLinkRedirect('//evil.example/x')).toBe('/');
  });

  it('are followed once, in place, from `/` only, keeping the fragment', () => {
    const from = windowAt('http://127.0.0.1:4320/?suite=%2Fauteurs%2F12#fiche');
    followDeepLink(from);
    expect(from.replaced).toEqual(['/auteurs/12#fiche']);

    const hostile = windowAt('http://127.0.0.1:4320/?suite=%2F%2Fevil.example%2F');
    followDeepLink(hostile);
    expect(hostile.replaced).toEqual(['/']);

    for (const url of ['http://127.0.0.1:4320/', 'http://127.0.0.1:4320/auteurs?suite=%2Farticles', 'http://127.0.0.1:4320/?autre=1']) {
      const untouched = windowAt(url);
      followDeepLink(untouched);
      expect(untouched.replaced, url).toEqual([]);
    }
  });
});
