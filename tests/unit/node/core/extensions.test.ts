import { describe, expect, it } from 'vitest';
import { createExtensions } from '../../../../src/core/http/extensions';
import { EXTENSIONS_PATH, offeredExtensions } from '../../../../src/shared/domain/extensions';
import { BridgeError } from '../../../../src/shared/errors';

/** A REST client at the port: each GET of the list gets the next answer (a value, or an error thrown). */
function scripted(...answers: unknown[]) {
  const asked: string[] = [];
  return {
    asked,
    rest: {
      request: <T>(method: string, path: string): Promise<T> => {
        asked.push(`${method} ${path}`);
        const answer = answers.shift();
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as T);
      },
    },
  };
}

describe('offeredExtensions', () => {
  it('keeps the names this client knows, and nothing of an answer of another shape', () => {
    expect([...offeredExtensions({ extensions: ['image-export', 'autre-chose', 'referential-dry-run'] })]).toEqual(['image-export', 'referential-dry-run']);
    expect(offeredExtensions({ extensions: 'image-export' }).size).toBe(0);
    expect(offeredExtensions(['image-export']).size).toBe(0);
    expect(offeredExtensions(undefined).size).toBe(0);
  });
});

describe('the back-office’s extensions, asked once', () => {
  it('asks the list at the first question and keeps it', async () => {
    const { rest, asked } = scripted({ extensions: ['image-export'] });
    const extensions = createExtensions(rest);
    expect(await extensions.has('image-export')).toBe(true);
    expect(await extensions.has('referential-dry-run')).toBe(false);
    expect(asked).toEqual([`GET ${EXTENSIONS_PATH}`]);
  });

  it('takes a 404 as a back-office without extensions, for good', async () => {
    const { rest, asked } = scripted(new BridgeError('HTTP', 'Ressource introuvable', 404));
    const extensions = createExtensions(rest);
    expect(await extensions.has('image-export')).toBe(false);
    expect(await extensions.has('referential-dry-run')).toBe(false);
    expect(asked).toHaveLength(1);
  });

  it('takes another refusal as none for now, and asks again next time', async () => {
    const { rest, asked } = scripted(new BridgeError('HTTP', 'Erreur du serveur', 500), { extensions: ['referential-dry-run'] });
    const extensions = createExtensions(rest);
    expect(await extensions.has('referential-dry-run')).toBe(false);
    expect(await extensions.has('referential-dry-run')).toBe(true);
    expect(asked).toHaveLength(2);
  });

  it('fails as the call fails when the back-office is out of reach, and asks again next time', async () => {
    const { rest, asked } = scripted(new BridgeError('OFFLINE', 'Le serveur est injoignable.'), { extensions: [] });
    const extensions = createExtensions(rest);
    await expect(extensions.has('image-export')).rejects.toMatchObject({ code: 'OFFLINE' });
    expect(await extensions.has('image-export')).toBe(false);
    expect(asked).toHaveLength(2);
  });
});
