import { describe, expect, it } from 'vitest';
import type { KyrielleTree, PlacedUnit } from '../../../src/shared/domain/kyrielle';
import { isTreeAnswer, withUnitNodeIds } from '../../../src/shared/rules/kyrielle-answer';

const unit = (documentId: string, nodeId: string): PlacedUnit => ({ documentId, title: `Titre ${documentId}`, nodeId, type: 'GDA', alert: false, pointerId: 1 });
const tree = (nodeId: (level: string) => string): KyrielleTree => ({
  id: 4,
  type: 'FORMULES_SOCIALES',
  nodes: [
    { id: 'a', name: 'A', documentUnits: [unit('D1', nodeId('a'))], sub: [{ id: 'a1', name: 'A1', documentUnits: [unit('D2', nodeId('a1')), unit('D3', nodeId('a1'))], sub: [] }] },
    { id: 'b', name: 'B', documentUnits: [], sub: [] },
  ],
  modifiedAt: '2026-01-01T00:00:00.000Z',
  modifiedBy: null,
  publishedAt: null,
});

describe('a kyrielle tree as the client reads it (spec 2 §7)', () => {
  it('sets every unit’s nodeId to its level’s id, whatever the server sent', () => {
    const wrong = tree(() => 'ailleurs');
    expect(withUnitNodeIds(wrong)).toEqual(tree((level) => level));
    const missing = tree(() => '');
    for (const node of missing.nodes) for (const placed of node.documentUnits) delete (placed as Partial<PlacedUnit>).nodeId;
    expect(withUnitNodeIds(missing)).toEqual(tree((level) => level));
    // The tree read is left as it was.
    expect(wrong.nodes[0]?.documentUnits[0]?.nodeId).toBe('ailleurs');
  });

  it('takes a save’s answer for the tree only when it is that tree, nodeIds missing or not', () => {
    const saved = tree((level) => level);
    expect(isTreeAnswer(saved, 4)).toBe(true);
    expect(isTreeAnswer({ id: 4, type: 'FORMULES_SOCIALES', nodes: [] }, 4)).toBe(true);
    const { nodes: [first] } = saved;
    expect(isTreeAnswer({ id: 4, type: 'FORMULES_SOCIALES', nodes: [{ ...first, documentUnits: [{ documentId: 'D1', title: 'T', type: 'GDA', alert: true }] }] }, 4)).toBe(true);
    for (const answer of [undefined, '', 'OK', true, [], {}, { ok: true }, { nodes: saved.nodes }, { ...saved, id: 3 }, { ...saved, id: '4' }, { ...saved, type: 'AUTRE' }, { ...saved, nodes: [{ id: 'a' }] }, { ...saved, nodes: [{ ...first, sub: [{ name: 'sans id' }] }] }]) {
      expect(isTreeAnswer(answer, 4), JSON.stringify(answer)).toBe(false);
    }
  });
});
