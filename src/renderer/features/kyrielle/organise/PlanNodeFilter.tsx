import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { KYRIELLE_DEBOUNCE_MS, type DocumentSource } from '@shared/domain/kyrielle';
import { planNodeSearchExcludes } from '@shared/rules/kyrielle-filters';
import { useBridge } from '../../../bridge/BridgeContext';
import { AutocompleteTagsFilter } from '../../../components/list/filters/AutocompleteTagsFilter';

/** Spec 2 §5, §9: plan-node searches ask page 0, 20 rows. */
const PLAN_NODE_PAGE_SIZE = 20;

export interface PlanNodeFilterProps {
  source: DocumentSource | null;
  value: readonly string[];
  onChange(value: string[]): void;
}

/**
 * The rubriques filter of the layout tool (issue 13: "plan nodes (GDA excluded for Lex-press; debounced; page
 * size 20)"): rubriques found by name as the user types (the list engine's autocomplete filter), kept in the
 * URL by id; a chosen one reads as its name once suggested, by its id otherwise.
 */
export function PlanNodeFilter({ source, value, onChange }: PlanNodeFilterProps) {
  const { t } = useTranslation();
  const bridge = useBridge();
  const names = useRef(new Map<string, string>());
  return (
    <AutocompleteTagsFilter
      label={t('kyrielleTool.search.planNodes')}
      source={`kyrielle.planNodes.${source ?? ''}`}
      placeholder={t('kyrielleTool.search.anyPlanNode')}
      delay={KYRIELLE_DEBOUNCE_MS}
      suggest={async (text) => {
        const found = await bridge.invoke('publications.searchRubriques', {
          query: text,
          page: 0,
          size: PLAN_NODE_PAGE_SIZE,
          includePeriodical: [],
          excludePeriodical: planNodeSearchExcludes(source),
        });
        return found.result.map((hit) => {
          const label = `${hit.periodicalId} — ${hit.parentName ? `${hit.parentName} › ` : ''}${hit.name}`;
          names.current.set(hit.id, label);
          return { value: hit.id, label };
        });
      }}
      value={value}
      labelOf={(id) => names.current.get(id) ?? id}
      onChange={(values) => onChange(values ?? [])}
    />
  );
}
