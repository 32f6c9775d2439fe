import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query-string marker of the grid view (spec 1 §2: "grid is on when the query string contains grid"). */
export const GRID_MARKER = 'grid';

/**
 * Table or grid, as the URL says: the marker is kept beside the list's filters (writeListQuery leaves it
 * alone) and switching keeps the page, the filters and the sort.
 */
export function useGridMarker(): [grid: boolean, setGrid: (grid: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const grid = params.has(GRID_MARKER);
  const setGrid = useCallback(
    (next: boolean) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(GRID_MARKER, 'true');
        else updated.delete(GRID_MARKER);
        return updated;
      }),
    [setParams],
  );
  return [grid, setGrid];
}
