import { makeArticlePlacard } from '../articles/placard';
import { fillerParagraphs } from '../workflow/pdf/text';
import type { Queryable } from './db';

/**
 * Seed step of the articles issue (11), after the publications' (which seeded every status and attachment):
 * - XML bodies (the editor's format) for the articles still being worked on, so previews and placards show text;
 * - a scheduled push online (a READY article of BJS, on 2030-06-01 at 10:00 Paris) with its job;
 * - article placards in three states: FINISHED with its PDF, PENDING (the worker takes it on), CANCEL;
 * - at SEED_SCALE 2 or more, articles topped up to ARTICLES_PER_SCALE × scale (SEED_SCALE=10: 20,000), the
 *   article list's bench. Deterministic: rows picked by id order, generated text from fixed word lists.
 */

export const ARTICLES_PER_SCALE = 2000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Exported for the structured editor’s round-trip test (issue 26). */
export function bodyXml(id: number, type: string | null, title: string): string {
  const paragraphs = fillerParagraphs(id, 4).map((p) => `    <para>${escapeXml(p)}</para>`).join('\n');
  const plain = escapeXml(title.replace(/<[^>]*>/g, ''));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<article id="${id}"${type ? ` type="${type}"` : ''}>\n  <titre>${plain}</titre>\n  <chapeau>Les points essentiels de la décision commentée.</chapeau>\n  <corps>\n${paragraphs}\n    <liste type="puces"><item>Portée de la solution</item><item>Conséquences pratiques</item></liste>\n  </corps>\n</article>\n`;
}

async function pick(tx: Queryable, where: string, offset = 0): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `SELECT ar.id FROM article ar JOIN article_attachment att ON att.article_id = ar.id WHERE ${where} ORDER BY ar.id LIMIT 1 OFFSET ${offset}`,
  );
  return row?.id ?? null;
}

async function seedBodies(tx: Queryable): Promise<void> {
  const rows = await tx.query<{ id: number; article_type: string | null; title: string }>(
    `SELECT id, article_type, title FROM article WHERE type = 'ARTICLE' AND status IN ('IN_PROGRESS', 'READY') AND content_xml IS NULL ORDER BY id`,
  );
  for (const r of rows) await tx.query('UPDATE article SET content_xml = $2 WHERE id = $1', [r.id, bodyXml(r.id, r.article_type, r.title)]);
}

async function seedScheduledPush(tx: Queryable): Promise<void> {
  const id = await pick(tx, `ar.type = 'ARTICLE' AND ar.status = 'READY' AND ar.periodical_id = 'BJS' AND ar.bundle_id IS NULL AND att.attached IN ('NONE', 'CDF')`);
  if (id === null) return;
  const at = '2030-06-01T08:00:00.000Z';
  const [push] = await tx.query<{ id: number }>(`INSERT INTO online_push (title, execution_date, username) SELECT regexp_replace(title, '<[^>]*>', '', 'g'), $2, 'Rédaction' FROM article WHERE id = $1 RETURNING id`, [id, at]);
  await tx.query('INSERT INTO online_push_article (push_id, article_id, position) VALUES ($1, $2, 0)', [push?.id, id]);
  await tx.query(`UPDATE article SET next_publication_online_date = $2, next_publication_online_username = 'Rédaction' WHERE id = $1`, [id, at]);
  await tx.query(`INSERT INTO job (kind, online_push_id, run_at) VALUES ('PUSH_ONLINE', $1, $2)`, [push?.id, at]);
}

async function seedPlacards(tx: Queryable): Promise<void> {
  const placard = async (id: number | null, status: string) => {
    if (id === null) return;
    const [process] = await tx.query<{ id: number }>(`INSERT INTO process (type, article_id, status, creation_user) VALUES ('PLACARD', $1, $2, 'Production') RETURNING id`, [id, status]);
    if (status === 'FINISHED') {
      const made = await makeArticlePlacard(tx, id);
      await tx.query('INSERT INTO process_file (process_id, file_name, page_count, bytes) VALUES ($1, $2, $3, $4)', [process?.id, made.fileName, made.pageCount, made.bytes]);
    }
    if (status === 'PENDING') await tx.query(`INSERT INTO job (kind, process_id) VALUES ('PROCESS_STEP', $1)`, [process?.id]);
  };
  const bjsArticle = `ar.type = 'ARTICLE' AND ar.periodical_id = 'BJS' AND ar.is_valid AND ar.next_publication_online_date IS NULL`;
  await placard(await pick(tx, `${bjsArticle} AND ar.status = 'READY'`, 1), 'FINISHED');
  await placard(await pick(tx, `${bjsArticle} AND ar.status = 'IN_PROGRESS'`, 1), 'PENDING');
  await placard(await pick(tx, `${bjsArticle} AND ar.status = 'IN_PROGRESS'`, 2), 'CANCEL');
}

/** The bench's articles: spread over the periodicals, rubriques, types and states, each with one to four authors. */
async function topUp(tx: Queryable, scale: number): Promise<void> {
  const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM article');
  const missing = ARTICLES_PER_SCALE * scale - (count?.n ?? 0);
  if (missing <= 0) return;
  const inserted = await tx.query<{ id: number }>(
    `WITH rubrique AS (SELECT periodical_id, array_agg(id ORDER BY id) AS ids FROM periodical_plan_node GROUP BY periodical_id),
          per AS (SELECT array_agg(id ORDER BY position) AS ids FROM periodical WHERE id IN (SELECT periodical_id FROM rubrique))
     INSERT INTO article (title, type, article_type, nature, periodical_id, plan_node_id, status, is_valid, publication_online_date,
       char_volume, creation_date, modification_date, creation_user, modification_user)
     SELECT (ARRAY['Responsabilité', 'Cession', 'Gouvernance', 'Fiscalité', 'Procédure', 'Fusion', 'Dirigeants', 'Capital'])[1 + n % 8]
            || ' : ' || (ARRAY['chronique de jurisprudence', 'commentaire d’arrêt', 'point de vue', 'étude pratique', 'veille législative'])[1 + (n / 8) % 5]
            || ' n° ' || n,
       'ARTICLE', t.type, CASE WHEN t.type IN ('STUDY', 'FORMULATE') THEN 'COMPLEXE' ELSE 'SIMPLE' END,
       p.id, r.ids[1 + n % array_length(r.ids, 1)],
       (ARRAY['PUBLISHED', 'PUBLISHED', 'IN_PROGRESS', 'READY', 'PUBLISHED'])[1 + n % 5], n % 37 <> 0,
       CASE WHEN n % 5 IN (0, 1, 4) THEN timestamptz '2020-01-01 09:00+00' + n * interval '97 minutes' END,
       2000 + (n * 7919) % 18000,
       timestamptz '2020-01-01 09:00+00' + n * interval '97 minutes', timestamptz '2020-01-01 09:00+00' + n * interval '97 minutes', 'Rédaction', 'Rédaction'
     FROM generate_series(1, $1::int) AS n
     CROSS JOIN per
     JOIN LATERAL (SELECT per.ids[1 + n % array_length(per.ids, 1)] AS id) p ON true
     JOIN rubrique r ON r.periodical_id = p.id
     JOIN LATERAL (SELECT (ARRAY['COMMENTARY', 'THREADED', 'FOCUS', 'STUDY', 'INTERVIEW', 'BRIEF', 'FORMULATE'])[1 + n % 7] AS type) t ON true
     RETURNING id`,
    [missing],
  );
  const [authors] = await tx.query<{ ids: number[] }>('SELECT array_agg(id ORDER BY id) AS ids FROM author');
  const pool = authors?.ids ?? [];
  if (pool.length === 0) return;
  await tx.query(
    `INSERT INTO article_author (article_id, author_id, position)
     SELECT DISTINCT ON (a.id, ($2::int[])[1 + (a.id * 31 + k * 17) % $3]) a.id, ($2::int[])[1 + (a.id * 31 + k * 17) % $3], k
     FROM unnest($1::int[]) AS a(id), generate_series(0, 3) AS k WHERE k <= a.id % 4
     ON CONFLICT DO NOTHING`,
    [inserted.map((r) => r.id), pool, pool.length],
  );
}

export async function seedArticles(tx: Queryable, scale: number): Promise<void> {
  await seedBodies(tx);
  await seedScheduledPush(tx);
  await seedPlacards(tx);
  if (scale > 1) await topUp(tx, scale);
  // Fresh statistics, so that the planner knows the seeded sizes (autovacuum may not run before the first searches).
  await tx.query('ANALYZE article, article_author, plan_node, process');
}
