import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AD_SORT_ATTRIBUTES,
  UNKNOWN_AD_SIZE,
  type Advertisement,
  type AdvertisementRow,
  type AdvertisementStatusManyResult,
} from '../../shared/domain/advertisement';
import { IMAGE_COLORS, IMAGE_MIME_TYPES, type ImageColor, type ImagesDeleteResult, type PublicationRef } from '../../shared/domain/image';
import type { SearchResult } from '../../shared/domain/search-result';
import { incompatibilityMessage, incompatiblePeriodicals } from '../../shared/rules/ad-compatibility';
import { advertisementFormSchema, advertisementInputSchema } from '../../shared/rules/ad-input';
import { adSizeOf } from '../../shared/rules/ad-sizes';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../shared/rules/list-query';
import { COLLECTION_ABILITIES } from '../../shared/rules/media-rights';
import { adPeriodicalConfigs, adSizes, unknownPeriodicals } from '../advertisements/nomenclature';
import { findAdvertisement, insertAdvertisement, lockedAds, searchAdvertisements, updateAdFields } from '../advertisements/store';
import type { Db, Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { currentUser } from '../http/request';
import { idParam, pageField, parseInput, sizeField } from '../http/validation';
import { staleVersion } from '../http/versions';
import { createImage } from '../images/create';
import { deleteImages, imageOwners, setImagesEnabled, updateImageMetadata, type ImageOwner } from '../images/store';
import { readUpload } from '../images/upload';
import type { ApiContext } from './context';
import { UPLOAD_BODY_LIMIT, checkCollection, idsBody, statusInput, uploadFields } from './media-inputs';
import { MAX_SEARCH_PAGE_SIZE, dateRange, optional, sortSchema, stringList } from './search-schemas';
import { needs, withBody } from '../http/abilities';

/** The ad list's search (spec 1 §7), also reached by POST /api/image/search with collectionFilter ADVERTISEMENT. */
export const adSearchBody = z.object({
  query: optional(z.string().max(400, 'Recherche : 400 caractères au plus.')),
  page: pageField.default(DEFAULT_PAGE),
  size: sizeField(MAX_SEARCH_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: sortSchema(AD_SORT_ATTRIBUTES),
  collectionFilter: optional(z.array(z.literal('ADVERTISEMENT', { error: 'Collection ADVERTISEMENT attendue.' })).max(1)),
  enableFilter: optional(z.boolean({ error: 'État : vrai ou faux attendu.' })),
  periodicalFilter: stringList('Revues', 20),
  publicationPeriodicalFilter: stringList('Revues des publications', 20),
  priorityFilter: optional(z.boolean({ error: 'Priorité : vrai ou faux attendu.' })),
  formatFilter: stringList('Tailles', 40),
  colorFilter: optional(z.array(z.enum(IMAGE_COLORS, { error: 'Couleur COLOR, N_AND_ONE_COLOR ou BLACK_AND_WHITE attendue.' })).max(3)),
  mimeTypeFilter: optional(z.array(z.enum(IMAGE_MIME_TYPES, { error: 'Type de fichier JPG ou PNG attendu.' })).max(2)),
  modificationDateFilter: dateRange('Dates de modification'),
  endDateFilter: dateRange('Dates limites'),
});

/** The form, the file, and the file's name (for messages). */
const createBody = advertisementFormSchema.extend({
  data: uploadFields.data,
  fileName: optional(z.string().trim().max(400, 'Nom du fichier : 400 caractères au plus.')),
});
const statusManyBody = idsBody.extend({
  disabled: z.boolean({ error: 'disabled : vrai ou faux attendu.' }),
});

const notFound = (id: number) => new HttpError(404, `Publicité introuvable : ${id}.`);

async function adOr404(db: Queryable, id: number): Promise<Advertisement> {
  const ad = await findAdvertisement(db, id);
  if (!ad) throw notFound(id);
  return ad;
}

async function ownerOr404(tx: Queryable, id: number): Promise<ImageOwner> {
  const owner = (await imageOwners(tx, [id])).get(id);
  if (owner?.collection !== 'ADVERTISEMENT') throw notFound(id);
  return owner;
}

/** Spec 1 §4: an ad shown by a publication publishing or published is neither disabled nor deleted (409). */
async function refuseLocked(tx: Queryable, ids: readonly number[]): Promise<void> {
  const locked = await lockedAds(tx, ids);
  if (locked.size === 0) return;
  const list = [...locked].map(([id, publications]: [number, PublicationRef[]]) => `${id} (${publications.map((p) => p.publicationName).join(', ')})`);
  const many = locked.size > 1;
  throw new HttpError(
    409,
    `${many ? 'Ces publicités paraissent' : 'Cette publicité paraît'} dans une publication en cours de publication ou publiée : ${list.join(' ; ')}. ${many ? 'Elles ne peuvent être' : 'Elle ne peut être'} ni désactivée${many ? 's' : ''} ni supprimée${many ? 's' : ''}.`,
  );
}

/** The form's periodicals must exist and take the ad's size and colour (spec 1 §5). */
async function checkPeriodicals(tx: Queryable, periodicals: readonly string[], look: { format: string | null; color: ImageColor }): Promise<void> {
  const unknown = await unknownPeriodicals(tx, periodicals);
  if (unknown.length) throw new HttpError(400, `Revue(s) inconnue(s) : ${unknown.join(', ')}.`);
  const incompatible = incompatiblePeriodicals(look, periodicals, await adPeriodicalConfigs(tx));
  if (incompatible.length) throw new HttpError(400, incompatibilityMessage(incompatible));
}

async function sizeKeyOf(tx: Queryable, id: number): Promise<string | null> {
  const [row] = await tx.query<{ size_key: string | null }>('SELECT size_key FROM advertisement WHERE image_id = $1', [id]);
  return row?.size_key ?? null;
}

async function setStatus(db: Db, ids: readonly number[], disabled: boolean, user: string, version?: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const owners = await imageOwners(tx, ids);
    checkCollection(owners, ids, 'ADVERTISEMENT', 'Publicité(s)');
    const single = ids.length === 1 ? owners.get(ids[0] ?? 0) : undefined;
    if (version !== undefined && single && single.version !== version) throw staleVersion('Cette publicité', true, version, single);
    if (disabled) await refuseLocked(tx, ids.filter((id) => owners.get(id)?.enable));
    return setImagesEnabled(tx, ids, !disabled, user);
  });
}

async function deleteAds(db: Db, ids: readonly number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    checkCollection(await imageOwners(tx, ids), ids, 'ADVERTISEMENT', 'Publicité(s)');
    await refuseLocked(tx, ids);
    return deleteImages(tx, ids);
  });
}

/**
 * The ad list's search with its filters: spec 1 §7's POST /api/image/search with collectionFilter
 * ADVERTISEMENT (see imageRoutes), and this server's POST /api/advertisement/search.
 */
export async function searchAds(db: Queryable, rawBody: unknown): Promise<SearchResult<AdvertisementRow>> {
  const body = parseInput(adSearchBody, rawBody ?? {});
  const unknownFormats = (body.formatFilter ?? []).filter((f) => f !== UNKNOWN_AD_SIZE);
  if (unknownFormats.length) {
    const known = new Set((await adSizes(db)).map((s) => s.key));
    const wrong = unknownFormats.filter((f) => !known.has(f));
    if (wrong.length) throw new HttpError(400, `Tailles inconnues : ${wrong.join(', ')}.`);
  }
  return searchAdvertisements(db, body);
}

/**
 * Advertisements (spec 1 §7 Advertisements): search and read by any signed-in user; create, edit, enable,
 * disable and delete by ADMIN and ADMIN_ADS (spec 1 §6).
 */
export async function advertisementRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const adManagers = needs(COLLECTION_ABILITIES.ADVERTISEMENT);

  app.post('/advertisement/search', needs('signedIn'), async (request): Promise<SearchResult<AdvertisementRow>> => searchAds(db, request.body));

  app.get('/advertisement/:id', needs('signedIn'), async (request): Promise<Advertisement> => adOr404(db, parseInput(idParam, request.params).id));

  /** An ad with its file, in one request (the create form); its size is read from the file. */
  app.post('/advertisement', { ...withBody(adManagers, createBody), bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply): Promise<Advertisement> => {
    const { data, fileName, ...form } = parseInput(createBody, request.body);
    const upload = await readUpload(data, fileName || form.name);
    const sizeKey = adSizeOf(upload.file, await adSizes(db));
    const user = currentUser(request).name;
    const now = new Date();
    const id = await db.transaction(async (tx) => {
      await checkPeriodicals(tx, form.periodicals, { format: sizeKey, color: form.color });
      const created = await createImage(tx, upload, {
        collection: 'ADVERTISEMENT',
        authorId: null,
        name: form.name,
        enable: form.enable ?? true,
        fav: false,
        color: form.color,
        framing: null,
        credits: '',
        sources: '',
        tags: [],
        quality: 'OK',
        comments: form.comments ?? '',
        uploadDate: now,
        modificationDate: now,
        modificationUser: user,
      });
      await insertAdvertisement(tx, created, { sizeKey, deadline: form.deadline, priority: form.priority, periodicals: form.periodicals });
      return created;
    });
    reply.code(201);
    return adOr404(db, id);
  });

  app.put('/advertisement/:id', withBody(adManagers, advertisementInputSchema), async (request): Promise<Advertisement> => {
    const { id } = parseInput(idParam, request.params);
    const input = parseInput(advertisementInputSchema, request.body);
    await db.transaction(async (tx) => {
      const owner = await ownerOr404(tx, id);
      if (input.version !== owner.version) throw staleVersion('Cette publicité', true, input.version, owner);
      await checkPeriodicals(tx, input.periodicals, { format: await sizeKeyOf(tx, id), color: input.color });
      if (input.enable === false && owner.enable) await refuseLocked(tx, [id]);
      const saved = await updateImageMetadata(
        tx,
        id,
        input.version,
        { name: input.name, color: input.color, comments: input.comments, enable: input.enable },
        currentUser(request).name,
      );
      if (!saved) throw staleVersion('Cette publicité', true, input.version, await ownerOr404(tx, id));
      await updateAdFields(tx, id, { deadline: input.deadline, priority: input.priority, periodicals: input.periodicals });
    });
    return adOr404(db, id);
  });

  app.put('/advertisement/status/many', withBody(adManagers, statusManyBody), async (request): Promise<AdvertisementStatusManyResult> => {
    const { ids, disabled } = parseInput(statusManyBody, request.body);
    return { updated: await setStatus(db, ids, disabled, currentUser(request).name) };
  });

  app.put('/advertisement/:id/status', adManagers, async (request): Promise<Advertisement> => {
    const { id } = parseInput(idParam, request.params);
    const { disabled, version } = statusInput(request);
    await ownerOr404(db, id);
    await setStatus(db, [id], disabled, currentUser(request).name, version);
    return adOr404(db, id);
  });

  app.delete('/advertisement/:id', adManagers, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await ownerOr404(db, id);
    await deleteAds(db, [id]);
    return reply.code(204).send();
  });

  app.post('/advertisement/delete', withBody(adManagers, idsBody), async (request): Promise<ImagesDeleteResult> => {
    const { ids } = parseInput(idsBody, request.body);
    return { deleted: await deleteAds(db, ids) };
  });
}
