import { describe, expect, it } from 'vitest';
import { createFontoClient } from '../../../../src/core/editor/fonto-client';
import { BridgeError } from '../../../../src/shared/errors';

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
