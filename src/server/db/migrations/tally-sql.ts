/**
 * A table's tally (migration 016): how many of its rows fall in each bucket, kept exact by statement triggers.
 * The SQL is generated here for every tally; a shipped migration's SQL must stay as it was generated.
 */
export interface Tallied {
  table: string;
  tally: string;
  /** The tally's columns: their type, and their value for a row of the table (the table's column of that name by default). */
  buckets: Record<string, { type: string; value?: string }>;
  /**
   * A large tally (one row per bucket and piece of a title word, migration 018): its buckets are never null, an
   * index on them finds a bucket's rows, and the triggers look each of theirs up through it rather than reading the
   * tally whole.
   */
  indexed?: true;
  /** What a row counts in the tally, from the rows (the table, or a trigger's transition table): each row once by default. */
  counted?: (rows: string) => string;
}

export const TRANSITIONS = { INSERT: ['new_rows'], UPDATE: ['new_rows', 'old_rows'], DELETE: ['old_rows'] } as const;
type Operation = keyof typeof TRANSITIONS;
const OPERATIONS = Object.keys(TRANSITIONS) as Operation[];
type Transition = 'new_rows' | 'old_rows';

/** A row's sign in a statement's delta: +1 for what it wrote, -1 for what it replaced or deleted. */
export const signOf = (rows: Transition) => (rows === 'new_rows' ? 1 : -1);
export const referencing = (rows: readonly Transition[]) => rows.map((r) => `${r === 'new_rows' ? 'NEW' : 'OLD'} TABLE AS ${r}`).join(' ');

const countedFrom = (t: Tallied, rows: string) => t.counted?.(rows) ?? rows;

/** A row's bucket, column by column. */
const bucketOf = ({ buckets }: Tallied) => Object.entries(buckets).map(([column, { value }]) => `${value ?? column} AS ${column}`).join(', ');

/** The rows' buckets and signs (+1 for new_rows, -1 for old_rows) of one statement. */
function signedBuckets(t: Tallied, rows: readonly Transition[]): string {
  return rows.map((r) => `SELECT ${bucketOf(t)}, ${signOf(r)} AS n FROM ${countedFrom(t, r)}`).join(' UNION ALL ');
}

/**
 * The statement of a trigger's merge: the committed rows of the buckets of `delta` deleted (and returned), except
 * those another transaction is merging. An indexed tally's are found bucket by bucket through its index.
 */
function mergeSql(t: Tallied): string {
  const columns = Object.keys(t.buckets);
  const returning = `RETURNING ${columns.map((c) => `m.${c}`).join(', ')}, m.n`;
  if (t.indexed) {
    const same = columns.map((c) => `k.${c} = d.${c}`).join(' AND ');
    return `DELETE FROM ${t.tally} m USING (
            SELECT k.ctid AS row_id FROM delta d CROSS JOIN LATERAL (SELECT k.ctid FROM ${t.tally} k WHERE ${same} FOR UPDATE SKIP LOCKED) k
          ) locked WHERE m.ctid = locked.row_id ${returning}`;
  }
  const same = columns.map((c) => `d.${c} IS NOT DISTINCT FROM k.${c}`).join(' AND ');
  return `DELETE FROM ${t.tally} m WHERE m.ctid IN (
            SELECT k.ctid FROM ${t.tally} k WHERE EXISTS (SELECT 1 FROM delta d WHERE ${same}) FOR UPDATE SKIP LOCKED
          ) ${returning}`;
}

/** The trigger (and its function) that keeps the tally on the table's statements of kind `op`. */
const triggerOf = (t: Tallied, op: Operation) => `${t.tally}_${op.toLowerCase()}`;

/** The triggers that keep the tally on the table's inserts, updates and deletes (not its truncates). */
export const tallyTriggers = (t: Tallied): string[] => OPERATIONS.map((op) => triggerOf(t, op));

/** The statement that counts every row of the table into the tally (empty before it). */
export function fillSql(t: Tallied): string {
  const list = Object.keys(t.buckets).join(', ');
  return `INSERT INTO ${t.tally} (${list}, n) SELECT ${list}, count(*) FROM (SELECT ${bucketOf(t)} FROM ${countedFrom(t, t.table)}) s GROUP BY ${list};`;
}

/** The tally's table, its content now, and the triggers that keep it. */
export function tallySql(t: Tallied): string {
  const columns = Object.keys(t.buckets);
  const list = columns.join(', ');
  const triggers = OPERATIONS.map((op) => {
    const rows = TRANSITIONS[op];
    const fn = triggerOf(t, op);
    return `
      CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN
        WITH delta AS (
          SELECT ${list}, sum(n) AS n FROM (${signedBuckets(t, rows)}) s GROUP BY ${list} HAVING sum(n) <> 0
        ), merged AS (
          ${mergeSql(t)}
        )
        INSERT INTO ${t.tally} (${list}, n)
          SELECT ${list}, sum(n) FROM (SELECT * FROM delta UNION ALL SELECT * FROM merged) s GROUP BY ${list} HAVING sum(n) <> 0;
        RETURN NULL;
      END $f$;
      CREATE TRIGGER ${fn} AFTER ${op} ON ${t.table} REFERENCING ${referencing(rows)} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`;
  });
  const notNull = t.indexed ? ' NOT NULL' : '';
  const index = t.indexed ? `\n    CREATE INDEX ${t.tally}_bucket ON ${t.tally} (${list});` : '';
  return `
    CREATE TABLE ${t.tally} (${Object.entries(t.buckets).map(([c, { type }]) => `${c} ${type}${notNull}`).join(', ')}, n bigint NOT NULL);
    ${fillSql(t)}${index}
    ${triggers.join('\n')}
    CREATE FUNCTION ${t.tally}_truncate() RETURNS trigger LANGUAGE plpgsql AS $f$ BEGIN DELETE FROM ${t.tally}; RETURN NULL; END $f$;
    CREATE TRIGGER ${t.tally}_truncate AFTER TRUNCATE ON ${t.table} FOR EACH STATEMENT EXECUTE FUNCTION ${t.tally}_truncate();`;
}
