import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { downloadToFolder } from '../../src/core/downloads/download-file';
import { DownloadQueue, type QueuedDownload } from '../../src/core/downloads/download-queue';
import type { TokenSource } from '../../src/core/http/rest-client';
import { createServer } from '../../src/server/app';
import { sendPattern, startTestServer } from '../support/download-test-server';
import { obtainTokens } from '../support/scripted-browser';

export interface Figure {
  name: string;
  value: number;
  baseline: number;
  unit: string;
  /** 'faster' = baseline / value (time), 'smaller' = value / baseline (memory). */
  ratio: number;
}

const STAGGER_MS = 500;
const BULK_FILES = 100;
const BIG_FILE_BYTES = 500 * 1024 * 1024;
const MB = 1024 * 1024;

/** Which downloadable endpoint the reference server has: images with Content-Disposition if present, else the periodicals. */
async function downloadablePaths(serverUrl: string, token: string): Promise<{ paths: string[]; what: string }> {
  const ids: number[] = [];
  for (let id = 1; id <= BULK_FILES; id++) {
    const res = await request(`${serverUrl}/api/image/${id}?download`, { headers: { authorization: `Bearer ${token}` } });
    await res.body.dump();
    if (res.statusCode !== 200) break;
    ids.push(id);
  }
  if (ids.length === 0) return { paths: Array.from({ length: BULK_FILES }, () => '/api/periodical'), what: '/api/periodical ×100' };
  return {
    paths: Array.from({ length: BULK_FILES }, (_, i) => `/api/image/${ids[i % ids.length] ?? 1}?download`),
    what: `/api/image/{id}?download (${ids.length} images)`,
  };
}

/**
 * Bulk download of 100 files from the reference server: through the queue (4 at once) against the web app's
 * way, one download started every 500 ms, measured in the same run on the same server.
 */
export async function benchBulkDownload(log: (line: string) => void): Promise<Figure> {
  const server = await createServer({ port: 0, dataDir: null });
  const root = await mkdtemp(join(tmpdir(), 'pupitre-bench-bulk-'));
  try {
    const { access_token } = await obtainTokens(server.url, 'admin');
    const tokens: TokenSource = { getAccessToken: () => Promise.resolve(access_token), onUnauthorized: () => Promise.resolve(false) };
    const { paths, what } = await downloadablePaths(server.url, access_token);
    log(`  (bulk: ${what})`);
    const items: QueuedDownload[] = paths.map((path, i) => ({ label: `fichier ${i + 1}`, url: `${server.url}${path}`, method: 'GET' }));

    const queue = new DownloadQueue({
      runner: ({ request: r, folder, signal, onResponse, onProgress }) =>
        downloadToFolder({ url: r.url, folder, tokens, tokenOrigin: server.url, signal, onResponse, onProgress }),
    });
    const queueStart = performance.now();
    const { batchId } = queue.enqueue({ label: 'Lot', folder: join(root, 'queue'), items });
    const batch = await queue.whenBatchSettled(batchId);
    const queueSeconds = (performance.now() - queueStart) / 1000;
    queue.dispose();
    if (batch.done !== BULK_FILES) throw new Error(`queue: ${batch.done}/${BULK_FILES} files done`);

    // The web app: one download every 500 ms, because browsers block bursts.
    const staggerStart = performance.now();
    const runs: Promise<unknown>[] = [];
    for (const [i, item] of items.entries()) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, STAGGER_MS));
      runs.push(downloadToFolder({ url: item.url, folder: join(root, 'stagger'), tokens, tokenOrigin: server.url }));
    }
    await Promise.all(runs);
    const staggerSeconds = (performance.now() - staggerStart) / 1000;

    return { name: 'bulk-download-100', value: queueSeconds, baseline: staggerSeconds, unit: 's', ratio: staggerSeconds / queueSeconds };
  } finally {
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
}

/**
 * One 500 MB file, streamed by a local server, downloaded through the queue by a child process that has
 * nothing else in memory: its peak RSS against the file's size (what holding the file in memory would cost).
 */
export async function benchBigDownload(log: (line: string) => void): Promise<Figure> {
  const server = await startTestServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/zip',
      'content-length': String(BIG_FILE_BYTES),
      'content-disposition': 'attachment; filename="export-500mo.zip"',
    });
    void sendPattern(res, BIG_FILE_BYTES);
  });
  const root = await mkdtemp(join(tmpdir(), 'pupitre-bench-big-'));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'download-child.ts'), `${server.url}/api/export`, root], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`download child exited with ${code}: ${output}`);
    const result = JSON.parse(output.trim().split('\n').pop() ?? '{}') as { peakRssBytes: number; startRssBytes: number; bytes: number; seconds: number };
    if (result.bytes !== BIG_FILE_BYTES) throw new Error(`500 MB download: ${result.bytes} bytes`);
    log(`  (500 MB in ${result.seconds.toFixed(1)} s; the process weighed ${(result.startRssBytes / MB).toFixed(0)} MB before the download)`);
    const peak = result.peakRssBytes / MB;
    const baseline = BIG_FILE_BYTES / MB;
    return { name: 'download-500mb-peak-rss', value: peak, baseline, unit: 'MB', ratio: peak / baseline };
  } finally {
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
}
