import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../src/server/db/db';
import { openDb } from '../../../../src/server/db/open-db';
import { foldedAsciiWord } from '../../../../src/server/db/fold';
import { TALLIED_FRAGMENT } from '../../../../src/server/db/migrations/018-title-fragment-tally';
import { searchArticles } from '../../../../src/server/articles/search';
import { countArticles } from '../../../../src/server/articles/store';
import { testDatabase, type TestDatabase } from './test-database';

/**
 * The title search (issue 35, migration 018): a term is found anywhere in the folded title, or is the id it names;
 * the list's total, summed on the title-fragment tally for one term of 3 to 24 letters or digits and counted on the
 * rows otherwise, is the number of articles found. The reference here is the titles read back and matched in
 * JavaScript.
 */

let database: TestDatabase;
let db: Db;

const TITLES = [
  '<b>Prescription</b> quinquennale et délai',
  'Imprescriptibilité de l’action publique',
  'Œuvre d’art et droit moral',
  'Saint-Étienne : arrêt n° 2023/45 du 3 mai',
  'C++ (loi) à 50%_x et [crochets]',
  'Prescriptions, prescrire, prescrit : trois mots',
  `Un mot de ${'x'.repeat(30)} lettres`,
];

beforeAll(async () => {
  database = await testDatabase();
  db = await openDb(database.options);
  const [first] = await db.query<{ periodical_id: string }>(`SELECT periodical_id FROM article ORDER BY id LIMIT 1`);
  await db.query(`INSERT INTO article (title, type, periodical_id, status) SELECT t, 'ARTICLE', $2, 'READY' FROM unnest($1::text[]) t`, [TITLES, first?.periodical_id]);
});

afterAll(async () => {
  await db.close();
  await database.cleanUp();
});

/** The ids of the articles whose folded title holds the folded term, or whose id it is. */
async function expected(term: string): Promise<number[]> {
  const [{ folded }] = (await db.query<{ folded: string }>(`SELECT pupitre_fold($1) AS folded`, [term])) as [{ folded: string }];
  const rows = await db.query<{ id: number; title_search: string }>(`SELECT id, title_search FROM article ORDER BY id`);
  return rows.filter((r) => r.title_search.includes(folded) || String(r.id) === term).map((r) => r.id);
}

async function found(query: string): Promise<{ ids: number[]; total: number }> {
  const answer = await searchArticles(db, { page: 0, size: 10_000, readable: null, query, sort: { attr: 'ID', order: 'ASC' } });
  return { ids: answer.result.map((r) => r.id), total: answer.resultCount };
}

describe('the title search', () => {
  // Tallied terms (a word, a piece of one), terms too short or too long for the tally, terms with marks, spaces
  // folded, LIKE's metacharacters.
  const terms = ['prescri', 'PRESCRIPTION', 'script', 'ptibi', 'oeuvre', 'Œuvre', 'etienne', 'Étienne', 'saint-étienne', 'd’art', "l'action", 'n°', '2023/45',
    'c++', '(loi)', '50%_x', '[crochets]', 'de', 'x'.repeat(24), 'x'.repeat(25), 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'];

  it.each(terms)('finds %s in the titles, and totals what it finds', async (term) => {
    const { ids, total } = await found(term);
    const ids_ = await expected(term);
    expect(ids).toEqual(ids_);
    expect(total).toBe(ids_.length);
  });

  it('finds a piece of a word: « script » is in « Prescription » and in « Imprescriptibilité »', async () => {
    const titleOf = async (ids: number[]) => (await db.query<{ title: string }>(`SELECT title FROM article WHERE id = ANY($1::int[]) ORDER BY id`, [ids])).map((r) => r.title);
    expect(await titleOf((await found('script')).ids)).toEqual([TITLES[0], TITLES[1], TITLES[5]]);
    expect((await found('script')).total).toBe(3);
  });

  it('finds an article by its id, and a word of a word and a term', async () => {
    const [{ id }] = (await db.query<{ id: number }>(`SELECT max(id) AS id FROM article`)) as [{ id: number }];
    expect((await found(String(id))).ids).toEqual(await expected(String(id)));
    const both = await found('prescri quinquennale');
    expect(both.ids).toHaveLength(1);
    expect(both.total).toBe(1);
  });

  it('gives the quick search the same totals, for all periodicals and for some', async () => {
    for (const term of ['prescri', 'oeuvre', 'de', "l'action"]) expect(await countArticles(db, term, null)).toBe((await expected(term)).length);
    const readable = await db.query<{ periodical_id: string }>(`SELECT periodical_id FROM article WHERE title LIKE 'Saint%'`);
    expect(await countArticles(db, 'saint', [readable[0]?.periodical_id ?? ''])).toBe((await expected('saint')).length);
    expect(await countArticles(db, 'saint', ['NONE'])).toBe(0);
  });
});

describe('the fold of a tallied word', () => {
  const words = ['Prescription', 'ÉTÉ', 'œuvre', 'Æsop', 'Straße', 'Ÿvelines', 'n2023', 'Çà'];

  it.each(words)('is what pupitre_fold gives for %s', async (word) => {
    const [{ folded }] = (await db.query<{ folded: string }>(`SELECT pupitre_fold($1) AS folded`, [word])) as [{ folded: string }];
    expect(foldedAsciiWord(word)).toBe(folded);
  });

  it('is none for a term with a character the fold keeps or turns to a separator', () => {
    for (const term of ['d’art', 'saint-étienne', 'n°', 'ğ', 'α', 'a b', '50%']) expect(foldedAsciiWord(term)).toBeNull();
  });

  it('keeps the pieces of 3 to 24 characters of each word, once each', async () => {
    const long = 'y'.repeat(TALLIED_FRAGMENT.max + 3);
    const rows = await db.query<{ f: string }>(`SELECT pupitre_title_fragments($1) AS f`, [`prescrit, prescrire de l'art ${long}`]);
    const pieces = (word: string) =>
      Array.from(word, (_, start) => Array.from({ length: TALLIED_FRAGMENT.max - TALLIED_FRAGMENT.min + 1 }, (_, i) => word.slice(start, start + TALLIED_FRAGMENT.min + i)))
        .flat()
        .filter((piece) => piece.length >= TALLIED_FRAGMENT.min);
    const all = new Set(['prescrit', 'prescrire', 'de', 'l', 'art', long].flatMap(pieces));
    expect(rows.map((r) => r.f).sort()).toEqual([...all].sort());
    expect(all).toContain('scri');
    expect(all).not.toContain('y'.repeat(TALLIED_FRAGMENT.max + 1));
  });
});
