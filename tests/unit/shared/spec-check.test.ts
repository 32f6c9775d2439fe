import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerFault } from '../../../src/shared/spec-check';
import { specAuthor, specPublication, specSearchResult } from '../../../src/shared/spec-entities';
import { projectAnswer } from '../../../src/shared/spec-projection';

/** Issue 32: what core refuses of an answer, from the one declaration of the specs' entities, as lenient as the specs. */

describe('answerFault', () => {
  it('finds nothing in an answer of the declared types, whatever it leaves out or adds', () => {
    expect(answerFault(specPublication, { id: 1, year: 2024, number: '12', status: 'IN_PROGRESS' })).toBeNull();
    expect(answerFault(specPublication, { id: 1, name: 'BJS_2024_12', version: 3, anything: { at: 'all' } })).toBeNull();
    // Declared by name only: any value.
    expect(answerFault(specPublication, { lastRequestPlacardProcess: 'texte' })).toBeNull();
    // An enumeration's value the client does not know is shown as it came.
    expect(answerFault(specPublication, { status: 'ARCHIVED' })).toBeNull();
  });

  it('says where a field has the wrong type, null included where the domain has none', () => {
    expect(answerFault(specPublication, { id: '1' })).toBe('« id » : un nombre attendu');
    expect(answerFault(specPublication, { id: 1, allArticlesReady: null })).toBe('« allArticlesReady » : un booléen (true ou false) attendu');
    expect(answerFault(specPublication, { title: null, endDate: null, plan: null })).toBeNull();
    expect(answerFault(specPublication, [])).toBe('la réponse : un objet attendu');
    expect(answerFault(specSearchResult(specPublication), { result: [{ id: 1 }, { plan: [{ id: 'n', sub: [{ name: 3 }] }] }] })).toBe(
      '« result[1].plan[0].sub[0].name » : un texte attendu',
    );
  });

  it('reads an author’s contacts in either of spec 1’s forms, and says the fault inside the form the answer has', () => {
    const entry = { fav: true, mail: 'a@b.fr' };
    expect(answerFault(specAuthor, { emails: [{ contact: 'professional', ...entry }] })).toBeNull();
    expect(answerFault(specAuthor, { emails: { PROFESSIONAL: [entry], PERSONAL: null } })).toBeNull();
    expect(answerFault(specAuthor, { emails: { PROFESSIONAL: [{ ...entry, mail: 1 }] } })).toBe('« emails.PROFESSIONAL[0].mail » : un texte attendu');
    expect(answerFault(specAuthor, { emails: 'a@b.fr' })).toBe('« emails » : une liste attendue');
  });
});

describe('projectAnswer of the contacts', () => {
  it('keeps either form, each entry’s declared fields only', () => {
    const entry = { fav: true, mail: 'a@b.fr', id: 9 };
    expect(projectAnswer(specAuthor, { emails: [{ contact: 'professional', ...entry }] })).toEqual({ emails: [{ contact: 'professional', fav: true, mail: 'a@b.fr' }] });
    expect(projectAnswer(specAuthor, { emails: { PROFESSIONAL: [entry], PERSONAL: null } })).toEqual({ emails: { PROFESSIONAL: [{ fav: true, mail: 'a@b.fr' }], PERSONAL: null } });
    expect(projectAnswer(z.record(z.string(), z.number()), 'texte')).toBe('texte');
  });
});
