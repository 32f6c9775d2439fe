import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Tree } from '@shared/domain/plan';
import { useBridge } from '../../bridge/BridgeContext';
import { useDebouncedValue } from '../../components/list/useDebouncedValue';
import { volumeIds } from './plan-nodes';

/** Spec 2 §7, §9: the character volume is asked again 200 ms after the plan stops changing. */
export const CHARACTER_VOLUME_DEBOUNCE_MS = 200;

/** The total character volume of the articles and bundles in the plan (publications.characterVolume). */
export function useCharacterVolume(tree: Tree): { volume: number | undefined; pending: boolean } {
  const bridge = useBridge();
  const ids = useMemo(() => volumeIds(tree), [tree]);
  const key = useDebouncedValue(ids.join(','), CHARACTER_VOLUME_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['characterVolume', key],
    queryFn: () => (key === '' ? Promise.resolve(0) : bridge.invoke('publications.characterVolume', key.split(',').map(Number))),
    placeholderData: keepPreviousData,
  });
  return { volume: query.data, pending: query.isFetching };
}
