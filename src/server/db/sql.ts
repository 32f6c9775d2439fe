/** Helpers for hand-written, parameterised SQL. */

/** Collects the values of a statement as it is built: `params.add(value)` returns its placeholder ($1, $2...). */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `%term%` for LIKE ... ESCAPE '\': the term's own %, _ and \ match themselves. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

export function prefixPattern(term: string): string {
  return `${escapeLike(term)}%`;
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The id a search term names, if it is the decimal of one (a positive int4), as `id::text = term` matched. */
export function idTerm(term: string): number | null {
  return /^[1-9]\d{0,9}$/.test(term) && Number(term) <= 2_147_483_647 ? Number(term) : null;
}

/** ` OR column = id` when the term names an id: an equality the primary key serves, where `column::text = term` read every row. */
export function orIdIs(params: SqlParams, column: string, term: string): string {
  const id = idTerm(term);
  return id === null ? '' : ` OR ${column} = ${params.add(id)}`;
}

/** Words of a search query: split on spaces, at most 10, each at most 100 characters. */
export function queryTerms(query: string | undefined | null): string[] {
  return (query ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10)
    .map((term) => term.slice(0, 100));
}

/** Rows of PGlite and pg alike: bytea arrives as Uint8Array (PGlite) or Buffer (pg). */
export function toBuffer(value: Uint8Array): Buffer {
  return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}

/** timestamptz arrives as a Date from both drivers. */
export function isoDateTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
