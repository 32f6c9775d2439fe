import type { ProcessStatus, PublicationRow } from '../../shared/domain/publication';

/** A publication as a back-office may send it: spec 2 names the printer PDF's status both ways. */
export type WithEitherPrinterStatus<T> = Omit<T, 'lastPrinterPdfProcessStatus'> & {
  lastPrinterPdfProcessStatus?: ProcessStatus | null;
  lastPrinterProcessStatus?: ProcessStatus | null;
};

/** The publication with `lastPrinterPdfProcessStatus` read from either of the spec's names. */
export function withPrinterStatus<T extends Pick<PublicationRow, 'lastPrinterPdfProcessStatus'>>(publication: WithEitherPrinterStatus<T>): T {
  const { lastPrinterProcessStatus, ...rest } = publication;
  return { ...rest, lastPrinterPdfProcessStatus: publication.lastPrinterPdfProcessStatus ?? lastPrinterProcessStatus ?? null } as T;
}
