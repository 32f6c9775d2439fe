import { createHash } from 'node:crypto';
import type { OutgoingRequest } from '../http/rest-client';

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** JSON with object keys sorted, so that the same search body always hashes the same. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const withJson = value as { toJSON?: unknown };
  if (typeof withJson.toJSON === 'function') return stableStringify((withJson.toJSON as () => unknown)());
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify(record[k])}`).join(',')}}`;
}

/** Path and query, the query sorted: `/api/search?query=x` and `{query: {query: 'x'}}` are the same request. */
export function canonicalTarget(path: string, query: OutgoingRequest['query']): string {
  const url = new URL(path, 'http://cache.invalid/');
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const params = [...url.searchParams.entries()].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const search = new URLSearchParams(params).toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/**
 * The cache key of a read: user + method + path + query + hash of the JSON body. The user is part of the
 * key as well as of the folder, so that an entry can never answer another user's request.
 */
export function requestKey(username: string, request: Pick<OutgoingRequest, 'method' | 'path' | 'query' | 'body'>): string {
  const bodyHash = request.body === undefined ? '' : sha256(stableStringify(request.body));
  return sha256(JSON.stringify(['pupitre-cache-1', username, request.method, canonicalTarget(request.path, request.query), bodyHash]));
}

/** Folder name of a user's cache: sha256 of the login, which never appears on disk in clear. */
export function userFolderName(username: string): string {
  return sha256(username);
}
