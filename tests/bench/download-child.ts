// A process that only downloads: `download-child.ts <folder> <url>...`, one after the other through the queue.
// Prints one JSON line per download: {peakRssBytes, startRssBytes, bytes, seconds}.
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'undici';
import { downloadToFolder } from '../../src/core/downloads/download-file';
import { DownloadQueue } from '../../src/core/downloads/download-queue';

const [folder, ...urls] = process.argv.slice(2);
if (!folder || urls.length === 0) throw new Error('usage: download-child.ts <folder> <url>...');

function highWaterMark(): number | null {
  try {
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Starts the kernel's peak over from now (Linux: "5" to clear_refs), so that it tells what this download
 * adds, not what loading the modules or an earlier download cost.
 */
function resetHighWaterMark(): void {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // elsewhere, the sampling alone measures the peak
  }
}

/** What the warm-up asks for: small enough that holding it costs nothing. */
const WARM_UP_BYTES = 1024;

/**
 * The main process has signed in and read its lists before it downloads any file: undici and its HTTP parser
 * (WebAssembly) are loaded and running. One small ranged read does the same here, so that what is measured is
 * what the download adds, not undici's one-time start: one chunk read, the rest of the answer cancelled. A
 * server that sends more than was asked makes the measure meaningless (the process would start a gigabyte
 * wide), so it fails the bench instead.
 */
async function warmUp(url: string): Promise<void> {
  const res = await request(url, { headers: { range: `bytes=0-${WARM_UP_BYTES - 1}` } });
  const announced = Number(res.headers['content-length'] ?? NaN);
  let received = 0;
  for await (const chunk of res.body as AsyncIterable<Buffer>) {
    received = chunk.length;
    break;
  }
  res.body.destroy();
  if (res.statusCode !== 206 || !(announced <= WARM_UP_BYTES) || received > WARM_UP_BYTES) {
    throw new Error(`warm-up asked for ${WARM_UP_BYTES} bytes, got ${res.statusCode} announcing ${announced} bytes, a first chunk of ${received}`);
  }
}

/**
 * V8 optimises undici's parser (WebAssembly) in the background right after its first use: ≈ 0.2 s and ≈ 29 MB
 * of compiler memory, undici's one-time start too. The main process signed in seconds before its first
 * download; here the download would start while that compilation runs and count it. So the process is left
 * until its resident memory holds still (within 1 MB for a second; 10 s at most).
 */
async function settle(): Promise<void> {
  const samples: number[] = [];
  const started = performance.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    samples.push(process.memoryUsage.rss());
    const last = samples.slice(-5);
    if (last.length === 5 && Math.max(...last) - Math.min(...last) < 1024 * 1024) return;
    if (performance.now() - started > 10_000) return;
  }
}

await warmUp(urls[0] ?? '');
await settle();
const queue = new DownloadQueue({
  runner: ({ request, folder: target, partial, onPartial, signal, onResponse, onProgress }) =>
    downloadToFolder({ url: request.url, folder: target, partial, onPartial, tokens: null, signal, onResponse, onProgress }),
});
for (const url of urls) {
  resetHighWaterMark();
  const startRssBytes = process.memoryUsage.rss();
  let peak = startRssBytes;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const started = performance.now();
  const { batchId, itemIds } = queue.enqueue({ label: 'Export', folder, items: [{ label: 'export', url, method: 'GET' }] });
  await queue.whenBatchSettled(batchId);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const item = queue.item(itemIds[0] ?? '');
  if (item?.status !== 'done') throw new Error(`download ${item?.status ?? 'missing'}: ${item?.error ?? ''}`);
  // The kernel's own peak (Linux), which sampling could miss. Not resourceUsage().maxRSS: Linux carries it
  // over fork and exec, so it would report the parent's size.
  peak = Math.max(peak, highWaterMark() ?? 0);
  console.log(JSON.stringify({ peakRssBytes: peak, startRssBytes, bytes: item.receivedBytes, seconds }));
}
queue.dispose();
