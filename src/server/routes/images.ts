import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IMAGE_CHARACTERISTICS,
  IMAGE_COLLECTIONS,
  IMAGE_FORMATS,
  IMAGE_MIME_TYPES,
  IMAGE_SIZES,
  IMAGE_SORT_ATTRIBUTES,
  type Image,
  type ImageExportFile,
  type ImageMimeType,
  type ImageRow,
} from '../../shared/domain/image';
import type { AdvertisementRow } from '../../shared/domain/advertisement';
import type { SearchResult } from '../../shared/domain/search-result';
import { adSizeOf } from '../../shared/rules/ad-sizes';
import { imageDownloadPath, imageExportRefusal } from '../../shared/rules/image-export';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../shared/rules/list-query';
import { COLLECTION_ABILITIES } from '../../shared/rules/media-rights';
import { adSizes } from '../advertisements/nomenclature';
import { insertAdvertisement, setAdSize } from '../advertisements/store';
import { authorVersion } from '../authors/store';
import { HttpError } from '../http/errors';
import { attachment, currentUser } from '../http/request';
import { idParam, pageField, parseInput, sizeField } from '../http/validation';
import { staleVersion } from '../http/versions';
import { createImage, replaceFile, uploadedRecord } from '../images/create';
import { fileBytes } from '../images/files';
import { searchImages } from '../images/query';
import { boxOf, renditionOf } from '../images/renditions';
import { findImage, hasFavourite, imageOwners, imageSource } from '../images/store';
import { readUpload } from '../images/upload';
import { adSearchBody, searchAds } from './advertisements';
import type { ApiContext } from './context';
import { UPLOAD_BODY_LIMIT, collectionParam, uploadFields } from './media-inputs';
import { MAX_SEARCH_PAGE_SIZE, dateRange, optional, sortSchema, stringList } from './search-schemas';
import { needs, needsOneOf } from '../http/abilities';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

const collectionAndId = collectionParam.extend(idParam.shape);

const uploadBody = z.object({
  ...uploadFields,
  authorId: optional(z.number({ error: 'authorId : identifiant d’auteur attendu.' }).int().positive()),
  /** Replace: the version read, when the client has one (409 when stale). */
  version: optional(z.number().int().nonnegative()),
});

const imageQuery = z.object({
  version: z.coerce.number().int().nonnegative().optional().catch(undefined),
  size: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(IMAGE_SIZES, { error: 'Taille THUMBNAIL ou MEDIUM attendue.' }))
    .optional(),
  download: z.string().optional(),
});

const searchBody = z.object({
  query: optional(z.string().max(400, 'Recherche : 400 caractères au plus.')),
  page: pageField.default(DEFAULT_PAGE),
  size: sizeField(MAX_SEARCH_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: sortSchema(IMAGE_SORT_ATTRIBUTES),
  collectionFilter: optional(z.array(z.enum(IMAGE_COLLECTIONS, { error: 'Collection AUTHOR, ILLUSTRATION ou ADVERTISEMENT attendue.' })).max(3)),
  enableFilter: optional(z.boolean({ error: 'État : vrai ou faux attendu.' })),
  mimeTypeFilter: optional(z.array(z.enum(IMAGE_MIME_TYPES, { error: 'Type de fichier JPG ou PNG attendu.' })).max(2)),
  characteristicFilter: optional(z.array(z.enum(IMAGE_CHARACTERISTICS, { error: `Caractéristique ${IMAGE_CHARACTERISTICS.join(', ')} attendue.` })).max(8)),
  modificationDateFilter: dateRange('Dates de modification'),
  authorIdFilter: optional(z.array(z.number().int().positive()).max(100)),
  publicationPeriodicalFilter: stringList('Revues', 20),
  periodicalFilter: stringList('Revue', 20),
  priorityFilter: optional(z.boolean({ error: 'Priorité : vrai ou faux attendu.' })),
  formatFilter: optional(z.array(z.enum(IMAGE_FORMATS, { error: 'Format LARGE ou THUMBNAIL attendu.' })).max(2)),
  imageFilter: optional(z.array(z.number({ error: 'Image : identifiant attendu.' }).int().positive('Image : identifiant attendu.')).max(100)),
  endDateFilter: dateRange('Dates de fin'),
});

const exportBody = z
  .array(
    z.object({
      id: z.number({ error: 'id : identifiant d’image attendu.' }).int().positive(),
      collection: z.enum(IMAGE_COLLECTIONS, { error: 'Collection AUTHOR, ILLUSTRATION ou ADVERTISEMENT attendue.' }),
    }),
    { error: 'Export : liste de {id, collection} attendue.' },
  )
  .min(1, 'Export : au moins une image.');

/** The download's file name: the image's name, with the extension of its type. */
function downloadName(image: { name: string; mimeType: ImageMimeType }): string {
  const base =
    Array.from(image.name, (c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? '_' : c))
      .join('')
      .trim() || 'image';
  const extensions = image.mimeType === 'PNG' ? ['.png'] : ['.jpg', '.jpeg'];
  return extensions.some((e) => base.toLowerCase().endsWith(e)) ? base : `${base}${extensions[0]}`;
}

/** The ad list's search (spec 1 §2, §7): ADVERTISEMENT alone, with the ad filters, answers ad rows. */
function isAdSearch(body: unknown): boolean {
  const filter = body && typeof body === 'object' ? (body as { collectionFilter?: unknown }).collectionFilter : undefined;
  return Array.isArray(filter) && filter.length === 1 && filter[0] === 'ADVERTISEMENT';
}

/** Uploads take the ability of the collection named in the path (spec 1 §6). */
const COLLECTION_MANAGERS = needsOneOf(
  IMAGE_COLLECTIONS.map((collection) => COLLECTION_ABILITIES[collection]),
  (request: FastifyRequest) => COLLECTION_ABILITIES[parseInput(collectionParam, request.params).collection],
  { body: uploadBody },
);

/**
 * Images (spec 1 §7 Images): files at their sizes and the image search for any signed-in user, upload and
 * replacement by the roles of the collection, export of chosen images.
 */
export async function imageRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.get('/image/:id', needs('signedIn'), async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    const query = parseInput(imageQuery, request.query);
    const download = query.download !== undefined;
    const source = await imageSource(db, id);
    if (!source) throw new HttpError(404, `Image introuvable : ${id}.`);
    const size = download ? undefined : query.size;
    const file = size ? await renditionOf(db, source, boxOf(size)) : source;
    if (!file) throw new HttpError(404, `Image introuvable : ${id}.`);
    const etag = `"${file.sha256}"`;
    reply.header('ETag', etag);
    // The URL names a version: while it is the current one, its bytes never change.
    reply.header('Cache-Control', query.version === source.version ? `private, max-age=${ONE_YEAR_SECONDS}, immutable` : 'private, no-cache');
    if (download) reply.header('Content-Disposition', attachment(downloadName(source)));
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
    const bytes = await fileBytes(db, file.sha256);
    if (!bytes) throw new HttpError(404, `Image introuvable : ${id}.`);
    return reply.type(file.contentType).send(bytes);
  });

  app.post('/image/search', needs('signedIn', { body: z.union([searchBody, adSearchBody]) }), async (request): Promise<SearchResult<ImageRow | AdvertisementRow>> =>
    isAdSearch(request.body) ? searchAds(db, request.body) : searchImages(db, parseInput(searchBody, request.body ?? {})),
  );

  /**
   * The export of chosen images (spec 1 §2): 20 at most ('limit download size'), each checked; the answer
   * lists the downloads for the client's download queue, in the order asked.
   */
  app.post('/image/export', needs('signedIn', { body: exportBody }), async (request): Promise<ImageExportFile[]> => {
    const items = parseInput(exportBody, request.body);
    const refusal = imageExportRefusal(items.length);
    if (refusal) throw new HttpError(400, refusal);
    const owners = await imageOwners(db, [...new Set(items.map((i) => i.id))]);
    const missing = items.filter((i) => !owners.has(i.id)).map((i) => i.id);
    if (missing.length) throw new HttpError(404, `Image(s) introuvable(s) : ${missing.join(', ')}.`);
    const mismatched = items.filter((i) => owners.get(i.id)?.collection !== i.collection);
    if (mismatched.length) throw new HttpError(400, `Collection inexacte pour : ${mismatched.map((i) => `${i.id} (${owners.get(i.id)?.collection})`).join(', ')}.`);
    return items.map(({ id, collection }) => {
      const owner = owners.get(id) as NonNullable<ReturnType<typeof owners.get>>;
      const contentType = owner.mimeType === 'PNG' ? 'image/png' : 'image/jpeg';
      return { id, collection, name: owner.name, fileName: downloadName(owner), path: imageDownloadPath(id), contentType, weight: owner.weight };
    });
  });

  /** A new image from a file. An ADVERTISEMENT becomes an ad of the file's size, to complete by PUT /api/advertisement/{id}. */
  app.post('/image/:collection', { ...COLLECTION_MANAGERS, bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply): Promise<Image> => {
    const { collection } = parseInput(collectionParam, request.params);
    const body = parseInput(uploadBody, request.body);
    const authorId = body.authorId ?? null;
    if (collection === 'AUTHOR' && authorId === null) throw new HttpError(400, 'authorId : l’auteur de l’image est obligatoire.');
    if (collection !== 'AUTHOR' && authorId !== null) throw new HttpError(400, `authorId : une image de la collection ${collection} n’a pas d’auteur.`);
    if (authorId !== null && !(await authorVersion(db, authorId))) throw new HttpError(404, `Auteur introuvable : ${authorId}.`);
    const name = body.name || `image-${new Date().toISOString().slice(0, 10)}`;
    const upload = await readUpload(body.data, name);
    const sizes = collection === 'ADVERTISEMENT' ? await adSizes(db) : [];
    const user = currentUser(request).name;
    const id = await db.transaction(async (tx) => {
      // The first image of an author becomes the favourite.
      const fav = authorId !== null && !(await hasFavourite(tx, authorId));
      const created = await createImage(tx, upload, uploadedRecord(upload, { collection, authorId, name, fav, user }));
      if (collection === 'ADVERTISEMENT') {
        await insertAdvertisement(tx, created, { sizeKey: adSizeOf(upload.file, sizes), deadline: null, priority: false, periodicals: [] });
      }
      return created;
    });
    reply.code(201);
    return (await findImage(db, id)) as Image;
  });

  /** Replacement keeps the image's metadata and name (the payload's name is the new file's, not the label); an ad's size is read again. */
  app.put('/image/:collection/:id', { ...COLLECTION_MANAGERS, bodyLimit: UPLOAD_BODY_LIMIT }, async (request): Promise<Image> => {
    const { collection, id } = parseInput(collectionAndId, request.params);
    const owner = (await imageOwners(db, [id])).get(id);
    if (!owner) throw new HttpError(404, `Image introuvable : ${id}.`);
    if (owner.collection !== collection) throw new HttpError(400, `L’image ${id} appartient à la collection ${owner.collection}, pas ${collection}.`);
    const body = parseInput(uploadBody, request.body);
    if (body.version !== undefined && body.version !== owner.version) throw staleVersion('Cette image', true, body.version, owner);
    const upload = await readUpload(body.data, body.name || owner.name);
    const sizes = collection === 'ADVERTISEMENT' ? await adSizes(db) : [];
    await db.transaction(async (tx) => {
      const current = (await imageOwners(tx, [id])).get(id);
      if (!current) throw new HttpError(404, `Image introuvable : ${id}.`);
      if (body.version !== undefined && body.version !== current.version) throw staleVersion('Cette image', true, body.version, current);
      await replaceFile(tx, id, upload, currentUser(request).name);
      if (collection === 'ADVERTISEMENT') await setAdSize(tx, id, adSizeOf(upload.file, sizes));
    });
    return (await findImage(db, id)) as Image;
  });
}
