import type { ProcessStatus } from '../../shared/domain/publication';

/** A publication as a back-office may send it: spec 2 names the printer PDF's status both ways. */
export type WithEitherPrinterStatus<T> = Omit<T, 'lastPrinterPdfProcessStatus'> & {
  lastPrinterPdfProcessStatus?: ProcessStatus | null;
  lastPrinterProcessStatus?: ProcessStatus | null;
};
