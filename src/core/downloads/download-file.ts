import { lstat, mkdir, open, unlink, type FileHandle } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { request, type Dispatcher } from 'undici';
import { BridgeError } from '../../shared/errors';
import { mediaType, safeFileName } from '../../shared/rules/file-names';
import { fsErrorCode } from '../files/fs-error';
import { ANSWER_WAITS, networkFailure, SLOW_READ_MESSAGE, UNREACHABLE_MESSAGE } from '../http/network-failure';
import { serverMessage, type TokenSource } from '../http/rest-client';
import { rawDownloadName } from './content-disposition';
import { claimFinalName, syncFolder, writeAll } from './final-file';
import { collectYoungGarbage } from './young-gc';
import { announcedSha256, discardPart, fileSha256, isPartPath, newPartPath, parseContentRange, type PartialDownload } from './partial-file';

/** Redirects followed by hand (undici follows none): 5 at most, as browsers are stricter than needed. */
export const MAX_REDIRECTS = 5;
/** Error bodies are read for their message, not kept whole. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;
const FALLBACK_NAME = 'telechargement';
/** Bytes received between two young collections (collectYoungGarbage): a few megabytes of dead socket buffers at most. */
const COLLECT_EVERY_BYTES = 2 * 1024 * 1024;

export interface DownloadFileOptions {
  /** Absolute http(s) URL. */
  url: string;
  method?: 'GET' | 'POST';
  /** JSON body of a POST export. */
  body?: unknown;
  /** Folder the file goes into (created if missing). The final path never leaves it. */
  folder: string;
  /** The caller's name rule, used when the server names no file in Content-Disposition. */
  fileName?: string;
  /** The name the user typed in the save dialog: wins over the server's. Sanitised like any other. */
  chosenName?: string;
  /** The bearer token's source; its origin is the only one that receives the Authorization header. */
  tokens: TokenSource | null;
  /** The origin the token belongs to (the API's); default: the origin of `url`. */
  tokenOrigin?: string;
  signal?: AbortSignal;
  /** Headers arrived: the size (Content-Length, if any) and the type. */
  onResponse?(info: { totalBytes: number | null; contentType: string | null }): void;
  /** Bytes written so far. */
  onProgress?(receivedBytes: number): void;
  /** Where a previous attempt of this GET stopped: resumed with Range and If-Range while it is the same file. */
  partial?: PartialDownload | null;
  /** This attempt's resume point once the answer allows one; null: it cannot be resumed (start over next time). */
  onPartial?(partial: PartialDownload | null): void;
  /** Tests and benchmarks: another undici dispatcher than the global one. */
  dispatcher?: Dispatcher;
}

export interface DownloadedFile {
  path: string;
  fileName: string;
  bytes: number;
  contentType: string | null;
}

const CANCELLED_MESSAGE = 'Téléchargement annulé.';

function cancelled(): BridgeError {
  return new BridgeError('CANCELLED', CANCELLED_MESSAGE);
}

function header(headers: Dispatcher.ResponseData['headers'], name: string): string | null {
  const value = headers[name];
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

function contentLength(headers: Dispatcher.ResponseData['headers']): number | null {
  const value = header(headers, 'content-length')?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

async function readLimited(body: Dispatcher.ResponseData['body'], maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= maxBytes) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
}

/** Discards a body we do not want, without waiting for the whole of it. */
async function discard(body: Dispatcher.ResponseData['body']): Promise<void> {
  await body.dump({ limit: MAX_ERROR_BODY_BYTES }).catch(() => undefined);
}

interface Hop {
  url: URL;
  method: 'GET' | 'POST';
  body: string | undefined;
}

/** The next hop of a redirect: 303 (and 301/302 after a POST, as browsers do) turn into a GET without body. */
function redirectHop(from: Hop, status: number, location: string): Hop {
  let url: URL;
  try {
    url = new URL(location, from.url);
  } catch {
    throw new BridgeError('HTTP', 'Redirection invalide du serveur.', status);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BridgeError('HTTP', 'Redirection refusée.', status);
  const toGet = status === 303 || ((status === 301 || status === 302) && from.method === 'POST');
  return toGet ? { url, method: 'GET', body: undefined } : { url, method: from.method, body: from.body };
}

/**
 * Sends the request, following redirects by hand. The bearer token goes only to the token's origin, and
 * only until a redirect leaves it: a hop to another origin (a storage server, say) never sees it, even if a
 * later hop comes back. A 401 from the API refreshes the token once, like RestClient.
 */
async function fetchResponse(options: DownloadFileOptions, signal: AbortSignal | undefined, extraHeaders: Record<string, string>): Promise<{ res: Dispatcher.ResponseData; url: URL }> {
  const tokenOrigin = options.tokenOrigin ?? new URL(options.url).origin;
  const first: Hop = {
    url: new URL(options.url),
    method: options.method ?? 'GET',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
  let refreshed = false;

  restart: for (;;) {
    let hop = first;
    let withToken = options.tokens !== null && hop.url.origin === tokenOrigin;
    for (let redirects = 0; ; redirects++) {
      const headers: Record<string, string> = { accept: '*/*', 'accept-encoding': 'identity', ...extraHeaders };
      if (withToken && options.tokens) headers['authorization'] = `Bearer ${await options.tokens.getAccessToken()}`;
      if (hop.body !== undefined) headers['content-type'] = 'application/json';
      const res = await request(hop.url, {
        method: hop.method,
        headers,
        body: hop.body,
        signal,
        // A download is a read: a server slow to start it, or stalled in its middle, says SLOW.
        headersTimeout: ANSWER_WAITS.readMs,
        bodyTimeout: ANSWER_WAITS.bodyPauseMs,
        ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
      });
      const location = header(res.headers, 'location');
      if (res.statusCode >= 300 && res.statusCode < 400 && res.statusCode !== 304 && location) {
        await discard(res.body);
        if (redirects >= MAX_REDIRECTS) throw new BridgeError('HTTP', 'Trop de redirections.', res.statusCode);
        hop = redirectHop(hop, res.statusCode, location);
        if (hop.url.origin !== tokenOrigin) withToken = false;
        continue;
      }
      if (res.statusCode === 401 && withToken && options.tokens) {
        await discard(res.body);
        if (!refreshed && (await options.tokens.onUnauthorized())) {
          refreshed = true;
          continue restart;
        }
        throw new BridgeError('UNAUTHENTICATED', 'Votre session a expiré. Veuillez vous reconnecter.', 401);
      }
      if (res.statusCode >= 300) {
        const text = await readLimited(res.body, MAX_ERROR_BODY_BYTES).catch(() => '');
        throw new BridgeError('HTTP', serverMessage(text, res.statusCode), res.statusCode);
      }
      return { res, url: hop.url };
    }
  }
}

function formatBytes(n: number): string {
  return new Intl.NumberFormat('fr-FR').format(n);
}

/** Any failure as a BridgeError with a French message; the code says whose fault it is. */
export function toDownloadError(error: unknown, signal: AbortSignal | undefined, phase: 'connect' | 'body' | 'disk'): BridgeError {
  if (signal?.aborted) return cancelled();
  if (error instanceof BridgeError) return error;
  const code = fsErrorCode(error) ?? fsErrorCode((error as { cause?: unknown } | null)?.cause);
  if (code === 'ENOSPC' || code === 'EDQUOT') return new BridgeError('INTERNAL', 'Espace disque insuffisant.');
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return new BridgeError('NOT_ALLOWED', 'Écriture refusée dans le dossier de téléchargement.');
  const failure = networkFailure(error);
  // The server took the request but is slow to answer, or stopped sending: it is not out of reach.
  if (failure === 'slow') return new BridgeError('SLOW', phase === 'connect' ? SLOW_READ_MESSAGE : 'Le serveur ne répond plus : téléchargement interrompu.');
  if (code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH') return new BridgeError('OFFLINE', 'Téléchargement incomplet : la connexion a été coupée.');
  if (failure === 'unreachable' || (phase === 'body' && code?.startsWith('UND_ERR'))) {
    return phase === 'connect'
      ? new BridgeError('OFFLINE', UNREACHABLE_MESSAGE)
      : new BridgeError('OFFLINE', 'Téléchargement interrompu : la connexion a été coupée.');
  }
  if (phase === 'disk' && code) return new BridgeError('INTERNAL', `Écriture du fichier impossible (${code}).`);
  return new BridgeError('INTERNAL', 'Le téléchargement a échoué.');
}

/** A resume point worth trying: a part file of ours in the folder, and the bytes it already holds. */
async function usablePart(folder: string, partial: PartialDownload | null | undefined): Promise<{ partial: PartialDownload; have: number } | null> {
  if (!partial || !isPartPath(folder, partial.partPath)) return null;
  // lstat: a link planted under the part's name (a shared folder) is not followed, nor written through.
  const info = await lstat(partial.partPath).catch(() => null);
  return info?.isFile() ? { partial, have: info.size } : null;
}

/** A strong entity tag, the only kind If-Range may carry (RFC 9110 §13.1.5). */
function strongEtag(value: string | null): string | null {
  return value && /^"[\x21\x23-\x7e\x80-\xff]*"$/.test(value) ? value : null;
}

/** A 206 must continue exactly where the part stops, for the same version and size of the file. */
function checkContinuation(res: Dispatcher.ResponseData, previous: { partial: PartialDownload; have: number } | null): { total: number | null } {
  const range = parseContentRange(header(res.headers, 'content-range'));
  const etag = header(res.headers, 'etag');
  const known = previous?.partial.totalBytes ?? null;
  const sameTotal = range !== null && (range.total === null || known === null || range.total === known);
  if (!previous || previous.have === 0 || !range || range.start !== previous.have || (etag !== null && etag !== previous.partial.etag) || !sameTotal) {
    throw new BridgeError('OFFLINE', 'Reprise du téléchargement impossible : le serveur a renvoyé une autre partie du fichier.');
  }
  return { total: range.total ?? known };
}

function sizeMismatch(size: number, total: number): BridgeError {
  return new BridgeError(
    'INTERNAL',
    `Fichier téléchargé invalide : ${formatBytes(size)} octets reçus au lieu des ${formatBytes(total)} annoncés. Il a été supprimé ; relancez le téléchargement.`,
    undefined,
    'size-mismatch',
  );
}

function digestMismatch(): BridgeError {
  return new BridgeError(
    'INTERNAL',
    'Fichier téléchargé invalide : son empreinte SHA-256 ne correspond pas à celle annoncée par le serveur. Il a été supprimé ; relancez le téléchargement.',
    undefined,
    'digest-mismatch',
  );
}

/**
 * Sends the request, from where the part stops when there is one (`Range` with `If-Range` on its ETag, so
 * that a file changed meanwhile comes whole, 200). A 416 says the part is no prefix of the file any more:
 * it is dropped and the file asked whole.
 */
async function fetchFrom(options: DownloadFileOptions, folder: string, previous: { partial: PartialDownload; have: number } | null): Promise<{ res: Dispatcher.ResponseData; url: URL; previous: typeof previous }> {
  if (!previous || previous.have === 0) return { ...(await fetchResponse(options, options.signal, {})), previous };
  try {
    const answer = await fetchResponse(options, options.signal, { range: `bytes=${previous.have}-`, 'if-range': previous.partial.etag });
    return { ...answer, previous };
  } catch (error) {
    if (!(error instanceof BridgeError && error.code === 'HTTP' && error.status === 416)) throw error;
    await discardPart(folder, previous.partial);
    return { ...(await fetchResponse(options, options.signal, {})), previous: null };
  }
}

/**
 * Streams one download to disk: a hidden `.pupitre-<random>.part` in the target folder, bytes counted and
 * checked against the announced size and, where the server gives one, its SHA-256; fsync, then the final
 * name claimed without overwriting anything. A GET answered with a strong ETag and `Accept-Ranges: bytes`
 * is resumable: cut by the network, the server or a quit, its part file stays (reported by onPartial) and
 * the next attempt asks only for the rest. Anything else that fails leaves no file behind. A POST (an
 * export built from its body) is never resumed: it is fetched whole each time.
 */
export async function downloadToFolder(options: DownloadFileOptions): Promise<DownloadedFile> {
  const { signal } = options;
  if (signal?.aborted) throw cancelled();
  if (!isAbsolute(options.folder)) throw new BridgeError('INVALID_ARGUMENT', 'Le dossier de téléchargement doit être un chemin absolu.');
  const folder = resolve(options.folder);
  const method = options.method ?? 'GET';

  let phase: 'connect' | 'body' | 'disk' = 'connect';
  /** The part file this attempt writes, and whether a failure leaves it for the next attempt. */
  let part: string | null = null;
  let keepPart = false;
  let handle: FileHandle | null = null;
  let response: Dispatcher.ResponseData | null = null;
  try {
    const answer = await fetchFrom(options, folder, method === 'GET' ? await usablePart(folder, options.partial) : null);
    const { res, url, previous } = answer;
    response = res;
    // From here the old part is either continued or replaced: a 206 that does not fit drops it.
    part = previous?.partial.partPath ?? null;
    const continued = res.statusCode === 206 ? checkContinuation(res, previous) : null;
    const start = continued && previous ? previous.have : 0;
    const totalBytes = continued ? continued.total : contentLength(res.headers);
    const contentType = header(res.headers, 'content-type');
    const etag = strongEtag(header(res.headers, 'etag'));
    const resumable = method === 'GET' && etag !== null && (continued !== null || header(res.headers, 'accept-ranges')?.toLowerCase() === 'bytes');
    options.onResponse?.({ totalBytes, contentType });

    const raw = options.chosenName ?? rawDownloadName(header(res.headers, 'content-disposition'), options.fileName, url.href);
    const fallback = options.fileName ?? FALLBACK_NAME;
    const name = safeFileName(raw, fallback, mediaType(contentType));

    phase = 'disk';
    await mkdir(folder, { recursive: true });
    // A 200 after a part (the file changed, or the server ignores ranges) starts the same part over.
    part ??= newPartPath(folder);
    handle = await open(part, continued ? 'r+' : previous ? 'w' : 'wx');
    keepPart = resumable;
    options.onPartial?.(resumable && etag ? { partPath: part, etag, totalBytes } : null);

    phase = 'body';
    let received = 0;
    let uncollected = 0;
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      if (totalBytes !== null && start + received + chunk.length > totalBytes) {
        keepPart = false;
        throw new BridgeError('OFFLINE', `Téléchargement invalide : plus d’octets reçus que les ${formatBytes(totalBytes)} annoncés.`);
      }
      phase = 'disk';
      await writeAll(handle, chunk, start + received);
      received += chunk.length;
      uncollected += chunk.length;
      if (uncollected >= COLLECT_EVERY_BYTES) {
        uncollected = 0;
        collectYoungGarbage();
      }
      phase = 'body';
      options.onProgress?.(start + received);
    }
    if (signal?.aborted) throw cancelled();
    const answered = contentLength(res.headers);
    if (answered !== null && received !== answered) {
      throw new BridgeError('OFFLINE', `Téléchargement incomplet : ${formatBytes(start + received)} octets reçus sur ${formatBytes(totalBytes ?? start + answered)}.`);
    }

    phase = 'disk';
    await handle.sync();
    const size = (await handle.stat()).size;
    await handle.close();
    handle = null;
    // What is on disk is checked, not what was counted: a part resumed after a restart included.
    const sha256 = announcedSha256(header(res.headers, 'repr-digest'), header(res.headers, 'digest'));
    const invalid = totalBytes !== null && size !== totalBytes ? sizeMismatch(size, totalBytes) : sha256 !== null && (await fileSha256(part)) !== sha256 ? digestMismatch() : null;
    if (invalid) {
      keepPart = false;
      throw invalid;
    }
    if (signal?.aborted) throw cancelled();
    const final = await claimFinalName(folder, part, name);
    part = null;
    await syncFolder(folder);
    return { ...final, bytes: size, contentType };
  } catch (error) {
    throw toDownloadError(error, signal, phase);
  } finally {
    if (response && !response.body.destroyed) response.body.destroy();
    if (handle) await handle.close().catch(() => undefined);
    if (part && !keepPart) await unlink(part).catch(() => undefined);
  }
}
