import { describe, expect, it } from 'vitest';
import { importItemLevel, importResultLevel } from '../../../src/shared/rules/import-level';

/** The import result card's levels (spec 2 §2.8, §2.10; issue 25, item 10). */
describe('import result levels', () => {
  const done = { status: 'DONE' as const, messages: [] };
  const modified = { status: 'DONE' as const, messages: ['L’article 12 existait : son titre et son contenu ont été remplacés.'] };
  const refused = { status: 'ERROR' as const, messages: ['Revue inconnue : XYZ.'] };

  it('an item refused is an error, imported with a remark a warning, imported without one a success', () => {
    expect(importItemLevel(refused)).toBe('error');
    expect(importItemLevel(modified)).toBe('warning');
    expect(importItemLevel(done)).toBe('success');
    expect(importItemLevel({ status: 'IN_PROGRESS', messages: [] })).toBe('warning');
  });

  it('the card: ERROR is an error, a modification or a partial import a warning, all imported a success', () => {
    expect(importResultLevel({ status: 'ERROR', items: [refused] })).toBe('error');
    expect(importResultLevel({ status: 'DONE', items: [modified] })).toBe('warning');
    expect(importResultLevel({ status: 'DONE', items: [done, refused] })).toBe('warning');
    expect(importResultLevel({ status: 'DONE', items: [done, done] })).toBe('success');
    expect(importResultLevel({ status: 'IN_PROGRESS', items: [] })).toBe('warning');
  });
});
