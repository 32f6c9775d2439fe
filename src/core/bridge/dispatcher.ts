import { isMethodName, methods, type MethodName, type MethodResult, type ParsedArgs } from '../../shared/contract';
import { BridgeError, type BridgeResult } from '../../shared/errors';
import type { LoggerPort } from '../ports';

export type Handlers = {
  [M in MethodName]: (...args: ParsedArgs<M>) => Promise<MethodResult<M>> | MethodResult<M>;
};

export type Dispatch = (name: string, args: unknown) => Promise<BridgeResult<unknown>>;

/**
 * The single entry of both transports: the method must be in the contract and its arguments must pass
 * its zod schema before any handler runs. Every failure comes back as data, never as a thrown error.
 */
export function createDispatcher(handlers: Handlers, logger: LoggerPort): Dispatch {
  return async (name, args) => {
    if (!isMethodName(name)) return { ok: false, error: { code: 'UNKNOWN_METHOD', message: `Méthode inconnue : ${name}` } };
    const parsed = methods[name].args.safeParse(args);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'arguments'} : ${i.message}`).join(' ; ');
      return { ok: false, error: { code: 'INVALID_ARGUMENT', message: `Arguments invalides pour ${name} — ${detail}` } };
    }
    try {
      const handler = handlers[name] as (...a: unknown[]) => unknown;
      const value = await handler(...(parsed.data as unknown[]));
      return { ok: true, value };
    } catch (error) {
      if (error instanceof BridgeError) return { ok: false, error: error.toData() };
      logger.error(`bridge method ${name} failed`, error);
      return { ok: false, error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue.' } };
    }
  };
}
