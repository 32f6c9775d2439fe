import { describe, expect, it } from 'vitest';
import { CLIENT_API } from '../../../src/shared/client-api';
import { SPEC_ANSWERS, fontoDocument, fontoHistory, specPublication, specSearchResult, specImage, specAdvertisement } from '../../../src/shared/spec-entities';
import { projectAnswer, specAnswerOf } from '../../../src/shared/spec-projection';
import { z } from 'zod';

/** Issue 32: what a strict back-office lets out of an answer, the specs' §3 fields of each entity. */

describe('projectAnswer', () => {
  it('keeps a publication’s spec 2 §3 fields and drops the reference server’s (name, version, planVersion, periodicalLabel…)', () => {
    const answered = {
      id: 7,
      periodicalId: 'GDP',
      year: 2026,
      number: '12',
      status: 'IN_PROGRESS',
      name: 'GDP_2026_12',
      version: 3,
      planVersion: 2,
      periodicalLabel: 'Gazette du Palais',
      charVolume: 1200,
      plan: [{ id: 'n1', name: 'Une', type: 'CONTAINER', sub: [{ id: 'n2', name: 'Article', type: 'ARTICLE', sub: [], articleTitle: 'x' }], depth: 1 }],
    };
    expect(projectAnswer(specPublication, answered)).toEqual({
      id: 7,
      periodicalId: 'GDP',
      year: 2026,
      number: '12',
      status: 'IN_PROGRESS',
      plan: [{ id: 'n1', name: 'Une', type: 'CONTAINER', sub: [{ id: 'n2', name: 'Article', type: 'ARTICLE', sub: [] }] }],
    });
  });

  it('keeps null and absent fields as they are, and projects each row of an envelope', () => {
    const rows = specSearchResult(z.union([specImage, specAdvertisement]));
    expect(projectAnswer(rows, { result: [{ id: 1, name: 'a', authorName: 'x', lastPublicationsModified: [] }, { id: 2, deadline: null, formatLabel: '1/2', extra: 1 }], resultCount: 2, page: 0 })).toEqual({
      result: [
        { id: 1, name: 'a', lastPublicationsModified: [] },
        { id: 2, deadline: null, formatLabel: '1/2' },
      ],
      resultCount: 2,
    });
    expect(projectAnswer(specPublication, null)).toBeNull();
  });
});

describe('SPEC_ANSWERS', () => {
  it('names calls of the specs only, each once, as the client’s table writes them', () => {
    const specCalls = new Set(CLIENT_API.filter((call) => call.spec !== null).map((call) => `${call.method} ${call.path}`));
    for (const key of Object.keys(SPEC_ANSWERS)) expect(specCalls.has(key), key).toBe(true);
  });

  it('declares every call of the specs the client makes, Fonto’s contract under the editor’s base path included', () => {
    const undeclared = CLIENT_API.filter((call) => call.spec !== null && !(`${call.method} ${call.path}` in SPEC_ANSWERS));
    expect(undeclared.map((call) => `${call.method} ${call.path}`)).toEqual([]);
  });

  it('projects Fonto’s answers on the contract’s fields, metadata and documentContext whole (issue 33)', () => {
    const document = { documentId: '1', content: '<article/>', lock: { isLockAcquired: true, isLockAvailable: true }, revisionId: '3', metadata: { modificationUser: 'A', lockHolder: { name: 'B' } }, version: 3 };
    const { version: _version, ...contract } = document;
    expect(projectAnswer(fontoDocument, document)).toEqual(contract);
    const history = { revisions: [{ id: '3', author: { id: 'a', displayName: 'A' }, lastModifiedTimestamp: '2026-01-01T00:00:00Z', metadata: { origin: 'EDITOR' } }] };
    expect(projectAnswer(fontoHistory, history)).toEqual({ revisions: [{ id: '3', author: { id: 'a', displayName: 'A' }, lastModifiedTimestamp: '2026-01-01T00:00:00Z' }] });
  });

  it('is found from the server’s route patterns', () => {
    expect(specAnswerOf('GET', '/api/publication/:id')).toBe(specPublication);
    expect(specAnswerOf('GET', '/api/search')).toBe('opaque');
    expect(specAnswerOf('GET', '/api/image/:id')).toBe('file');
    expect(specAnswerOf('POST', '/api/advertisement/search')).toBeUndefined();
  });
});
