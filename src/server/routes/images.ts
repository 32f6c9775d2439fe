import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AUTHOR_IMAGE_ROLES } from '../../shared/domain/author';
import {
  IMAGE_CHARACTERISTICS,
  IMAGE_COLLECTIONS,
  IMAGE_MANAGEMENT_ROLES,
  IMAGE_MIME_TYPES,
  IMAGE_SIZES,
  IMAGE_SORT_ATTRIBUTES,
  type Image,
  type ImageCollection,
  type ImageRow,
} from '../../shared/domain/image';
import type { Role } from '../../shared/domain/roles';
import type { SearchResult } from '../../shared/domain/search-result';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../shared/rules/list-query';
import { MAX_IMAGE_BYTES } from '../../shared/schemas';
import { authorVersion } from '../authors/store';
import { HttpError } from '../http/errors';
import { requireRoles } from '../http/guards';
import { attachment, currentUser } from '../http/request';
import { idParam, pageField, parseInput, sizeField } from '../http/validation';
import { UnreadableImage, processImage, sniffImageType, type ProcessedImage } from '../images/codec';
import { fileBytes, findImage, hasFavourite, imageFileInfo, insertImages, replaceImageFile, searchImages } from '../images/store';
import { MAX_SEARCH_PAGE_SIZE, dateRange, optional, sortSchema } from './search-schemas';
import type { ApiContext } from './context';

/** Room for a 10,000,000-byte file as base64 in JSON; larger bodies get fastify's own 413. */
const UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const bytesFormat = new Intl.NumberFormat('fr-FR');

/** Who may upload, replace (and later edit) images of a collection. */
const COLLECTION_ROLES: Record<ImageCollection, readonly Role[]> = {
  AUTHOR: AUTHOR_IMAGE_ROLES,
  ILLUSTRATION: IMAGE_MANAGEMENT_ROLES,
  ADVERTISEMENT: ['ADMIN', 'ADMIN_ADS'],
};

const collectionParam = z.object({
  collection: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(IMAGE_COLLECTIONS, { error: 'Collection AUTHOR, ILLUSTRATION ou ADVERTISEMENT attendue.' })),
});
const collectionAndId = collectionParam.extend(idParam.shape);

const uploadBody = z.object({
  data: z.string({ error: 'data : image attendue en URL de données (data:image/png;base64,...).' }).min(1, 'data : image vide.'),
  name: optional(z.string().trim().max(400, 'Nom : 400 caractères au plus.')),
  authorId: optional(z.number({ error: 'authorId : identifiant d’auteur attendu.' }).int().positive()),
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
});

/** The bytes of a data URL (or of bare base64), checked as spec 1 §5 says: 10,000,000 bytes, JPEG or PNG by content. */
function readUpload(data: string, name: string): ProcessedImage {
  const comma = data.startsWith('data:') ? data.indexOf(',') : -1;
  if (data.startsWith('data:') && (comma < 0 || !data.slice(0, comma).endsWith(';base64'))) {
    throw new HttpError(400, `Image illisible (file-unreadable) : « ${name} » n’est pas une URL de données en base64.`);
  }
  const bytes = Buffer.from(comma >= 0 ? data.slice(comma + 1) : data, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new HttpError(
      413,
      `Fichier trop volumineux (file-too-large) : « ${name} » pèse ${bytesFormat.format(bytes.length)} octets, ${bytesFormat.format(MAX_IMAGE_BYTES)} au plus.`,
    );
  }
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(400, `Type de fichier refusé (file-invalid-type) : « ${name} » n’est ni une image JPEG ni une image PNG.`);
  try {
    return processImage(bytes, type);
  } catch (error) {
    if (error instanceof UnreadableImage) throw new HttpError(400, `Image illisible (file-unreadable) : « ${name} » (${error.message}).`);
    throw error;
  }
}

/** The download's file name: the image's name, with the extension of its type. */
function downloadName(image: { name: string; mimeType: 'JPG' | 'PNG' }): string {
  const base =
    Array.from(image.name, (c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? '_' : c))
      .join('')
      .trim() || 'image';
  const extensions = image.mimeType === 'PNG' ? ['.png'] : ['.jpg', '.jpeg'];
  return extensions.some((e) => base.toLowerCase().endsWith(e)) ? base : `${base}${extensions[0]}`;
}

function rolesOf(collection: ImageCollection) {
  const check = requireRoles(COLLECTION_ROLES[collection]);
  return (request: FastifyRequest, reply: FastifyReply) => check(request, reply);
}

/**
 * Images (spec 1 §7 Images): files at their sizes for any signed-in user, upload and replace by
 * collection roles, and the image search.
 */
export async function imageRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.get('/image/:id', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    const query = parseInput(imageQuery, request.query);
    const download = query.download !== undefined;
    const info = await imageFileInfo(db, id, download ? 'ORIGINAL' : (query.size ?? 'ORIGINAL'));
    if (!info) throw new HttpError(404, `Image introuvable : ${id}.`);
    const etag = `"${info.sha256}"`;
    reply.header('ETag', etag);
    // The URL names a version: while it is the current one, its bytes never change.
    reply.header('Cache-Control', query.version === info.version ? `private, max-age=${ONE_YEAR_SECONDS}, immutable` : 'private, no-cache');
    if (download) reply.header('Content-Disposition', attachment(downloadName(info)));
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
    const bytes = await fileBytes(db, info.sha256);
    if (!bytes) throw new HttpError(404, `Image introuvable : ${id}.`);
    return reply.type(info.contentType).send(bytes);
  });

  app.post('/image/search', async (request): Promise<SearchResult<ImageRow>> => searchImages(db, parseInput(searchBody, request.body ?? {})));

  app.post(
    '/image/:collection',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      preHandler: (request, reply) => rolesOf(parseInput(collectionParam, request.params).collection)(request, reply),
    },
    async (request, reply): Promise<Image> => {
      const { collection } = parseInput(collectionParam, request.params);
      if (collection === 'ADVERTISEMENT') throw new HttpError(501, 'Cette fonctionnalité n’est pas implémentée dans ce lot.');
      const body = parseInput(uploadBody, request.body);
      const authorId = body.authorId ?? null;
      if (collection === 'AUTHOR' && authorId === null) throw new HttpError(400, 'authorId : l’auteur de l’image est obligatoire.');
      if (collection !== 'AUTHOR' && authorId !== null) throw new HttpError(400, `authorId : une image de la collection ${collection} n’a pas d’auteur.`);
      if (authorId !== null && !(await authorVersion(db, authorId))) throw new HttpError(404, `Auteur introuvable : ${authorId}.`);
      const name = body.name || `image-${new Date().toISOString().slice(0, 10)}`;
      const file = readUpload(body.data, name);
      const user = currentUser(request).name;
      const now = new Date();
      const [id] = await db.transaction(async (tx) =>
        insertImages(tx, [
          {
            collection,
            authorId,
            name,
            enable: true,
            // The first image of an author becomes the favourite.
            fav: authorId !== null && !(await hasFavourite(tx, authorId)),
            color: file.color,
            framing: collection === 'AUTHOR' ? (file.width > file.height ? 'WIDE_PLAN' : 'PORTRAIT') : null,
            credits: '',
            sources: '',
            tags: collection === 'AUTHOR' ? ['Individu'] : [],
            quality: 'OK',
            comments: '',
            file,
            uploadDate: now,
            modificationDate: now,
            modificationUser: user,
          },
        ]),
      );
      reply.code(201);
      return (await findImage(db, id ?? 0)) as Image;
    },
  );

  /** Replacement keeps the image's metadata and name (the payload's name is the new file's, not the label). */
  app.put(
    '/image/:collection/:id',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      preHandler: (request, reply) => rolesOf(parseInput(collectionParam, request.params).collection)(request, reply),
    },
    async (request): Promise<Image> => {
      const { collection, id } = parseInput(collectionAndId, request.params);
      const image = await findImage(db, id);
      if (!image) throw new HttpError(404, `Image introuvable : ${id}.`);
      if (image.collection !== collection) throw new HttpError(400, `L’image ${id} appartient à la collection ${image.collection}, pas ${collection}.`);
      const body = parseInput(uploadBody, request.body);
      const file = readUpload(body.data, body.name || image.name);
      await db.transaction((tx) => replaceImageFile(tx, id, file, currentUser(request).name));
      return (await findImage(db, id)) as Image;
    },
  );
}
