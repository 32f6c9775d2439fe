import { describe, expect, it } from 'vitest';
import { createFontoClient } from '../../../../src/core/editor/fonto-client';
import { BridgeError } from '../../../../src/shared/errors';
import { LOAD_FAILED } from '../../../../src/shared/messages';

/**
 * The heartbeat's method (issue 33): Fonto's contract leaves it open. Core sends POST, and once a back-office
 * answered it with 404 or 405, GET for good. A stand-in for a back-office that knows only GET (the reference
 * server answers both, so it cannot show the fall-back).
 */

const TOKEN = 'a'.repeat(43);

describe('the heartbeat', () => {
  it('falls back to GET when POST is unknown, and remembers it', async () => {
    const calls: string[] = [];
    const client = createFontoClient({
      request: async <T>(method: string, path: string, options?: { query?: Record<string, unknown> }): Promise<T> => {
        calls.push(`${method} ${path}${options?.query ? ` ${String(options.query.context)}` : ''}`);
        if (method === 'POST') throw new BridgeError('HTTP', 'Méthode non permise', 405);
        return undefined as T;
      },
    });
    await client.heartbeat({ token: TOKEN, documentId: 12 });
    await client.heartbeat({ token: TOKEN, documentId: 12 });
    const context = JSON.stringify({ editSessionToken: TOKEN, documentId: '12' });
    expect(calls).toEqual(['POST /api/fonto/heartbeat', `GET /api/fonto/heartbeat ${context}`, `GET /api/fonto/heartbeat ${context}`]);
  });

  it('keeps POST when it fails otherwise (a back-office out of reach is not a GET-only one)', async () => {
    const calls: string[] = [];
    const client = createFontoClient({
      request: async <T>(method: string): Promise<T> => {
        calls.push(method);
        throw new BridgeError('HTTP', 'Erreur du serveur', 500);
      },
    });
    await expect(client.heartbeat({ token: TOKEN, documentId: 12 })).rejects.toThrow('Erreur du serveur');
    await expect(client.heartbeat({ token: TOKEN, documentId: 12 })).rejects.toThrow('Erreur du serveur');
    expect(calls).toEqual(['POST', 'POST']);
  });
});

describe('the contract’s answers (issue 32)', () => {
  /** A back-office that answers every call with this. */
  const answering = (answer: unknown) => createFontoClient({ request: <T>() => Promise.resolve(answer as T) });
  const session = { token: TOKEN, documentId: 12 };
  const lock = { isLockAcquired: true, isLockAvailable: true };

  it('are read with the contract’s fields only, the back-office’s own passed through unchanged', async () => {
    expect(await answering({ documentId: '12', content: '<article/>', lock }).load(session)).toEqual({ documentId: '12', content: '<article/>', lock });
    const revisions = [{ id: '3', author: { id: 'a' }, lastModifiedTimestamp: '2026-01-01T00:00:00Z', metadata: { origin: 'EDITOR' } }];
    expect(await answering({ revisions, hasMore: true }).history(12, undefined)).toEqual({ revisions, hasMore: true });
    expect(await answering(undefined).save(session, { xml: '<article/>', revisionId: null })).toBeUndefined();
  });

  it('are refused with the specs’ load error when a field has the wrong type', async () => {
    await expect(answering({ documentId: '12', content: 42, lock }).load(session)).rejects.toMatchObject({
      code: 'INTERNAL',
      message: LOAD_FAILED,
      reason: 'Réponse du serveur illisible : « content » : un texte attendu.',
    });
    await expect(answering({ results: [{ status: 200, body: { lock: { isLockAcquired: 'yes', isLockAvailable: true } } }] }).state(session, null)).rejects.toMatchObject({
      reason: 'Réponse du serveur illisible : « results[0].body.lock.isLockAcquired » : un booléen (true ou false) attendu.',
    });
  });
});
