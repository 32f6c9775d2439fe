import { request as undiciRequest, type Dispatcher } from 'undici';
import { BridgeError } from '../../shared/errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** No bearer header (identity configuration). */
  anonymous?: boolean;
}

/** How the client obtains a bearer token, and what to do when the server refuses it. */
export interface TokenSource {
  /** A valid access token, refreshed if needed; throws UNAUTHENTICATED when signed out. */
  getAccessToken(): Promise<string>;
  /** The server answered 401: refresh once if possible; false means the session is over. */
  onUnauthorized(): Promise<boolean>;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'EAI_AGAIN', 'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_CLOSED',
]);

function isNetworkError(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The server's message: JSON {message} (or {error}), else the text itself. */
function serverMessage(text: string, status: number): string {
  try {
    const json: unknown = JSON.parse(text);
    if (json && typeof json === 'object') {
      const { message, error } = json as { message?: unknown; error?: unknown };
      if (typeof message === 'string' && message) return message;
      if (typeof error === 'string' && error) return error;
    }
  } catch {
    // not JSON: fall through to the text
  }
  return text.trim() || `HTTP ${status}`;
}

/** JSON REST client on undici: bearer header, AbortSignal, typed errors keeping status and server message. */
export class RestClient {
  constructor(
    readonly baseUrl: string,
    private readonly tokens: TokenSource | null = null,
  ) {}

  withTokens(tokens: TokenSource): RestClient {
    return new RestClient(this.baseUrl, tokens);
  }

  url(path: string, query?: RequestOptions['query']): string {
    const url = new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    return url.toString();
  }

  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const first = await this.send(method, path, options);
    if (first.statusCode === 401 && !options.anonymous && this.tokens) {
      await first.body.dump();
      if (!(await this.tokens.onUnauthorized())) throw new BridgeError('UNAUTHENTICATED', 'Votre session a expiré. Veuillez vous reconnecter.', 401);
      return this.read<T>(await this.send(method, path, options));
    }
    return this.read<T>(first);
  }

  private async send(method: HttpMethod, path: string, options: RequestOptions): Promise<Dispatcher.ResponseData> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (!options.anonymous) {
      if (!this.tokens) throw new BridgeError('UNAUTHENTICATED', 'Vous n’êtes pas connecté.');
      headers['authorization'] = `Bearer ${await this.tokens.getAccessToken()}`;
    }
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    try {
      return await undiciRequest(this.url(path, options.query), {
        method,
        headers,
        body,
        signal: options.signal,
        headersTimeout: 30_000,
        bodyTimeout: 60_000,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (isNetworkError(error)) throw new BridgeError('OFFLINE', 'Le serveur est injoignable.');
      throw error;
    }
  }

  private async read<T>(res: Dispatcher.ResponseData): Promise<T> {
    const text = await res.body.text();
    if (res.statusCode >= 400) throw new BridgeError('HTTP', serverMessage(text, res.statusCode), res.statusCode);
    if (res.statusCode === 204 || text === '') return undefined as T;
    const type = String(res.headers['content-type'] ?? '');
    return (type.includes('json') ? JSON.parse(text) : text) as T;
  }
}
