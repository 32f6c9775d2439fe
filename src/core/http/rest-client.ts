import { Agent, request as undiciRequest, FormData, type Dispatcher } from 'undici';
import { BridgeError } from '../../shared/errors';
import { insecureServiceUrlMessage } from '../../shared/rules/urls';
import { ANSWER_WAITS, connectionDropped, noAnswerError, type AnswerWaits, type RequestKind } from './network-failure';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A body sent as it is, as text/plain (spec 2 §7's Oxygen suggestions: "body the typed text"); any other
 * body that is not a FormData goes as JSON.
 */
export class PlainText {
  constructor(readonly text: string) {}
}

export interface RequestOptions {
  /** JSON body, a multipart FormData (imports: see uploads' toMultipart), or PlainText. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** No bearer header (identity configuration). */
  anonymous?: boolean;
  /**
   * Read served from the offline cache when the server cannot be reached. Default: on for GET and for a
   * POST whose path ends in `/search` (list searches); pass `false` to opt out (a read that must be fresh),
   * or `true` for another POST that only reads. PUT and DELETE are never cached, whatever is passed.
   */
  cache?: boolean;
  /** A GET that changes the server (spec 2 §7's kyrielle publish): its answer is waited for as a write's. */
  write?: boolean;
}

/** A successful answer: its status, and its body (none for a 204 or an empty answer). */
export interface Answer<T> {
  status: number;
  body: T | undefined;
}

/** How the client obtains a bearer token, and what to do when the server refuses it. */
export interface TokenSource {
  /** A valid access token, refreshed if needed; throws UNAUTHENTICATED when signed out. */
  getAccessToken(): Promise<string>;
  /** The server answered 401: refresh once if possible; false means the session is over. */
  onUnauthorized(): Promise<boolean>;
}

/** A request as the gate sees it: enough to key a cache entry, never the bearer token. */
export interface OutgoingRequest {
  method: HttpMethod;
  path: string;
  query: RequestOptions['query'];
  body: unknown;
  anonymous: boolean;
  /** A read whose answer may be kept and served offline (see RequestOptions.cache). */
  cacheable: boolean;
}

/**
 * Wraps every request of a client: the offline layer (src/core/offline) serves cached reads when the server
 * cannot be reached, refuses writes while offline and follows connectivity. `send` goes to the network.
 */
export interface RequestGate {
  run(request: OutgoingRequest, send: () => Promise<unknown>): Promise<unknown>;
}

/** undici's FormData, or Node's global one (a copy of undici bundled with Node): both go out as multipart. */
function isFormData(body: unknown): body is FormData | globalThis.FormData {
  return body instanceof FormData || body instanceof globalThis.FormData;
}

/** undici's request() streams only its own FormData: Node's global one is copied into it. */
function toUndiciFormData(body: FormData | globalThis.FormData): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, value.name);
  }
  return form;
}

/** Reads that list or search are cached by default: GET, and POST …/search. */
export function isCacheableRequest(method: HttpMethod, path: string, options: Pick<RequestOptions, 'cache' | 'body'> = {}): boolean {
  if (method === 'PUT' || method === 'DELETE') return false;
  if (isFormData(options.body)) return false;
  if (options.cache !== undefined) return options.cache;
  if (method === 'GET') return true;
  return /\/search$/.test(path.split('?')[0] ?? '');
}

/**
 * A request that changes the server: any that is not a cached read, and a GET marked `write`. Its answer is
 * waited for as long as the work takes (AnswerWaits.writeMs); a read's is bounded.
 */
export function isWriteRequest(method: HttpMethod, path: string, options: Pick<RequestOptions, 'cache' | 'body' | 'write'> = {}): boolean {
  if (method === 'GET') return options.write === true;
  return !isCacheableRequest(method, path, options);
}

/**
 * A server that silently drops packets must not hold a screen for undici's default 10 s: after 4 s the
 * request counts as offline and the cached answer shows.
 */
export const CONNECT_TIMEOUT_MS = 4_000;
const readAgent = new Agent({ connect: { timeout: CONNECT_TIMEOUT_MS } });
/**
 * A write goes over a connection of its own, never a kept-alive one: a server closes an idle connection when its
 * keep-alive delay ends (5 s for Node's), and a client busy at that moment may send on it just after. A read lost
 * that way is sent again; a write cannot be (it may have been done), so it would be reported unreachable while
 * the server is up. A new connection costs one handshake per save (`pipelining: 0` keeps none alive).
 */
const writeAgent = new Agent({ connect: { timeout: CONNECT_TIMEOUT_MS }, pipelining: 0 });

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const json: unknown = JSON.parse(text);
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The server's message: JSON {message} (or {error}), else the text itself. */
export function serverMessage(text: string, status: number): string {
  const { message, error } = jsonObject(text) ?? {};
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return text.trim() || `HTTP ${status}`;
}

/**
 * The French reason a refusal carries beside its message, bounded: its `reason` (workflow: {message: 'WORKFLOW_…',
 * reason}), else the names it lists (spec 2 §8: an article deletion's 409 "with a message and names of conflicting
 * items", in `names` on the reference server), one a line. None when neither says anything.
 */
export function serverReason(text: string): string | undefined {
  const { reason, names } = jsonObject(text) ?? {};
  const listed = Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string' && n.trim() !== '').join('\n') : '';
  const said = typeof reason === 'string' && reason ? reason : listed;
  return said ? said.slice(0, 1000) : undefined;
}

/** The periodical a refusal names, bounded (spec 2 §8: a publish-online refusal carries its `periodicalId`). */
export function serverPeriodical(text: string): string | undefined {
  const { periodicalId } = jsonObject(text) ?? {};
  return typeof periodicalId === 'string' && periodicalId.trim() !== '' ? periodicalId.trim().slice(0, 20) : undefined;
}

/**
 * JSON REST client on undici: bearer header, AbortSignal, typed errors keeping status and server message.
 * With a gate (the offline layer), reads are cached per user and served from disk when the server is down.
 */
export class RestClient {
  constructor(
    readonly baseUrl: string,
    private readonly tokens: TokenSource | null = null,
    private readonly gate: RequestGate | null = null,
    private readonly waits: AnswerWaits = ANSWER_WAITS,
  ) {}

  withTokens(tokens: TokenSource): RestClient {
    return new RestClient(this.baseUrl, tokens, this.gate, this.waits);
  }

  withGate(gate: RequestGate): RestClient {
    return new RestClient(this.baseUrl, this.tokens, gate, this.waits);
  }

  /**
   * The request's URL: https, or http on loopback, and on the server's own origin whatever the path holds
   * (the bearer token goes with it). Throws INSECURE_URL or NOT_ALLOWED before anything is sent.
   */
  url(path: string, query?: RequestOptions['query']): string {
    const refusal = insecureServiceUrlMessage(this.baseUrl, 'serveur');
    if (refusal) throw new BridgeError('INSECURE_URL', refusal);
    const base = new URL(this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    const url = new URL(path, base);
    if (url.origin !== base.origin) throw new BridgeError('NOT_ALLOWED', `Adresse hors du serveur refusée : ${path}`);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    return url.toString();
  }

  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const value = async () => (await this.network<T>(method, path, options)).body as T;
    return this.gate ? ((await this.gate.run(this.outgoing(method, path, options), value)) as T) : value();
  }

  /**
   * The answer with its status, for a call whose successes differ by status (spec 2 §8: a bulk workflow's 202 is
   * a partial success). Never served from the offline cache, which keeps bodies only.
   */
  async answer<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
    const fresh = { ...options, cache: false };
    const answer = () => this.network<T>(method, path, fresh);
    return this.gate ? ((await this.gate.run(this.outgoing(method, path, fresh), answer)) as Answer<T>) : answer();
  }

  /**
   * A file the server answers (a placard's PDF): its bytes, `maxBytes` at most, refused past that (announced or
   * received) with NOT_ALLOWED, reason `file-too-large`. Never kept by the offline cache, which keeps JSON.
   */
  async bytes(path: string, maxBytes: number): Promise<Buffer> {
    const options: RequestOptions = { cache: false };
    const value = async () => (await this.network<Buffer>('GET', path, options, (res, kind) => readBytes(res, kind, maxBytes))).body as Buffer;
    return this.gate ? ((await this.gate.run(this.outgoing('GET', path, options), value)) as Buffer) : value();
  }

  private outgoing(method: HttpMethod, path: string, options: RequestOptions): OutgoingRequest {
    return {
      method,
      path,
      query: options.query,
      body: options.body,
      anonymous: options.anonymous === true,
      cacheable: isCacheableRequest(method, path, options),
    };
  }

  private async network<T>(method: HttpMethod, path: string, options: RequestOptions, read: Reader<T> = readAnswer): Promise<Answer<T>> {
    const kind: RequestKind = isWriteRequest(method, path, options) ? 'write' : 'read';
    const first = await this.send(method, path, options, kind);
    if (first.statusCode === 401 && !options.anonymous && this.tokens) {
      await first.body.dump();
      if (!(await this.tokens.onUnauthorized())) throw new BridgeError('UNAUTHENTICATED', 'Votre session a expiré. Veuillez vous reconnecter.', 401);
      return read(await this.send(method, path, options, kind), kind);
    }
    return read(first, kind);
  }

  private async send(method: HttpMethod, path: string, options: RequestOptions, kind: RequestKind): Promise<Dispatcher.ResponseData> {
    const target = this.url(path, options.query);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (!options.anonymous) {
      if (!this.tokens) throw new BridgeError('UNAUTHENTICATED', 'Vous n’êtes pas connecté.');
      headers['authorization'] = `Bearer ${await this.tokens.getAccessToken()}`;
    }
    let body: string | FormData | undefined;
    if (isFormData(options.body)) {
      // undici writes the multipart boundary into the content type itself.
      body = toUndiciFormData(options.body);
    } else if (options.body instanceof PlainText) {
      headers['content-type'] = 'text/plain; charset=utf-8';
      body = options.body.text;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const once = () =>
      undiciRequest(target, {
        method,
        headers,
        body,
        signal: options.signal,
        headersTimeout: kind === 'write' ? this.waits.writeMs : this.waits.readMs,
        bodyTimeout: this.waits.bodyPauseMs,
        dispatcher: kind === 'write' ? writeAgent : readAgent,
      });
    try {
      return await once().catch((error: unknown) => {
        // A GET changes nothing: a connection dropped under it (a kept-alive one the server had closed) is not
        // the server out of reach until a new connection fails too.
        if (method === 'GET' && !options.signal?.aborted && connectionDropped(error)) return once();
        throw error;
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw noAnswerError(error, kind) ?? error;
    }
  }
}

/** Reads an answer: JSON or text (readAnswer), or a file's bytes (readBytes). A 4xx or 5xx throws HTTP. */
type Reader<T> = (res: Dispatcher.ResponseData, kind: RequestKind) => Promise<Answer<T>>;

/** A JSON (or text) answer; an error status throws HTTP with the server's message. */
async function readAnswer<T>(res: Dispatcher.ResponseData, kind: RequestKind): Promise<Answer<T>> {
  let text: string;
  try {
    text = await res.body.text();
  } catch (error) {
    // The server went away, or paused too long, in the middle of its answer.
    throw noAnswerError(error, kind) ?? error;
  }
  if (res.statusCode >= 400) throw new BridgeError('HTTP', serverMessage(text, res.statusCode), res.statusCode, serverReason(text), serverPeriodical(text));
  if (res.statusCode === 204 || text === '') return { status: res.statusCode, body: undefined };
  const type = String(res.headers['content-type'] ?? '');
  return { status: res.statusCode, body: (type.includes('json') ? JSON.parse(text) : text) as T };
}

/** A file's bytes, `maxBytes` at most: past that the answer is dropped (leaving the loop ends the stream). */
async function readBytes(res: Dispatcher.ResponseData, kind: RequestKind, maxBytes: number): Promise<Answer<Buffer>> {
  if (res.statusCode >= 400) return readAnswer<never>(res, kind);
  const tooLarge = new BridgeError('NOT_ALLOWED', `Fichier trop volumineux : ${Math.round(maxBytes / (1024 * 1024))} Mo au plus.`, undefined, 'file-too-large');
  if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
    // undici's way to let an answer go: a little is read, then the connection is closed.
    await res.body.dump().catch(() => undefined);
    throw tooLarge;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) break;
      chunks.push(chunk);
    }
  } catch (error) {
    throw noAnswerError(error, kind) ?? error;
  }
  if (size > maxBytes) throw tooLarge;
  return { status: res.statusCode, body: Buffer.concat(chunks) };
}
