import type { PlanCandidate, PlanCandidateKind } from '../../shared/domain/publication';
import type { SearchResult } from '../../shared/domain/search-result';
import type { Queryable } from '../db/db';
import { SqlParams, containsPattern, isoDateTime, queryTerms, orIdIs } from '../db/sql';
import { titleTermCondition } from '../db/title-search';

/**
 * The left table of the organise page (spec 2 §2.3): articles, bundles or ads that may go into a
 * publication's plan, with what the tree needs to refuse a drop before it is tried (already in the plan,
 * placed in another publication, the rubrique). attachedOnly (true by default, spec 2 §9): articles and
 * bundles created for this publication, ads meant for its periodical; otherwise every article or bundle
 * of the periodical not yet published elsewhere, every enabled ad.
 */

export interface CandidateSearch {
  kind: PlanCandidateKind;
  query: string;
  page: number;
  size: number;
  attachedOnly: boolean;
}

interface CandidateRow {
  id: number;
  name: string;
  status: PlanCandidate['status'];
  type: string | null;
  plan_node_id: string | null;
  plan_node_name: string | null;
  char_volume: number;
  in_plan: boolean;
  other_publication: string | null;
  modification_date: Date;
}

const articleSelect = (publication: string) => `SELECT a.id, a.title AS name, a.status, a.article_type AS type, a.plan_node_id, r.name AS plan_node_name,
    CASE WHEN a.type = 'BUNDLE' THEN (SELECT coalesce(sum(m.char_volume), 0)::int FROM plan_node bn JOIN article m ON m.id = bn.article_id WHERE bn.bundle_id = a.id)
         ELSE a.char_volume END AS char_volume,
    EXISTS (SELECT 1 FROM plan_node n WHERE n.article_id = a.id AND n.publication_id = ${publication}) AS in_plan,
    (SELECT p.periodical_id || '_' || p.year || '_' || p.number FROM plan_node n JOIN publication p ON p.id = n.publication_id
     WHERE n.article_id = a.id AND n.publication_id <> ${publication}) AS other_publication,
    a.modification_date`;

const adSelect = (publication: string) => `SELECT i.id, i.name, NULL AS status, ad.size_key AS type, NULL AS plan_node_id, NULL AS plan_node_name, 0 AS char_volume,
    EXISTS (SELECT 1 FROM plan_node n WHERE n.image_id = i.id AND n.publication_id = ${publication}) AS in_plan, NULL AS other_publication, i.modification_date`;

export async function searchCandidates(db: Queryable, publication: { id: number; periodicalId: string }, request: CandidateSearch): Promise<SearchResult<PlanCandidate>> {
  // Each statement numbers only the values it uses (PostgreSQL wants a type for every one).
  const params = new SqlParams();
  const terms = queryTerms(request.query);
  const where: string[] = [];
  let from: string;
  if (request.kind === 'ADVERTISEMENT') {
    from = 'FROM image i JOIN advertisement ad ON ad.image_id = i.id';
    where.push('i.enable');
    if (request.attachedOnly) where.push(`EXISTS (SELECT 1 FROM advertisement_periodical ap WHERE ap.image_id = i.id AND ap.periodical_id = ${params.add(publication.periodicalId)})`);
    for (const term of terms) where.push(`(pupitre_fold(i.name) LIKE pupitre_fold(${params.add(containsPattern(term))}) ESCAPE '\\'${orIdIs(params, 'i.id', term)})`);
  } else {
    from = 'FROM article a LEFT JOIN periodical_plan_node r ON r.id = a.plan_node_id';
    where.push(`a.type = ${params.add(request.kind)}`, `a.periodical_id = ${params.add(publication.periodicalId)}`);
    const own = params.add(publication.id);
    // An article of a bundle is placed with its bundle.
    where.push('NOT EXISTS (SELECT 1 FROM plan_node bn WHERE bn.article_id = a.id AND bn.bundle_id IS NOT NULL)');
    where.push(request.attachedOnly ? `a.publication_id = ${own}` : `(a.publication_id = ${own} OR (a.publication_id IS NULL AND a.status IN ('IN_PROGRESS', 'READY')))`);
    for (const term of terms) {
      where.push(titleTermCondition(params, 'a', term));
    }
  }
  const condition = `WHERE ${where.join(' AND ')}`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from} ${condition}`, params.values);
  const alias = request.kind === 'ADVERTISEMENT' ? 'i' : 'a';
  const own = params.add(publication.id);
  const select = request.kind === 'ADVERTISEMENT' ? adSelect(own) : articleSelect(own);
  const rows = await db.query<CandidateRow>(
    `${select} ${from} ${condition} ORDER BY ${alias}.modification_date DESC, ${alias}.id DESC LIMIT ${params.add(request.size)} OFFSET ${params.add(request.page * request.size)}`,
    params.values,
  );
  return {
    resultCount: count?.n ?? 0,
    result: rows.map((r) => ({
      id: r.id,
      kind: request.kind,
      name: r.name,
      status: r.status,
      type: r.type,
      planNodeId: r.plan_node_id,
      planNode: r.plan_node_id && r.plan_node_name !== null ? { id: r.plan_node_id, name: r.plan_node_name } : null,
      charVolume: r.char_volume,
      inPlan: r.in_plan,
      otherPublication: r.other_publication,
      modificationDate: isoDateTime(r.modification_date),
    })),
  };
}

/** POST /api/article/character-volume: articles count their own volume, bundles the volume of their articles. */
export async function characterVolume(db: Queryable, ids: readonly number[]): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT coalesce(sum(CASE WHEN a.type = 'BUNDLE'
         THEN (SELECT coalesce(sum(m.char_volume), 0) FROM plan_node bn JOIN article m ON m.id = bn.article_id WHERE bn.bundle_id = a.id)
         ELSE a.char_volume END), 0)::int AS total
     FROM article a WHERE a.id = ANY($1::int[])`,
    [[...new Set(ids)]],
  );
  return row?.total ?? 0;
}
