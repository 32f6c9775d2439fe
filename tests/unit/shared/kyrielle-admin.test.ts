import { describe, expect, it } from 'vitest';
import type { KyrielleNode } from '../../../src/shared/domain/kyrielle';
import { applyDrop, checkDelete } from '../../../src/shared/rules/tree-rules';
import { adminRules, elementName, fromAdminTree, levelNode, toAdminTree, typedElementName } from '../../../src/shared/rules/kyrielle-admin';

const chain = (depth: number): KyrielleNode[] =>
  depth === 0 ? [] : [{ id: `l${depth}`, name: `L${depth}`, documentUnits: [], sub: chain(depth - 1) }];

describe('kyrielle administration', () => {
  it('keeps the units on their levels through the round trip and never deletes a level holding some', () => {
    const nodes: KyrielleNode[] = [
      { id: 'a', name: 'A', documentUnits: [{ documentId: 'D1', title: 'T', nodeId: 'a', type: 'GDA', alert: false, pointerId: 3 }], sub: [] },
      { id: 'b', name: 'B', documentUnits: [], sub: [] },
    ];
    const admin = toAdminTree(nodes);
    expect(fromAdminTree(admin.tree, admin.unitsByLevel)).toEqual(nodes);
    const rules = adminRules(admin.unitsByLevel);
    expect(checkDelete(admin.tree, rules, 'a')).toEqual({ allowed: false, reason: 'Ce niveau contient des unités documentaires : il ne peut pas être supprimé.' });
    expect(checkDelete(admin.tree, rules, 'b').allowed).toBe(true);
  });

  it('refuses a level below depth 8, with the spec wording', () => {
    const admin = toAdminTree(chain(8));
    const rules = adminRules(admin.unitsByLevel);
    expect(applyDrop(admin.tree, rules, { type: 'add', node: levelNode('X') }, { parentId: 'l1', index: 0 })).toEqual({
      allowed: false,
      reason: 'Profondeur maximale dépassée : ce chemin de fer a 8 niveaux au plus.',
    });
    expect(applyDrop(admin.tree, rules, { type: 'add', node: levelNode('X') }, { parentId: 'l2', index: 0 }).allowed).toBe(true);
  });

  it('names elements: 256 characters at most, trimmed, empty refused, fresh ids', () => {
    expect(typedElementName('x'.repeat(300))).toHaveLength(256);
    expect(elementName('  Marchés  ')).toBe('Marchés');
    expect(elementName('   ')).toBeNull();
    expect(levelNode('A').id).not.toBe(levelNode('A').id);
    expect(levelNode('A').id).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
  });
});
