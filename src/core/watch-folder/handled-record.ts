import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../files/atomic-write';

/** One file the watched folder took, known by the digest of its content. */
const handledFile = z.object({
  /** Null for a file refused before it was read (not XML, not a regular file). */
  digest: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
  name: z.string().max(1024),
  size: z.number().int().nonnegative(),
  mtimeMs: z.number(),
  outcome: z.enum(['imported', 'refused']),
  /** ISO date. */
  at: z.string(),
});
export type HandledFile = z.infer<typeof handledFile>;

const recordFile = z.object({ files: z.array(handledFile) });

/** Enough for years of imports; the oldest are forgotten first. */
const MAX_ENTRIES = 20_000;

/**
 * What the watched folder has handled, kept in the profile across restarts (`watch-folder.json`): a file
 * whose content was imported once is never imported again, whatever its name, even if it comes back.
 */
export class HandledRecord {
  private files: HandledFile[] = [];
  /** Writes one after another: the file on disk always holds a whole record. */
  private writing: Promise<void> = Promise.resolve();

  private constructor(private readonly path: string) {}

  /** The record as stored; an unreadable or hand-broken one starts afresh (it only guards, it holds no data). */
  static async open(path: string): Promise<HandledRecord> {
    const record = new HandledRecord(path);
    try {
      const parsed = recordFile.safeParse(JSON.parse(await readFile(path, 'utf8')));
      if (parsed.success) record.files = parsed.data.files;
    } catch {
      // no record yet
    }
    return record;
  }

  imported(digest: string): HandledFile | undefined {
    return this.files.find((file) => file.digest === digest && file.outcome === 'imported');
  }

  count(outcome: HandledFile['outcome']): number {
    return this.files.filter((file) => file.outcome === outcome).length;
  }

  add(file: HandledFile): Promise<void> {
    this.files = [...this.files, file].slice(-MAX_ENTRIES);
    const text = JSON.stringify({ files: this.files });
    this.writing = this.writing.catch(() => undefined).then(async () => {
      await mkdir(dirname(this.path), { recursive: true });
      await writeFileAtomic(this.path, text, { durable: true });
    });
    return this.writing;
  }
}
