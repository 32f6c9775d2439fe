import { z } from 'zod';
import {
  DOCUMENT_NATURES,
  DOCUMENT_SOURCES,
  DOCUMENT_STATUSES,
  KYRIELLE_DATE_MAX,
  KYRIELLE_DATE_MIN,
  KYRIELLE_NAME_MAX,
  OXYGEN_CATEGORIES,
  OXYGEN_TYPES,
  type KyrielleNode,
  type KyrielleSearchRequest,
  type KyrielleTreeSave,
  type PlacedUnit,
} from '../domain/kyrielle';
import { readVersion } from './read-version';

/**
 * What a client sends the layout tool (spec 2 §3, §5, §7 Layout tool), checked the same way by the bridge
 * and by the server. An unknown source, status, nature or category is refused as invalid, naming the field
 * (issue 13: "never silently ignored"). Trees are bounded before the schema recurses.
 */

export const KYRIELLE_MAX_NODES = 20_000;
export const KYRIELLE_MAX_UNITS = 50_000;
/** A save's body at most: a tree at its bounds with titles of a realistic length (a few hundred characters). */
export const KYRIELLE_SAVE_MAX_BYTES = 32 * 1024 * 1024;
const PARSE_MAX_DEPTH = 10;

const enumOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: (issue) => `${what} inconnu(e) : « ${String(issue.input)} » (valeurs admises : ${values.join(', ')}).` });

const day = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date au format aaaa-mm-jj attendue.')
  .refine((d) => d >= KYRIELLE_DATE_MIN && d <= KYRIELLE_DATE_MAX, `Date entre le ${KYRIELLE_DATE_MIN} et le ${KYRIELLE_DATE_MAX} attendue.`);

export const kyrielleSearchRequest: z.ZodType<KyrielleSearchRequest> = z.object({
  treeId: z.number().int().positive(),
  type: enumOf(DOCUMENT_SOURCES, 'Source'),
  searchText: z.string().max(400).optional(),
  status: z.array(enumOf(DOCUMENT_STATUSES, 'Statut')).max(DOCUMENT_STATUSES.length).optional(),
  nature: z.array(enumOf(DOCUMENT_NATURES, 'Nature')).max(DOCUMENT_NATURES.length).optional(),
  oxygenCategory: z.array(enumOf(OXYGEN_CATEGORIES, 'Catégorie Oxygen')).max(OXYGEN_CATEGORIES.length).optional(),
  oxygenType: enumOf(OXYGEN_TYPES, 'Type Oxygen').nullish(),
  ean: z.string().max(20).optional(),
  periodicalFilter: z.array(z.string().min(1).max(20)).max(50).optional(),
  planNodeFilter: z.array(z.string().min(1).max(64)).max(50).optional(),
  publicationDateFilter: z.object({ start: day.nullish(), end: day.nullish() }).nullish(),
  thematic: z.string().max(200).optional(),
  typeActe: z.string().max(200).optional(),
  publicationIdFilter: z.array(z.number().int().positive()).max(50).optional(),
});

const nodeId = z.string().trim().min(1, 'Identifiant de niveau vide.').max(64).regex(/^[A-Za-z0-9_.:-]+$/, 'Identifiant de niveau invalide.');

const placedUnit: z.ZodType<PlacedUnit> = z.object({
  documentId: z.string().trim().min(1).max(64),
  title: z.string().max(2000),
  nodeId: z.string().max(64),
  type: enumOf(DOCUMENT_SOURCES, 'Source'),
  alert: z.boolean(),
  pointerId: z.number().int().positive().nullish(),
});

export const kyrielleNode: z.ZodType<KyrielleNode> = z.lazy(() =>
  z.object({
    id: nodeId,
    name: z
      .string()
      .trim()
      .min(1, 'Le nom d’un niveau est obligatoire.')
      .max(KYRIELLE_NAME_MAX, `Le nom d’un niveau a ${KYRIELLE_NAME_MAX} caractères au plus.`),
    documentUnits: z.array(placedUnit).default([]),
    sub: z.array(kyrielleNode).default([]),
  }),
) as z.ZodType<KyrielleNode>;

/** Counted without recursion, before the schema recurses: a hostile nesting never reaches it. */
function withinBounds(value: unknown): boolean {
  const stack: { nodes: unknown; depth: number }[] = [{ nodes: value, depth: 1 }];
  let nodes = 0;
  let units = 0;
  while (stack.length) {
    const { nodes: level, depth } = stack.pop() as { nodes: unknown; depth: number };
    if (!Array.isArray(level)) continue;
    if (depth > PARSE_MAX_DEPTH) return false;
    for (const node of level) {
      nodes += 1;
      if (typeof node !== 'object' || node === null) continue;
      const { sub, documentUnits } = node as { sub?: unknown; documentUnits?: unknown };
      if (Array.isArray(documentUnits)) units += documentUnits.length;
      if (nodes > KYRIELLE_MAX_NODES || units > KYRIELLE_MAX_UNITS) return false;
      stack.push({ nodes: sub, depth: depth + 1 });
    }
  }
  return true;
}

export const kyrielleNodes = z
  .unknown()
  .refine(withinBounds, `Chemin de fer : ${KYRIELLE_MAX_NODES} niveaux, ${KYRIELLE_MAX_UNITS} unités et ${PARSE_MAX_DEPTH} profondeurs au plus.`)
  .pipe(z.array(kyrielleNode));

export const kyrielleTreeSave: z.ZodType<KyrielleTreeSave> = z.object({
  version: readVersion,
  nodes: kyrielleNodes,
});
