import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../src/server/db/db';
import { openDb } from '../../../../src/server/db/open-db';
import { refreshStatistics } from '../../../../src/server/db/statistics';
import { searchStatements, type Statement } from '../../../../src/server/kyrielle/search';
import type { KyrielleSearchRequest } from '../../../../src/shared/domain/kyrielle';
import { testDatabase, type TestDatabase } from './test-database';

/**
 * The layout tool's search is served by its indexes (issue 35), on PGlite (project node) and on PostgreSQL
 * (project server-pg): the plans the engine chooses for the search's own statements, on a database grown after
 * its indexes were built, as an import or a bulk load grows it, then brought up to date as the server does when
 * it starts (refreshStatistics). Not `enable_seqscan = off`, which only shows that an index could serve: the
 * test reads the plan chosen with real statistics, on a volume where a scan costs what it costs on 100,000 units
 * relative to an index (one unit in five carries the common word, as in the bench kyrielle-search). A plan
 * fails on a Seq Scan of a large table, and on any read of most of document_unit by another road (without
 * statistics the planner read the whole source through its date index, believing it held 200 units).
 */

const UNITS = 20_000;
/** Tables this large must be read through an index; the small ones (a tree's placements) may be scanned. */
const LARGE_ROWS = 1_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

let database: TestDatabase;
let db: Db;
let units: number;

beforeAll(async () => {
  database = await testDatabase();
  db = await openDb(database.options);
  await db.query(
    `INSERT INTO document_unit (id, source, title, periodical_id, publication_date)
     SELECT 'LEX-P' || lpad(g::text, 7, '0'), 'LEXPRESS',
            (ARRAY['Cass. soc.', 'Cass. com.', 'CE', 'CA Paris'])[1 + g % 4] || ', n° ' || g || ' : <i>' ||
            (ARRAY['licenciement pour motif économique', 'cession de parts sociales', 'abus de majorité', 'pacte d’associés', 'rupture conventionnelle'])[1 + g % 5] || '</i>',
            (ARRAY['BJS', 'DEF', 'GDP', 'GPL'])[1 + g % 4], DATE '2000-01-01' + (g % 10000)
     FROM generate_series(1, $1::int) AS g`,
    [UNITS],
  );
  expect(await refreshStatistics(db)).toContain('document_unit');
  units = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM document_unit'))[0]?.n ?? 0;
});

afterAll(async () => {
  await db.close();
  await database.cleanUp();
});

/** Each table read by the plan as it ran: how (scan node, index) and how many rows, those its filters threw away included. */
async function reads(statement: Statement): Promise<{ table: string; how: string; rows: number }[]> {
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`, statement.params);
  const raw = row?.['QUERY PLAN'];
  const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const found: { table: string; how: string; rows: number }[] = [];
  const visit = (node: PlanNode): void => {
    if (node['Relation Name']) {
      // Rows and rows removed are per loop.
      const rows = (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * node['Actual Loops'];
      found.push({ table: node['Relation Name'], how: `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`, rows });
    }
    node.Plans?.forEach(visit);
  };
  visit(Plan);
  return found;
}

/** What the plan must not do: a Seq Scan of a table over LARGE_ROWS rows, or read most of document_unit. */
async function wholeReads(statement: Statement): Promise<string[]> {
  const read = await reads(statement);
  const scanned = read.filter((r) => r.how === 'Seq Scan').map((r) => r.table);
  const large =
    scanned.length === 0 ? [] : (await db.query<{ name: string }>(`SELECT relname AS name FROM pg_class WHERE relname = ANY($1::text[]) AND reltuples > $2`, [scanned, LARGE_ROWS])).map((t) => t.name);
  return read.filter((r) => (r.how === 'Seq Scan' && large.includes(r.table)) || (r.table === 'document_unit' && r.rows > units / 2)).map((r) => `${r.how} on ${r.table}: ${r.rows} rows`);
}

const SEARCHES: [string, KyrielleSearchRequest][] = [
  ['a word one unit in five carries, not attached (the bench)', { treeId: 1, type: 'LEXPRESS', searchText: 'licenciement', status: ['NOT_ATTACHED'] }],
  ['a word one unit carries', { treeId: 1, type: 'LEXPRESS', searchText: 'n° 12345 ' }],
  ['a word of an id, attached', { treeId: 1, type: 'LEXPRESS', searchText: 'lex-p00012', status: ['ATTACHED'] }],
];

describe('the kyrielle search on a grown database', () => {
  it.each(SEARCHES)('reads no large table whole for its page nor its total: %s', async (_name, request) => {
    const statements = searchStatements(request, 2, 50);
    expect(await wholeReads(statements.page)).toEqual([]);
    expect(await wholeReads(statements.count)).toEqual([]);
  });

  it('reads the first page of a source in its order without a scan', async () => {
    expect(await wholeReads(searchStatements({ treeId: 1, type: 'LEXPRESS' }, 0, 50).page)).toEqual([]);
  });
});
