import type { ProcessStatus, PublicationRow } from '../../shared/domain/publication';
import type { SearchResult } from '../../shared/domain/search-result';

/** A publication as a back-office may send it: spec 2 names the printer PDF's status both ways. */
type Received<T> = Omit<T, 'lastPrinterPdfProcessStatus'> & { lastPrinterPdfProcessStatus?: ProcessStatus | null; lastPrinterProcessStatus?: ProcessStatus | null };

/** The publication with `lastPrinterPdfProcessStatus` read from either of the spec's names. */
export function withPrinterStatus<T extends Pick<PublicationRow, 'lastPrinterPdfProcessStatus'>>(publication: Received<T>): T {
  const { lastPrinterProcessStatus, ...rest } = publication;
  return { ...rest, lastPrinterPdfProcessStatus: publication.lastPrinterPdfProcessStatus ?? lastPrinterProcessStatus ?? null } as T;
}

export function rowsWithPrinterStatus<T extends Pick<PublicationRow, 'lastPrinterPdfProcessStatus'>>(page: SearchResult<Received<T>>): SearchResult<T> {
  return { ...page, result: page.result.map((p) => withPrinterStatus<T>(p)) };
}
