import { describe, expect, it } from 'vitest';
import { createEditorService } from '../../../../src/core/editor/handlers';
import type { RestClient } from '../../../../src/core/http/rest-client';
import type { Extension } from '../../../../src/shared/domain/extensions';
import type { EditorLockState } from '../../../../src/shared/domain/editor';

/**
 * What made the text (issue 27) goes with a save only to a back-office that offers the extension version-origin
 * (issue 34): Fonto's contract has no `origin` field, and a back-office of the contract may refuse a field it does not
 * know. A stand-in for such a back-office records what core sends (the reference server ignores unknown fields, so it
 * cannot show what was sent).
 */

const TOKEN = 'b'.repeat(43);
const LOCK: EditorLockState = { editable: true, lock: null, canTakeOver: false, reason: null };

async function savedBody(offered: readonly Extension[]): Promise<Record<string, unknown>> {
  const bodies: Record<string, unknown>[] = [];
  const service = createEditorService(
    {
      rest: {
        request: async <T>(method: string, path: string, options?: { body?: unknown }): Promise<T> => {
          if (path === '/api/fonto/session') return { token: TOKEN, documentId: 12, lockState: LOCK } as T;
          if (method === 'PUT' && path === '/api/fonto/document') bodies.push(options?.body as Record<string, unknown>);
          return { revisionId: '2' } as T;
        },
      } as unknown as RestClient,
      emit: () => undefined,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      extensions: { has: async (extension) => offered.includes(extension) },
    },
    3_600_000,
  );
  await service.handlers['editor.open'](12);
  await service.handlers['editor.save'](TOKEN, { xml: '<article id="12"/>', revisionId: '1', origin: 'WORD_IMPORT' });
  service.dispose();
  expect(bodies).toHaveLength(1);
  return bodies[0] ?? {};
}

describe('the origin of a save', () => {
  it('is not sent to a back-office without the extension version-origin', async () => {
    expect(await savedBody([])).not.toHaveProperty('origin');
  });

  it('is sent to one that offers it', async () => {
    expect(await savedBody(['version-origin'])).toMatchObject({ origin: 'WORD_IMPORT', content: '<article id="12"/>', revisionId: '1' });
  });
});
