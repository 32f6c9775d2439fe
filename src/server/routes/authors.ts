import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AUTHOR_AUTOCOMPLETE_ATTRIBUTES,
  AUTHOR_AUTOCOMPLETE_SIZE,
  AUTHOR_SORT_ATTRIBUTES,
  type Author,
} from '../../shared/domain/author';
import type { AuthorImagesDeleteResult, Image } from '../../shared/domain/image';
import type { SearchResult } from '../../shared/domain/search-result';
import { authorRequestSchema, normaliseAuthorInput } from '../../shared/rules/author-input';
import { authorImageInputSchema } from '../../shared/rules/image-input';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../shared/rules/list-query';
import {
  authorVersion,
  autocomplete,
  type AuthorSearchRow,
  citationCount,
  deleteAuthor,
  findAuthor,
  insertAuthors,
  searchAuthors,
  setAuthorStatus,
  updateAuthor,
} from '../authors/store';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { currentUser, isUniqueViolation } from '../http/request';
import { idParam, pageField, parseInput, sizeField } from '../http/validation';
import { staleVersion } from '../http/versions';
import { deleteImages, findImage, imageOwners, setImagesEnabled, updateImageMetadata } from '../images/store';
import { MAX_SEARCH_PAGE_SIZE, dateRange, optional, sortSchema, stringList } from './search-schemas';
import type { ApiContext } from './context';
import { needs, withBody } from '../http/abilities';

const searchBody = z.object({
  query: optional(z.string().max(400, 'Recherche : 400 caractères au plus.')),
  page: pageField.default(DEFAULT_PAGE),
  size: sizeField(MAX_SEARCH_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: sortSchema(AUTHOR_SORT_ATTRIBUTES),
  publicationPeriodicalFilter: stringList('Revues', 20),
  publicationDateFilter: dateRange('Dates de publication'),
  cityFilter: stringList('Villes', 400),
  countryFilter: stringList('Pays', 400),
  withImageFilter: optional(z.boolean({ error: 'Avec image : vrai ou faux attendu.' })),
});

const autocompleteParams = z.object({
  attribute: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(AUTHOR_AUTOCOMPLETE_ATTRIBUTES, { error: 'Autocomplétion : attribut city ou country attendu.' })),
});
const autocompleteQuery = z.object({
  text: z.string().max(400).default(''),
  page: pageField.default(DEFAULT_PAGE),
  size: sizeField(MAX_SEARCH_PAGE_SIZE).default(AUTHOR_AUTOCOMPLETE_SIZE),
});

const statusQuery = z.object({
  enable: z.enum(['true', 'false'], { error: 'Paramètre enable=true ou enable=false attendu.' }).transform((v) => v === 'true'),
});

const imagesDeleteBody = z.object({
  ids: z.array(z.number().int().positive(), { error: 'ids : liste d’identifiants d’images attendue.' }).min(1, 'ids : au moins une image.').max(200),
  permanent: z.boolean().optional(),
});

async function authorOr404(db: Queryable, id: number): Promise<Author> {
  const author = await findAuthor(db, id);
  if (!author) throw new HttpError(404, `Auteur introuvable : ${id}.`);
  return author;
}

function knkConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, 'Cet identifiant KNK est déjà attribué à un autre auteur.');
  throw error;
}

/** The images of `ids`, which must all exist and belong to the author collection. */
async function authorImagesOr4xx(db: Queryable, ids: readonly number[]) {
  const owners = await imageOwners(db, ids);
  const missing = ids.filter((id) => !owners.has(id));
  if (missing.length) throw new HttpError(404, `Image(s) introuvable(s) : ${missing.join(', ')}.`);
  const others = ids.filter((id) => owners.get(id)?.collection !== 'AUTHOR');
  if (others.length) throw new HttpError(400, `Image(s) hors de la collection des auteurs : ${others.join(', ')}.`);
  return owners;
}

/**
 * Authors (spec 1 §7 Authors): search, autocomplete, read for any signed-in user; create, update,
 * enable/disable, delete for ADMIN and ADMIN_AUTHORS; the author's gallery for AUTHOR_IMAGE_ROLES.
 */
export async function authorRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const authorManagers = needs('author.manage');
  const galleryManagers = needs('author.manageImages');

  app.post('/author/search', needs('signedIn', { body: searchBody }), async (request): Promise<SearchResult<AuthorSearchRow>> => searchAuthors(db, parseInput(searchBody, request.body ?? {})));

  app.get('/author/search/autocomplete/:attribute', needs('signedIn'), async (request): Promise<string[]> => {
    const { attribute } = parseInput(autocompleteParams, request.params);
    const { text, page, size } = parseInput(autocompleteQuery, request.query);
    return autocomplete(db, attribute, text, page, size);
  });

  app.get('/author/:id', needs('signedIn'), async (request): Promise<Author> => authorOr404(db, parseInput(idParam, request.params).id));

  app.post('/author', withBody(authorManagers, authorRequestSchema), async (request, reply): Promise<Author> => {
    const input = parseInput(authorRequestSchema, request.body);
    const user = currentUser(request).name;
    const now = new Date();
    const [id] = await insertAuthors(db, [
      { ...normaliseAuthorInput(input), enable: input.enable ?? true, creationDate: now, creationUser: user, modificationDate: now, modificationUser: user },
    ]).catch(knkConflict);
    reply.code(201);
    return authorOr404(db, id ?? 0);
  });

  app.put('/author/:id', withBody(authorManagers, authorRequestSchema), async (request): Promise<Author> => {
    const { id } = parseInput(idParam, request.params);
    const input = parseInput(authorRequestSchema, request.body);
    if (input.version === undefined) throw new HttpError(400, "Version de l'auteur manquante : renvoyez la version lue.");
    const saved = await updateAuthor(db, id, input.version, normaliseAuthorInput(input), input.enable, currentUser(request).name).catch(knkConflict);
    if (!saved) {
      const current = await authorVersion(db, id);
      if (!current) throw new HttpError(404, `Auteur introuvable : ${id}.`);
      throw staleVersion('Cet auteur', false, input.version, current);
    }
    return authorOr404(db, id);
  });

  app.put('/author/:id/status', authorManagers, async (request): Promise<Author> => {
    const { id } = parseInput(idParam, request.params);
    const { enable } = parseInput(statusQuery, request.query);
    if (!(await setAuthorStatus(db, id, enable, currentUser(request).name))) throw new HttpError(404, `Auteur introuvable : ${id}.`);
    return authorOr404(db, id);
  });

  /** An author cited by articles or bundles is kept (409): disabling is the way to retire them. */
  app.delete('/author/:id', authorManagers, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await db.transaction(async (tx) => {
      if (!(await authorVersion(tx, id))) throw new HttpError(404, `Auteur introuvable : ${id}.`);
      const citations = await citationCount(tx, id);
      if (citations > 0) {
        throw new HttpError(409, `Cet auteur est cité dans ${citations} article${citations > 1 ? 's' : ''} ou lot${citations > 1 ? 's' : ''} : désactivez-le plutôt que de le supprimer.`);
      }
      await deleteAuthor(tx, id);
    });
    return reply.code(204).send();
  });

  /** Deleting gallery images disables them (reactivation is possible); `permanent: true` removes them for good. */
  app.post('/author/images/delete', withBody(galleryManagers, imagesDeleteBody), async (request): Promise<AuthorImagesDeleteResult> => {
    const { ids, permanent } = parseInput(imagesDeleteBody, request.body);
    const unique = [...new Set(ids)];
    return db.transaction(async (tx) => {
      await authorImagesOr4xx(tx, unique);
      return permanent ? { disabled: [], deleted: await deleteImages(tx, unique) } : { disabled: await setImagesEnabled(tx, unique, false, currentUser(request).name), deleted: [] };
    });
  });

  app.put('/author/image/:id/enable', galleryManagers, async (request): Promise<Image> => {
    const { id } = parseInput(idParam, request.params);
    await db.transaction(async (tx) => {
      await authorImagesOr4xx(tx, [id]);
      await setImagesEnabled(tx, [id], true, currentUser(request).name);
    });
    return (await findImage(db, id)) as Image;
  });

  /** Not in spec 1 §7: the gallery's edit panel and favourite toggle need to save an author image's metadata. */
  app.put('/author/image/:id', withBody(galleryManagers, authorImageInputSchema), async (request): Promise<Image> => {
    const { id } = parseInput(idParam, request.params);
    const input = parseInput(authorImageInputSchema, request.body);
    await db.transaction(async (tx) => {
      const owner = (await authorImagesOr4xx(tx, [id])).get(id);
      if (!owner?.authorId) throw new HttpError(404, `Image introuvable : ${id}.`);
      if (input.version !== undefined && input.version !== owner.version) throw staleVersion('Cette image', true, input.version, owner);
      if (input.fav === true && !owner.enable) throw new HttpError(400, 'Une image désactivée ne peut pas être la favorite : réactivez-la d’abord.');
      const { version, ...metadata } = input;
      await updateImageMetadata(tx, id, version, metadata, currentUser(request).name);
    });
    return (await findImage(db, id)) as Image;
  });
}
