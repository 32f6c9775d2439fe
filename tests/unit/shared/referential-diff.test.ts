import { describe, expect, it } from 'vitest';
import { diffReferential } from '../../../src/shared/rules/referential-diff';

/** The diff an import preview shows (issue 12): rows added, changed (with their columns), removed, by key. */
describe('diffReferential', () => {
  const columns = ['code', 'libelle', 'largeur_mm'];
  const current = [
    { code: 'PAGE', libelle: 'Pleine page', largeur_mm: 210 },
    { code: 'DEMI', libelle: 'Demi-page', largeur_mm: 105 },
    { code: 'BANDEAU', libelle: 'Bandeau', largeur_mm: 210 },
  ];

  it('tells rows added, changed and removed, and counts the others', () => {
    const incoming = [
      { code: 'DEMI', libelle: 'Demi-page largeur', largeur_mm: 105 },
      { code: 'PAGE', libelle: 'Pleine page', largeur_mm: 210 },
      { code: 'QUART', libelle: 'Quart de page', largeur_mm: 105 },
    ];
    const diff = diffReferential(current, incoming, 'code', columns);
    expect(diff.added).toEqual([{ code: 'QUART', libelle: 'Quart de page', largeur_mm: 105 }]);
    expect(diff.changed).toEqual([{ key: 'DEMI', before: current[1], after: incoming[0], fields: ['libelle'] }]);
    expect(diff.removed).toEqual([{ code: 'BANDEAU', libelle: 'Bandeau', largeur_mm: 210 }]);
    expect(diff.unchanged).toBe(1);
  });

  it('takes the same file again as no change: order, empty text and null, 210 and 210.0 are the same', () => {
    const again = [
      { code: 'BANDEAU', libelle: 'Bandeau', largeur_mm: 210.0 },
      { code: 'PAGE', libelle: 'Pleine page', largeur_mm: 210 },
      { code: 'DEMI', libelle: 'Demi-page', largeur_mm: 105 },
    ];
    expect(diffReferential(current, again, 'code', columns)).toEqual({ added: [], changed: [], removed: [], unchanged: 3 });
    expect(diffReferential([{ code: 'A', parent: null }], [{ code: 'A', parent: '' }], 'code', ['code', 'parent']).unchanged).toBe(1);
  });

  it('an empty file removes everything; an empty referential gets everything added', () => {
    expect(diffReferential(current, [], 'code', columns).removed).toHaveLength(3);
    expect(diffReferential([], current, 'code', columns).added).toHaveLength(3);
  });

  it('keys are case-sensitive, as kept', () => {
    const diff = diffReferential([{ code: 'ce', libelle: 'x' }], [{ code: 'CE', libelle: 'x' }], 'code', ['code', 'libelle']);
    expect(diff.added).toHaveLength(1);
    expect(diff.removed).toHaveLength(1);
  });
});
