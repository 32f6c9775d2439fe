import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startReferenceServer } from '../reference-server';
import { seededPglite } from '../../../support/seeded-database';
import { Session, REFRESH_MIN_VALIDITY_SECONDS } from '../../../../src/core/auth/session';
import { RestClient } from '../../../../src/core/http/rest-client';
import { MemorySecretStore, type OpenExternalPort } from '../../../../src/core/ports';
import type { AuthState } from '../../../../src/shared/domain/session';
import { BridgeError } from '../../../../src/shared/errors';
import { scriptedLogin } from '../../../support/scripted-browser';
import { untilState } from '../../../support/until-state';

const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
/**
 * Tokens that cannot lapse while a slow machine signs in (8-second ones did, and their refresh timer fired
 * into a server being stopped): the tests move the session's clock (`now`) past the refresh rule instead.
 */
const TOKEN_TTL_SECONDS = 600;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  server = await startReferenceServer({ port: 0, dataDir: null, initialData: await seededPglite(), accessTokenTtlSeconds: TOKEN_TTL_SECONDS });
});
afterAll(async () => {
  await server.close();
});

/** A browser port that behaves like a user signing in with the given account. */
function userBrowser(username: string, before?: (url: string) => Promise<void>): OpenExternalPort {
  return {
    async openExternal(url) {
      await before?.(url);
      void scriptedLogin(url, username, username);
    },
  };
}

function newSession(browser: OpenExternalPort, extra: { loginTimeoutMs?: number; now?: () => number } = {}) {
  const states: AuthState[] = [];
  const secrets = new MemorySecretStore();
  const session = new Session({
    rest: new RestClient(server.url),
    secrets,
    browser,
    logger: silent,
    onChange: (s) => states.push(s),
    ...extra,
  });
  return { session, states, secrets, rest: new RestClient(server.url).withTokens(session) };
}

function portIsClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('loopback login against the embedded provider', () => {
  it('signs in through the browser, reads roles and favourites from the token, then closes the listener', async () => {
    let port = 0;
    const { session, states, rest } = newSession(userBrowser('redaction', async (url) => {
      port = Number(new URL(new URL(url).searchParams.get('redirect_uri') ?? '').port);
      expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
      expect(new URL(url).searchParams.get('nonce')).toBeTruthy();
    }));
    const state = await session.signIn();
    expect(state.status).toBe('signedIn');
    expect(state.user?.username).toBe('redaction');
    expect(state.roles).toEqual(expect.arrayContaining(['MANAGER_BJS', 'MANAGER_DEF', 'EDITOR_GDP', 'ADMIN_AUTHORS']));
    expect(state.favoritePeriodicals.length).toBeGreaterThan(0);
    expect(states.map((s) => s.status)).toEqual(['signingIn', 'signingIn', 'signedIn']);
    expect(states[1]?.loginUrl).toContain('/realms/pupitre/protocol/openid-connect/auth');
    expect(port).toBeGreaterThan(0);
    expect(await portIsClosed(port)).toBe(true);
    const periodicals = await rest.request<{ id: string }[]>('GET', '/api/periodical');
    expect(periodicals.map((p) => p.id)).toEqual(['BJS', 'DEF', 'GDP', 'GPL', 'GDA', 'AJU', 'RDA', 'DNU']);
    await session.signOut();
    expect(session.current.status).toBe('signedOut');
  });

  it('refuses a callback whose state does not match, and keeps waiting for the real one', async () => {
    let refused = 0;
    const { session } = newSession(userBrowser('admin', async (url) => {
      const redirect = new URL(new URL(url).searchParams.get('redirect_uri') ?? '');
      const forged = await fetch(`${redirect.origin}/callback?code=forged&state=not-the-state`);
      expect(forged.status).toBe(400);
      refused++;
    }));
    const state = await session.signIn();
    expect(refused).toBe(1);
    expect(state.roles).toEqual(['ADMIN']);
    await session.signOut();
  });

  it('cancels: rejects LOGIN_CANCELLED, returns to signed-out and closes the listener', async () => {
    let port = 0;
    const { session } = newSession({
      openExternal: async (url) => {
        port = Number(new URL(new URL(url).searchParams.get('redirect_uri') ?? '').port);
        setTimeout(() => session.cancelSignIn(), 20);
      },
    });
    await expect(session.signIn()).rejects.toMatchObject({ code: 'LOGIN_CANCELLED' });
    expect(session.current.status).toBe('signedOut');
    expect(await portIsClosed(port)).toBe(true);
  });

  it('times out with LOGIN_TIMEOUT', async () => {
    const { session } = newSession({ openExternal: () => Promise.resolve() }, { loginTimeoutMs: 150 });
    await expect(session.signIn()).rejects.toMatchObject({ code: 'LOGIN_TIMEOUT' });
    expect(session.login.activePort).toBeNull();
  });

  it('allows one attempt at a time', async () => {
    const { session } = newSession({ openExternal: () => Promise.resolve() });
    const first = session.signIn();
    await untilState(() => expect(session.login.active).toBe(true));
    await expect(session.signIn()).rejects.toMatchObject({ code: 'LOGIN_BUSY' });
    session.cancelSignIn();
    await expect(first).rejects.toBeInstanceOf(BridgeError);
  });
});

describe('token refresh', () => {
  it(`refreshes when fewer than ${REFRESH_MIN_VALIDITY_SECONDS} s of validity remain, one refresh at a time`, async () => {
    let offset = 0;
    const { session, secrets } = newSession(userBrowser('production'), { now: () => Date.now() + offset });
    await session.signIn();
    const first = await session.getAccessToken();
    const firstRefresh = await secrets.get('refreshToken');
    // Fewer than 5 s of validity remain.
    offset = (TOKEN_TTL_SECONDS - 4) * 1000;
    const [a, b] = await Promise.all([session.getAccessToken(), session.getAccessToken()]);
    expect(a).toBe(b);
    expect(a).not.toBe(first);
    expect(await secrets.get('refreshToken')).not.toBe(firstRefresh);
    expect(session.current.status).toBe('signedIn');
    await session.signOut();
  });

  it('keeps a valid token without refreshing while more than 5 s remain', async () => {
    const { session } = newSession(userBrowser('medias'));
    await session.signIn();
    expect(await session.getAccessToken()).toBe(await session.getAccessToken());
    await session.signOut();
  });

  it('resets the session to signed-out when the refresh fails, saying it lapsed (a sign-out by the user does not)', async () => {
    let offset = 0;
    const { session, states, secrets } = newSession(userBrowser('kyrielle'), { now: () => Date.now() + offset });
    await session.signIn();
    // The refresh token is revoked behind the client's back (an administrator ended the session).
    const refreshToken = await secrets.get('refreshToken');
    await fetch(`${server.url}/realms/pupitre/protocol/openid-connect/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: refreshToken ?? '', client_id: 'pupitre-desktop' }),
    });
    offset = TOKEN_TTL_SECONDS * 1000;
    await expect(session.getAccessToken()).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(session.current.status).toBe('signedOut');
    expect(states.at(-1)).toMatchObject({ status: 'signedOut', endedBy: 'expired' });
    expect(await secrets.get('refreshToken')).toBeNull();

    await session.signIn();
    expect(session.current.endedBy).toBeNull();
    await session.signOut();
    expect(session.current).toMatchObject({ status: 'signedOut', endedBy: null });
  });

  it('restores a session from a stored refresh token without the browser', async () => {
    const { session, secrets } = newSession(userBrowser('lecteur'));
    await session.signIn();
    const stored = await secrets.get('refreshToken');
    session.dispose();
    const second = newSession({ openExternal: () => Promise.reject(new Error('no browser expected')) });
    await second.secrets.set('refreshToken', stored ?? '');
    expect(await second.session.restore()).toBe(true);
    expect(second.session.current.user?.username).toBe('lecteur');
    await second.session.signOut();
  });
});

describe('refresh while the server is out of reach', () => {
  it('keeps the session (and its offline cache) instead of signing out, then refreshes once the server is back', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-session-'));
    let running = await startReferenceServer({ port: 0, dataDir, initialData: await seededPglite(), accessTokenTtlSeconds: TOKEN_TTL_SECONDS });
    const port = Number(new URL(running.url).port);
    let offset = 0;
    const states: AuthState[] = [];
    const session = new Session({
      rest: new RestClient(running.url),
      secrets: new MemorySecretStore(),
      browser: userBrowser('redaction'),
      logger: silent,
      onChange: (s) => states.push(s),
      now: () => Date.now() + offset,
    });
    try {
      await session.signIn();
      await running.close();
      // The token has lapsed: its refresh finds no server.
      offset = TOKEN_TTL_SECONDS * 1000;
      await expect(session.getAccessToken()).rejects.toMatchObject({ code: 'OFFLINE' });
      expect(session.current.status).toBe('signedIn');
      running = await startReferenceServer({ port, dataDir, initialData: await seededPglite(), accessTokenTtlSeconds: TOKEN_TTL_SECONDS });
      const token = await session.getAccessToken();
      expect(token).toBeTruthy();
      expect(states.at(-1)?.status).toBe('signedIn');
    } finally {
      session.dispose();
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
