import { z } from 'zod';
import type { PublicationInput } from '../../shared/domain/publication';
import { publicationEditFormSchema, publicationFormSchema, type PublicationFormValues } from '../../shared/rules/publication-input';
import { parsePublicationNumber, publicationName } from '../../shared/rules/publication-number';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validation';

/**
 * POST and PUT /api/publication: the dialog's payload (spec 2 §3 Create form) checked by the dialog's own
 * rules (shared publication-input.ts, spec 2 §5): the built number is taken apart again and the form schema
 * decides. Then what only the database knows: the name is free (409), the cover article and image exist
 * and suit the periodical (412 with the reason, spec 2 §8).
 */

/** The publication dialog's body (spec 2 §5), before its dates and references are checked. */
export const publicationPayload = z.object({
  periodicalId: z.string().nullish(),
  year: z.union([z.number(), z.string()]).nullish(),
  number: z.string({ error: 'Numéro : texte attendu.' }).max(80, 'Numéro : 80 caractères au plus.').nullish(),
  editionType: z.string().nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  title: z.string().nullish(),
  articleId: z.number().nullish(),
  imageId: z.number().nullish(),
  text: z.string().nullish(),
});

export const NUMBER_MESSAGES = {
  invalid: (number: string) => `Numéro invalide : « ${number.slice(0, 30)} » (numéros séparés par des tirets, ou « hors-serie » suivi d’un suffixe facultatif).`,
  editionMismatch: (number: string) => `Le numéro « ${number.slice(0, 30)} » ne correspond pas au type d’édition choisi.`,
} as const;

/** The payload as the dialog's values, so that the shared schema checks it. */
function formValues(body: z.output<typeof publicationPayload>): PublicationFormValues {
  const number = body.number?.trim() ?? '';
  const parts = number === '' ? null : parsePublicationNumber(number);
  if (number !== '' && parts === null) throw new HttpError(400, `Données invalides : ${NUMBER_MESSAGES.invalid(number)}`);
  if (parts && body.editionType && parts.editionType !== body.editionType) throw new HttpError(400, `Données invalides : ${NUMBER_MESSAGES.editionMismatch(number)}`);
  const editionType = (body.editionType ?? parts?.editionType ?? null) as PublicationFormValues['editionType'];
  return {
    editionType,
    numbers: parts?.editionType === 'STANDARD' ? parts.numbers.map(String) : [],
    suffix: parts?.editionType === 'SPECIAL_EDITION' ? parts.suffix : null,
    periodicalId: body.periodicalId ?? null,
    year: body.year ?? null,
    startDate: body.startDate ?? null,
    endDate: body.endDate ?? null,
    title: body.title ?? null,
    articleId: body.articleId ?? null,
    imageId: body.imageId ?? null,
    text: body.text ?? null,
  };
}

/** `fixedPeriodicalId`: when editing, the periodical cannot change (spec 2 §5). */
export function parsePublicationInput(body: unknown, fixedPeriodicalId?: string): PublicationInput {
  const values = formValues(parseInput(publicationPayload, body ?? {}));
  return parseInput(fixedPeriodicalId === undefined ? publicationFormSchema : publicationEditFormSchema(fixedPeriodicalId), values);
}

/** 409 when another publication has this name (spec 2 §8 "a publication with that name exists"). */
export async function checkNameFree(db: Queryable, input: PublicationInput, exceptId?: number): Promise<void> {
  const [taken] = await db.query<{ id: number }>('SELECT id FROM publication WHERE periodical_id = $1 AND year = $2 AND number = $3 AND id IS DISTINCT FROM $4::int', [
    input.periodicalId,
    input.year,
    input.number,
    exceptId ?? null,
  ]);
  if (taken) throw nameTaken(input);
}

export function nameTaken(input: PublicationInput): HttpError {
  return new HttpError(409, `Une publication de ce nom existe déjà : ${publicationName(input)}.`);
}

/**
 * 400 for an unknown periodical; 412 for a cover article or image that does not suit (spec 2 §8). An image
 * disabled since it was chosen stays (`currentImageId`); a disabled one is not chosen anew.
 */
export async function checkReferences(db: Queryable, input: PublicationInput, currentImageId: number | null = null): Promise<void> {
  const [periodical] = await db.query('SELECT 1 FROM periodical WHERE id = $1', [input.periodicalId]);
  if (!periodical) throw new HttpError(400, `Revue inconnue : ${input.periodicalId}.`);
  if (input.articleId !== null) {
    const [article] = await db.query<{ periodical_id: string; type: string }>('SELECT periodical_id, type FROM article WHERE id = $1', [input.articleId]);
    if (!article) throw new HttpError(412, `Article de couverture introuvable : ${input.articleId}.`);
    if (article.periodical_id !== input.periodicalId) {
      throw new HttpError(412, `L’article de couverture ${input.articleId} appartient à la revue ${article.periodical_id}, pas à ${input.periodicalId}.`);
    }
  }
  if (input.imageId !== null) {
    const [image] = await db.query<{ collection: string; enable: boolean }>('SELECT collection, enable FROM image WHERE id = $1', [input.imageId]);
    if (image?.collection !== 'ILLUSTRATION') throw new HttpError(412, `Illustration de couverture introuvable : ${input.imageId}.`);
    if (!image.enable && input.imageId !== currentImageId) throw new HttpError(412, `L’illustration de couverture ${input.imageId} est désactivée.`);
  }
}
