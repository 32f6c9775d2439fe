import { z } from 'zod';
import { HttpError } from './errors';

const french = z.locales.fr().localeError;

/** What a route receives, checked by its schema; refused with 400 and French messages (naming the field) otherwise. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown, what = 'Données invalides'): z.output<Schema> {
  const result = schema.safeParse(value, { error: french });
  if (result.success) return result.data;
  throw new HttpError(400, `${what} : ${describeIssues(result.error.issues)}`);
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const shown = issues.slice(0, 5).map((issue) => (issue.path.length > 0 ? `${issue.message} (${issue.path.join('.')})` : issue.message));
  const more = issues.length > shown.length ? ` ; et ${issues.length - shown.length} autre(s)` : '';
  return `${shown.join(' ; ')}${more}`;
}

/** A positive integer id of a path. */
export const idParam = z.object({ id: z.coerce.number({ error: 'Identifiant invalide.' }).int('Identifiant invalide.').positive('Identifiant invalide.') });

/** page and size of a list (spec 1 §9), from a body or a query string. */
export const pageField = z.coerce.number().int('Page : nombre entier attendu.').min(0, 'Page : 0 ou plus.');
export function sizeField(max: number) {
  return z.coerce.number().int('Taille de page : nombre entier attendu.').min(1, 'Taille de page : 1 ou plus.').max(max, `Taille de page : ${max} au plus.`);
}
