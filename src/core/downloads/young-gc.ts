import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (options: { type: 'minor' }) => void;

let gc: Gc | null | undefined;

/**
 * V8's `gc`: the process's own if it was started with --expose-gc, else one from a context of its own, the
 * flag set only for the time it takes to create that context (as Jest's leak detector does), so that no
 * other context gets it. null where it cannot be had.
 */
function exposedGc(): Gc | null {
  if (gc !== undefined) return gc;
  const own: unknown = (globalThis as { gc?: unknown }).gc;
  if (typeof own === 'function') return (gc = own as Gc);
  try {
    setFlagsFromString('--expose-gc');
    const found: unknown = runInNewContext('gc');
    gc = typeof found === 'function' ? (found as Gc) : null;
  } catch {
    gc = null;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
  return gc;
}

/**
 * Collects the young generation now. Every read from a socket gets a buffer of its own (64 KB at most),
 * dead as soon as its bytes are on disk, but V8 sees only the small object that holds it: it collects them
 * once 32 MB of them are waiting (twice its largest semi-space), and the ones promoted meanwhile only at the
 * next full collection, so a big download kept 35 to 48 MB of dead buffers in the process. Asked every few
 * megabytes, a young collection costs well under a millisecond (almost nothing survives it). Node and
 * Electron leave V8's flags settable after start; where the function cannot be had, nothing is asked and V8
 * collects on its own.
 */
export function collectYoungGarbage(): void {
  exposedGc()?.({ type: 'minor' });
}
