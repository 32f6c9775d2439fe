import type { z } from 'zod';

/**
 * How a contract entry is declared: `args` is the zod schema that main (and the web host) validate every
 * call against; `result` and `payload` are type markers only.
 */
export function method<Result>() {
  return <Args extends z.ZodTuple>(args: Args) => ({ args, result: undefined as unknown as Result });
}

export function event<Payload>() {
  return { payload: undefined as unknown as Payload };
}
