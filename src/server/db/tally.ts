/**
 * A list's conditions, and its exact total read from its table's tally (migration 016) when the tally's buckets
 * answer every condition: a sum of a few hundred rows instead of a count of every row that passes (issue 35).
 */
export class TalliedConditions {
  /** The conditions on the table's rows. */
  readonly rows: string[] = [];
  /** The same on the tally (columns of the same names, under the same alias), or null once one has no equivalent there. */
  private tally: string[] | null = [];
  /** The tally that answers them, when a condition narrows the list to a narrower tally's key; null: the list's own. */
  private narrowerTally: string | null = null;

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

  /**
   * A condition a narrower tally answers: one with the same buckets and a key more (migration 018's pieces of title
   * words), `onTally` on its key. The total sums that tally's buckets; a second such condition is counted on the rows.
   */
  narrowedBy(tallyTable: string, condition: string, onTally: string): void {
    if (this.narrowerTally !== null) return this.rowsOnly(condition);
    this.narrowerTally = tallyTable;
    this.both(condition, onTally);
  }

  /** WHERE … of the rows' conditions, or nothing. */
  whereSql(): string {
    return where(this.rows);
  }

  /**
   * The statement of the total (a row with n): the tally's buckets (or the narrower one's) summed when they answer every condition, the
   * rows of `from` (whose alias is `alias`) counted otherwise.
   */
  countSql(from: string, tallyTable: string, alias: string): string {
    return this.tally === null
      ? `SELECT count(*)::int AS n FROM ${from} ${this.whereSql()}`
      : `SELECT coalesce(sum(n), 0)::int AS n FROM ${this.narrowerTally ?? tallyTable} ${alias} ${where(this.tally)}`;
  }
}

const where = (conditions: readonly string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');
