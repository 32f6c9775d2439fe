import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMAGE_COLLECTIONS, type ImageCollection } from '../../shared/domain/image';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validation';
import { optional } from './search-schemas';

/** Bodies and parameters shared by the image, illustration and advertisement routes. */

/** Room for a 10,000,000-byte file as base64 in JSON; larger bodies get fastify's own 413. */
export const UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;
/** Ids of a bulk action. */
export const MAX_BULK_IDS = 200;

export const collectionParam = z.object({
  collection: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(IMAGE_COLLECTIONS, { error: 'Collection AUTHOR, ILLUSTRATION ou ADVERTISEMENT attendue.' })),
});

/** A file: `data` a data URL or bare base64, `name` the file's name (the label of a new image). */
export const uploadFields = {
  data: z.string({ error: 'data : image attendue en URL de données (data:image/png;base64,...).' }).min(1, 'data : image vide.'),
  name: optional(z.string().trim().max(400, 'Nom : 400 caractères au plus.')),
};

export const idsBody = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'ids : liste d’identifiants attendue.' })
    .min(1, 'ids : au moins un identifiant.')
    .max(MAX_BULK_IDS, `ids : ${MAX_BULK_IDS} au plus.`)
    .transform((ids) => [...new Set(ids)]),
});

const disabledFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: 'disabled : vrai ou faux attendu.' });
const statusBody = z.object({ disabled: disabledFlag, version: optional(z.number().int().nonnegative()) });

/** PUT .../status: `{disabled, version?}` in the body, or `?disabled=` in the query. */
export function statusInput(request: FastifyRequest): { disabled: boolean; version: number | undefined } {
  const body = request.body;
  const fromBody = typeof body === 'object' && body !== null && 'disabled' in body;
  const input = parseInput(statusBody, fromBody ? body : request.query);
  return { disabled: input.disabled, version: input.version };
}

/** The images of `ids` must all exist (404) and be of the collection (400). */
export function checkCollection<Owner extends { collection: ImageCollection }>(
  owners: ReadonlyMap<number, Owner>,
  ids: readonly number[],
  collection: ImageCollection,
  what: string,
): void {
  const missing = ids.filter((id) => !owners.has(id));
  if (missing.length) throw new HttpError(404, `${what} introuvable${missing.length > 1 ? 's' : ''} : ${missing.join(', ')}.`);
  const others = ids.filter((id) => owners.get(id)?.collection !== collection);
  if (others.length) throw new HttpError(400, `Image(s) hors de la collection ${collection} : ${others.join(', ')}.`);
}
