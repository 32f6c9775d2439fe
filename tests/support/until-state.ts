import { vi } from 'vitest';
import { STATE_BOUND_MS } from './bounds';

/**
 * vi.waitFor within the state bound: `check` is tried every `interval` ms until it stops throwing. A state the
 * product itself bounds by more (a PDF's budget) is waited for within that bound and the state bound after it.
 */
export function untilState<T>(check: () => T | Promise<T>, interval = 50, productBoundMs = 0): Promise<T> {
  return vi.waitFor(check, { timeout: productBoundMs + STATE_BOUND_MS, interval });
}
