import type { TFunction } from 'i18next';
import type { KyrielleTreeSummary } from '@shared/domain/kyrielle';

/** A tree's title: its name when the back-office gives one, else its type's label (spec 2 §7 lists id and type only). */
export function kyrielleTreeTitle(t: TFunction, tree: Pick<KyrielleTreeSummary, 'type' | 'name'>): string {
  return tree.name || t(`kyrielleTool.treeTypes.${tree.type}`);
}
