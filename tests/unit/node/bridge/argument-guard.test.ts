import { describe, expect, it } from 'vitest';
import { argumentProblem, MAX_ARGUMENT_NODES } from '../../../../src/core/bridge/argument-guard';
import { KYRIELLE_MAX_NODES, KYRIELLE_MAX_UNITS } from '../../../../src/shared/rules/kyrielle-input';

/** A layout-tool save at the tree's bounds: flat levels, exactly the most units spread over them. */
function treeAtBounds() {
  const base = Math.floor(KYRIELLE_MAX_UNITS / KYRIELLE_MAX_NODES);
  const extra = KYRIELLE_MAX_UNITS - base * KYRIELLE_MAX_NODES;
  const perLevel = (i: number) => base + (i < extra ? 1 : 0);
  return [
    1,
    {
      version: 3,
      nodes: Array.from({ length: KYRIELLE_MAX_NODES }, (_, i) => ({
        id: `n${i}`,
        name: `Niveau ${i}`,
        sub: [],
        documentUnits: Array.from({ length: perLevel(i) }, (_, j) => ({ documentId: `LEX-${i}-${j}`, title: 'Titre', nodeId: `n${i}`, type: 'LEXPRESS', alert: false, pointerId: null })),
      })),
    },
  ];
}

describe('the bridge’s argument guard', () => {
  it('lets the largest legitimate call through: a layout-tool tree at its bounds', () => {
    expect(argumentProblem(treeAtBounds())).toBeNull();
  });

  it('refuses more values than its bound at once, without walking them', () => {
    expect(argumentProblem([Array.from({ length: MAX_ARGUMENT_NODES }, () => 0)])).toBe('trop de valeurs');
  });
});
