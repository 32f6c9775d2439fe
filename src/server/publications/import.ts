import type { PlanNode } from '../../shared/domain/plan';
import type { PublicationImportItem, PublicationImportResult } from '../../shared/domain/publication';
import { PUBLICATION_IMPORT_ROLES } from '../../shared/rules/publication-import';
import { publicationName } from '../../shared/rules/publication-number';
import { TREE_RULES } from '../../shared/rules/tree-types';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { loadPlanContext } from '../plans/context';
import { replacePlan } from '../plans/store';
import { validatePlan } from '../plans/validate';
import { checkNameFree, checkReferences, parsePublicationInput } from './input';
import { insertPublication } from './store';
import type { XmlElement } from './xml';
import { holds } from '../http/scoped-checks';

/**
 * POST /api/publication/import (spec 2 §7; roles Tl and Bl, §6): publications described in XML, each
 * checked as the dialog and the plan save would check it, each created in its own transaction; the
 * answer is the result card, one line per publication with its reasons (spec 2 §8).
 *
 * The format is not given by the spec; decision:
 *   <publications>
 *     <publication periodical="BJS" year="2025" number="6" editionType="STANDARD" startDate="2025-06-01" endDate="2025-06-30">
 *       <title>…</title> <text>…</text> (GPL) <cover article="12" image="34"/> (DEF, GPL)
 *       <plan>
 *         <rubrique name="Sociétés" planNodeId="BJS-SOC"> <article id="12"/> <lot id="55"/> </rubrique>
 *         <rubrique name="Encarts"> <publicite id="7"/> <illustration id="9"/> </rubrique>
 *       </plan>
 *     </publication>
 *   </publications>
 * A single <publication> as the root is accepted too.
 */

const ITEMS: Record<string, Pick<PlanNode, 'type' | 'meta'>> = {
  article: { type: 'ARTICLE' },
  lot: { type: 'ARTICLE', meta: { isBundle: true } },
  publicite: { type: 'ADVERTISEMENT' },
  illustration: { type: 'ILLUSTRATION' },
};

function publicationsOf(root: XmlElement): XmlElement[] {
  if (root.name === 'publication') return [root];
  if (root.name === 'publications') return root.children.filter((c) => c.name === 'publication');
  throw new HttpError(400, `Fichier d’import refusé : élément racine <publications> ou <publication> attendu, <${root.name.slice(0, 40)}> trouvé.`);
}

function planOf(element: XmlElement | undefined, path: string): PlanNode[] {
  return (element?.children ?? []).map((child, n): PlanNode => {
    if (child.name === 'rubrique') {
      const id = child.attributes.id ?? `${path}${n + 1}`;
      return { id, name: child.attributes.name ?? '', type: 'CONTAINER', sub: planOf(child, `${id}-`), planNodeId: child.attributes.planNodeId ?? null };
    }
    const item = ITEMS[child.name];
    if (!item) throw new HttpError(400, `Chemin de fer refusé : élément <${child.name.slice(0, 40)}> inconnu (rubrique, article, lot, publicite, illustration attendus).`);
    return { id: child.attributes.id ?? '', name: child.attributes.id ?? '', sub: [], ...item };
  });
}

const optionalNumber = (value: string | undefined): number | null => (value === undefined || value.trim() === '' ? null : Number(value));

function inputOf(element: XmlElement): unknown {
  const a = element.attributes;
  const child = (name: string) => element.children.find((c) => c.name === name);
  const cover = child('cover')?.attributes ?? {};
  return {
    periodicalId: a.periodical ?? null,
    year: a.year ?? null,
    number: a.number ?? null,
    editionType: a.editionType ?? null,
    startDate: a.startDate ?? null,
    endDate: a.endDate || null,
    title: child('title')?.text || null,
    text: child('text')?.text || null,
    articleId: optionalNumber(cover.article),
    imageId: optionalNumber(cover.image),
  };
}

async function importOne(db: Db, element: XmlElement, index: number, user: { name: string; roles: readonly string[] }): Promise<PublicationImportItem> {
  const label = [element.attributes.periodical, element.attributes.year, element.attributes.number].filter(Boolean).join('_') || `publication ${index + 1}`;
  try {
    const input = parsePublicationInput(inputOf(element));
    const name = publicationName(input);
    if (!holds(user, PUBLICATION_IMPORT_ROLES, input.periodicalId)) throw new HttpError(403, `Import réservé à l’administrateur et à l’administrateur des articles de la revue ${input.periodicalId}.`);
    const plan = planOf(element.children.find((c) => c.name === 'plan'), 'r');
    const id = await db.transaction(async (tx) => {
      await checkReferences(tx, input);
      await checkNameFree(tx, input);
      const created = await insertPublication(tx, input, user.name);
      const owner = { publicationId: created };
      validatePlan(plan, TREE_RULES.PUBLICATION_PLAN, await loadPlanContext(tx, owner, input.periodicalId, plan));
      await replacePlan(tx, owner, plan);
      await tx.query('UPDATE article SET publication_id = $1 WHERE publication_id IS NULL AND id IN (SELECT article_id FROM plan_node WHERE publication_id = $1)', [created]);
      return created;
    });
    return { name, status: 'DONE', publicationId: id, messages: [] };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    return { name: label, status: 'ERROR', publicationId: null, messages: [error.message] };
  }
}

export async function importPublications(db: Db, root: XmlElement, user: { name: string; roles: readonly string[] }): Promise<PublicationImportResult> {
  const elements = publicationsOf(root);
  if (elements.length === 0) throw new HttpError(400, 'Fichier d’import refusé : aucune publication trouvée.');
  if (elements.length > 200) throw new HttpError(400, 'Fichier d’import refusé : 200 publications au plus par fichier.');
  const items: PublicationImportItem[] = [];
  for (const [index, element] of elements.entries()) items.push(await importOne(db, element, index, user));
  return { status: items.every((i) => i.status === 'DONE') ? 'DONE' : 'ERROR', items };
}
