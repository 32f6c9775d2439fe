import { vi } from 'vitest';
import { STATE_BOUND_MS } from './bounds';

/** vi.waitFor within the state bound: `check` is tried every `interval` ms until it stops throwing. */
export function untilState<T>(check: () => T | Promise<T>, interval = 50): Promise<T> {
  return vi.waitFor(check, { timeout: STATE_BOUND_MS, interval });
}
