import { z } from 'zod';
import { toIsoDay } from '../text/dates';

/** Pieces of the list search bodies (authors, images...), with French messages. */

const SORT_ORDERS = ['ASC', 'DESC'] as const;

/** Pages larger than this are refused (the articles list asks 100 at most). */
export const MAX_SEARCH_PAGE_SIZE = 100;

/** Absent and null alike: no filter. */
export function optional<Schema extends z.ZodType>(schema: Schema) {
  return schema.nullish().transform((v): z.output<Schema> | undefined => v ?? undefined);
}

export function sortSchema<const Attr extends readonly [string, ...string[]]>(attributes: Attr) {
  return optional(
    z.object({
      attr: z.enum(attributes, { error: `Tri : attribut ${attributes.join(', ')} attendu.` }),
      order: z.enum(SORT_ORDERS, { error: 'Tri : ordre ASC ou DESC attendu.' }),
    }),
  );
}

export function stringList(label: string, maxLength: number) {
  return optional(z.array(z.string().trim().min(1).max(maxLength), { error: `${label} : liste de textes attendue.` }).max(100, `${label} : 100 valeurs au plus.`));
}

const day = (label: string) =>
  optional(
    z.string({ error: `${label} : date attendue.` }).transform((value, ctx) => {
      if (value === '') return undefined;
      const iso = toIsoDay(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: `${label} : date invalide (aaaa-mm-jj attendu) : ${value.slice(0, 40)}.` });
        return z.NEVER;
      }
      return iso;
    }),
  );

/** {start, end} of ISO days (a date-time is read as its Paris day). */
export function dateRange(label: string) {
  return optional(z.object({ start: day(`${label}, début`), end: day(`${label}, fin`) }, { error: `${label} : {start, end} attendu.` }));
}
