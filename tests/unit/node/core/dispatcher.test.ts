import { describe, expect, it, vi } from 'vitest';
import { createDispatcher, type Handlers } from '../../../../src/core/bridge/dispatcher';
import { BridgeError } from '../../../../src/shared/errors';
import { SIGNED_OUT as SIGNED_OUT_STATE } from '../../../../src/shared/domain/session';

const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

/** Only the methods these tests call; the dispatcher never reaches the others. */
function handlers(overrides: Partial<Handlers> = {}): Handlers {
  const some: Partial<Handlers> = {
    'app.getConfig': () => ({ apiUrl: 'http://127.0.0.1:1', helpUrl: 'https://aide.example/', host: 'web', version: '0' }),
    'app.openExternal': vi.fn(),
    'auth.getState': () => SIGNED_OUT_STATE,
    'auth.login': () => SIGNED_OUT_STATE,
    'auth.cancelLogin': () => undefined,
    'auth.logout': () => undefined,
    'periodicals.list': () => [],
    ...overrides,
  };
  return some as Handlers;
}

describe('bridge dispatcher', () => {
  it('runs a contract method with valid arguments', async () => {
    const open = vi.fn();
    const dispatch = createDispatcher(handlers({ 'app.openExternal': open }), silent);
    expect(await dispatch('app.openExternal', ['https://aide.example/page'])).toEqual({ ok: true, value: undefined });
    expect(open).toHaveBeenCalledWith('https://aide.example/page');
  });

  it.each([
    ['a javascript: URL', ['javascript:alert(1)']],
    ['a file: URL', ['file:///etc/passwd']],
    ['not a string', [42]],
    ['a missing argument', []],
    ['an extra argument', ['https://aide.example/', 'more']],
    ['arguments that are not a list', { url: 'https://aide.example/' }],
  ])('refuses %s with a typed INVALID_ARGUMENT error and never calls the handler', async (_label, args) => {
    const open = vi.fn();
    const result = await createDispatcher(handlers({ 'app.openExternal': open }), silent)('app.openExternal', args);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('INVALID_ARGUMENT');
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses a method outside the contract', async () => {
    const result = await createDispatcher(handlers(), silent)('fs.readFile', ['/etc/passwd']);
    expect(result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_METHOD' } });
    expect(await createDispatcher(handlers(), silent)('__proto__', [])).toMatchObject({ ok: false, error: { code: 'UNKNOWN_METHOD' } });
  });

  it('keeps the status and message of a BridgeError', async () => {
    const dispatch = createDispatcher(
      handlers({ 'periodicals.list': () => Promise.reject(new BridgeError('HTTP', 'Accès refusé', 403)) }),
      silent,
    );
    expect(await dispatch('periodicals.list', [])).toEqual({ ok: false, error: { code: 'HTTP', message: 'Accès refusé', status: 403 } });
  });

  it('hides unexpected errors behind INTERNAL and logs them', async () => {
    const dispatch = createDispatcher(handlers({ 'periodicals.list': () => Promise.reject(new Error('boom')) }), silent);
    expect(await dispatch('periodicals.list', [])).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(silent.error).toHaveBeenCalled();
  });
});
