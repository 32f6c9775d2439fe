/**
 * What the app accepts as a URL it talks to or opens outside. Checked by scheme first: a Node `URL` gives
 * the origin "null" to every non-special scheme (app:, smb:, ms-msdt:...), so two such URLs would "match"
 * by origin. Scheme and host are compared instead.
 */

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** 127.0.0.0/8, localhost and [::1]: the machine itself, where plain http leaks nothing on the wire. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** https anywhere, or http on loopback: a web page the app may open or a server it may call. */
export function isSecureWebUrl(url: string): boolean {
  const parsed = parse(url);
  if (!parsed || parsed.username || parsed.password) return false;
  return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname));
}

/** Scheme, host and port: the origin of an http(s) URL, null for any other scheme or a malformed URL. */
export function webOrigin(url: string): string | null {
  const parsed = parse(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return null;
  return `${parsed.protocol}//${parsed.host}`;
}

/**
 * An external page the app may open: a secure web URL whose origin is one of the allowed sites (the help
 * site, the identity provider for its login page and users console).
 */
export function isAllowedExternalUrl(url: string, allowedSites: readonly (string | null | undefined)[]): boolean {
  if (!isSecureWebUrl(url)) return false;
  const origin = webOrigin(url);
  return allowedSites.some((site) => !!site && webOrigin(site) === origin);
}

/**
 * A link carried by a record (an author's web profile or e-mail address), opened by the system: a web page
 * (http or https, anywhere) or a mail address. Never a file, a share or an application's own scheme.
 */
export function isRecordLink(url: string): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  if (parsed.protocol === 'mailto:') return /^[^\s@/]+@[^\s@/]+$/.test(decodeURIComponent(parsed.pathname));
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !parsed.username && !parsed.password;
}

/**
 * The French message for a server address the app refuses (the back office or the identity provider):
 * null when the address is acceptable.
 */
export function insecureServiceUrlMessage(url: string, what: 'serveur' | 'fournisseur d’identité'): string | null {
  const parsed = parse(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    return `L’adresse du ${what} est invalide : ${url}`;
  }
  if (parsed.username || parsed.password) return `L’adresse du ${what} ne doit pas contenir d’identifiants : ${parsed.host}`;
  if (!isSecureWebUrl(url)) {
    return `L’adresse du ${what} doit être en https (http n’est accepté que sur cette machine) : ${parsed.protocol}//${parsed.host}`;
  }
  return null;
}

/**
 * A REST path of the back office once resolved: `%2e%2e` and `..` segments are applied as a server would,
 * and what remains must stay under /api/ on the same origin. Returns the resolved path and query, or null.
 */
export function resolveApiPath(path: string): string | null {
  if (!path.startsWith('/api/') || /[\s\\]/.test(path)) return null;
  // An encoded separator is one segment to the URL parser and maybe two to the server behind it.
  if (/%2f|%5c/i.test(path.split(/[?#]/)[0] ?? '')) return null;
  const base = 'http://api.invalid';
  let resolved: URL;
  try {
    resolved = new URL(path, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base || !resolved.pathname.startsWith('/api/')) return null;
  return resolved.pathname + resolved.search;
}
