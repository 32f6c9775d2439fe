import { z } from 'zod';
import type { ArticleDestination, ArticleInput } from '../../shared/domain/article';
import { ARTICLE_TYPES } from '../../shared/domain/publication';
import { RICH_TEXT_MAX_LENGTH, richTextToPlain, sanitizeRichText } from '../../shared/rules/rich-text';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validation';

/**
 * The new-article dialog's payloads as the server checks them (spec 2 §5 "Article creation"): periodical,
 * type and (when the periodical has rubriques and no bundle is chosen) plan node required; title required
 * unless BRIEF (which has none); the publication, bundle and rubrique must be of the periodical.
 */

const periodicalId = z.string({ error: 'Revue obligatoire.' }).trim().min(1, 'Revue obligatoire.').max(20);
const id = z.number().int().positive();
const planNodeId = z.string().trim().min(1).max(100).nullish().transform((v) => v ?? null);
const title = z.string().max(2000, 'Titre : 2000 caractères au plus.').default('');

export const articleCreateBody = z.object({
  periodicalId,
  title,
  type: z.enum(ARTICLE_TYPES, { error: `Type d’article ${ARTICLE_TYPES.join(', ')} attendu.` }),
  planNodeId,
  publicationId: id.nullish().transform((v) => v ?? null),
  bundleId: id.nullish().transform((v) => v ?? null),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
});

export const articleDestinationBody = z.object({
  periodicalId,
  publicationId: id.nullish().transform((v) => v ?? null),
  bundleId: id.nullish().transform((v) => v ?? null),
  planNodeId,
  title: z.string().max(2000).optional(),
  /** Copy and move offer all types (spec 2 §2.8); absent: unchanged. */
  type: z.enum(ARTICLE_TYPES, { error: `Type d’article ${ARTICLE_TYPES.join(', ')} attendu.` }).optional(),
});

export const moveManyBody = z.object({
  ids: z.array(id).min(1, 'Au moins un article.').max(200, '200 articles au plus.'),
  periodicalId,
  publicationId: id.nullish().transform((v) => v ?? null),
});

/** A title as stored: rich text kept to its marks (rich-text.ts), measured on what the user sees. */
export function cleanTitle(raw: string, required: boolean): string {
  const clean = sanitizeRichText(raw);
  const plain = richTextToPlain(clean).trim();
  if (required && plain === '') throw new HttpError(400, 'Le titre est obligatoire (sauf pour une brève).');
  if (plain.length > RICH_TEXT_MAX_LENGTH) throw new HttpError(400, `Titre : ${RICH_TEXT_MAX_LENGTH} caractères au plus.`);
  return clean;
}

export function parseArticleInput(body: unknown): ArticleInput {
  const input = parseInput(articleCreateBody, body ?? {});
  // Spec 2 §4 Article dialog: choosing BRIEF clears the title.
  return { ...input, title: input.type === 'BRIEF' ? '' : cleanTitle(input.title, true) };
}

export function parseDestination(body: unknown): ArticleDestination {
  const { title: raw, ...destination } = parseInput(articleDestinationBody, body ?? {});
  return raw === undefined ? destination : { ...destination, title: cleanTitle(raw, false) };
}

/** The references of a placement exist and belong to the periodical; the publication still takes articles (IN_PROGRESS). */
export async function checkPlacement(
  db: Queryable,
  target: Pick<ArticleDestination, 'periodicalId' | 'publicationId' | 'bundleId' | 'planNodeId'>,
  requireRubrique = true,
): Promise<void> {
  const [periodical] = await db.query<{ rubriques: number }>(
    'SELECT (SELECT count(*)::int FROM periodical_plan_node WHERE periodical_id = pe.id) AS rubriques FROM periodical pe WHERE pe.id = $1',
    [target.periodicalId],
  );
  if (!periodical) throw new HttpError(400, `Revue inconnue : ${target.periodicalId}.`);
  if (target.publicationId !== null) {
    const [p] = await db.query<{ periodical_id: string; status: string }>('SELECT periodical_id, status FROM publication WHERE id = $1', [target.publicationId]);
    if (!p || p.periodical_id !== target.periodicalId) throw new HttpError(400, `Publication ${target.publicationId} introuvable dans la revue ${target.periodicalId}.`);
    if (p.status !== 'IN_PROGRESS') throw new HttpError(400, `La publication ${target.publicationId} n’est plus en cours : elle ne reçoit plus d’article.`);
  }
  if (target.bundleId !== null) {
    const [b] = await db.query<{ periodical_id: string; type: string }>('SELECT periodical_id, type FROM article WHERE id = $1', [target.bundleId]);
    if (!b || b.type !== 'BUNDLE' || b.periodical_id !== target.periodicalId) throw new HttpError(400, `Lot ${target.bundleId} introuvable dans la revue ${target.periodicalId}.`);
  }
  if (target.planNodeId !== null) {
    const [n] = await db.query<{ periodical_id: string }>('SELECT periodical_id FROM periodical_plan_node WHERE id = $1', [target.planNodeId]);
    if (n?.periodical_id !== target.periodicalId) throw new HttpError(400, `Rubrique ${target.planNodeId} introuvable dans la revue ${target.periodicalId}.`);
  } else if (requireRubrique && periodical.rubriques > 0 && target.bundleId === null) {
    throw new HttpError(400, 'La rubrique est obligatoire pour cette revue quand aucun lot n’est choisi.');
  }
}
