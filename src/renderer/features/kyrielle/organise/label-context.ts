import { createContext, useContext } from 'react';
import type { Tree } from '@shared/domain/plan';
import type { UnitInfos } from '@shared/rules/kyrielle-tree';

/** What the tree rows' labels read (arborist renders them; a stable renderLabel keeps its drop targets). */
export interface KyrielleLabels {
  tree: Tree;
  units: UnitInfos;
  /** Top-level colours (Actes/Clauses only), by level id. */
  colours: ReadonlyMap<string, number> | null;
  onToggleUnit(placementId: string): void;
  onLevelAlerts(levelId: string, alert: boolean): void;
}

export const KyrielleLabelContext = createContext<KyrielleLabels | null>(null);

export function useKyrielleLabels(): KyrielleLabels {
  const labels = useContext(KyrielleLabelContext);
  if (!labels) throw new Error('useKyrielleLabels outside its provider');
  return labels;
}
