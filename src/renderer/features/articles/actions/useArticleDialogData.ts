import { useQuery } from '@tanstack/react-query';
import { rubriqueChoices } from '@shared/rules/article-input';
import { useBridge } from '../../../bridge/BridgeContext';

/** Spec 2 §9: autocompletes read page 0; decision: the dialog offers up to 100 open publications of the periodical. */
const PUBLICATIONS_OFFERED = 100;

/**
 * What the new-article dialog offers for the chosen periodical and publication (spec 2 §2.8): the
 * publications an article may still be attached to, the bundles (of the publication, else of the
 * periodical), the enabled bundle plan templates, the rubriques of the periodical plan, the page counts.
 */
export function useArticleDialogData(periodicalId: string, publicationId: string, open: boolean) {
  const bridge = useBridge();
  const periodical = open && periodicalId !== '';
  const publications = useQuery({
    queryKey: ['article-dialog', 'publications', periodicalId],
    // Spec 2 §7 GET /api/publication/periodical/{id}: the periodical's publications; those still open are offered.
    queryFn: async () => (await bridge.invoke('publications.byPeriodical', periodicalId)).filter((p) => p.status === 'IN_PROGRESS').slice(0, PUBLICATIONS_OFFERED),
    enabled: periodical,
  });
  const bundles = useQuery({
    queryKey: ['article-dialog', 'bundles', periodicalId, publicationId],
    queryFn: () => (publicationId !== '' ? bridge.invoke('bundles.byPublication', Number(publicationId)) : bridge.invoke('bundles.byPeriodical', periodicalId)),
    enabled: periodical,
  });
  const bundlePlans = useQuery({
    queryKey: ['article-dialog', 'bundlePlans', periodicalId],
    queryFn: () => bridge.invoke('bundlePlans.byPeriodical', periodicalId),
    enabled: periodical,
  });
  const plan = useQuery({
    queryKey: ['article-dialog', 'periodicalPlan', periodicalId],
    queryFn: () => bridge.invoke('publications.periodicalPlan', periodicalId),
    enabled: periodical,
  });
  const tags = useQuery({ queryKey: ['article-dialog', 'tags'], queryFn: () => bridge.invoke('articles.tags'), enabled: open, staleTime: 5 * 60_000 });
  return {
    publications: publications.data ?? [],
    bundles: bundles.data ?? [],
    bundlePlans: (bundlePlans.data ?? []).filter((p) => p.enable),
    rubriques: rubriqueChoices(plan.data ?? []),
    /** Known only once read: until then the plan node is not required. */
    planLoaded: plan.isSuccess,
    tags: tags.data ?? [],
  };
}
