import { obtainTokens } from '../../../support/scripted-browser';

/** A small client of the reference server's REST API for tests: one bearer token per demo user. */
export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  bytes: Buffer;
}

export type Caller = <T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<ApiResponse<T>>;

export async function callers<User extends string>(url: string, users: readonly User[]): Promise<Record<User, Caller>> {
  const out = {} as Record<User, Caller>;
  for (const user of users) {
    const { access_token } = await obtainTokens(url, user);
    out[user] = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${access_token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      const type = response.headers.get('content-type') ?? '';
      const parsed: unknown = type.includes('json') && bytes.length ? JSON.parse(bytes.toString('utf8')) : type.startsWith('text/') ? bytes.toString('utf8') : undefined;
      return { status: response.status, headers: response.headers, body: parsed as T, bytes };
    };
  }
  return out;
}

/** NFD without marks, lower case: what the server's pupitre_fold() does to Latin letters. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
