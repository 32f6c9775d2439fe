import { z } from 'zod';
import { clientApiCallOf } from './client-api';
import { SPEC_ANSWERS } from './spec-entities';

/**
 * An answer as a strict back-office gives it (issue 32): of each object, the fields its declaration names
 * (spec-entities.ts), the rest dropped, down the whole answer. Values are not checked here: core checks the
 * declared types where it reads an answer (spec-check.ts).
 */
export function projectAnswer(schema: z.ZodType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return projectAnswer(schema.unwrap() as z.ZodType, value);
  if (schema instanceof z.ZodArray) return Array.isArray(value) ? value.map((item) => projectAnswer(schema.element as z.ZodType, item)) : value;
  if (schema instanceof z.ZodRecord) return isObject(value) ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, projectAnswer(schema.valueType as z.ZodType, item)])) : value;
  // A list or a map (an author's contacts): by the form the answer has.
  const form = schema instanceof z.ZodUnion ? (schema.options as z.ZodType[]).find((option) => (Array.isArray(value) ? option instanceof z.ZodArray : option instanceof z.ZodRecord)) : undefined;
  if (form) return projectAnswer(form, value);
  const shape = objectShape(schema);
  if (shape && isObject(value)) {
    const kept: Record<string, unknown> = {};
    for (const [field, fieldSchema] of Object.entries(shape)) {
      if (field in value) kept[field] = projectAnswer(fieldSchema, (value as Record<string, unknown>)[field]);
    }
    return kept;
  }
  return value;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields an object schema names; a union of objects names those of each (the image search's rows). */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodUnion) {
    const shapes = (schema.options as z.ZodType[]).map(objectShape);
    return shapes.every((shape) => shape !== null) ? Object.assign({}, ...shapes.toReversed()) : null;
  }
  return null;
}

/** What a route of the specs answers (SPEC_ANSWERS), or undefined when it is no call of the specs' table. */
export function specAnswerOf(method: string, route: string): z.ZodType | 'opaque' | 'file' | undefined {
  const call = clientApiCallOf(method, route);
  return call ? SPEC_ANSWERS[`${call.method} ${call.path}`] : undefined;
}
