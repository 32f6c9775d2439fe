import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height or width of a box that fills its place in the layout, followed as it resizes: react-arborist
 * virtualises its rows in a viewport of a given height, a list's table folds its columns to its width.
 * `fallback` until measured (and in a DOM without layout).
 */
export function useBoxSize<Fallback extends number | null>(ref: RefObject<HTMLElement | null>, side: 'height' | 'width', fallback: Fallback): number | Fallback {
  const [size, setSize] = useState<number | Fallback>(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const read = () => {
      // The width inside the scroll bar: the room the content really has.
      const measured = Math.floor(side === 'width' ? element.clientWidth : element.getBoundingClientRect().height);
      if (measured > 0) setSize(measured);
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, side]);
  return size;
}
