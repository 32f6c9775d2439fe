import type { Article } from '../../shared/domain/article';
import { PROCESS_IN_PROGRESS_STATUSES, type ArticleWorkflowAction, type WorkflowRefusal } from '../../shared/domain/publication';
import { abilityRefusal } from '../../shared/rules/abilities';
import { ARTICLE_WORKFLOW_RULES, workflowActionAbility } from '../../shared/rules/article-workflow';
import type { Queryable } from '../db/db';
import type { ApiUser } from '../http/access-token';
import { WORKFLOW_KEYS } from '../workflow/actions';
import { articleOr404 } from './rows';
import { WorkflowError } from '../workflow/refusal';
import { holds } from '../http/scoped-checks';

/**
 * Article and bundle workflow actions (spec 2 §3 actions, §4 Article), refused exactly when the shared rule
 * (article-workflow.ts) refuses: 403 without the role for the periodical, 400 for the state, each with a
 * WORKFLOW_ key as message (spec 2 §8) and the rule's French reason. A placard request is a process of
 * the article with its job, moved by the server's worker as a publication's is (workflow/steps.ts).
 */


export function articleWorkflowRefusal(action: ArticleWorkflowAction, article: Article, user: Pick<ApiUser, 'roles'>): WorkflowRefusal | null {
  const ability = workflowActionAbility(action, article);
  if (!holds(user, ability, article.periodicalId)) return { status: 403, message: WORKFLOW_KEYS.forbidden, reason: abilityRefusal(ability, article.periodicalId) };
  const verdict = ARTICLE_WORKFLOW_RULES[action](article, user.roles);
  return verdict.allowed ? null : { status: 400, message: WORKFLOW_KEYS.notAvailable, reason: verdict.reason };
}

const IN_PROGRESS = `(${PROCESS_IN_PROGRESS_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** Spec 2 §4 "unlock clears the status": the last request is set aside; one in progress stops (CANCEL). */
async function unlockArticlePlacard(tx: Queryable, articleId: number): Promise<void> {
  const [last] = await tx.query<{ id: number }>(`SELECT id FROM process WHERE article_id = $1 AND type = 'PLACARD' ORDER BY id DESC LIMIT 1`, [articleId]);
  if (!last) return;
  await tx.query(`UPDATE process SET unlocked_at = now(), modification_date = now(), status = CASE WHEN status IN ${IN_PROGRESS} THEN 'CANCEL' ELSE status END WHERE id = $1`, [last.id]);
  await tx.query('DELETE FROM job WHERE process_id = $1', [last.id]);
}

/** A new placard request; one still waiting (GEN_REQUEST_PACKAGE, which the rule lets be asked again) is replaced. */
async function requestArticlePlacard(tx: Queryable, articleId: number, user: string, delayMs: number): Promise<void> {
  const waiting = await tx.query<{ id: number }>(
    `UPDATE process SET status = 'CANCEL', modification_date = now() WHERE article_id = $1 AND type = 'PLACARD' AND status = 'GEN_REQUEST_PACKAGE' RETURNING id`,
    [articleId],
  );
  if (waiting.length) await tx.query('DELETE FROM job WHERE process_id = ANY($1::int[])', [waiting.map((w) => w.id)]);
  const [process] = await tx.query<{ id: number }>(
    `INSERT INTO process (type, article_id, status, creation_user) VALUES ('PLACARD', $1, 'GEN_REQUEST_PACKAGE', $2) RETURNING id`,
    [articleId, user],
  );
  await tx.query(`INSERT INTO job (kind, process_id, run_at) VALUES ('PROCESS_STEP', $1, now() + $2 * interval '1 millisecond')`, [process?.id, delayMs]);
}

/** Runs the action in `tx`, the article locked meanwhile; `stepMs`: the delay before a new process's first step. */
export async function runArticleAction(tx: Queryable, action: ArticleWorkflowAction, id: number, user: ApiUser, stepMs: number): Promise<void> {
  const article = await articleOr404(tx, id, true);
  const refusal = articleWorkflowRefusal(action, article, user);
  if (refusal) throw new WorkflowError<ArticleWorkflowAction>(refusal, action);
  switch (action) {
    case 'BAP_ARTICLE':
      await tx.query(`UPDATE article SET status = 'READY' WHERE id = $1`, [id]);
      // A bundle is approved for print with what it holds: its articles still in progress are BAP too.
      if (article.isBundle) {
        await tx.query(
          `UPDATE article SET status = 'READY', modification_date = now(), modification_user = $2
           WHERE type = 'ARTICLE' AND status = 'IN_PROGRESS' AND id IN (SELECT article_id FROM plan_node WHERE bundle_id = $1 AND article_id IS NOT NULL)`,
          [id, user.name],
        );
      }
      break;
    case 'UPDATE_ARTICLE':
      await tx.query(`UPDATE article SET status = 'IN_PROGRESS' WHERE id = $1`, [id]);
      break;
    case 'GENERATE_ARTICLE_PLACARD':
      await requestArticlePlacard(tx, id, user.name, stepMs);
      break;
    case 'UNLOCK_ARTICLE_PLACARD':
      await unlockArticlePlacard(tx, id);
      break;
  }
  await tx.query('UPDATE article SET modification_date = now(), modification_user = $2 WHERE id = $1', [id, user.name]);
}
