import { foldedAsciiWord } from './fold';
import { TALLIED_FRAGMENT, TITLE_FRAGMENTS } from './migrations/018-title-fragment-tally';
import { type SqlParams, containsPattern, idTerm, orIdIs, queryTerms } from './sql';
import type { TalliedConditions } from './tally';

/**
 * A search term on the article titles (the list, the quick search, a publication's candidates, the editor's
 * browser): found anywhere in the folded title (migration 005's title_search, markup ignored; the trigram index of
 * migration 015 finds them), or the id it names.
 */

/** The term on the rows of `alias` (an article). */
export function titleTermCondition(params: SqlParams, alias: string, term: string): string {
  return `(${alias}.title_search LIKE pupitre_fold(${params.add(containsPattern(term))}) ESCAPE '\\'${orIdIs(params, `${alias}.id`, term)})`;
}

/**
 * The key of the title-fragment tally (migration 018) that counts the term's articles: its folded form, when the
 * term is letters and digits only, 3 to 24 of them once folded, and names no id (an id is found on its row).
 */
function talliedFragment(term: string): string | null {
  const folded = idTerm(term) === null ? foldedAsciiWord(term) : null;
  return folded !== null && folded.length >= TALLIED_FRAGMENT.min && folded.length <= TALLIED_FRAGMENT.max ? folded : null;
}

/** The query's terms on the titles of `alias`'s articles: a word summed on the title-fragment tally, any other term counted on the rows. */
export function addTitleTerms(where: TalliedConditions, params: SqlParams, alias: string, query: string | undefined): void {
  for (const term of queryTerms(query)) {
    const fragment = talliedFragment(term);
    if (fragment === null) {
      where.rowsOnly(titleTermCondition(params, alias, term));
      continue;
    }
    // Folded already, and letters and digits (nothing to escape): one parameter, which the tally's total reads too
    // (a statement must read each of its parameters).
    const key = `${params.add(fragment)}::text`;
    where.narrowedBy(TITLE_FRAGMENTS.tally, `${alias}.title_search LIKE ('%' || ${key} || '%')`, `${alias}.fragment = ${key}`);
  }
}
