import { createReadStream } from 'node:fs';
import { lstat } from 'node:fs/promises';
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Dispatch } from '../core/bridge/dispatcher';
import type { DownloadsState } from '../shared/domain/files';
import { contentTypeForFileName } from '../shared/rules/file-names';

export interface DownloadedFileRef {
  itemId: string;
  path: string;
  fileName: string;
}

/** The files the download queue finished, as `downloads.list` tells them (the current user's list only). */
export async function downloadedFiles(dispatch: Dispatch): Promise<DownloadedFileRef[]> {
  const listed = await dispatch('downloads.list', []);
  if (!listed.ok) return [];
  return (listed.value as DownloadsState).items.flatMap((item) =>
    item.status === 'done' && item.path && item.fileName ? [{ itemId: item.id, path: item.path, fileName: item.fileName }] : [],
  );
}

const TEXT_TYPES = new Set(['text/csv', 'text/plain', 'text/xml', 'application/xml', 'application/json']);

/**
 * What the browser is told about a file. Everything but a PDF is shown in a sandbox (no script, no
 * plug-in, an opaque origin): a downloaded file must never run as a page of this origin, which holds
 * the bridge. Chromium's PDF viewer does not run in a sandboxed document, and PDFs are what the specs open.
 */
function responseHeaders(fileName: string, size: number): Record<string, string> {
  const type = contentTypeForFileName(fileName) ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'content-type': TEXT_TYPES.has(type) ? `${type}; charset=utf-8` : type,
    'content-length': String(size),
    'content-disposition': contentDisposition(fileName, { type: 'inline' }),
    'cache-control': 'no-store',
  };
  if (type !== 'application/pdf') headers['content-security-policy'] = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
  return headers;
}

export interface FileRouteOptions {
  authorised(req: FastifyRequest): boolean;
  /** The file of a finished download, or null (unknown, not finished, another user's list). */
  find(itemId: string): Promise<DownloadedFileRef | null>;
}

/** `GET /files/:itemId`: a file the queue downloaded, inline, for the page that asked to open it. */
export function registerFileRoute(app: FastifyInstance, { authorised, find }: FileRouteOptions): void {
  app.get<{ Params: { itemId: string } }>('/files/:itemId', async (req, reply) => {
    if (!authorised(req)) return reply.code(403).send({ message: 'Accès refusé.' });
    const file = await find(req.params.itemId);
    const stats = file ? await lstat(file.path).catch(() => null) : null;
    if (!file || !stats?.isFile()) return reply.code(404).send({ message: 'Fichier introuvable.' });
    return reply.headers(responseHeaders(file.fileName, stats.size)).send(createReadStream(file.path));
  });
}
