import { beforeAll } from 'vitest';

/**
 * jsdom lays nothing out and has no Range rectangles: CodeMirror measures text through them, ProseMirror
 * scrolls a selection into view by them. Empty rectangles for the file's tests.
 */
export function withEmptyRangeRects(): void {
  beforeAll(() => {
    const empty = { x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0, toJSON: () => ({}) };
    Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => empty as DOMRect;
  });
}
