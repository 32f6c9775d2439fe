import type { Tree, TreeNode } from '../domain/plan';
import type { DocumentSource, DocumentUnit, KyrielleNode } from '../domain/kyrielle';
import { KYRIELLE_MAX_DEPTH } from '../domain/kyrielle';
import { flatten, locate, updateChildren } from './tree-ops';
import type { TreeRules } from './tree-types';

/**
 * A kyrielle (CdF) tree in the product's one tree editor (spec 2 §3, §4 CdF tree, issue 13): levels are
 * containers, each placed unit an ARTICLE leaf whose `ref` is its document id and whose `id` is the placement's
 * own (a unit may sit in several levels, once per level). What the generic tree does not carry (source,
 * alert, the server's pointer) stays beside it, keyed by placement id.
 */

/** Organise: units move, levels stay as loaded (the server refuses otherwise); units sit beside sub-levels. */
export const KYRIELLE_ORGANISE_RULES: TreeRules = {
  // Levels go 8 deep; their units are one more level of the generic tree.
  maxDepth: KYRIELLE_MAX_DEPTH + 1,
  itemKinds: ['ARTICLE'],
  deleteNonEmptyContainers: false,
  itemsFollowPlanNode: false,
  fixedContainers: true,
  itemsBesideContainers: true,
  replaceSameRef: true,
};

/**
 * Spec 2 §4 CdF tree, "adds it, replacing the same document": in one level, a document placed again replaces
 * its earlier placement, where the new one stands. The tree editor applies it to a drop (replaceSameRef); the
 * server to a saved tree, so that both agree.
 */
export function replacedUnits<T extends { documentId: string }>(units: readonly T[]): T[] {
  const last = new Map<string, number>();
  units.forEach((unit, index) => last.set(unit.documentId, index));
  return units.filter((unit, index) => last.get(unit.documentId) === index);
}

export interface UnitInfo {
  documentId: string;
  type: DocumentSource;
  alert: boolean;
  pointerId: number | null;
}
export type UnitInfos = Readonly<Record<string, UnitInfo>>;

export interface EditorTree {
  tree: Tree;
  units: UnitInfos;
}

const PLACEMENT = 'unit:';
let placements = 0;

/** A placement id never seen in the tree: a unit added by drag or button. */
export function newPlacementId(documentId: string): string {
  placements += 1;
  return `${PLACEMENT}${documentId}:new${placements}`;
}

/** A placed unit: an ARTICLE leaf with its document id in `ref` (domain/plan.ts). */
export const isUnit = (node: TreeNode) => node.kind === 'ARTICLE' && node.ref !== undefined;

/** The server's tree as the editor shows it: each level's units first, then its sub-levels. */
export function toEditorTree(nodes: readonly KyrielleNode[]): EditorTree {
  const units: Record<string, UnitInfo> = {};
  const walk = (list: readonly KyrielleNode[]): TreeNode[] =>
    list.map((node) => ({
      id: node.id,
      kind: 'CONTAINER',
      name: node.name,
      children: [
        ...node.documentUnits.map((unit): TreeNode => {
          const id = `${PLACEMENT}${unit.documentId}@${node.id}`;
          units[id] = { documentId: unit.documentId, type: unit.type, alert: unit.alert, pointerId: unit.pointerId ?? null };
          return { id, kind: 'ARTICLE', name: unit.title, ref: unit.documentId };
        }),
        ...walk(node.sub),
      ],
    }));
  return { tree: walk(nodes), units };
}

/** What a save sends: every level with its units (nodeId set) and sub-levels, in the editor's order. */
export function fromEditorTree(tree: Tree, units: UnitInfos): KyrielleNode[] {
  return tree
    .filter((node) => node.kind === 'CONTAINER')
    .map((node) => {
      const children = node.children ?? [];
      return {
        id: node.id,
        name: node.name,
        documentUnits: children.filter(isUnit).map((unit) => {
          const info = units[unit.id];
          return { documentId: info?.documentId ?? unit.ref ?? unit.id, title: unit.name, nodeId: node.id, type: info?.type ?? 'OUVRAGE', alert: info?.alert ?? false, pointerId: info?.pointerId ?? null };
        }),
        sub: fromEditorTree(children, units),
      };
    });
}

/** A search result ready to be dropped: a fresh placement, with what the tree does not carry. */
export function placementOf(unit: DocumentUnit): { node: TreeNode; info: UnitInfo } {
  return { node: { id: newPlacementId(unit.id), kind: 'ARTICLE', name: unit.title, ref: unit.id }, info: { documentId: unit.id, type: unit.type, alert: false, pointerId: null } };
}

/** How often each document is placed in the tree. */
export function placementCounts(tree: Tree): Map<string, number> {
  const counts = new Map<string, number>();
  for (const node of flatten(tree)) if (isUnit(node) && node.ref !== undefined) counts.set(node.ref, (counts.get(node.ref) ?? 0) + 1);
  return counts;
}

/**
 * The table's count for a document while the tree is edited: the server's (as saved) plus what the draft
 * added or removed since it was loaded.
 */
export function countInDraft(documentId: string, serverCount: number, loaded: ReadonlyMap<string, number>, draft: ReadonlyMap<string, number>): number {
  return Math.max(0, serverCount + (draft.get(documentId) ?? 0) - (loaded.get(documentId) ?? 0));
}

/** A level's alert checkbox: its own units all flagged, none, some (indeterminate), or no unit at all. */
export type AlertState = 'all' | 'none' | 'mixed' | 'empty';

export function levelAlertState(tree: Tree, units: UnitInfos, levelId: string): AlertState {
  const own = (locate(tree, levelId)?.node.children ?? []).filter(isUnit);
  if (own.length === 0) return 'empty';
  const flagged = own.filter((unit) => units[unit.id]?.alert === true).length;
  return flagged === 0 ? 'none' : flagged === own.length ? 'all' : 'mixed';
}

/** Flags (or clears) every unit of a level: a mixed level becomes all flagged. */
export function setLevelAlerts(tree: Tree, units: UnitInfos, levelId: string, alert: boolean): UnitInfos {
  const own = (locate(tree, levelId)?.node.children ?? []).filter(isUnit);
  const next = { ...units };
  for (const unit of own) {
    const info = next[unit.id];
    if (info) next[unit.id] = { ...info, alert };
  }
  return next;
}

export function toggleUnitAlert(units: UnitInfos, placementId: string): UnitInfos {
  const info = units[placementId];
  return info ? { ...units, [placementId]: { ...info, alert: !info.alert } } : units;
}

/**
 * The infos of the placements the tree holds, from `units`, else from `offered` (the table's rows, for a unit just
 * dropped); those of placements no longer in the tree are dropped (a unit removed). One walk of the tree, no copy
 * of the infos first: this runs on every change of a tree of 20,000 units.
 */
export function pruneUnits(tree: Tree, units: UnitInfos, offered: ReadonlyMap<string, UnitInfo> = new Map()): UnitInfos {
  const kept: Record<string, UnitInfo> = {};
  for (const node of flatten(tree)) {
    const info = isUnit(node) ? (units[node.id] ?? offered.get(node.id)) : undefined;
    if (info) kept[node.id] = info;
  }
  return kept;
}

/** Spec 2 §2.10: top-level nodes of the Actes/Clauses tree cycle through 9 colours; the index of each. */
export const KYRIELLE_LEVEL_COLOURS = 9;
export function topLevelColours(tree: Tree): Map<string, number> {
  return new Map(tree.map((node, index) => [node.id, index % KYRIELLE_LEVEL_COLOURS]));
}

/** Renames a level (administration), keeping everything else. */
export function renameLevel(tree: Tree, levelId: string, name: string): Tree {
  const at = locate(tree, levelId);
  if (!at) return tree;
  return updateChildren(tree, at.parentId, (children) => children.map((child) => (child.id === levelId ? { ...child, name } : child)));
}
