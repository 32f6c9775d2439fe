import { mkdir, readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute } from 'node:path';
import { z } from 'zod';
import { DOWNLOAD_ENTITIES } from '../../shared/domain/files';
import { writeFileAtomic, writeFileAtomicSync } from '../files/atomic-write';
import { ChangeThrottle } from './change-throttle';
import type { SavedDownload } from './saved-downloads';

/** The downloads to resume at the next start, whose they are and which server they come from. */
export interface SavedQueue {
  owner: string;
  apiOrigin: string;
  items: SavedDownload[];
}

const text = (max: number) => z.string().max(max);
const savedDownload = z.object({
  id: text(100),
  batchId: text(100),
  batchLabel: text(2000),
  folder: text(4096).refine(isAbsolute),
  request: z.object({
    label: text(2000),
    url: text(8192),
    method: z.literal('GET'),
    fileName: text(2000).optional(),
    chosenName: text(2000).optional(),
    openWhenDone: z.literal('pdf').optional(),
    entity: z.enum(DOWNLOAD_ENTITIES).optional(),
  }),
  status: z.enum(['queued', 'failed']),
  error: text(10_000).nullable(),
  httpStatus: z.number().int().nullable(),
  partial: z.object({ partPath: text(4096), etag: text(1024), totalBytes: z.number().int().nonnegative().nullable() }).nullable(),
  startedAt: text(100),
});
/** The file is read back after a restart: checked like any input (its part paths are checked again where used). */
const savedQueue = z.object({ version: z.literal(1), owner: text(1000), apiOrigin: text(2048), items: z.array(savedDownload).max(10_000) });

/** Written at most once a second while things change; each write is the whole queue. */
const WRITE_INTERVAL_MS = 1000;
const NOTHING_SAVED: SavedQueue = { owner: '', apiOrigin: '', items: [] };

function textOf(saved: SavedQueue | null): string {
  return JSON.stringify({ version: 1, ...(saved?.items.length ? saved : NOTHING_SAVED) });
}

/**
 * The download queue kept on disk (`<profileDir>/downloads/queue.json`), so that a download cut by a quit
 * resumes at the next start. Writes are atomic and throttled, one at a time, and skipped when nothing
 * worth keeping changed (progress is not kept: the part file's size says how far a download got).
 */
export class QueueStore {
  private readonly throttle: ChangeThrottle;
  /** What the file holds (as far as we know): a missing file and an empty queue are the same, and not written. */
  private written = textOf(null);
  private writing: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly snapshot: () => SavedQueue | null,
    private readonly onError: (error: unknown) => void,
    intervalMs = WRITE_INTERVAL_MS,
    /** The throttled writes' port (tests hold one back to quit while it is under way). */
    private readonly writeFile: typeof writeFileAtomic = writeFileAtomic,
  ) {
    this.throttle = new ChangeThrottle(intervalMs, () => this.write());
  }

  /** The saved queue, or null when there is none or it cannot be read (then nothing is resumed). */
  async load(): Promise<SavedQueue | null> {
    const raw = await readFile(this.file, 'utf8').catch(() => null);
    if (raw === null) return null;
    try {
      const parsed = savedQueue.safeParse(JSON.parse(raw));
      if (!parsed.success) return null;
      this.written = raw;
      const { owner, apiOrigin, items } = parsed.data;
      return { owner, apiOrigin, items };
    } catch {
      return null;
    }
  }

  /** The queue changed: written within a second. */
  changed(): void {
    this.throttle.changed(false);
  }

  /** The last write, synchronous (the app is quitting); nothing is written after it. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.throttle.stop();
    const text = textOf(this.snapshot());
    // A write under way may have put its text in place already, before it could note it as written.
    if (text === this.written && !this.writing) return;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileAtomicSync(this.file, text, { durable: true });
    } catch (error) {
      this.onError(error);
    }
  }

  /** Settles once no write is under way (tests). */
  async idle(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private write(): void {
    if (this.writing) {
      this.again = true;
      return;
    }
    const text = textOf(this.snapshot());
    if (text === this.written) return;
    this.writing = (async () => {
      try {
        await mkdir(dirname(this.file), { recursive: true });
        // close() wrote the final state meanwhile: this older one must not replace it.
        await this.writeFile(this.file, text, { durable: true, commit: () => !this.closed });
        this.written = text;
      } catch (error) {
        this.onError(error);
      } finally {
        this.writing = null;
        if (this.again && !this.closed) {
          this.again = false;
          this.write();
        }
      }
    })();
  }
}
