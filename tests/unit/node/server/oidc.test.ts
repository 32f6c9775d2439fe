import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer } from '../../../../src/server/app';
import { startTestServer } from './test-database';
import { CookieJar, createPkce, obtainTokens, scriptedLogin } from '../../../support/scripted-browser';

let server: RunningServer;
let oidc: string;
const LOOPBACK = 'http://127.0.0.1:9/callback';

beforeAll(async () => {
  server = await startTestServer();
  oidc = `${server.url}/realms/pupitre/protocol/openid-connect`;
});
afterAll(async () => {
  await server?.close();
});

function authorizationUrl(params: Record<string, string>): string {
  const url = new URL(`${oidc}/auth`);
  url.search = new URLSearchParams({
    client_id: 'pupitre-desktop',
    response_type: 'code',
    redirect_uri: LOOPBACK,
    scope: 'openid profile email',
    state: 'st4te',
    ...params,
  }).toString();
  return url.href;
}

function tokenRequest(body: Record<string, string>): Promise<Response> {
  return fetch(`${oidc}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'pupitre-desktop', ...body }),
  });
}

describe('identity configuration', () => {
  it('serves keycloak.json without a token, pointing at the server itself', async () => {
    const response = await fetch(`${server.url}/api/config/keycloak.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      realm: 'pupitre',
      'auth-server-url': `${server.url}/`,
      resource: 'pupitre-desktop',
      'public-client': true,
    });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('publishes a Keycloak-shaped discovery document with the bound port in the issuer', async () => {
    const response = await fetch(`${server.url}/realms/pupitre/.well-known/openid-configuration`);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${server.url}/realms/pupitre`);
    expect(discovery).toMatchObject({
      authorization_endpoint: `${oidc}/auth`,
      token_endpoint: `${oidc}/token`,
      jwks_uri: `${oidc}/certs`,
      userinfo_endpoint: `${oidc}/userinfo`,
      end_session_endpoint: `${oidc}/logout`,
      revocation_endpoint: `${oidc}/revoke`,
      code_challenge_methods_supported: ['S256'],
    });
  });
});

describe('authorization code flow with PKCE', () => {
  it('signs in on the French login page and exchanges the code for Keycloak-shaped tokens', async () => {
    const pkce = createPkce();
    const { finalUrl } = await scriptedLogin(
      authorizationUrl({ code_challenge: pkce.challenge, code_challenge_method: 'S256', nonce: 'n0nce' }),
      'redaction',
      'redaction',
      { followRedirectToLoopback: false },
    );
    const callback = new URL(finalUrl);
    expect(`${callback.origin}${callback.pathname}`).toBe(LOOPBACK);
    expect(callback.searchParams.get('state')).toBe('st4te');
    const code = callback.searchParams.get('code') ?? '';

    const response = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: LOOPBACK, code_verifier: pkce.verifier });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { access_token: string; refresh_token?: string; id_token: string; expires_in: number };
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.expires_in).toBe(300);

    // The access token verifies against the published keys, as any resource server would check it.
    const keys = createRemoteJWKSet(new URL(`${oidc}/certs`));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, keys, {
      issuer: `${server.url}/realms/pupitre`,
      audience: 'pupitre-api',
      typ: 'at+jwt',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      client_id: 'pupitre-desktop',
      preferred_username: 'redaction',
      name: 'Romain Rédacteur',
      email: 'romain.redacteur@pupitre.example',
      resource_access: { 'pupitre-desktop': { roles: ['MANAGER_BJS', 'MANAGER_DEF', 'EDITOR_GDP', 'ADMIN_AUTHORS'] } },
      realm_access: { roles: ['MANAGER_BJS', 'MANAGER_DEF', 'EDITOR_GDP', 'ADMIN_AUTHORS'] },
      favoritePeriodicals: ['BJS', 'DEF'],
      statusFavorite: true,
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);

    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({ aud: 'pupitre-desktop', nonce: 'n0nce', preferred_username: 'redaction', name: 'Romain Rédacteur' });
    expect(idToken.sub).toBe(payload.sub);
  });

  it('answers userinfo with the access token, as Keycloak does', async () => {
    const { access_token } = await obtainTokens(server.url, 'medias');
    const response = await fetch(`${oidc}/userinfo`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ preferred_username: 'medias', name: 'Marc Médias', email: 'marc.medias@pupitre.example' });
    expect((await fetch(`${oidc}/userinfo`)).status).toBe(401);
  });

  it('refuses an authorization request without code_challenge', async () => {
    const response = await fetch(authorizationUrl({}), { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', server.url);
    expect(`${location.origin}${location.pathname}`).toBe(LOOPBACK);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a code exchanged with the wrong verifier', async () => {
    const pkce = createPkce();
    const { finalUrl } = await scriptedLogin(authorizationUrl({ code_challenge: pkce.challenge, code_challenge_method: 'S256' }), 'lecteur', 'lecteur', {
      followRedirectToLoopback: false,
    });
    const code = new URL(finalUrl).searchParams.get('code') ?? '';
    const response = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: LOOPBACK, code_verifier: createPkce().verifier });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('accepts any loopback port but no other redirect URI', async () => {
    const { challenge } = createPkce();
    const other = await fetch(authorizationUrl({ code_challenge: challenge, code_challenge_method: 'S256', redirect_uri: 'http://evil.example/callback' }), {
      redirect: 'manual',
    });
    expect(other.status).toBe(400);
    const page = await other.text();
    expect(page).toContain('lang="fr"');
    expect(page).toContain('redirect_uri');
  });
});

describe('login page', () => {
  it('is in French, with labelled fields and a strict CSP', async () => {
    const { challenge } = createPkce();
    let response = await fetch(authorizationUrl({ code_challenge: challenge, code_challenge_method: 'S256' }), { redirect: 'manual' });
    const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const location = new URL(response.headers.get('location') ?? '', server.url);
    expect(location.pathname).toMatch(/^\/realms\/pupitre\/login-actions\/[\w-]+$/);
    response = await fetch(location, { headers: { cookie: cookies } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Pupitre — Connexion</title>');
    expect(html).toContain('Connexion à Pupitre');
    expect(html).toMatch(/<label for="username">Nom d'utilisateur<\/label>\s*<input id="username" name="username"[^>]*autocomplete="username"/);
    expect(html).toMatch(/<label for="password">Mot de passe<\/label>\s*<input id="password" name="password" type="password"/);
    expect(html).toContain('<button type="submit">Se connecter</button>');
    expect(html).not.toContain('role="alert"');
  });

  it('shows the French alert on a wrong password, and scriptedLogin throws it', async () => {
    const { challenge } = createPkce();
    await expect(scriptedLogin(authorizationUrl({ code_challenge: challenge, code_challenge_method: 'S256' }), 'admin', 'mauvais')).rejects.toThrow(
      "Nom d'utilisateur ou mot de passe incorrect.",
    );
    await expect(scriptedLogin(authorizationUrl({ code_challenge: challenge, code_challenge_method: 'S256' }), 'personne', 'personne')).rejects.toThrow(
      "Nom d'utilisateur ou mot de passe incorrect.",
    );
  });

  it('says in French that an unknown or stale interaction cannot go on', async () => {
    const response = await fetch(`${server.url}/realms/pupitre/login-actions/inconnu`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('relancez la connexion depuis Pupitre');
  });
});

describe('refresh tokens', () => {
  it('rotates them, and a reused one is refused and ends the grant', async () => {
    const first = await obtainTokens(server.url, 'production');
    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token)).toMatchObject({ preferred_username: 'production', aud: 'pupitre-api' });
    expect(decodeProtectedHeader(second.access_token).typ).toBe('at+jwt');

    const reused = await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
    // Reuse suggests theft: the whole grant is revoked, the latest token with it.
    const latest = await tokenRequest({ grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(latest.status).toBe(400);
  });

  it('are revoked at the revocation endpoint', async () => {
    const tokens = await obtainTokens(server.url, 'kyrielle');
    const revoke = await fetch(`${oidc}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.refresh_token, token_type_hint: 'refresh_token', client_id: 'pupitre-desktop' }),
    });
    expect(revoke.status).toBe(200);
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status).toBe(400);
  });
});

describe('browser session', () => {
  it('signs in again without the login page, then logs out without asking twice', async () => {
    const jar = new CookieJar();
    const pkce = createPkce();
    const authorize = () => authorizationUrl({ code_challenge: pkce.challenge, code_challenge_method: 'S256' });
    await scriptedLogin(authorize(), 'admin', 'admin', { jar, followRedirectToLoopback: false });
    // Single sign-on: the session cookie suffices, no form is shown (a wrong password would otherwise fail).
    const again = await scriptedLogin(authorize(), 'admin', 'wrong', { jar, followRedirectToLoopback: false });
    expect(new URL(again.finalUrl).searchParams.get('code')).toBeTruthy();

    const logoutUrl = new URL(`${oidc}/logout`);
    logoutUrl.search = new URLSearchParams({ client_id: 'pupitre-desktop', post_logout_redirect_uri: 'http://127.0.0.1:9/logout', state: 'bye' }).toString();
    const page = await fetch(logoutUrl, { headers: { cookie: jar.header(logoutUrl) ?? '' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Déconnexion');
    // The form submits itself (script allowed by the CSP hash) with logout=yes.
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'sha256-/);
    expect(html).toContain('name="logout" value="yes"');
    const action = new URL(/<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '', logoutUrl);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirm = await fetch(action, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(action) ?? '', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    jar.store(action, confirm.headers.getSetCookie());
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe('http://127.0.0.1:9/logout?state=bye');

    // The session is gone: the login page is back.
    await expect(scriptedLogin(authorize(), 'admin', 'wrong', { jar, followRedirectToLoopback: false })).rejects.toThrow(
      "Nom d'utilisateur ou mot de passe incorrect.",
    );
  });
});
