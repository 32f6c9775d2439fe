import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  EDITION_TYPES,
  PUBLICATION_SORT_ATTRIBUTES,
  PUBLICATION_STATUSES,
  type PublicationDetail,
  type PublicationRow,
} from '../../shared/domain/publication';
import type { SearchResult } from '../../shared/domain/search-result';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../shared/rules/list-query';
import { canEditPublication } from '../../shared/rules/publication-workflow';
import { readVersion } from '../../shared/rules/read-version';
import { HttpError } from '../http/errors';
import { currentUser, isUniqueViolation } from '../http/request';
import { idParam, pageField, parseInput, sizeField } from '../http/validation';
import { staleVersion } from '../http/versions';
import { checkNameFree, checkReferences, nameTaken, parsePublicationInput, publicationPayload } from '../publications/input';
import { publicationProposals, searchPublications } from '../publications/search';
import { insertPublication, lockPublication, publicationOr404, updatePublication } from '../publications/store';
import type { ApiContext } from './context';
import { MAX_SEARCH_PAGE_SIZE, optional, sortSchema, stringList } from './search-schemas';
import { needs, requireAbility } from '../http/abilities';

const searchBody = z.object({
  query: optional(z.string().max(400, 'Recherche : 400 caractères au plus.')),
  page: pageField.default(DEFAULT_PAGE),
  size: sizeField(MAX_SEARCH_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: sortSchema(PUBLICATION_SORT_ATTRIBUTES),
  statusFilter: optional(z.array(z.enum(PUBLICATION_STATUSES, { error: `État ${PUBLICATION_STATUSES.join(', ')} attendu.` })).max(3)),
  periodicalFilter: stringList('Revues', 20),
  periodicalIdFilter: stringList('Revues', 20),
  imageFilter: optional(z.array(z.number().int().positive('Image : identifiant attendu.')).max(100)),
  publicationFilter: optional(z.array(z.union([z.number().int().positive(), z.string().trim().min(1).max(80)])).max(100)),
  attachedFilterBis: optional(z.boolean({ error: 'attachedFilterBis : vrai ou faux attendu.' })),
  editionTypeFilter: optional(z.array(z.enum(EDITION_TYPES, { error: 'Type d’édition STANDARD ou SPECIAL_EDITION attendu.' })).max(2)),
  yearFilter: optional(z.array(z.number().int().min(1000).max(9999)).max(50)),
});

const autocompleteBody = z.object({
  query: z.string().max(400).default(''),
  page: pageField.default(0),
  size: sizeField(100).default(20),
  periodicalIdFilter: z
    .union([z.string().min(1).max(20), z.array(z.string().min(1).max(20)).max(20)])
    .nullish()
    .transform((v) => (v == null ? [] : Array.isArray(v) ? v : [v])),
});

const periodicalParam = z.object({ id: z.string().trim().min(1).max(20) });
/** The version read, if the client had one (absent: the save skips the staleness check, last write wins). */
const versionField = z.object({ version: readVersion });

/**
 * Publications (spec 2 §7 "Publications and plans"): any signed-in user reads them (the list page is
 * shown to Tl, Dl, Bl, and editors reach publications from the organise page and the article dialog);
 * creating and editing take the editorial roles of the periodical ('publication.edit', the smaller set of
 * three), editing only while IN_PROGRESS (spec 2 §4). Errors of spec 2 §8: 409 when the
 * name exists, 412 with the reason when the state or the cover forbids the save.
 */
export async function publicationRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.post('/publication/search', needs('signedIn', { body: searchBody }), async (request): Promise<SearchResult<PublicationRow>> => searchPublications(db, parseInput(searchBody, request.body ?? {})));

  app.get('/publication/:id', needs('signedIn'), async (request): Promise<PublicationDetail> => publicationOr404(db, parseInput(idParam, request.params).id, currentUser(request).roles));

  /** The publications of a periodical, newest first (the article dialog's publication picker). */
  app.get('/publication/periodical/:id', needs('signedIn'), async (request): Promise<SearchResult<PublicationRow>> => {
    const { id } = parseInput(periodicalParam, request.params);
    return searchPublications(db, { periodicalFilter: [id], page: 0, size: MAX_SEARCH_PAGE_SIZE, sort: { attr: 'START_DATE', order: 'DESC' } });
  });

  app.post('/search/autocomplete/publication', needs('signedIn', { body: autocompleteBody }), async (request) => publicationProposals(db, parseInput(autocompleteBody, request.body ?? {})));

  app.post('/publication', needs('publication.edit', { body: publicationPayload }), async (request, reply): Promise<PublicationDetail> => {
    const user = currentUser(request);
    const input = parsePublicationInput(request.body);
    requireAbility(request, input.periodicalId);
    const id = await db.transaction(async (tx) => {
      await checkReferences(tx, input);
      await checkNameFree(tx, input);
      return insertPublication(tx, input, user.name);
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken(input) : error;
    });
    reply.code(201);
    return publicationOr404(db, id, user.roles);
  });

  app.put('/publication/:id', needs('publication.edit', { body: publicationPayload.and(versionField) }), async (request): Promise<PublicationDetail> => {
    const user = currentUser(request);
    const { id } = parseInput(idParam, request.params);
    const { version } = parseInput(versionField, request.body ?? {});
    await db.transaction(async (tx) => {
      const current = await lockPublication(tx, id);
      requireAbility(request, current.periodicalId);
      const input = parsePublicationInput(request.body, current.periodicalId);
      const verdict = canEditPublication(current, user.roles);
      if (!verdict.allowed) throw new HttpError(412, verdict.reason);
      if (version !== undefined && version !== current.version) {
        throw staleVersion('Cette publication', true, version, { version: current.version, modificationDate: new Date(current.modificationDate), modificationUser: current.modificationUser ?? null });
      }
      await checkReferences(tx, input, current.imageId);
      await checkNameFree(tx, input, id);
      if (!(await updatePublication(tx, id, version, input, user.name))) throw new HttpError(409, 'Cette publication vient d’être modifiée : rechargez-la avant d’enregistrer.');
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? new HttpError(409, 'Une publication de ce nom existe déjà.') : error;
    });
    return publicationOr404(db, id, user.roles);
  });
}
