import { useMemo } from 'react';
import type { PublicationDetail } from '@shared/domain/publication';
import { useBridge } from '../../../bridge/BridgeContext';
import { usePlanDraft as usePlanDraftOf, type PlanStore } from '../../plan-organise/usePlanDraft';
import { useRefreshPublications } from '../shared/publication-query';

/** The publication's plan being organised: saved through publications.savePlan, the lists and the publication read again. */
export function usePlanDraft(publication: PublicationDetail | undefined) {
  const bridge = useBridge();
  const refresh = useRefreshPublications();
  const store = useMemo<PlanStore<PublicationDetail>>(() => ({ save: (id, planSave) => bridge.invoke('publications.savePlan', id, planSave), refresh }), [bridge, refresh]);
  return usePlanDraftOf(publication, store);
}
