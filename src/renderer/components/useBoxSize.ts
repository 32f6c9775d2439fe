import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height or width of a box that fills its place in the layout, followed as it resizes: react-arborist
 * virtualises its rows in a viewport of a given height, a list's table folds its columns to its width.
 * Null until the first measure, which a layout effect takes before the first paint: what needs the size waits
 * for it rather than being drawn at a guessed one and again (react-arborist rebuilds all its nodes when its
 * height changes). `fallback` in a DOM without layout.
 */
export function useBoxSize<Fallback extends number | null>(ref: RefObject<HTMLElement | null>, side: 'height' | 'width', fallback: Fallback): number | Fallback | null {
  const [size, setSize] = useState<number | Fallback | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const read = () => {
      // The width inside the scroll bar: the room the content really has.
      const measured = Math.floor(side === 'width' ? element.clientWidth : element.getBoundingClientRect().height);
      // A box with no size keeps the last one it had (hidden for a while), or takes the fallback.
      setSize((current) => (measured > 0 ? measured : (current ?? fallback)));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, side, fallback]);
  return size;
}
