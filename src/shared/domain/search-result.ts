/** Answer of every list search of the REST API (spec 1 §3 "Search result"): one page of rows and the count of all matches. */
export interface SearchResult<Row> {
  result: Row[];
  resultCount: number;
}
