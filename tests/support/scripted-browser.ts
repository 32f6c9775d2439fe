import { createHash, randomBytes } from 'node:crypto';

/**
 * A user's browser, scripted: fetch with manual redirects and a small cookie jar, enough to sign in on the
 * identity provider's login page and reach the native client's loopback redirect. Used by the server's
 * tests and by the desktop core's tests (the "system browser" of a loopback login).
 */

export interface ScriptedLoginOptions {
  /** GET the loopback callback URL too, as a browser would (default true). */
  followRedirectToLoopback?: boolean;
  /** The browser's cookies, to keep its identity-provider session between calls (single sign-on, logout). */
  jar?: CookieJar;
}

export interface ScriptedLoginResult {
  /** The loopback URL the provider redirected to: http://127.0.0.1:{port}/callback?code=...&state=... */
  finalUrl: string;
}

const MAX_HOPS = 20;

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** Cookies per host, with their path; enough for the provider's session and interaction cookies. */
export class CookieJar {
  private readonly byHost = new Map<string, Map<string, StoredCookie>>();

  store(url: URL, setCookies: readonly string[]): void {
    const cookies = this.byHost.get(url.host) ?? new Map<string, StoredCookie>();
    this.byHost.set(url.host, cookies);
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let path = defaultPath(url);
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=').map((s) => s.trim());
        const lower = key.toLowerCase();
        if (lower === 'path' && val.startsWith('/')) path = val;
        if (lower === 'max-age' && Number(val) <= 0) expired = true;
        if (lower === 'expires' && Date.parse(val) <= Date.now()) expired = true;
      }
      const key = `${name};${path}`;
      if (expired) cookies.delete(key);
      else cookies.set(key, { name, value, path });
    }
  }

  header(url: URL): string | undefined {
    const cookies = [...(this.byHost.get(url.host)?.values() ?? [])]
      .filter((c) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      // Longer paths first, as browsers send them.
      .sort((a, b) => b.path.length - a.path.length);
    return cookies.length ? cookies.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }
}

function defaultPath(url: URL): string {
  const slash = url.pathname.lastIndexOf('/');
  return slash > 0 ? url.pathname.slice(0, slash) : '/';
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

function alertText(html: string): string | undefined {
  const match = /<([a-z0-9]+)[^>]*role="alert"[^>]*>([\s\S]*?)<\/\1>/i.exec(html);
  return match ? textOf(match[2] ?? '') : undefined;
}

interface PageForm {
  action: string;
  /** Its hidden inputs (an auto-submitting form carries its whole payload in them). */
  hidden: URLSearchParams;
  hasPassword: boolean;
}

function firstForm(html: string): PageForm | undefined {
  const match = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!match) return undefined;
  const action = /\baction="([^"]*)"/i.exec(match[1] ?? '')?.[1] ?? '';
  const hidden = new URLSearchParams();
  for (const input of (match[2] ?? '').match(/<input\b[^>]*>/gi) ?? []) {
    if (!/type="hidden"/i.test(input)) continue;
    const name = /\bname="([^"]*)"/i.exec(input)?.[1];
    if (name) hidden.append(decodeEntities(name), decodeEntities(/\bvalue="([^"]*)"/i.exec(input)?.[1] ?? ''));
  }
  return { action: decodeEntities(action), hidden, hasPassword: /name="password"/i.test(match[2] ?? '') };
}

function isLoopbackCallback(url: URL): boolean {
  return url.protocol === 'http:' && url.hostname === '127.0.0.1' && url.pathname === '/callback';
}

/**
 * Opens `authorizationUrl`, signs in with the given credentials on the login page, follows the redirects
 * to the loopback callback and returns it. Throws with the page's alert text (e.g. "Nom d'utilisateur ou
 * mot de passe incorrect.") when the login fails.
 */
export async function scriptedLogin(
  authorizationUrl: string,
  username: string,
  password: string,
  options: ScriptedLoginOptions = {},
): Promise<ScriptedLoginResult> {
  const jar = options.jar ?? new CookieJar();
  let url = new URL(authorizationUrl);
  let method: 'GET' | 'POST' = 'GET';
  let body: URLSearchParams | undefined;
  let posted = false;
  let autoSubmits = 0;

  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (isLoopbackCallback(url)) {
      if (options.followRedirectToLoopback ?? true) {
        const response = await fetch(url, { headers: { accept: 'text/html' } });
        await response.arrayBuffer();
      }
      return { finalUrl: url.href };
    }
    const headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml', 'accept-language': 'fr-FR,fr;q=0.9' };
    const cookie = jar.header(url);
    if (cookie) headers.cookie = cookie;
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    jar.store(url, response.headers.getSetCookie());

    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.arrayBuffer();
      url = new URL(location, url);
      method = 'GET';
      body = undefined;
      continue;
    }

    const html = await response.text();
    const alert = alertText(html);
    const form = firstForm(html);
    if (form?.hasPassword && !posted && !alert) {
      url = new URL(form.action || url.href, url);
      method = 'POST';
      body = new URLSearchParams({ username, password });
      posted = true;
      continue;
    }
    // A page that posts itself by script (the provider's form_post, e.g. ending the previous user's session).
    if (form && !form.hasPassword && [...form.hidden.keys()].length && autoSubmits++ < 3) {
      url = new URL(form.action || url.href, url);
      method = 'POST';
      body = form.hidden;
      continue;
    }
    const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1];
    throw new Error(alert ?? `Page inattendue (${response.status}) à ${url.href} : ${title ? textOf(title) : textOf(html).slice(0, 200)}`);
  }
  throw new Error(`Trop de redirections depuis ${authorizationUrl}`);
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function createPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

/**
 * The whole authorization-code + PKCE flow of the desktop client against a server started by
 * createServer, for tests that just need tokens: `const { access_token } = await obtainTokens(url, 'admin')`.
 * The loopback port is fictitious: nothing listens there and nothing needs to.
 */
export async function obtainTokens(serverUrl: string, username: string, password = username): Promise<TokenSet> {
  const base = `${serverUrl.replace(/\/+$/, '')}/realms/pupitre/protocol/openid-connect`;
  const redirectUri = 'http://127.0.0.1:9/callback';
  const pkce = createPkce();
  const state = randomBytes(12).toString('base64url');
  const authorization = new URL(`${base}/auth`);
  authorization.search = new URLSearchParams({
    client_id: 'pupitre-desktop',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    state,
    nonce: randomBytes(12).toString('base64url'),
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
  }).toString();
  const { finalUrl } = await scriptedLogin(authorization.href, username, password, { followRedirectToLoopback: false });
  const callback = new URL(finalUrl);
  if (callback.searchParams.get('state') !== state) throw new Error(`state inattendu dans ${finalUrl}`);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`pas de code dans ${finalUrl}`);
  const response = await fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'pupitre-desktop',
      code,
      redirect_uri: redirectUri,
      code_verifier: pkce.verifier,
    }),
  });
  if (!response.ok) throw new Error(`échange du code refusé (${response.status}) : ${await response.text()}`);
  return (await response.json()) as TokenSet;
}
