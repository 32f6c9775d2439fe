export interface Migration {
  /** Applied in increasing order, each once; never renumber or edit one that has shipped. */
  version: number;
  name: string;
  sql: string;
}
