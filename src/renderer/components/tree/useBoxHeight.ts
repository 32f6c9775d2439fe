import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height of a box that fills its place in the layout, followed as it resizes: react-arborist virtualises
 * its rows in a viewport of a given height. `fallback` until measured (and in a DOM without layout).
 */
export function useBoxHeight(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [height, setHeight] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const read = () => {
      const measured = Math.floor(element.getBoundingClientRect().height);
      if (measured > 0) setHeight(measured);
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
