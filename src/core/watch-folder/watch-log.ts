import { appendFile, mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { formatInTimeZone } from 'date-fns-tz';

/** How much of the log the browser is shown: its end, which is what a user looks for. */
const LOG_TAIL_BYTES = 64 * 1024;

/** A date as the log and the refusal notes show it: Paris time. */
export function parisTime(date: Date): string {
  return formatInTimeZone(date, 'Europe/Paris', 'dd/MM/yyyy HH:mm:ss');
}

/* eslint-disable no-control-regex -- a file name may hold line breaks: one event stays one line */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/* eslint-enable no-control-regex */

/** One line per event, appended, never rewritten: `26/11/2026 10:02:03 — importé — « x.xml » — détail`. */
export class WatchLog {
  constructor(
    readonly path: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async write(event: string, fileName: string, detail: string): Promise<void> {
    const line = [parisTime(this.now()), event, `« ${fileName} »`, detail].map((part) => part.replace(CONTROL, ' ')).join(' — ');
    await mkdir(dirname(this.path), { recursive: true });
    await appendFile(this.path, `${line}\n`, { encoding: 'utf8', mode: 0o600 });
  }

  /** Creates the log if nothing was written yet (so that it can be opened), changing nothing else. */
  async ensure(): Promise<void> {
    await mkdir(dirname(this.path), { recursive: true });
    await appendFile(this.path, '', { encoding: 'utf8', mode: 0o600 });
  }

  /** The last LOG_TAIL_BYTES of the log, from a line's start; empty when nothing was written yet. */
  async tail(): Promise<string> {
    let handle;
    try {
      handle = await open(this.path, 'r');
    } catch {
      return '';
    }
    try {
      const { size } = await handle.stat();
      const start = Math.max(0, size - LOG_TAIL_BYTES);
      const buffer = Buffer.alloc(size - start);
      await handle.read(buffer, 0, buffer.length, start);
      const text = buffer.toString('utf8');
      return start === 0 ? text : text.slice(text.indexOf('\n') + 1);
    } finally {
      await handle.close();
    }
  }
}
