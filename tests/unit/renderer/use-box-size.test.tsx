import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useBoxSize } from '../../../src/renderer/components/useBoxSize';

/** Every size the hook answered, one a render, for a box of `measured` pixels (0: a DOM without layout). */
function sizesSeen(measured: number): (number | null)[] {
  const seen: (number | null)[] = [];
  function Box() {
    const box = useRef<HTMLDivElement>(null);
    seen.push(useBoxSize(box, 'height', 480));
    return <div ref={box} data-measured={measured} />;
  }
  render(<Box />);
  return seen;
}

const original = Object.getOwnPropertyDescriptor(HTMLDivElement.prototype, 'getBoundingClientRect');

describe('useBoxSize (the tree editor waits for its box: react-arborist rebuilds every node when its height changes)', () => {
  afterEach(() => {
    if (original) Object.defineProperty(HTMLDivElement.prototype, 'getBoundingClientRect', original);
    else Reflect.deleteProperty(HTMLDivElement.prototype, 'getBoundingClientRect');
  });

  it('answers null until measured, then the box’s size, never the fallback first', () => {
    Object.defineProperty(HTMLDivElement.prototype, 'getBoundingClientRect', {
      configurable: true,
      value(this: HTMLDivElement): DOMRect {
        return DOMRect.fromRect({ width: 800, height: Number(this.dataset['measured'] ?? 0) });
      },
    });
    expect(sizesSeen(612)).toEqual([null, 612]);
  });

  it('answers the fallback in a DOM without layout', () => {
    expect(sizesSeen(0)).toEqual([null, 480]);
  });
});
