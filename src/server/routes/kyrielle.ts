import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { KYRIELLE_PAGE_SIZE, type DocumentUnit, type KyriellePublication, type KyrielleTree, type KyrielleTreeSummary, type PagedResult } from '../../shared/domain/kyrielle';
import { KYRIELLE_SAVE_MAX_BYTES, kyrielleSearchRequest, kyrielleTreeSave } from '../../shared/rules/kyrielle-input';
import type { ReferentialImportResult } from '../../shared/domain/referential';
import { attachment, currentUser } from '../http/request';
import { idParam, pageField, parseInput, sizeField } from '../http/validation';
import { oxygenSuggestions, searchDocuments } from '../kyrielle/search';
import { ouvrages } from '../kyrielle/ouvrages';
import { applyImport } from '../referentials/engine';
import { exportReferential } from '../referentials/export';
import { loadRows } from '../referentials/store';
import { acceptMultipart, BODY_LIMIT, singleFile } from '../referentials/upload';
import { listTrees, loadTreeJson, publishTree, saveTree, type SaveMode } from '../kyrielle/trees';
import type { ApiContext } from './context';
import { needs, withBody } from '../http/abilities';

const pageQuery = z.object({ page: pageField.default(0), size: sizeField(200).default(KYRIELLE_PAGE_SIZE) });
const publishQuery = z.object({ delivery: z.enum(['true', 'false'], { error: 'delivery=true ou delivery=false attendu.' }) });
const TYPED_TEXT = 'Texte saisi attendu (200 caractères au plus).';
/** Spec 2 §7 "body the typed text": the text itself, as text/plain (Fastify's own parser gives the string). */
const typedText = z.string({ error: TYPED_TEXT }).max(200, TYPED_TEXT);
/** What the suggestion routes read: that text, or the JSON string or { text } earlier clients sent. */
const typedBody = z.union([typedText, z.object({ text: typedText }).transform((body) => body.text)], { error: TYPED_TEXT });

/**
 * The layout tool's calls (spec 2 §7 Layout tool; issue 13). The tool itself checks no role (spec 2 §6);
 * the server keeps its data to the KYRIELLE role.
 */
export async function kyrielleRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  // The layout tool belongs to the KYRIELLE role alone: even ADMIN does not pass (abilities.ts 'kyrielle').
  const kyrielleOnly = needs('kyrielle');
  acceptMultipart(app);

  app.get('/kyrielle/tree', kyrielleOnly, async (): Promise<KyrielleTreeSummary[]> => listTrees(db));
  // The tree's JSON text as stored (loadTreeJson): sent as it is, not serialised again.
  app.get('/kyrielle/tree/:id', kyrielleOnly, async (request, reply) => reply.type('application/json; charset=utf-8').send(await loadTreeJson(db, parseInput(idParam, request.params).id)));

  const save = (mode: SaveMode) => async (request: FastifyRequest): Promise<KyrielleTree> => {
    const { id } = parseInput(idParam, request.params);
    const body = parseInput(kyrielleTreeSave, request.body ?? {}, 'Chemin de fer refusé');
    return db.transaction((tx) => saveTree(tx, id, body, mode, currentUser(request)));
  };
  // A large tree (thousands of levels and units, each with its title) is megabytes of JSON: more than Fastify's 1 MB.
  const saveOptions = { ...withBody(kyrielleOnly, kyrielleTreeSave), bodyLimit: KYRIELLE_SAVE_MAX_BYTES };
  app.post('/kyrielle/tree/:id/save', saveOptions, save('organise'));
  app.post('/kyrielle/tree/:id/admin/save', saveOptions, save('administrate'));

  app.get('/kyrielle/tree/:id/publish', kyrielleOnly, async (request): Promise<KyriellePublication> => {
    const { id } = parseInput(idParam, request.params);
    const { delivery } = parseInput(publishQuery, request.query ?? {});
    return db.transaction((tx) => publishTree(tx, id, delivery === 'true', currentUser(request)));
  });

  app.post('/kyrielle/document/search', withBody(kyrielleOnly, kyrielleSearchRequest), async (request): Promise<PagedResult<DocumentUnit>> => {
    const { page, size } = parseInput(pageQuery, request.query ?? {});
    return searchDocuments(db, parseInput(kyrielleSearchRequest, request.body ?? {}, 'Recherche refusée'), page, size);
  });

  // The Ouvrages referential (spec 2 §2.10 Ouvrages menu): exported as an xlsx, imported whole or not at all.
  app.get('/kyrielle/document/export', kyrielleOnly, async (_request, reply) => {
    const file = await exportReferential(ouvrages, await loadRows(db, ouvrages), 'xlsx');
    return reply.type(file.contentType).header('Content-Disposition', attachment(file.fileName)).send(file.body);
  });
  app.post('/kyrielle/document/import', { ...kyrielleOnly, bodyLimit: BODY_LIMIT }, async (request): Promise<ReferentialImportResult> =>
    applyImport(db, ouvrages, await singleFile(request), undefined),
  );

  const suggestions = withBody(kyrielleOnly, typedText, 'text/plain');
  app.post('/kyrielle/oxygen/thematics', suggestions, async (request): Promise<string[]> => oxygenSuggestions(db, 'thematic', parseInput(typedBody, request.body ?? '')));
  app.post('/kyrielle/oxygen/type-acte', suggestions, async (request): Promise<string[]> => oxygenSuggestions(db, 'type_acte', parseInput(typedBody, request.body ?? '')));
}
