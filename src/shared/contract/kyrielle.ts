import { z } from 'zod';
import { KYRIELLE_PAGE_SIZE, type DocumentUnit, type KyriellePublication, type KyrielleTree, type KyrielleTreeSummary, type PagedResult } from '../domain/kyrielle';
import type { ReferentialImportResult } from '../domain/referential';
import { KYRIELLE_MAX_NODES, kyrielleNode, kyrielleSearchRequest } from '../rules/kyrielle-input';
import { readVersion } from '../rules/read-version';
import { entityId, fileSource } from '../schemas';
import { method } from './define';

const page = z.object({ page: z.number().int().min(0).max(100_000).default(0), size: z.number().int().min(1).max(200).default(KYRIELLE_PAGE_SIZE) });
const typed = z.string().max(200);
/** The bridge's guard bounds nesting and size before this schema recurses (the server checks the whole again). */
const treeSave = z.object({ version: readVersion, nodes: z.array(kyrielleNode).max(KYRIELLE_MAX_NODES) });

/**
 * The layout tool (spec 2 §2.10, §7 Layout tool; issue 13): the four trees, read and saved whole
 * (organise moves units, administration shapes levels; a stale version is a 409), published with or without
 * deliverables, and the document search over the four sources.
 */
export const kyrielleMethods = {
  'kyrielle.trees': method<KyrielleTreeSummary[]>()(z.tuple([])),
  /** The tree, every unit's nodeId set by core (spec 2 §7). */
  'kyrielle.tree': method<KyrielleTree>()(z.tuple([entityId])),
  /** Both saves (organise, administration) give the tree as the server then holds it: its answer when that is the tree, else read again. */
  'kyrielle.save': method<KyrielleTree>()(z.tuple([entityId, treeSave])),
  'kyrielle.adminSave': method<KyrielleTree>()(z.tuple([entityId, treeSave])),
  /** "Livrable" (true) or "Cdf" (false). */
  'kyrielle.publish': method<KyriellePublication>()(z.tuple([entityId, z.boolean()])),
  'kyrielle.search': method<PagedResult<DocumentUnit>>()(z.tuple([kyrielleSearchRequest, page])),
  /** "Télécharger le référentiel": the Ouvrages xlsx through the download queue. */
  'kyrielle.exportReferential': method<{ batchId: string }>()(z.tuple([])),
  /** "Charger le référentiel": an xlsx of Ouvrages, applied whole or refused with its faults (result card). */
  'kyrielle.importReferential': method<ReferentialImportResult>()(z.tuple([fileSource])),
  'kyrielle.thematics': method<string[]>()(z.tuple([typed])),
  'kyrielle.actTypes': method<string[]>()(z.tuple([typed])),
} as const;
