import type { Rectangle } from 'electron';

export interface StoredBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
}

/** The part of a window that must show on a display for it to be found again: its title bar, say. */
const VISIBLE_MIN = 100;

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * Where the window opens: its last bounds when enough of them lies on a display still there (a screen
 * unplugged since would leave it out of reach), else the same size, centred by the system.
 */
export function restoredBounds(stored: StoredBounds, workAreas: readonly Rectangle[]): StoredBounds {
  const { x, y, width, height } = stored;
  if (x === undefined || y === undefined) return { width, height };
  const onScreen = workAreas.some((area) => {
    const shared = overlap({ x, y, width, height }, area);
    return shared.width >= VISIBLE_MIN && shared.height >= VISIBLE_MIN;
  });
  return onScreen ? { x, y, width, height } : { width, height };
}
