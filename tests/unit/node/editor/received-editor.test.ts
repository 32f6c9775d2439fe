import { describe, expect, it } from 'vitest';
import { receivedDocument, receivedHistory, receivedLockState, staleMessage } from '../../../../src/core/editor/received-editor';
import { isLockFree } from '../../../../src/shared/domain/editor';

/**
 * Fonto's answers read by core (issue 33): the contract's fields always; who saved when, the lock's holder and what
 * made a revision only when the back-office's metadata carries them, and French sentences of its own otherwise.
 */

describe('received editor answers', () => {
  it('reads a document without metadata: no author, no date, no holder, and a reason of its own for an unavailable lock', () => {
    const document = receivedDocument({ documentId: '12', content: '<article/>', lock: { isLockAcquired: false, isLockAvailable: false } });
    expect(document).toEqual({
      id: 12,
      xml: '<article/>',
      revisionId: null,
      modificationDate: null,
      modificationUser: null,
      lockState: { editable: false, lock: null, canTakeOver: false, reason: expect.stringMatching(/^Vous ne pouvez pas modifier ce document/) },
    });
    expect(staleMessage({ ...document, revisionId: 'r7' })).toBe('Le document a été modifié ailleurs après votre lecture (version r7) : rechargez-le avant d’enregistrer.');
  });

  it('uses the reference server’s metadata when present: who saved when (Paris time), the holder', () => {
    const holder = { username: 'admin', name: 'Alice Administratrice', acquiredAt: '2026-01-05T09:00:00.000Z', heartbeatAt: '2026-01-05T09:00:00.000Z', expiresAt: '2026-01-05T09:00:45.000Z' };
    const document = receivedDocument({
      documentId: '12',
      content: '<article/>',
      revisionId: '8',
      lock: { isLockAcquired: false, isLockAvailable: false, reason: 'Alice Administratrice (admin) modifie ce document.' },
      metadata: { modificationDate: '2026-01-05T09:03:00.000Z', modificationUser: 'Alice Administratrice', lockHolder: holder },
    });
    expect(document.lockState).toEqual({ editable: false, lock: holder, canTakeOver: false, reason: 'Alice Administratrice (admin) modifie ce document.' });
    expect(staleMessage(document)).toBe('Le document a été modifié par Alice Administratrice le 05/01/2026 à 10:03 (version 8), après votre lecture : rechargez-le avant d’enregistrer.');
  });

  it('reads a lock free (available, nothing to say: taken at the first change), one to take over with its reason, and an acquired one', () => {
    const free = receivedLockState({ isLockAcquired: false, isLockAvailable: true });
    expect(free).toEqual({ editable: false, lock: null, canTakeOver: true, reason: null });
    expect(isLockFree(free)).toBe(true);
    const otherWindow = receivedLockState({ isLockAcquired: false, isLockAvailable: true, reason: 'Vous modifiez déjà ce document dans une autre fenêtre.' });
    expect(isLockFree(otherWindow)).toBe(false);
    expect(otherWindow.canTakeOver).toBe(true);
    expect(receivedLockState({ isLockAcquired: true, isLockAvailable: true })).toEqual({ editable: true, lock: null, canTakeOver: false, reason: null });
  });

  it('reads a history newest first, origins only from the revision metadata it knows', () => {
    const history = receivedHistory(12, {
      revisions: [
        { id: 'b', author: { id: 'u2', displayName: 'Romain Rédacteur' }, lastModifiedTimestamp: '2026-01-05T09:03:00.000Z', metadata: { origin: 'RESTORE', restoredFrom: 'a', bytes: 10 } },
        { id: 'a', author: { id: 'u1' }, lastModifiedTimestamp: '2026-01-04T09:03:00.000Z' },
      ],
    });
    expect(history).toEqual({
      documentId: 12,
      current: 'b',
      versions: [
        { revisionId: 'b', creationDate: '2026-01-05T09:03:00.000Z', creationUser: 'Romain Rédacteur', origin: 'RESTORE', restoredFrom: 'a', bytes: 10 },
        { revisionId: 'a', creationDate: '2026-01-04T09:03:00.000Z', creationUser: 'u1', origin: null, restoredFrom: null, bytes: null },
      ],
      hasMore: false,
    });
    // A page of a back-office that pages (history-pages) says older revisions remain.
    expect(receivedHistory(12, { revisions: [], hasMore: true }).hasMore).toBe(true);
  });
});
