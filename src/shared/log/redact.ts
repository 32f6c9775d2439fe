/**
 * What never reaches a log file: tokens (bearer, JWT, OAuth parameters, editor sessions), cookies,
 * authorization headers, passwords and a URL's user and password. Applied to every message and every piece
 * of data before it is written, whatever wrote it (core, a library's error, an uncaught exception), so that
 * a log sent with a support request gives nothing away.
 */

export const MASK = '[masqué]';

/** Keys (of an object, a query string, a JSON text or a header), compared lowercased without - and _. */
const SECRET_KEYS = new Set([
  'authorization',
  'proxyauthorization',
  'cookie',
  'setcookie',
  'password',
  'passwd',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'token',
  'codeverifier',
  'clientsecret',
  'secret',
  'sessionstate',
  'editsessiontoken',
]);
/** OAuth's `code` and `state`: secrets in a callback URL, but as object keys usually an error code or a status. */
const AMBIGUOUS_KEYS = new Set(['code', 'state']);
/** An authorization code or state value as providers issue them, not an error code like ECONNREFUSED or HTTP. */
const OPAQUE_VALUE = /^[\w.~-]{16,}$/;

const normalisedKey = (key: string): string => key.toLowerCase().replace(/[-_]/g, '');

const QUERY_KEYS = 'access_token|refresh_token|id_token|token|code|code_verifier|state|session_state|password|client_secret';
/** Keys of `key: value` text (a dump, util.inspect's `{ password: 's3cret' }`): not `code` or `state`, ordinary words there. */
const TEXT_KEYS = '(?:access|refresh|id)[_-]?token|token|password|passwd|(?:client[_-]?)?secret|code[_-]?verifier|session[_-]?state|edit[_-]?session[_-]?token';

const TEXT_RULES: readonly [RegExp, string][] = [
  // Header lines (a request dump, an error's message): the whole value to the end of the line.
  [/\b((?:proxy-)?authorization|cookie|set-cookie)(\s*:\s*)[^\r\n]*/gi, `$1$2${MASK}`],
  // A bearer or basic credential anywhere.
  [/\b(bearer|basic)\s+[\w.~+/=-]+/gi, `$1 ${MASK}`],
  // JSON members, quoted or not (a response body in a message).
  [new RegExp(`("(?:${QUERY_KEYS}|accessToken|refreshToken|idToken|codeVerifier)"\\s*:\\s*)"[^"]*"`, 'gi'), `$1"${MASK}"`],
  // Query strings and form bodies: ?code=…&state=…
  [new RegExp(`(^|[?&#;\\s,])(${QUERY_KEYS})=[^&#\\s"',;]*`, 'gi'), `$1$2=${MASK}`],
  // `key: value` text, quoted (to its quote) or not (to the end of the line).
  [new RegExp(`\\b(${TEXT_KEYS})(\\s*:\\s*)(?:'[^'\\r\\n]*'|"[^"\\r\\n]*"|[^\\s'"][^\\r\\n]*)`, 'gi'), `$1$2${MASK}`],
  // A URL's `user:password@`, the password as typed, unencoded (# / ? @ included): up to the last @ followed by
  // a host (rather too much than a piece of the password). A port (digits then the path) is no password.
  [/\b([a-z][a-z\d+.-]*:\/\/)[^\s:/?#@]*:(?!\d+(?:[/?#\s]|$))\S*@(?=[\w.-]+(?::\d+)?(?:[/?#\s"'<>]|$))/gi, `$1${MASK}@`],
  // A URL's userinfo without a password (a token as the user), or with one of the plain characters: up to the
  // last @ before the path.
  [/\b([a-z][a-z\d+.-]*:\/\/)[^\s/?#]+@/gi, `$1${MASK}@`],
  // The editor's session token is the key to its document: Fonto's `context` carries it, as JSON in a body or a
  // message, and URL-encoded JSON in a GET's query (issue 33).
  [/("editSessionToken"\s*:\s*)"[^"]*"/gi, `$1"${MASK}"`],
  [/(editSessionToken%22%3A%22)[^%&#\s"']*/gi, `$1${encodeURIComponent(MASK)}`],
  // A JWT (header and payload are base64url JSON objects, so both begin with eyJ).
  [/eyJ[\w-]*\.eyJ[\w-]*\.[\w-]*/g, MASK],
];

/** A text with every secret it shows replaced by the mask. */
export function redactText(text: string): string {
  return TEXT_RULES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

const MAX_DEPTH = 6;

function maskedMember(key: string, value: unknown): boolean {
  const name = normalisedKey(key);
  if (SECRET_KEYS.has(name)) return value !== null && value !== undefined && value !== '';
  return AMBIGUOUS_KEYS.has(name) && typeof value === 'string' && OPAQUE_VALUE.test(value);
}

function redactError(error: Error, depth: number, seen: WeakSet<object>): Error {
  const copy = new Error(redactText(error.message));
  copy.name = error.name;
  copy.stack = error.stack === undefined ? undefined : redactText(error.stack);
  // Own members (undici's code, an HTTP client's request or response) go through the same rules.
  for (const [key, value] of Object.entries(error)) {
    Object.assign(copy, { [key]: maskedMember(key, value) ? MASK : redactAt(value, depth + 1, seen) });
  }
  if (error.cause !== undefined) copy.cause = redactAt(error.cause, depth + 1, seen);
  return copy;
}

function redactAt(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[circulaire]';
  if (depth >= MAX_DEPTH) return '[…]';
  seen.add(value);
  if (value instanceof Error) return redactError(value, depth, seen);
  if (value instanceof URL) return redactText(value.href);
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((item) => redactAt(item, depth + 1, seen));
  // Map-like holders (fetch's Headers, a Map) show their entries; any other object its own members.
  const entries: [string, unknown][] =
    value instanceof Map || (typeof Headers !== 'undefined' && value instanceof Headers) ? [...(value as Map<unknown, unknown>).entries()].map(([k, v]) => [String(k), v]) : Object.entries(value);
  return Object.fromEntries(entries.map(([key, member]) => [key, maskedMember(key, member) ? MASK : redactAt(member, depth + 1, seen)]));
}

/** A copy of any value with secrets masked: strings, errors (message, stack, cause, members), arrays, objects. */
export function redact(value: unknown): unknown {
  return redactAt(value, 0, new WeakSet());
}
