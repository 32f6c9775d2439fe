import { describe, expect, it } from 'vitest';
import { LOAD_FAILED } from '../../../../src/shared/messages';
import { receivedArticlePage, receivedArticleRow, receivedPush, type ReceivedArticleRow } from '../../../../src/core/articles/received-article';

/**
 * Core completes what the article screens read where it receives it (issue 32): spec 2 §3's article has no
 * `authorCount`, and spec 2 §7 does not show what POST /api/article/publish-online answers.
 */

const AUTHORS = [
  { id: 1, first_name: 'Anne', last_name: 'Martin', particle: null },
  { id: 2, first_name: null, last_name: 'Durand', particle: null },
];
/** A row as spec 2 §3 lists its fields (those this reader looks at). */
const specRow = (authors = AUTHORS) => ({ id: 7, title: 'Le bail', authors }) as unknown as ReceivedArticleRow;

describe('receivedArticleRow', () => {
  it('counts the authors answered when the row has no authorCount', () => {
    expect(receivedArticleRow(specRow()).authorCount).toBe(2);
    expect(receivedArticleRow(specRow([])).authorCount).toBe(0);
    // A back-office may also answer the field it does not have as null.
    expect(receivedArticleRow({ ...specRow(), authorCount: null } as unknown as ReceivedArticleRow).authorCount).toBe(2);
  });

  it('keeps the reference server’s count, which tells of authors beyond the three it lists', () => {
    expect(receivedArticleRow({ ...specRow(), authorCount: 5 }).authorCount).toBe(5);
  });

  it('completes every row of a page and keeps its count', () => {
    expect(receivedArticlePage({ result: [specRow(), specRow([])], resultCount: 12 })).toMatchObject({ resultCount: 12, result: [{ authorCount: 2 }, { authorCount: 0 }] });
  });

  it('refuses a page whose row has a field of the wrong type with the specs’ load error', () => {
    const malformed = { ...specRow(), authors: [{ ...AUTHORS[0], id: '1' }] } as unknown as ReceivedArticleRow;
    expect(() => receivedArticlePage({ result: [specRow(), malformed], resultCount: 2 })).toThrow(
      expect.objectContaining({ message: LOAD_FAILED, reason: 'Réponse du serveur illisible : « [1].authors[0].id » : un nombre attendu.' }),
    );
  });
});

describe('receivedPush', () => {
  const now = new Date('2026-03-02T10:00:00Z');

  it('takes the reference server’s push when the answer is one', () => {
    const answer = { id: 4, name: null, title: 'Le bail', executionDate: '2026-03-02T12:00:00.000Z', username: 'admin', articleIds: [7], done: false };
    expect(receivedPush({ articleIds: [7], delay: '2026-03-02T13:00' }, answer, now)).toBe(answer);
  });

  it('without one (no body, another body), says a push now done now', () => {
    for (const answer of [undefined, null, { id: 4 }, 'OK']) {
      expect(receivedPush({ articleIds: [7], delay: null }, answer, now)).toEqual({ done: true, executionDate: '2026-03-02T10:00:00.000Z' });
    }
  });

  it('without one, says a push later scheduled at its delay, a Paris wall-clock time', () => {
    expect(receivedPush({ articleIds: [7], delay: '2026-03-02T13:30' }, undefined, now)).toEqual({ done: false, executionDate: '2026-03-02T12:30:00.000Z' });
    // Summer time: Paris is UTC+2.
    expect(receivedPush({ articleIds: [7], delay: '2026-07-14T09:00:00' }, undefined, now)).toEqual({ done: false, executionDate: '2026-07-14T07:00:00.000Z' });
  });

  it('without one, says a delay already past pushed now, as the back-office does', () => {
    expect(receivedPush({ articleIds: [7], delay: '2026-03-02T10:59' }, undefined, new Date('2026-03-02T10:00:30Z'))).toEqual({ done: true, executionDate: '2026-03-02T10:00:30.000Z' });
  });
});
