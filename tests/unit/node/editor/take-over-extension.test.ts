import { describe, expect, it } from 'vitest';
import { createEditorService } from '../../../../src/core/editor/handlers';
import type { RestClient } from '../../../../src/core/http/rest-client';
import type { EditorLockState } from '../../../../src/shared/domain/editor';
import type { Extension } from '../../../../src/shared/domain/extensions';

/**
 * « Prendre la main » (issue 33): `takeOver` on PUT /api/fonto/document/lock is the reference server's own field,
 * the extension lock-take-over. Core sends it only to a back-office that offers it; elsewhere the button asks the
 * contract's own lock, as a first change does. A stand-in back-office records the bodies.
 */

const TOKEN = 'c'.repeat(43);
const FREE: EditorLockState = { editable: false, lock: null, canTakeOver: true, reason: null };

async function lockBodyOfTakeOver(offered: readonly Extension[]): Promise<unknown> {
  const bodies: unknown[] = [];
  const service = createEditorService(
    {
      rest: {
        request: async <T>(method: string, path: string, options?: { body?: unknown }): Promise<T> => {
          if (path === '/api/fonto/session') return { token: TOKEN, documentId: 9, lockState: FREE } as T;
          if (method === 'PUT' && path === '/api/fonto/document/lock') bodies.push(options?.body);
          return { lock: { isLockAcquired: true, isLockAvailable: true } } as T;
        },
      } as unknown as RestClient,
      emit: () => undefined,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      extensions: { has: async (extension) => offered.includes(extension) },
    },
    60_000,
  );
  try {
    await service.handlers['editor.open'](9);
    expect((await service.handlers['editor.takeOver'](TOKEN)).editable).toBe(true);
    return bodies[0];
  } finally {
    service.dispose();
  }
}

describe('the take-over’s field', () => {
  it('is sent to a back-office that offers lock-take-over', async () => {
    expect(await lockBodyOfTakeOver(['lock-take-over'])).toMatchObject({ lock: { isLockAcquired: true }, takeOver: true });
  });

  it('is not sent elsewhere: the contract’s own lock request', async () => {
    const body = await lockBodyOfTakeOver([]);
    expect(body).toMatchObject({ documentId: '9', lock: { isLockAcquired: true }, context: { editSessionToken: TOKEN, documentId: '9' } });
    expect(body).not.toHaveProperty('takeOver');
  });
});

describe('« Prendre la main » without the extension, from this app’s own other window', () => {
  it('is offered, releases that window’s lock with its own token, then takes the lock', async () => {
    const OTHER = 'd'.repeat(43);
    const UNAVAILABLE = { isLockAcquired: false, isLockAvailable: false, reason: 'Vous modifiez déjà ce document dans une autre fenêtre : fermez-la.' };
    const locks: { token: unknown; acquire: unknown }[] = [];
    let opened = 0;
    const service = createEditorService(
      {
        rest: {
          request: async <T>(method: string, path: string, options?: { body?: { context?: { editSessionToken?: string }; lock?: { isLockAcquired?: boolean } } }): Promise<T> => {
            if (path === '/api/fonto/session') return { token: (opened += 1) === 1 ? OTHER : TOKEN, documentId: 9, lockState: FREE } as T;
            if (path === '/api/fonto/document/state') return { results: [{ status: 200, body: { lock: UNAVAILABLE, revisionId: '3' } }] } as T;
            locks.push({ token: options?.body?.context?.editSessionToken, acquire: options?.body?.lock?.isLockAcquired });
            return { lock: { isLockAcquired: true, isLockAvailable: true } } as T;
          },
        } as unknown as RestClient,
        emit: () => undefined,
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
        extensions: { has: async () => false },
      },
      60_000,
    );
    try {
      await service.handlers['editor.open'](9);
      expect((await service.handlers['editor.lock'](OTHER)).editable).toBe(true);
      await service.handlers['editor.open'](9);
      expect((await service.handlers['editor.state'](TOKEN)).lockState).toMatchObject({ editable: false, canTakeOver: true, reason: UNAVAILABLE.reason });
      expect((await service.handlers['editor.takeOver'](TOKEN)).editable).toBe(true);
      expect(locks).toEqual([
        { token: OTHER, acquire: true },
        { token: OTHER, acquire: false },
        { token: TOKEN, acquire: true },
      ]);
      await expect(Promise.resolve().then(() => service.handlers['editor.state'](OTHER))).rejects.toThrow('Session d’éditeur inconnue ou fermée');
    } finally {
      service.dispose();
    }
  });
});
