import { z } from 'zod';

/** What a field should have held, in the words of the message that refuses it. */
const EXPECTED: Readonly<Record<string, string>> = {
  string: 'un texte attendu',
  number: 'un nombre attendu',
  boolean: 'un booléen (true ou false) attendu',
  array: 'une liste attendue',
  object: 'un objet attendu',
  record: 'un objet attendu',
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (path: string, field: string) => (path === '' ? field : `${path}.${field}`);
const where = (path: string) => (path === '' ? 'la réponse :' : `« ${path} » :`);
const fault = (path: string, schema: z.ZodType) => `${where(path)} ${EXPECTED[schema.def.type] ?? 'valeur inattendue'}`;

/**
 * Where an answer does not hold what its declaration (spec-entities.ts) types, said in French; null when it
 * does (issue 32). As lenient as the specs: a field the answer leaves out is not checked (the specs name an
 * entity's fields, not which each answer carries; core's readers complete the rest), nor a field outside the
 * declaration (an extension passes through), nor one declared by name only; null only where declared nullable.
 */
export function answerFault(schema: z.ZodType, value: unknown, path = ''): string | null {
  if (value === undefined || schema instanceof z.ZodUnknown) return null;
  if (schema instanceof z.ZodOptional) return answerFault(schema.unwrap() as z.ZodType, value, path);
  if (schema instanceof z.ZodNullable) return value === null ? null : answerFault(schema.unwrap() as z.ZodType, value, path);
  if (schema instanceof z.ZodUnion) {
    // None fits: said of the form the value has (a fault inside it), else of the first.
    const faults = (schema.options as z.ZodType[]).map((option) => answerFault(option, value, path));
    if (faults.includes(null)) return null;
    return faults.find((found) => !found?.startsWith(where(path))) ?? faults[0] ?? null;
  }
  if (schema instanceof z.ZodArray) {
    if (!Array.isArray(value)) return fault(path, schema);
    return firstFault(value.map((item, index) => () => answerFault(schema.element as z.ZodType, item, `${path}[${index}]`)));
  }
  if (schema instanceof z.ZodRecord || schema instanceof z.ZodObject) {
    if (!isObject(value)) return fault(path, schema);
    const entries =
      schema instanceof z.ZodRecord
        ? Object.entries(value).map(([key, item]) => () => answerFault(schema.valueType as z.ZodType, item, at(path, key)))
        : Object.entries(schema.shape as Record<string, z.ZodType>).map(([field, fieldSchema]) => () => answerFault(fieldSchema, value[field], at(path, field)));
    return firstFault(entries);
  }
  return schema.safeParse(value).success ? null : fault(path, schema);
}

/** The first fault of these checks, run in order until one finds it. */
function firstFault(checks: readonly (() => string | null)[]): string | null {
  for (const check of checks) {
    const found = check();
    if (found !== null) return found;
  }
  return null;
}
