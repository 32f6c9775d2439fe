import { z } from 'zod';
import type { ArticleRow, OnlinePush, PushOnlineOutcome, PushOnlineRequest } from '../../shared/domain/article';
import type { SearchResult } from '../../shared/domain/search-result';
import { parisInstant } from '../../shared/rules/closing-date';
import { specArticle } from '../../shared/spec-entities';
import type { Answered } from '../../shared/spec-fields';
import { checkedAnswer } from '../http/checked-answer';

/** A row of POST /api/article/search as a back-office may answer it: what spec 2 §3 does not name may be absent. */
export type ReceivedArticleRow = Answered<ArticleRow, typeof specArticle>;

/** The row with how many authors it has (spec 2 §3 gives no `authorCount`): the answer's count, else the authors it lists. */
export function receivedArticleRow(row: ReceivedArticleRow): ArticleRow {
  return { ...row, authorCount: row.authorCount ?? row.authors.length };
}

const rows = z.array(specArticle);

/** A page of the article search, its rows checked against spec 2 §3's Article or bundle (checkedAnswer). */
export const receivedArticlePage = (page: SearchResult<ReceivedArticleRow>): SearchResult<ArticleRow> => ({
  ...page,
  result: checkedAnswer(rows, page.result).map(receivedArticleRow),
});

const saysItsPush = (answer: unknown): answer is Pick<OnlinePush, 'done' | 'executionDate'> =>
  answer !== null && typeof answer === 'object' && 'done' in answer && typeof answer.done === 'boolean' && 'executionDate' in answer && typeof answer.executionDate === 'string';

/**
 * What a push asked comes to. Spec 2 §7 does not show publish-online's answer: the reference server's push
 * when the answer is one; otherwise the request says it, accepted (2xx): a push now is done now, a push later
 * runs at its delay (Paris wall-clock time; one already past runs now, as the back-office does).
 */
export function receivedPush(request: PushOnlineRequest, answer: unknown, now = new Date()): PushOnlineOutcome {
  if (saysItsPush(answer)) return answer;
  const at = request.delay === null ? now : parisInstant(request.delay);
  const later = at.getTime() > now.getTime();
  return { done: !later, executionDate: (later ? at : now).toISOString() };
}
