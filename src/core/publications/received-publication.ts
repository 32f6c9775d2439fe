import type { Periodical } from '../../shared/domain/periodical';
import type { PublicationRow } from '../../shared/domain/publication';
import type { SearchResult } from '../../shared/domain/search-result';
import { publicationName } from '../../shared/rules/publication-number';
import type { RestClient } from '../http/rest-client';
import { withPrinterStatus, type WithEitherPrinterStatus } from './printer-status';

/** What the reader completes: the fields every screen, notice and file name counts on. */
type Completed = Pick<PublicationRow, 'name' | 'periodicalLabel' | 'periodicalId' | 'year' | 'number' | 'lastPrinterPdfProcessStatus'>;

/**
 * A publication as a back-office may answer it. Spec 2 §3 lists neither `name` nor `periodicalLabel`: the
 * reference server adds them, the publisher's back-office does not.
 */
export type ReceivedPublication<T extends Completed> = WithEitherPrinterStatus<Omit<T, 'name' | 'periodicalLabel'>> & {
  name?: string | null;
  periodicalLabel?: string | null;
};

/**
 * The answer with its printer status under one name and a name of its own: the answer's, else the spec's
 * identifier periodicalId_year_number (spec 2 §3). Its label, if any, is left as it came.
 */
export function namedPublication<T extends Completed>(received: ReceivedPublication<T>): Omit<T, 'periodicalLabel'> {
  return { ...withPrinterStatus<Omit<T, 'name' | 'periodicalLabel'>>(received), name: received.name || publicationName(received) } as Omit<T, 'periodicalLabel'>;
}

export interface PublicationReader {
  one<T extends Completed>(received: ReceivedPublication<T>): Promise<T>;
  list<T extends Completed>(received: ReceivedPublication<T>[]): Promise<T[]>;
  page<T extends Completed>(received: SearchResult<ReceivedPublication<T>>): Promise<SearchResult<T>>;
}

/** GET /api/periodical (spec 2 §7): the periodicals and their labels. */
export const readPeriodicals = (rest: Pick<RestClient, 'request'>) => rest.request<Periodical[]>('GET', '/api/periodical');

/**
 * Completes every publication where core reads it, so that no screen has to: its name (namedPublication),
 * its `periodicalLabel`, else the periodical's label from GET /api/periodical, else its id. The periodicals
 * are read when a label is missing and kept: read again only for a periodical they did not have.
 */
export function createPublicationReader(periodicals: () => Promise<readonly Periodical[]>): PublicationReader {
  let known: ReadonlyMap<string, string> = new Map();
  const labels = async (received: readonly { periodicalId: string; periodicalLabel?: string | null }[]): Promise<ReadonlyMap<string, string>> => {
    if (received.every((p) => p.periodicalLabel || known.has(p.periodicalId))) return known;
    try {
      known = new Map((await periodicals()).map((p) => [p.id, p.label]));
    } catch {
      // A label is only shown: without the periodicals (offline, never cached) the id stands in for it.
    }
    return known;
  };
  const complete = <T extends Completed>(received: ReceivedPublication<T>, labelOf: ReadonlyMap<string, string>): T =>
    ({ ...namedPublication<T>(received), periodicalLabel: received.periodicalLabel || labelOf.get(received.periodicalId) || received.periodicalId }) as T;
  const list = async <T extends Completed>(received: ReceivedPublication<T>[]): Promise<T[]> => {
    const labelOf = await labels(received);
    return received.map((p) => complete(p, labelOf));
  };
  return {
    one: async (received) => complete(received, await labels([received])),
    list,
    page: async (received) => ({ ...received, result: await list(received.result) }),
  };
}

/** The reader of a session's REST client. */
export const publicationReader = (rest: Pick<RestClient, 'request'>): PublicationReader => createPublicationReader(() => readPeriodicals(rest));
