/**
 * What every call's arguments must be before zod sees them, in both transports: plain JSON data. Electron's
 * structured clone carries more (Date, Map, typed arrays, NaN, bigint) and JSON carries keys that pollute
 * prototypes; zod would let a Date pass for an object of optional fields and recurses without limit on
 * z.json(). The walk is iterative and bounded, so no argument can exhaust the stack or hold the process.
 */

/** Deeper than any form, draft or export body of the contract. */
export const MAX_ARGUMENT_DEPTH = 32;
/**
 * Values (scalars, arrays, objects) walked at most; above the largest legitimate call: a layout-tool tree at
 * its bounds (20,000 levels of 5 values, 50,000 units of 7) is about 450,000.
 */
export const MAX_ARGUMENT_NODES = 500_000;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** NUL, and UTF-16 halves without their pair: never typed, and each breaks a path or an encoding. */
const LONE_SURROGATE = /\p{Cs}/u;
const hasForbiddenCharacter = (text: string): boolean => text.includes('\0') || LONE_SURROGATE.test(text);

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Null when the arguments are plain JSON data within the bounds; otherwise why not, in French. */
export function argumentProblem(args: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value: args, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (++nodes > MAX_ARGUMENT_NODES) return 'trop de valeurs';
    if (depth > MAX_ARGUMENT_DEPTH) return 'imbrication trop profonde';
    switch (typeof value) {
      case 'undefined':
      case 'boolean':
        continue;
      case 'number':
        if (!Number.isFinite(value)) return 'nombre non fini';
        continue;
      case 'string':
        if (hasForbiddenCharacter(value)) return 'caractère interdit dans un texte';
        continue;
      case 'object': {
        if (value === null) continue;
        if (Array.isArray(value)) {
          // Counted before anything is pushed: a list of millions is refused at once.
          if (nodes + stack.length + value.length > MAX_ARGUMENT_NODES) return 'trop de valeurs';
          for (const item of value as unknown[]) stack.push({ value: item, depth: depth + 1 });
          continue;
        }
        if (!isPlainObject(value)) return 'objet non JSON';
        const entries = Object.entries(value);
        if (nodes + stack.length + entries.length > MAX_ARGUMENT_NODES) return 'trop de valeurs';
        for (const [key, item] of entries) {
          if (FORBIDDEN_KEYS.has(key)) return `clé interdite « ${key} »`;
          if (hasForbiddenCharacter(key)) return 'caractère interdit dans une clé';
          stack.push({ value: item, depth: depth + 1 });
        }
        continue;
      }
      default:
        return 'valeur non JSON';
    }
  }
  return null;
}
