import type { SearchResult } from './useListSearch';

/**
 * The ids of every result of a search, read page by page (pageSize rows a page) until a short page or the
 * total: what an all-results selection acts on.
 */
export async function readAllIds<Row, Id>(
  readPage: (page: number, size: number) => Promise<SearchResult<Row>>,
  rowId: (row: Row) => Id,
  pageSize: number,
): Promise<Id[]> {
  const ids: Id[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await readPage(page, pageSize);
    ids.push(...answer.result.map(rowId));
    if (answer.result.length < pageSize || ids.length >= answer.resultCount) return ids;
  }
}
