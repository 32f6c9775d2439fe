// A process that only downloads: `download-child.ts <url> <folder>`. Prints {peakRssBytes, startRssBytes, bytes, seconds} as JSON.
import { readFileSync } from 'node:fs';
import { downloadToFolder } from '../../src/core/downloads/download-file';
import { DownloadQueue } from '../../src/core/downloads/download-queue';

const [url, folder] = process.argv.slice(2);
if (!url || !folder) throw new Error('usage: download-child.ts <url> <folder>');

function highWaterMark(): number | null {
  try {
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

const startRssBytes = process.memoryUsage.rss();
let peak = startRssBytes;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 10);

const queue = new DownloadQueue({
  runner: ({ request, folder: target, signal, onResponse, onProgress }) =>
    downloadToFolder({ url: request.url, folder: target, tokens: null, signal, onResponse, onProgress }),
});
const started = performance.now();
const { batchId, itemIds } = queue.enqueue({ label: 'Export', folder, items: [{ label: 'export', url, method: 'GET' }] });
await queue.whenBatchSettled(batchId);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const item = queue.item(itemIds[0] ?? '');
queue.dispose();
if (item?.status !== 'done') throw new Error(`download ${item?.status ?? 'missing'}: ${item?.error ?? ''}`);
// The kernel's own peak of this process's memory (Linux), which sampling could miss. Not resourceUsage().maxRSS:
// Linux carries it over fork and exec, so it would report the parent's size.
peak = Math.max(peak, highWaterMark() ?? 0);
console.log(JSON.stringify({ peakRssBytes: peak, startRssBytes, bytes: item.receivedBytes, seconds }));
