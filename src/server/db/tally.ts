/**
 * A list's conditions, and its exact total read from its table's tally (migration 016) when the tally's buckets
 * answer every condition: a sum of a few hundred rows instead of a count of every row that passes (issue 35).
 */
export class TalliedConditions {
  /** The conditions on the table's rows. */
  readonly rows: string[] = [];
  /** The same on the tally (columns of the same names, under the same alias), or null once one has no equivalent there. */
  private tally: string[] | null = [];

  /** A condition the tally's buckets answer: the same SQL, unless `onTally` says it otherwise there. */
  both(condition: string, onTally: string = condition): void {
    this.rows.push(condition);
    this.tally?.push(onTally);
  }

  /** Conditions only the rows answer: the total counts them. */
  rowsOnly(...conditions: string[]): void {
    this.rows.push(...conditions);
    if (conditions.length > 0) this.tally = null;
  }

  /** WHERE … of the rows' conditions, or nothing. */
  whereSql(): string {
    return where(this.rows);
  }

  /**
   * The statement of the total (a row with n): the tally's buckets summed when they answer every condition, the
   * rows of `from` (whose alias is `alias`) counted otherwise.
   */
  countSql(from: string, tallyTable: string, alias: string): string {
    return this.tally === null
      ? `SELECT count(*)::int AS n FROM ${from} ${this.whereSql()}`
      : `SELECT coalesce(sum(n), 0)::int AS n FROM ${tallyTable} ${alias} ${where(this.tally)}`;
  }
}

const where = (conditions: readonly string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');
