import { isMethodName, methods, type AppConfig, type MethodName, type MethodResult, type ParsedArgs } from '../../shared/contract';
import { BridgeError, type BridgeResult } from '../../shared/errors';
import type { LoggerPort } from '../ports';
import { argumentProblem } from './argument-guard';
import { assertAllowedForHost } from './host-policy';

export type Handlers = {
  [M in MethodName]: (...args: ParsedArgs<M>) => Promise<MethodResult<M>> | MethodResult<M>;
};

export type Dispatch = (name: string, args: unknown) => Promise<BridgeResult<unknown>>;

export interface DispatcherOptions {
  /**
   * The host core runs for. Only 'electron' may pass file paths; without a host (unit tests of handlers)
   * paths are refused too.
   */
  host?: AppConfig['host'];
}

/** Method names are shown back in messages: cut, and only printable. */
function shownName(name: string): string {
  return name.slice(0, 100).replace(/[^\x20-\x7e]/g, '?');
}

function invalid(name: MethodName, detail: string): BridgeResult<unknown> {
  return { ok: false, error: { code: 'INVALID_ARGUMENT', message: `Arguments invalides pour ${name} — ${detail}` } };
}

/** The parsed arguments, or why they are refused (in French). */
function parseArgs(name: MethodName, args: unknown, logger: LoggerPort): { ok: true; args: unknown[] } | { ok: false; detail: string } {
  try {
    const problem = argumentProblem(args);
    if (problem) return { ok: false, detail: problem };
    const parsed = methods[name].args.safeParse(args);
    if (parsed.success) return { ok: true, args: parsed.data as unknown[] };
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'arguments'} : ${i.message}`).join(' ; ');
    return { ok: false, detail: detail.slice(0, 1000) };
  } catch (error) {
    // A check that throws (a refinement meeting a hostile value, a getter of a same-process caller)
    // refuses the call; it never escapes.
    logger.warn(`bridge method ${name}: argument check threw`, error instanceof Error ? error.message : error);
    return { ok: false, detail: 'arguments illisibles' };
  }
}

/**
 * The single entry of both transports: the method must be in the contract, its arguments plain JSON data
 * within bounds (argument-guard) that pass its zod schema, and allowed for this host, before any handler
 * runs. Every failure comes back as data, never as a thrown error.
 */
export function createDispatcher(handlers: Handlers, logger: LoggerPort, options: DispatcherOptions = {}): Dispatch {
  return async (name, args) => {
    if (typeof name !== 'string' || !isMethodName(name)) {
      return { ok: false, error: { code: 'UNKNOWN_METHOD', message: `Méthode inconnue : ${shownName(String(name))}` } };
    }
    const parsed = parseArgs(name, args, logger);
    if (!parsed.ok) return invalid(name, parsed.detail);
    try {
      assertAllowedForHost(name, parsed.args, options.host ?? 'web');
      const handler = handlers[name] as (...a: unknown[]) => unknown;
      const value = await handler(...parsed.args);
      return { ok: true, value };
    } catch (error) {
      if (error instanceof BridgeError) return { ok: false, error: error.toData() };
      logger.error(`bridge method ${name} failed`, error);
      return { ok: false, error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue.' } };
    }
  };
}
